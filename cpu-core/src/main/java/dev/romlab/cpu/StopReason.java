package dev.romlab.cpu;

import java.util.OptionalInt;

/**
 * Why a run stopped. The reason holds the address; the line users read writes it in the CPU's notation
 * ({@link CpuDescription#addressFormat()}), so a reason reads {@code halted at $0105} on the Z80, {@code halted at
 * >A012} on the TMS9900 and {@code ended by RET at #0019} on COMET II.
 */
public sealed interface StopReason {

    /** One line for users, with the address in {@code addresses}' notation: {@code halted at $0105}. */
    String describe(AddressFormat addresses);

    /**
     * What happened, without the address, for a line that names the address and its label itself
     * ({@code stopped at $1234 (loop+3): breakpoint}).
     */
    String cause();

    /** A stop at one address, read as a phrase and the address: {@code halted at $0105}, {@code reached $0104}. */
    sealed interface AtAddress extends StopReason {

        /** Where the run stopped: the pc, or for a JAM the opcode's address. */
        int pc();

        /** The words before the address: the cause and "at" unless the record says otherwise. */
        default String phrase() {
            return cause() + " at";
        }

        @Override
        default String describe(AddressFormat addresses) {
            return phrase() + " " + addresses.text(pc());
        }
    }

    /**
     * The CPU entered its halt state (Z80 HALT, TMS9900 IDLE, with interrupts that can never come) by the
     * instruction at {@code pc}; {@code cause} in the CPU's own terms: {@code halted}, {@code idle}.
     */
    record Halted(int pc, String cause) implements AtAddress {

        /** A halt by the CPU's HALT instruction at {@code pc}. */
        public Halted(int pc) {
            this(pc, "halted");
        }
    }

    /** The pc reached a breakpoint. */
    record Breakpoint(int pc) implements AtAddress {
        public String cause() {
            return "breakpoint";
        }
    }

    /**
     * An instruction accessed memory a watchpoint watches; the run stopped after it, at {@code pc}. {@code access}
     * says who accessed what: {@code $0105 (loop+2) wrote $05 to $9000 (buffer), was $00}.
     */
    record Watchpoint(int pc, String access) implements AtAddress {
        public String cause() {
            return "watchpoint: " + access;
        }

        public String phrase() {
            return "watchpoint at";
        }
    }

    /** The CPU locked up on an opcode that only a reset ends (6502 JAM, also called KIL or HLT). */
    record Jammed(int pc) implements AtAddress {
        public String cause() {
            return "jammed";
        }
    }

    /** Someone outside the program stopped it (Ctrl-C), between two instructions at {@code pc}. */
    record Interrupted(int pc) implements AtAddress {
        public String cause() {
            return "interrupted";
        }
    }

    /** A routine entered with {@link Runner#call} returned to its caller. */
    record Returned(int pc) implements AtAddress {
        public String cause() {
            return "returned";
        }

        public String phrase() {
            return "returned to";
        }
    }

    /** The pc reached the address a run was asked to stop before ({@code --until ADDR}). */
    record Reached(int pc) implements AtAddress {
        public String cause() {
            return "until address";
        }

        public String phrase() {
            return "reached";
        }
    }

    /** A single step, or a step over a call, finished. */
    record Stepped(int pc) implements AtAddress {
        public String cause() {
            return "step";
        }

        public String phrase() {
            return "stepped to";
        }
    }

    /**
     * Reverse execution put the CPU back in an earlier state at {@code pc}; {@code cause} says how far:
     * {@code stepped back}, {@code back before the call}, {@code back at the start of the history}.
     */
    record SteppedBack(int pc, String cause) implements AtAddress {
    }

    /** The CPU cannot go on (a lock-up opcode, an invalid state); the message says what happened. */
    record Trap(int pc, String message) implements AtAddress {
        public String cause() {
            return message;
        }

        public String describe(AddressFormat addresses) {
            return "trap at " + addresses.text(pc) + ": " + message;
        }
    }

    /** The cycle budget ran out: a runaway program, or a budget set too low. */
    record BudgetExhausted(long budget, CycleUnit unit) implements StopReason {
        public String cause() {
            return "cycle budget of " + budget + " " + unit.text() + " exhausted";
        }

        public String describe(AddressFormat addresses) {
            return cause();
        }
    }

    /**
     * The program asked to end: {@code how}, and where when the end is an instruction of the program (COMET II's
     * outermost RET: {@code ended by RET at #0019}) rather than a call to the system (CP/M's warm boot).
     */
    record Exited(String how, OptionalInt at) implements StopReason {

        /** An end that names no address of the program. */
        public Exited(String how) {
            this(how, OptionalInt.empty());
        }

        public String cause() {
            return how;
        }

        public String describe(AddressFormat addresses) {
            return at.isPresent() ? how + " at " + addresses.text(at.getAsInt()) : how;
        }
    }
}
