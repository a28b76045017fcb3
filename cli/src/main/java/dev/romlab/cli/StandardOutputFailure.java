package dev.romlab.cli;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * Standard output could not be written ({@link StandardOutput}): the disk is full ({@code > /dev/full}), or the
 * reader has gone ({@code | head -1}: a broken pipe). Reported once, however often it is thrown again.
 */
final class StandardOutputFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * The exit code when the reader has gone: the status a shell shows for a tool killed by SIGPIPE (128 + 13), as
     * {@code cat} and {@code yes} end in {@code yes | head -1}; Java ignores SIGPIPE, so romlab exits with it itself.
     */
    static final int BROKEN_PIPE_EXIT_CODE = 141;

    /** What Linux's strerror says for EPIPE, which Java's FileOutputStream puts in its IOException. */
    private static final String BROKEN_PIPE = "Broken pipe";

    private boolean reported;

    StandardOutputFailure(IOException cause) {
        super(cause.getMessage() != null ? cause.getMessage() : cause.toString(), cause, false, false);
    }

    /**
     * A text writer on a stream (standard error) that failed: its {@link java.io.PrintWriter} keeps only that it
     * failed, not why, and nothing is left to report it on, so the run ends as when the reader has gone.
     */
    static StandardOutputFailure readerGone() {
        return new StandardOutputFailure(new IOException(BROKEN_PIPE));
    }

    /** True when the reader has gone (EPIPE). */
    boolean brokenPipe() {
        return BROKEN_PIPE.equals(getMessage());
    }

    /**
     * The exit code, after one line on {@code err} the first time ({@code romlab disasm: cannot write standard
     * output: No space left on device}); nothing for a broken pipe, as {@code cat} says nothing when its reader
     * goes.
     */
    int report(String commandName, PrintWriter err) {
        if (brokenPipe()) {
            return BROKEN_PIPE_EXIT_CODE;
        }
        if (!reported) {
            reported = true;
            err.println(commandName + ": cannot write standard output: " + getMessage());
            err.flush();
        }
        return 1;
    }
}
