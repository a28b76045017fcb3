package dev.romlab.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Objects;

import picocli.CommandLine.Model.CommandSpec;

/**
 * The process's standard input, output and error as bytes: what a file argument of {@code -} reads or writes,
 * what a CP/M program's console uses, and what {@link Main} wraps in the text writers commands print to.
 * Tests put in byte buffers. Standard output reports its write errors ({@link StandardOutput}); standard error is
 * where they are reported, so its own are not.
 */
record StandardStreams(InputStream in, OutputStream out, OutputStream err) {

    /** The file argument that means standard input or output, as in cat, tar and every Unix tool. */
    static final String DASH = "-";

    StandardStreams {
        Objects.requireNonNull(in);
        Objects.requireNonNull(out);
        Objects.requireNonNull(err);
        out = StandardOutput.of(out);
    }

    /**
     * The process's streams; standard error as its file descriptor rather than {@code System.err}, a
     * {@link java.io.PrintStream} that would swallow its write errors before the writer on it could see them
     * ({@link TraceWriter} ends a trace whose reader has gone).
     */
    static StandardStreams system() {
        return new StandardStreams(System.in, StandardOutput.system(), new FileOutputStream(FileDescriptor.err));
    }

    /** The streams of the command tree {@code spec} belongs to. */
    static StandardStreams of(CommandSpec spec) {
        return ((RomlabCommand) spec.root().userObject()).streams();
    }

    /** True for the argument {@code -}. */
    static boolean isDash(Path file) {
        return file != null && file.toString().equals(DASH);
    }
}
