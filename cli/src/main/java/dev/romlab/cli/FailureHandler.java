package dev.romlab.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;

import dev.romlab.asm.InputBytes;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns an exception thrown by a command into a message and exit code 1: a {@link CommandFailure} (or an input past
 * the input limit, {@link InputBytes}) as it is, a {@link StandardOutputFailure} as its own line (or a quiet 141 for a
 * broken pipe), anything else as an internal error (with its stack trace only in debug mode).
 */
final class FailureHandler implements IExecutionExceptionHandler {

    private final boolean debug;

    FailureHandler(boolean debug) {
        this.debug = debug;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine command, ParseResult parseResult) {
        return report(e, command.getCommandSpec().qualifiedName(), command.getErr(), debug);
    }

    /**
     * One line on {@code err} for a command's exception (its stack trace too in debug mode); the exit code, 1. A
     * standard output whose reader has gone ends quietly ({@link StandardOutputFailure#report}).
     */
    static int report(Exception e, String name, PrintWriter err, boolean debug) {
        if (e instanceof StandardOutputFailure failure) {
            return failure.report(name, err);
        }
        if (e instanceof CommandFailure || isInputTooLarge(e)) {
            err.println(name + ": " + e.getMessage());
        } else {
            err.println(name + ": internal error: " + e
                    + (debug ? "" : " (set ROMLAB_DEBUG=1 for the stack trace)"));
            if (debug) {
                e.printStackTrace(err);
            }
        }
        err.flush();
        return 1;
    }

    /** An input read while the command runs (an emulated program's console) that went past the input limit. */
    private static boolean isInputTooLarge(Exception e) {
        return e instanceof UncheckedIOException && e.getCause() instanceof InputBytes.TooLargeException;
    }
}
