package dev.romlab.kernels.file;

/** How one call of a kernel file's routine ends. */
sealed interface CallEnd {

    /** The routine returns to its caller, as the CPU's return instruction (RET, RTS, B *R11, RET) does. */
    record Return() implements CallEnd {
    }

    /** The program runs from the entry until the CPU halts or the program ends (HALT, IDLE, JAM, COMET II's RET). */
    record Halt() implements CallEnd {
    }

    /**
     * The program runs from the entry until it reaches an {@code SVC} (COMET II, MLFE: a routine that ends by asking
     * the supervisor, as a CASL II program ends with its exit call), before the SVC runs.
     */
    record Svc() implements CallEnd {
    }

    /** The program runs from the entry until the pc reaches {@code address} (a label or number). */
    record Reach(String address) implements CallEnd {
    }
}
