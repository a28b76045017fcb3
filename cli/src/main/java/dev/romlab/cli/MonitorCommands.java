package dev.romlab.cli;

/**
 * One family of {@code romlab debug}'s commands (breakpoints and watchpoints, memory, ...): the monitor offers each
 * command line to its families in turn, so that a family is added without growing one switch.
 */
interface MonitorCommands {

    /**
     * Runs {@code command} (lower case, as typed or an alias) with {@code arguments} (the rest of the line,
     * stripped); false when the command is none of this family's.
     *
     * @throws IllegalArgumentException with a one-line message for a command that cannot run
     */
    boolean execute(String command, String arguments);

    /** Splits {@code arguments} into words, none for a blank text. */
    static String[] words(String arguments) {
        return arguments.isBlank() ? new String[0] : arguments.strip().split("\\s+");
    }
}
