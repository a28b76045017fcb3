package dev.romlab.cli;

import java.util.Iterator;

import dev.romlab.cpu.CpuRegistry;

/** The ids of the registered CPUs: the completion candidates and {@code ${COMPLETION-CANDIDATES}} of a CPU option. */
final class CpuIds implements Iterable<String> {

    @Override
    public Iterator<String> iterator() {
        return CpuRegistry.standard().ids().iterator();
    }
}
