package dev.romlab.asm;

import java.util.List;
import java.util.Map;

/**
 * A CPU's own translation of source texts into an {@link Assembly}, for a language the shared two-pass core does
 * not model: CASL II and MLFE count addresses in words, scope labels by program ({@code START}..{@code END}) and
 * place literals at each program's end. {@link Assembler} still reads and decodes the files and reports what cannot
 * be read, so every CPU's files fail alike.
 */
@FunctionalInterface
public interface SourceTranslator {

    /** One source file: the name diagnostics and the listing give it, and its text. */
    record Source(String fileName, String text) {
    }

    /**
     * Translates {@code sources}, in order, into one program (CASL II: the files one after another in memory, as
     * YACASL2's {@code casl2 a.casl b.casl} lays them out).
     *
     * @param defines symbols defined before the sources are read ({@code -D NAME=VALUE})
     */
    Assembly translate(List<Source> sources, Map<String, Long> defines) throws AssemblyException;

    /** Translates {@code text}, the content of the file named {@code fileName}. */
    default Assembly translate(String fileName, String text, Map<String, Long> defines) throws AssemblyException {
        return translate(List.of(new Source(fileName, text)), defines);
    }
}
