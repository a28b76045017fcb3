package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.program.LoadOptions;
import dev.romlab.cpu.program.ProgramFile;
import dev.romlab.cpu.program.ProgramImage;
import dev.romlab.cpu.program.ProgramLoadException;
import dev.romlab.cpu.program.SourceFiles;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The program files commands take, read by the shared loader (package {@code dev.romlab.cpu.program} of cpu-core):
 * what the command line adds is {@code -} for standard input, and the printing: a source's {@code .echo} messages,
 * and a {@link ProgramLoadException}'s diagnostics on stderr before its line becomes a {@link CommandFailure}.
 */
final class ProgramFiles {

    private ProgramFiles() {
    }

    /**
     * {@code file} opened for {@code cpu} ({@code -}: the content of {@code standardInput}, never a source); a
     * {@link CommandFailure} when it cannot be read.
     */
    static ProgramFile open(CpuDescription cpu, Path file, InputStream standardInput) {
        if (StandardStreams.isDash(file)) {
            return ProgramFile.of(cpu, file.toString(), InputFiles.readBytes(file, standardInput));
        }
        try {
            return ProgramFile.open(cpu, file);
        } catch (ProgramLoadException e) {
            throw new CommandFailure(e.getMessage()); // a file that cannot be read: one line
        }
    }

    /**
     * The program {@code input} holds, loaded with {@code options} (see {@link ProgramFile#load}): a source's
     * {@code .echo} messages go to {@code err}, and so do the diagnostics of a bad source or HEX file before it fails
     * with their count.
     */
    static ProgramImage load(ProgramFile input, LoadOptions options, PrintWriter err) {
        try {
            return input.load(options, message -> {
                err.println(message);
                err.flush();
            });
        } catch (ProgramLoadException e) {
            throw failure(e, err);
        }
    }

    /**
     * Assembles {@code file} ({@code -}: the source on {@code standardInput}, named {@code <stdin>} in diagnostics)
     * with {@code assembler}; prints what {@code .echo} says to {@code err}; on errors prints every diagnostic to
     * {@code err} and fails with their count.
     */
    static Assembly assemble(Assembler assembler, Path file, Map<String, Long> defines, InputStream standardInput,
            PrintWriter err) {
        return printed(() -> StandardStreams.isDash(file)
                ? assembleStandardInput(assembler, file, defines, standardInput)
                : SourceFiles.assemble(assembler, file, defines), err);
    }

    /** The assembly {@code assembling} gives, its {@code .echo} messages or its diagnostics printed to {@code err}. */
    private static Assembly printed(Supplier<Assembly> assembling, PrintWriter err) {
        Assembly assembly;
        try {
            assembly = assembling.get();
        } catch (ProgramLoadException e) {
            throw failure(e, err);
        }
        assembly.messages().forEach(err::println);
        err.flush();
        return assembly;
    }

    /**
     * Assembles {@code files} as one program ({@link SourceFiles#assemble(Assembler, List, Map)}: CASL II and MLFE
     * take several), printing as {@link #assemble(Assembler, Path, Map, InputStream, PrintWriter)} does; one file may
     * be {@code -}, one of several may not ({@link #requireNoStandardInput}).
     */
    static Assembly assemble(Assembler assembler, List<Path> files, Map<String, Long> defines,
            InputStream standardInput, PrintWriter err) {
        if (files.size() == 1) {
            return assemble(assembler, files.get(0), defines, standardInput, err);
        }
        return printed(() -> SourceFiles.assemble(assembler, files, defines), err);
    }

    /** A usage error of {@code commandLine} when {@code -} (standard input) is one of several files. */
    static void requireNoStandardInput(List<Path> files, CommandLine commandLine) {
        if (files.size() > 1 && files.stream().anyMatch(StandardStreams::isDash)) {
            throw new ParameterException(commandLine, "- (standard input) cannot be one of several sources");
        }
    }

    /**
     * The program files {@code files} opened for {@code cpu}: one as {@link #open(CpuDescription, Path, InputStream)}
     * opens it, several sources as one program ({@link ProgramFile#open(CpuDescription, List)}).
     */
    static ProgramFile open(CpuDescription cpu, List<Path> files, InputStream standardInput) {
        if (files.size() == 1) {
            return open(cpu, files.get(0), standardInput);
        }
        try {
            return ProgramFile.open(cpu, files);
        } catch (ProgramLoadException e) {
            throw new CommandFailure(e.getMessage());
        }
    }

    private static Assembly assembleStandardInput(Assembler assembler, Path dash, Map<String, Long> defines,
            InputStream standardInput) {
        byte[] source = InputFiles.readBytes(dash, standardInput);
        try {
            return SourceFiles.assemble(assembler, InputFiles.STANDARD_INPUT_NAME, source, defines);
        } catch (ProgramLoadException e) {
            throw e.about(dash.toString()); // the count line names the argument as given
        }
    }

    /** {@code e} as a command's failure: its diagnostics printed to {@code err}, its line the failure's message. */
    static CommandFailure failure(ProgramLoadException e, PrintWriter err) {
        e.diagnostics().forEach(err::println);
        return new CommandFailure(e.getMessage());
    }
}
