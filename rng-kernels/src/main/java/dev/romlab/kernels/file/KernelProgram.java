package dev.romlab.kernels.file;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuDescription;

/**
 * A kernel file's program, assembled once per combination of its define inputs' values (an assembly-time
 * constant such as DIESIDES changes the code), or read once from an image.
 */
final class KernelProgram {

    private final Assembler assembler;
    private final String source;
    private final Map<String, Long> defines;
    private final AssembledProgram image;
    private final Map<List<Long>, AssembledProgram> assemblies = new HashMap<>();

    /** A source assembled with {@code defines} and, per call, the define inputs' values. */
    static KernelProgram source(CpuDescription cpu, SourceLoader loader, String source, Map<String, Long> defines) {
        return new KernelProgram(cpu.assembler().apply(loader), source, defines, null);
    }

    /** An image read once. */
    static KernelProgram image(AssembledProgram image) {
        return new KernelProgram(null, null, Map.of(), image);
    }

    private KernelProgram(Assembler assembler, String source, Map<String, Long> defines, AssembledProgram image) {
        this.assembler = assembler;
        this.source = source;
        this.defines = defines;
        this.image = image;
    }

    boolean assembled() {
        return source != null;
    }

    /**
     * The program for the define inputs {@code names} = {@code values}: the image, or the source assembled with them
     * (cached). {@link AssemblyException} when the source does not assemble.
     */
    AssembledProgram get(List<String> names, List<Long> values) throws AssemblyException {
        if (image != null) {
            return image;
        }
        AssembledProgram cached = assemblies.get(values);
        if (cached != null) {
            return cached;
        }
        Map<String, Long> all = new LinkedHashMap<>(defines);
        for (int i = 0; i < names.size(); i++) {
            all.put(names.get(i), values.get(i));
        }
        Assembly assembly = assembler.assembleFile(source, all);
        AssembledProgram assembled = new AssembledProgram(assembly.segments(), assembly.symbols());
        assemblies.put(List.copyOf(values), assembled);
        return assembled;
    }
}
