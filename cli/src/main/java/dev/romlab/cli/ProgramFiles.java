package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.cpu.CpuDescription;

/**
 * The program files commands take: assembly sources (the extensions the CPU's description claims: {@code .asm},
 * {@code .z80}, {@code .s} for the Z80), assembled first, Intel HEX files, TI-83 Plus programs, or raw binaries
 * loaded as they are (see {@link ProgramFile}).
 */
final class ProgramFiles {

    private ProgramFiles() {
    }

    /** The file name's extension in lower case without the dot ({@code "hex"}), "" when it has none. */
    static String extension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * Assembles {@code file} ({@code -}: the source on {@code standardInput}, named {@code <stdin>} in
     * diagnostics), looking for its includes in {@code includeFolders} too ({@code -I}); prints what
     * {@code .echo} says to {@code err}; on errors prints every diagnostic to {@code err} and fails with their
     * count.
     */
    static Assembly assemble(CpuDescription cpu, Path file, Map<String, Long> defines,
            List<String> includeFolders, InputStream standardInput, PrintWriter err) {
        return assemble(cpu, UnaryOperator.identity(), file, defines, includeFolders, standardInput, err);
    }

    /**
     * The same, with the assembler {@code setUp} makes of the CPU's ({@code asm --profile}: the listing's cycles in
     * a machine).
     */
    static Assembly assemble(CpuDescription cpu, UnaryOperator<Assembler> setUp, Path file,
            Map<String, Long> defines, List<String> includeFolders, InputStream standardInput, PrintWriter err) {
        if (!StandardStreams.isDash(file)) {
            return assemble(cpu, setUp, file, defines, includeFolders, err);
        }
        String text = new String(InputFiles.readBytes(file, standardInput), StandardCharsets.UTF_8);
        try {
            return withMessages(setUp.apply(cpu.newAssembler()).withIncludeFolders(includeFolders)
                    .assemble(InputFiles.STANDARD_INPUT_NAME, text, defines), err);
        } catch (AssemblyException e) {
            throw failure(file, e.diagnostics(), err);
        }
    }

    /**
     * Assembles the source file {@code file}, as {@link #assemble(CpuDescription, Path, Map, List, InputStream,
     * PrintWriter)}.
     */
    static Assembly assemble(CpuDescription cpu, Path file, Map<String, Long> defines,
            List<String> includeFolders, PrintWriter err) {
        return assemble(cpu, UnaryOperator.identity(), file, defines, includeFolders, err);
    }

    private static Assembly assemble(CpuDescription cpu, UnaryOperator<Assembler> setUp, Path file,
            Map<String, Long> defines, List<String> includeFolders, PrintWriter err) {
        requireFile(file);
        try {
            return withMessages(setUp.apply(cpu.newAssembler()).withIncludeFolders(includeFolders)
                    .assembleFile(file.toString(), defines), err);
        } catch (AssemblyException e) {
            throw failure(file, e.diagnostics(), err);
        }
    }

    /**
     * The program in {@code file}: a source assembled (with {@code defines}, its includes also looked for in
     * {@code includeFolders}) where its {@code .org} puts it, with its symbols as labels, Intel HEX records at
     * their addresses, a TI-83 Plus program at userMem-2, or a binary loaded at {@code binaryOrigin}; all but a
     * source without labels. {@code -} is the content of {@code standardInput} (anything but a source).
     */
    static ProgramImage load(CpuDescription cpu, Path file, int binaryOrigin, Map<String, Long> defines,
            List<String> includeFolders, InputStream standardInput, PrintWriter err) {
        return ProgramFile.open(cpu, file, standardInput).load(binaryOrigin, defines, includeFolders, err);
    }

    /** {@code assembly}, after printing what its {@code .echo} statements said to {@code err}. */
    private static Assembly withMessages(Assembly assembly, PrintWriter err) {
        assembly.messages().forEach(err::println);
        err.flush();
        return assembly;
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
