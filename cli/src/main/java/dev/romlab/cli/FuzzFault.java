package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;

/** A rule a fuzz case broke: which kind (a column of the summary line) and what exactly happened. */
record FuzzFault(Kind kind, String detail) {

    /** The columns of the summary line; a case counts once in each kind it shows. */
    enum Kind {
        /** An exception other than the documented user errors, or "internal error" in the output. */
        INTERNAL_ERROR("internal errors"),
        /** A Java stack trace in the output. */
        STACK_TRACE("stack traces"),
        /** A case over its time limit (or an engine far past its own budget). */
        HANG("hangs"),
        /** A file written where nothing may be, or a temporary file left behind. */
        FILES("file faults"),
        /** Another rule of the command: an exit code it never uses, an error exit with no message. */
        OTHER("other faults");

        private final String column;

        Kind(String column) {
            this.column = column;
        }

        String column() {
            return column;
        }
    }

    /**
     * The faults a command run shows in its exit code and its output: "internal error", a stack trace, an exit code
     * outside {@code allowedExits}, an error exit that says nothing.
     */
    static List<FuzzFault> ofCommand(int exitCode, String out, String err, int... allowedExits) {
        List<FuzzFault> faults = new ArrayList<>();
        String both = out + err;
        if (both.contains("internal error")) {
            faults.add(new FuzzFault(Kind.INTERNAL_ERROR, firstLineWith(both, "internal error")));
        }
        if (both.contains("\tat ") || both.contains("Exception in thread")) {
            faults.add(new FuzzFault(Kind.STACK_TRACE, firstLineWith(both, "\tat ")));
        }
        boolean allowed = false;
        for (int code : allowedExits) {
            allowed |= code == exitCode;
        }
        if (!allowed) {
            faults.add(new FuzzFault(Kind.OTHER, "exit code " + exitCode + ": " + firstLineWith(err, "")));
        } else if (exitCode != 0 && exitCode != StandardOutputFailure.BROKEN_PIPE_EXIT_CODE && err.isBlank()) {
            faults.add(new FuzzFault(Kind.OTHER, "exit code " + exitCode + " with nothing on stderr"));
        }
        return faults;
    }

    private static String firstLineWith(String text, String part) {
        return text.lines().filter(line -> line.contains(part)).findFirst().orElse("").strip();
    }
}
