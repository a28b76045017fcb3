package dev.romlab.kernels.file;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.LinkerConfigReader;
import dev.romlab.asm.SourceDecoding;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuDescription;

/**
 * A kernel file's program, assembled once per combination of its define inputs' values (an assembly-time
 * constant such as DIESIDES changes the code), or read once from an image.
 */
final class KernelProgram {

    private final SourceLoader loader;
    /** The linker configuration still to read, null once read or when there is none. */
    private String config;
    private Assembler assembler;
    private final String source;
    private final Map<String, Long> defines;
    private final AssembledProgram image;
    private final Map<List<Long>, AssembledProgram> assemblies = new HashMap<>();

    /**
     * A source assembled with {@code defines} and, per call, the define inputs' values; linked by the ld65
     * configuration {@code config} (read with {@code loader}) when it is not null.
     */
    static KernelProgram source(CpuDescription cpu, SourceLoader loader, String source, Map<String, Long> defines,
            String config) {
        return new KernelProgram(cpu.assembler().apply(loader), loader, config, source, defines, null);
    }

    /** An image read once. */
    static KernelProgram image(AssembledProgram image) {
        return new KernelProgram(null, null, null, null, Map.of(), image);
    }

    private KernelProgram(Assembler assembler, SourceLoader loader, String config, String source,
            Map<String, Long> defines, AssembledProgram image) {
        this.assembler = assembler;
        this.loader = loader;
        this.config = config;
        this.source = source;
        this.defines = defines;
        this.image = image;
    }

    /** The assembler, given the linker configuration once it is read (its mistakes at file:line:column). */
    private Assembler linked() throws AssemblyException {
        if (config != null) {
            String text;
            try {
                text = SourceDecoding.decode(loader.readBytes(config));
            } catch (SourceDecoding.MalformedSourceException e) {
                throw new AssemblyException(List.of(e.diagnostic(config)));
            } catch (IOException e) {
                throw new AssemblyException(List.of(new Diagnostic(config, 0, 0, "cannot read the linker "
                        + "configuration: " + e.getMessage(), "")));
            }
            assembler = assembler.withLinkerConfig(LinkerConfigReader.read(config, text));
            config = null;
        }
        return assembler;
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
        Assembly assembly = linked().assembleFile(source, all);
        AssembledProgram assembled = new AssembledProgram(assembly.segments(), assembly.symbols());
        assemblies.put(List.copyOf(values), assembled);
        return assembled;
    }
}
