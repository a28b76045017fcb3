package dev.romlab.kernels;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuRegistry;

/**
 * The programs of one folder of the {@code roms} module (on the class path as {@code roms/CPU/...}), assembled with
 * their CPU's assembler once per set of {@code -D} values and cached: an exhaustive diff asks for the same program
 * again and again.
 *
 * <pre>{@code
 * BundledRoms dice = new BundledRoms("z80", "roms/z80/dice/");
 * Assembly a = dice.assemble("rolldie.asm", Map.of("DIESIDES", 20L));
 * }</pre>
 */
public final class BundledRoms {

    private final Assembler assembler;
    private final String folder;
    private final Map<String, Assembly> cache = new ConcurrentHashMap<>();

    /** The folder {@code folder} (ending in {@code /}) of sources for the registered CPU {@code cpuId}. */
    public BundledRoms(String cpuId, String folder) {
        this.assembler = CpuRegistry.standard().require(cpuId)
                .assembler().apply(SourceLoader.classPath(BundledRoms.class.getClassLoader()));
        this.folder = folder;
    }

    /** {@code file} assembled as written. */
    public Assembly assemble(String file) {
        return assemble(file, Map.of());
    }

    /** {@code file} assembled with {@code -D name=value} for each of {@code defines}. */
    public Assembly assemble(String file, Map<String, Long> defines) {
        return cache.computeIfAbsent(file + " " + new TreeMap<>(defines), key -> assembleNow(file, defines));
    }

    private Assembly assembleNow(String file, Map<String, Long> defines) {
        try {
            return assembler.assembleFile(folder + file, defines);
        } catch (AssemblyException e) {
            // a bundled source that does not assemble is a build defect, not a user error
            throw new IllegalStateException("bundled " + folder + file + " " + defines + " does not assemble:\n"
                    + e.getMessage(), e);
        }
    }
}
