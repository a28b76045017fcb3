package dev.romlab.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that reports its write errors: an {@link IOException} becomes a {@link StandardOutputFailure},
 * which {@link FailureHandler} turns into one line and exit code 1, or for a reader that has gone (a broken pipe,
 * {@code | head -1}) into a quiet exit {@value StandardOutputFailure#BROKEN_PIPE_EXIT_CODE}. Java's own
 * {@code System.out}, a {@link java.io.PrintStream}, and the {@link java.io.PrintWriter}s commands print through
 * swallow {@code IOException}s, so {@code disasm x.asm > /dev/full} used to exit 0; an unchecked exception passes
 * through both. Once failed, every later write and flush throws the same failure: the run cannot go on printing
 * into nothing.
 */
final class StandardOutput extends OutputStream {

    private final OutputStream out;
    private StandardOutputFailure failure;

    private StandardOutput(OutputStream out) {
        this.out = out;
    }

    /** The process's standard output, buffered as {@code System.out} is. */
    static StandardOutput system() {
        return new StandardOutput(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 8192));
    }

    /** {@code out} reporting its write errors; {@code out} itself when it already does. */
    static StandardOutput of(OutputStream out) {
        return out instanceof StandardOutput reporting ? reporting : new StandardOutput(out);
    }

    @Override
    public void write(int b) {
        requireWorking();
        try {
            out.write(b);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        requireWorking();
        try {
            out.write(bytes, offset, length);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public void flush() {
        requireWorking();
        try {
            out.flush();
        } catch (IOException e) {
            throw failed(e);
        }
    }

    /** Flushes; closing is left to the process's end, as for {@code System.out}. */
    @Override
    public void close() {
        flush();
    }

    private void requireWorking() {
        if (failure != null) {
            throw failure;
        }
    }

    private StandardOutputFailure failed(IOException e) {
        failure = new StandardOutputFailure(e);
        return failure;
    }
}
