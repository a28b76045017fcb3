package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;

/**
 * The program files commands take: assembly sources ({@code .asm}, {@code .z80}, {@code .s}), assembled
 * first, Intel HEX files, TI-83 Plus programs, or raw binaries loaded as they are (see {@link ProgramFile}).
 */
final class ProgramFiles {

    private static final Set<String> SOURCE_EXTENSIONS = Set.of("asm", "z80", "s");

    private ProgramFiles() {
    }

    static boolean isSource(Path file) {
        return SOURCE_EXTENSIONS.contains(extension(file));
    }

    /** The file name's extension in lower case without the dot ({@code "hex"}), "" when it has none. */
    static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * Assembles {@code file}; on errors prints every diagnostic to {@code err} and fails with their count.
     */
    static Assembly assemble(CpuType cpu, Path file, Map<String, Long> defines, PrintWriter err) {
        requireFile(file);
        try {
            return cpu.assembler().assembleFile(file.toString(), defines);
        } catch (AssemblyException e) {
            throw failure(file, e.diagnostics(), err);
        }
    }

    /**
     * The program in {@code file}: a source assembled (with {@code defines}) where its {@code .org} puts it, with
     * its symbols as labels, Intel HEX records at their addresses, a TI-83 Plus program at userMem-2, or a binary
     * loaded at {@code binaryOrigin}; all but a source without labels.
     */
    static ProgramImage load(CpuType cpu, Path file, int binaryOrigin, Map<String, Long> defines, PrintWriter err) {
        return ProgramFile.open(file).load(cpu, binaryOrigin, defines, err);
    }

    /** Prints every diagnostic to {@code err}; the failure to throw names the file and their count. */
    static CommandFailure failure(Path file, List<Diagnostic> diagnostics, PrintWriter err) {
        for (Diagnostic diagnostic : diagnostics) {
            err.println(diagnostic.format());
        }
        int count = diagnostics.size();
        return new CommandFailure(file + ": " + count + (count == 1 ? " error" : " errors"));
    }

    private static void requireFile(Path file) {
        if (!Files.exists(file)) {
            throw new CommandFailure(file + ": no such file");
        }
    }
}
