package dev.romlab.cpu.program;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import dev.romlab.asm.Labels;
import dev.romlab.asm.SymbolFile;

/**
 * The labels of an assembled program from a symbol file, in either of two formats told apart by the content: a VICE
 * label file ({@code al C:1234 .name} lines, what ld65 writes with {@code -Ln} for ca65 programs; {@link
 * ViceLabelFile}) when its first line that is not blank is an {@code al} command, else romlab's own
 * ({@code NAME = $1234} lines, what {@code romlab asm --symbols} writes; {@link SymbolFile}).
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
        return ViceLabelFile.matches(text) ? ViceLabelFile.parse(text) : SymbolFile.parse(text);
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
            return Labels.of(parse(new String(content, StandardCharsets.UTF_8)), image.segments());
        } catch (IllegalArgumentException e) {
            throw new ProgramLoadException(name, e.getMessage());
        }
    }
}
