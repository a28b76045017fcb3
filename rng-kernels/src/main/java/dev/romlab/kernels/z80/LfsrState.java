package dev.romlab.kernels.z80;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.Memory;

/**
 * z80rand's state, the 8 bytes at {@code _LFSRSeed}, as one 64-bit number: byte k (address _LFSRSeed+k) is bits
 * 8k..8k+7 (issue #3's convention, little-endian like the Z80's own words).
 */
final class LfsrState {

    static final String LABEL = "_LFSRSeed";

    private LfsrState() {
    }

    static void write(Memory memory, Assembly assembly, long seed) {
        int address = (int) assembly.symbol(LABEL);
        for (int k = 0; k < Long.BYTES; k++) {
            memory.write(address + k, (int) (seed >>> (8 * k)));
        }
    }

    static long read(Memory memory, Assembly assembly) {
        int address = (int) assembly.symbol(LABEL);
        long seed = 0;
        for (int k = 0; k < Long.BYTES; k++) {
            seed |= (long) memory.read(address + k) << (8 * k);
        }
        return seed;
    }
}
