package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.IntelHex;
import dev.romlab.asm.Listing;
import dev.romlab.asm.SymbolFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code romlab asm}: assembles a Z80 source into a binary or Intel HEX file, with listing and symbols. */
@Command(name = "asm",
        header = "Assemble a Z80 source into a raw binary or Intel HEX file.",
        sortOptions = false,
        description = {"Assemble a Z80 source (TI-83+ style: see asm/README.md) into a raw binary or Intel HEX.",
                "On errors every diagnostic is printed (file:line:column, the line, a caret), nothing is "
                        + "written, and the exit code is 1. Files are written whole or not at all."})
final class AsmCommand implements Callable<Integer> {

    /** The output formats, named as users type them after {@code --format}. */
    enum Format {
        /** Raw bytes from the lowest to the highest address written, gaps filled with 0. */
        BIN,
        /** Intel HEX: 16-byte data records and an end-of-file record. */
        HEX;

        String extension() {
            return "." + name().toLowerCase(Locale.ROOT);
        }
    }

    @Parameters(paramLabel = "FILE", description = "The source file.")
    private Path source;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "The output file (default: FILE with its extension replaced by .bin or .hex).")
    private Path output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "bin",
            description = "bin (raw bytes from the lowest to the highest address written, gaps as 0) or hex "
                    + "(Intel HEX); default: bin.")
    private Format format;

    @Option(names = "--listing", paramLabel = "FILE",
            description = "Also write a listing: line, address, bytes, T-states (taken/not taken as 12/7), source.")
    private Path listing;

    @Option(names = "--symbols", paramLabel = "FILE",
            description = "Also write the symbol table, one NAME = $1234 line per symbol, sorted by name.")
    private Path symbols;

    @Option(names = "-D", paramLabel = "NAME=VALUE", converter = SymbolDefinition.Converter.class,
            description = "Define a symbol before the source is read (VALUE: 20, $14, 14h or 0x14; NAME alone "
                    + "means 1). Repeatable.")
    private List<SymbolDefinition> definitions = new ArrayList<>();

    @Mixin
    private IncludeOptions includes;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Assembly assembly = ProgramFiles.assemble(CpuType.Z80, source, SymbolDefinition.toMap(definitions),
                includes.folders(), err);
        Path target = output != null ? output : defaultOutput();
        OutputFiles files = new OutputFiles().add(target, format == Format.HEX
                ? IntelHex.format(assembly).getBytes(StandardCharsets.US_ASCII)
                : assembly.toBinary());
        if (listing != null) {
            files.add(listing, Listing.format(assembly).getBytes(StandardCharsets.UTF_8));
        }
        if (symbols != null) {
            files.add(symbols, SymbolFile.format(assembly).getBytes(StandardCharsets.UTF_8));
        }
        files.writeAll();
        PrintWriter out = spec.commandLine().getOut();
        out.println(summary(assembly, target));
        out.flush();
        return 0;
    }

    private Path defaultOutput() {
        String name = source.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return source.resolveSibling(base + format.extension());
    }

    /** {@code dice.asm: 42 bytes at $0100-$0129 -> dice.bin}, or a note that the source placed no bytes. */
    private String summary(Assembly assembly, Path target) {
        if (assembly.isEmpty()) {
            return source + ": no bytes placed -> " + target;
        }
        int size = assembly.highestAddress() - assembly.lowestAddress() + 1;
        return String.format("%s: %d bytes at $%04X-$%04X -> %s", source, size, assembly.lowestAddress(),
                assembly.highestAddress(), target);
    }
}
