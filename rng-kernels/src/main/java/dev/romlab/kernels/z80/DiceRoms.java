package dev.romlab.kernels.z80;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;

/**
 * The seed 000 programs of the {@code roms} module ({@code roms/z80/dice/*.asm} on the class path), assembled once
 * per value of their assembly-time constant ({@code rangeMax}, {@code DIESIDES}) and cached: an exhaustive diff
 * asks for each of 256 ranges 256 times.
 */
final class DiceRoms {

    static final String FOLDER = "roms/z80/dice/";

    private static final Assembler ASSEMBLER = Assembler.z80(SourceLoader.classPath(DiceRoms.class.getClassLoader()));
    private static final Map<String, Assembly> CACHE = new ConcurrentHashMap<>();

    private DiceRoms() {
    }

    /** {@code file} (in {@link #FOLDER}) assembled as written. */
    static Assembly assemble(String file) {
        return CACHE.computeIfAbsent(file, key -> assemble(file, Map.of()));
    }

    /** {@code file} assembled with {@code -D constant=value}. */
    static Assembly assemble(String file, String constant, long value) {
        return CACHE.computeIfAbsent(file + " -D" + constant + "=" + value,
                key -> assemble(file, Map.of(constant, value)));
    }

    private static Assembly assemble(String file, Map<String, Long> defines) {
        try {
            return ASSEMBLER.assembleFile(FOLDER + file, defines);
        } catch (AssemblyException e) {
            // a bundled source that does not assemble is a build defect, not a user error
            throw new IllegalStateException("bundled " + FOLDER + file + " " + defines + " does not assemble:\n"
                    + e.getMessage(), e);
        }
    }
}
