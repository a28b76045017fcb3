package dev.romlab.cli;

/**
 * A failure the user can act on (a missing file, a source with errors, a run that did not finish): the
 * message is printed as it is, on one line, with exit code 1 and never a stack trace.
 */
public final class CommandFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public CommandFailure(String message) {
        super(message, null, false, false);
    }
}
