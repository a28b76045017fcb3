package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;

/**
 * The program files commands take: assembly sources (the extensions the CPU's description claims: {@code .asm},
 * {@code .z80}, {@code .s} for the Z80), assembled first, or raw binaries loaded as they are.
 */
final class ProgramFiles {

    private ProgramFiles() {
    }

    static boolean isSource(CpuDescription cpu, Path file) {
        return cpu.claimsSource(file.getFileName().toString());
    }

    /**
     * Assembles {@code file}; on errors prints every diagnostic to {@code err} and fails with their count.
     */
    static Assembly assemble(CpuDescription cpu, Path file, Map<String, Long> defines, PrintWriter err) {
        requireFile(file);
        try {
            return cpu.newAssembler().assembleFile(file.toString(), defines);
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
    static ProgramImage load(CpuDescription cpu, Path file, int binaryOrigin, Map<String, Long> defines,
            PrintWriter err) {
        ProgramImage image;
        if (isSource(cpu, file)) {
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
        AddressSpace space = cpu.addressSpace();
        if (image.end() > space.bytes()) {
            throw new CommandFailure(String.format("%s: %d bytes at $%s run past the end of memory ($%s)",
                    file, image.bytes().length, space.hex(image.loadAddress()), space.hex(space.addresses() - 1)));
        }
        return image;
    }

    private static void requireFile(Path file) {
        if (!Files.exists(file)) {
            throw new CommandFailure(file + ": no such file");
        }
    }
}
