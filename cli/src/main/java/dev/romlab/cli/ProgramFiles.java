package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.Memory;

/**
 * The program files commands take: assembly sources ({@code .asm}, {@code .z80}, {@code .s}), assembled
 * first, or raw binaries loaded as they are.
 */
final class ProgramFiles {

    private static final Set<String> SOURCE_EXTENSIONS = Set.of("asm", "z80", "s");

    private ProgramFiles() {
    }

    static boolean isSource(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot >= 0 && SOURCE_EXTENSIONS.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    /**
     * Assembles {@code file}; on errors prints every diagnostic to {@code err} and fails with their count.
     */
    static Assembly assemble(CpuType cpu, Path file, Map<String, Long> defines, PrintWriter err) {
        requireFile(file);
        try {
            return cpu.assembler().assembleFile(file.toString(), defines);
        } catch (AssemblyException e) {
            for (Diagnostic diagnostic : e.diagnostics()) {
                err.println(diagnostic.format());
            }
            int count = e.diagnostics().size();
            throw new CommandFailure(file + ": " + count + (count == 1 ? " error" : " errors"));
        }
    }

    /**
     * The program in {@code file}: a source assembled (with {@code defines}) where its {@code .org} puts it, with
     * its symbols as labels, or a binary loaded at {@code binaryOrigin}, without labels.
     */
    static ProgramImage load(CpuType cpu, Path file, int binaryOrigin, Map<String, Long> defines, PrintWriter err) {
        ProgramImage image;
        if (isSource(file)) {
            Assembly assembly = assemble(cpu, file, defines, err);
            if (assembly.isEmpty()) {
                throw new CommandFailure(file + ": the source places no bytes");
            }
            image = new ProgramImage(assembly.lowestAddress(), assembly.toBinary(), assembly.origin(),
                    Labels.of(assembly));
        } else {
            byte[] bytes = InputFiles.readBytes(file);
            if (bytes.length == 0) {
                throw new CommandFailure(file + ": the file is empty");
            }
            image = new ProgramImage(binaryOrigin, bytes, binaryOrigin, Labels.NONE);
        }
        if (image.end() > Memory.SIZE) {
            throw new CommandFailure(String.format("%s: %d bytes at $%04X run past the end of memory ($FFFF)",
                    file, image.bytes().length, image.loadAddress()));
        }
        return image;
    }

    private static void requireFile(Path file) {
        if (!Files.exists(file)) {
            throw new CommandFailure(file + ": no such file");
        }
    }
}
