package dev.romlab.cpu.program;

import java.nio.file.Path;
import java.util.Map;

import dev.romlab.asm.AddressRanges;
import dev.romlab.asm.Labels;
import dev.romlab.asm.SymbolFile;
import dev.romlab.asm.SymbolFormat;

/**
 * The labels of an assembled program from a symbol file in any format {@link SymbolFormat} reads, told apart by the
 * content: a VICE label file ({@code al C:1234 .name}, what ld65 {@code -Ln} writes), an equate file
 * ({@code NAME EQU value}, pasmo's and xas99's), romlab's own or spasm-ng's ({@code NAME = $1234}).
 */
public final class SymbolFiles {

    private SymbolFiles() {
    }

    /**
     * The symbols of a symbol file's {@code text}, in file order.
     *
     * @throws IllegalArgumentException naming the line number and the line that is not in the file's format
     */
    public static Map<String, Long> parse(String text) {
        return SymbolFormat.read(text);
    }

    /**
     * The data ranges a symbol file's {@code text} marks: romlab's {@code ; data $0112-$0116} lines (none in the
     * other formats).
     */
    public static AddressRanges dataRanges(String text) {
        return SymbolFormat.of(text) == SymbolFormat.ROMLAB ? SymbolFile.dataRanges(text) : AddressRanges.NONE;
    }

    /**
     * The labels the symbol file {@code file} gives {@code image}.
     *
     * @throws ProgramLoadException when it cannot be read, or naming the first line that is not a symbol
     */
    public static Labels read(Path file, ProgramImage image) {
        return read(file.toString(), FileBytes.read(file), image);
    }

    /** The labels a symbol file named {@code name} with the bytes {@code content} gives {@code image} (UTF-8). */
    public static Labels read(String name, byte[] content, ProgramImage image) {
        try {
            return Labels.of(parse(FileBytes.text(name, content)), image.segments());
        } catch (IllegalArgumentException e) {
            throw new ProgramLoadException(name, e.getMessage());
        }
    }
}
