package dev.romlab.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.Charset;

/**
 * Text for people in a charset that cannot encode romlab's two non-ASCII symbols: µ becomes {@code u} (so
 * {@code µs} reads {@code us}) and × becomes {@code x}, instead of the encoder's {@code ?}.
 */
final class AsciiFallbackWriter extends FilterWriter {

    private static final char MICRO = 'µ';
    private static final char TIMES = '×';

    private AsciiFallbackWriter(Writer out) {
        super(out);
    }

    /** {@code out} itself when {@code charset} encodes µ and ×, else {@code out} with their ASCII fallbacks. */
    static Writer forCharset(Writer out, Charset charset) {
        boolean encodesSymbols = charset.canEncode() && charset.newEncoder().canEncode("" + MICRO + TIMES);
        return encodesSymbols ? out : new AsciiFallbackWriter(out);
    }

    @Override
    public void write(int c) throws IOException {
        out.write(fallback((char) c));
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        char[] replaced = new char[length];
        for (int i = 0; i < length; i++) {
            replaced[i] = fallback(chars[offset + i]);
        }
        out.write(replaced, 0, length);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        write(text.toCharArray(), offset, length);
    }

    private static char fallback(char c) {
        return c == MICRO ? 'u' : c == TIMES ? 'x' : c;
    }
}
