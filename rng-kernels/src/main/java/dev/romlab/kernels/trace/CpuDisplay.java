package dev.romlab.kernels.trace;

import java.util.List;

/**
 * Which registers a CPU's trace lines and run summaries show, and how its flags read: one choice per CPU, shared by
 * {@code romlab exec} and a kernel divergence's trace tail.
 *
 * @param mainRegisters  the registers a trace line shows after each instruction, before the flags
 * @param otherRegisters the registers a run summary adds on its second line
 * @param flags          the flag register as letters
 */
public record CpuDisplay(List<String> mainRegisters, List<String> otherRegisters, FlagFormat flags) {

    /** NMOS Zilog Z80; flags shown as S Z 5 (Y) H 3 (X) P/V N C, bit 7 first (Zilog Z80 CPU User Manual, F). */
    public static final CpuDisplay Z80 = new CpuDisplay(List.of("AF", "BC", "DE", "HL", "IX", "IY", "SP"),
            List.of("AF'", "BC'", "DE'", "HL'", "PC", "WZ", "I", "R", "IM", "IFF1", "IFF2"),
            new FlagFormat("F", "SZ5H3PNC"));

    public CpuDisplay {
        mainRegisters = List.copyOf(mainRegisters);
        otherRegisters = List.copyOf(otherRegisters);
    }
}
