package dev.romlab.cpu.trace;

import java.util.List;

/**
 * Which registers a CPU's trace lines and run summaries show, and how its flags read: one choice per CPU (held by
 * its {@link dev.romlab.cpu.CpuDescription}), shared by {@code romlab exec} and a kernel divergence's trace tail.
 *
 * @param mainRegisters    the registers a trace line shows after each instruction, before the flags
 * @param otherRegisters   the registers a run summary adds on its second line
 * @param flags            the flag register as letters
 * @param longestCodeWords the most words one instruction has (Z80: 4 bytes), which sizes a trace's code column
 */
public record CpuDisplay(List<String> mainRegisters, List<String> otherRegisters, FlagFormat flags,
        int longestCodeWords) {

    public CpuDisplay {
        mainRegisters = List.copyOf(mainRegisters);
        otherRegisters = List.copyOf(otherRegisters);
        if (longestCodeWords < 1) {
            throw new IllegalArgumentException("an instruction has at least one word: " + longestCodeWords);
        }
    }
}
