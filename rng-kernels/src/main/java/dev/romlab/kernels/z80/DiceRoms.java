package dev.romlab.kernels.z80;

import java.util.Map;

import dev.romlab.asm.Assembly;
import dev.romlab.kernels.BundledRoms;

/**
 * The seed 000 programs of the {@code roms} module ({@code roms/z80/dice/*.asm} on the class path), assembled once
 * per value of their assembly-time constant ({@code rangeMax}, {@code DIESIDES}) and cached: an exhaustive diff
 * asks for each of 256 ranges 256 times.
 */
final class DiceRoms {

    private static final BundledRoms ROMS = new BundledRoms("z80", "roms/z80/dice/");

    private DiceRoms() {
    }

    /** {@code file} assembled as written. */
    static Assembly assemble(String file) {
        return ROMS.assemble(file);
    }

    /** {@code file} assembled with {@code -D constant=value}. */
    static Assembly assemble(String file, String constant, long value) {
        return ROMS.assemble(file, Map.of(constant, value));
    }
}
