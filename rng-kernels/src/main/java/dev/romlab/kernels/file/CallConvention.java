package dev.romlab.kernels.file;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.tms9900.Tms9900;

/** How a call enters a kernel file's routine ({@code [call] convention}); the call's end says how it stops. */
sealed interface CallConvention {

    /**
     * Puts {@code cpu} at the routine's start as a caller whose next instruction is at {@code returnAddress} would;
     * {@code returns} says whether the call ends by returning there ({@code end = "return"}).
     */
    void enter(Cpu cpu, int entry, int returnAddress, boolean returns);

    /**
     * {@code "call"}, the default: the CPU's call instruction (CALL, JSR, BL, COMET II's CALL) when the routine
     * returns; a program that halts or reaches an address is jumped to, as a loader starts one.
     */
    record Subroutine() implements CallConvention {
        @Override
        public void enter(Cpu cpu, int entry, int returnAddress, boolean returns) {
            if (returns) {
                cpu.enterCall(entry, returnAddress);
            } else {
                cpu.setPc(entry);
            }
        }
    }

    /**
     * {@code "blwp"}: the TMS9900's call of a routine with a workspace of its own; the entry names the vector (its
     * WP and PC, two words), and the routine returns with RTWP.
     */
    record Blwp() implements CallConvention {
        @Override
        public void enter(Cpu cpu, int entry, int returnAddress, boolean returns) {
            ((Tms9900) cpu).enterBlwp(entry, returnAddress);
        }
    }
}
