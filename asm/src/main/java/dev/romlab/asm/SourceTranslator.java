package dev.romlab.asm;

import java.util.Map;

/**
 * A CPU's own translation of one source text into an {@link Assembly}, for a language the shared two-pass core does
 * not model: CASL II and MLFE count addresses in words, scope labels by program ({@code START}..{@code END}) and
 * place literals at each program's end. {@link Assembler} still reads and decodes the file and reports what cannot
 * be read, so every CPU's files fail alike.
 */
@FunctionalInterface
public interface SourceTranslator {

    /**
     * Translates {@code text}, the content of the file named {@code fileName}.
     *
     * @param defines symbols defined before the source is read ({@code -D NAME=VALUE})
     */
    Assembly translate(String fileName, String text, Map<String, Long> defines) throws AssemblyException;
}
