package dev.romlab.cpu.program;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;

/**
 * Assembles a source as every command does, failing with its diagnostics: what {@link ProgramFile} does to a
 * source, and what {@code romlab asm} does before it writes the bytes in a format of its own. The assembler comes
 * set up by the caller ({@code CpuDescription.newAssembler()}, its include folders, a machine's wait states); what
 * the source's {@code .echo} statements say is in {@link Assembly#messages()}.
 */
public final class SourceFiles {

    private SourceFiles() {
    }

    /**
     * The assembly of the source file {@code file}, {@code defines} set before it is read (as {@code -D} does). The
     * file is read here, once, as every file a user names ({@link FileBytes}): one that cannot be read, or is larger
     * than the input limit, fails with one line; its includes are read by the assembler.
     *
     * @throws ProgramLoadException when the file cannot be read, or with every diagnostic and their count
     */
    public static Assembly assemble(Assembler assembler, Path file, Map<String, Long> defines) {
        return assemble(assembler, file.toString(), FileBytes.read(file), defines);
    }

    /**
     * The assembly of the source files {@code files} as one program, in order ({@link Assembler#assembleFiles}: CASL
     * II and MLFE take several); one file is {@link #assemble(Assembler, Path, Map)}.
     *
     * @throws ProgramLoadException when a file does not exist, or with every diagnostic and their count (the count
     *                              line names every file)
     */
    public static Assembly assemble(Assembler assembler, List<Path> files, Map<String, Long> defines) {
        if (files.size() == 1) {
            return assemble(assembler, files.get(0), defines);
        }
        files.forEach(FileBytes::requireExists);
        try {
            return assembler.assembleFiles(files.stream().map(Path::toString).toList(), defines);
        } catch (AssemblyException e) {
            throw ProgramLoadException.of(files.stream().map(Path::toString).collect(Collectors.joining(" ")),
                    e.diagnostics());
        }
    }

    /**
     * The assembly of the source {@code bytes} (UTF-8, read strictly as a file is: {@link FileBytes#text}) as if they
     * were the file {@code name}: standard input's, or a program file's given as bytes.
     *
     * @throws ProgramLoadException with every diagnostic and their count
     */
    public static Assembly assemble(Assembler assembler, String name, byte[] bytes, Map<String, Long> defines) {
        return assemble(assembler, name, FileBytes.text(name, bytes), defines);
    }

    /**
     * The assembly of {@code text} as if it were the file {@code name} (its includes are looked for beside that
     * name), {@code defines} set before it is read.
     *
     * @throws ProgramLoadException with every diagnostic and their count
     */
    public static Assembly assemble(Assembler assembler, String name, String text, Map<String, Long> defines) {
        try {
            return assembler.assemble(name, text, defines);
        } catch (AssemblyException e) {
            throw ProgramLoadException.of(name, e.diagnostics());
        }
    }
}
