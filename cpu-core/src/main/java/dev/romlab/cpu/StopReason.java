package dev.romlab.cpu;

/** Why a run stopped. */
public sealed interface StopReason {

    /** One line for users, e.g. {@code "halted at 0x0105"}. */
    String describe();

    /**
     * What happened, without the address, for a line that names the address and its label itself
     * ({@code stopped at $1234 (loop+3): breakpoint}).
     */
    default String cause() {
        return describe();
    }

    /** The CPU entered its halt state (Z80 HALT with interrupts that can never come). */
    record Halted(int pc) implements StopReason {
        public String cause() {
            return "halted";
        }

        public String describe() {
            return String.format("halted at 0x%04X", pc);
        }
    }

    /** The cycle budget ran out: a runaway program, or a budget set too low. */
    record BudgetExhausted(long budget, CycleUnit unit) implements StopReason {
        public String describe() {
            return "cycle budget of " + budget + " " + unit.text() + " exhausted";
        }
    }

    /** The pc reached a breakpoint. */
    record Breakpoint(int pc) implements StopReason {
        public String cause() {
            return "breakpoint";
        }

        public String describe() {
            return String.format("breakpoint at 0x%04X", pc);
        }
    }

    /** A routine entered with {@link Runner#call} returned to its caller. */
    record Returned(int pc) implements StopReason {
        public String cause() {
            return "returned";
        }

        public String describe() {
            return String.format("returned to 0x%04X", pc);
        }
    }

    /** The program asked to end (CP/M warm boot, an emulated exit call). */
    record Exited(String how) implements StopReason {
        public String describe() {
            return how;
        }
    }

    /** The CPU cannot go on (a lock-up opcode, an invalid state); the message says what happened. */
    record Trap(int pc, String message) implements StopReason {
        public String cause() {
            return message;
        }

        public String describe() {
            return String.format("trap at 0x%04X: %s", pc, message);
        }
    }

    /** The CPU locked up on an opcode that only a reset ends (6502 JAM, also called KIL or HLT). */
    record Jammed(int pc) implements StopReason {
        public String cause() {
            return "jammed";
        }

        public String describe() {
            return String.format("jammed at $%04X", pc);
        }
    }

    /** Someone outside the program stopped it (Ctrl-C), between two instructions at {@code pc}. */
    record Interrupted(int pc) implements StopReason {
        public String cause() {
            return "interrupted";
        }

        public String describe() {
            return String.format("interrupted at 0x%04X", pc);
        }
    }

    /** The pc reached the address a run was asked to stop before ({@code --until ADDR}). */
    record Reached(int pc) implements StopReason {
        public String cause() {
            return "until address";
        }

        public String describe() {
            return String.format("reached 0x%04X", pc);
        }
    }

    /** A single step, or a step over a call, finished. */
    record Stepped(int pc) implements StopReason {
        public String cause() {
            return "step";
        }

        public String describe() {
            return String.format("stepped to 0x%04X", pc);
        }
    }
}
