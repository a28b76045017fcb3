package dev.romlab.asm;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of a text input to its text, for every text romlab reads (sources and includes, Troll definitions,
 * symbol files, linker configurations, kernel files): UTF-8, strictly, with a leading byte-order mark dropped. A
 * byte that is not UTF-8 (a Latin-1 {@code é}, a binary file) or a NUL character (no text format has one; a binary
 * file has many) is reported at its line and column with the line and a caret, never decoded into garbage.
 */
public final class SourceDecoding {

    /** The first byte of a text input that is not text: where it is, the line it is on, what is wrong. */
    public static final class MalformedSourceException extends Exception {

        private static final long serialVersionUID = 1L;

        private final int line;
        private final int column;
        private final String sourceLine;

        MalformedSourceException(int line, int column, String sourceLine, String message) {
            super(message);
            this.line = line;
            this.column = column;
            this.sourceLine = sourceLine;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }

        /** The problem as a diagnostic of {@code file}: position, message, the line (bad bytes shown as U+FFFD). */
        public Diagnostic diagnostic(String file) {
            return new Diagnostic(file, line, column, getMessage(), sourceLine);
        }
    }

    private SourceDecoding() {
    }

    public static String decode(byte[] bytes) throws MalformedSourceException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            throw problemAt(bytes, offset, String.format("not valid UTF-8: byte $%02X (save the file as UTF-8)",
                    bytes[offset] & 0xFF));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) { // no byte of a multi-byte UTF-8 sequence is 0: this is U+0000
                throw problemAt(bytes, i, "a NUL character: this is a binary file, not text");
            }
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** The problem at byte {@code offset}: its line and column counted in characters, as diagnostics count them. */
    private static MalformedSourceException problemAt(byte[] bytes, int offset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int lineEnd = offset;
        while (lineEnd < bytes.length && bytes[lineEnd] != '\n') {
            lineEnd++;
        }
        String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        if (line == 1 && before.startsWith("\uFEFF")) {
            before = before.substring(1); // the mark is not part of the text
            lineStart += 3;
        }
        int shownEnd = lineEnd > lineStart && bytes[lineEnd - 1] == '\r' ? lineEnd - 1 : lineEnd;
        String shown = new String(bytes, lineStart, shownEnd - lineStart, StandardCharsets.UTF_8);
        return new MalformedSourceException(line, before.length() + 1, printable(shown), message);
    }

    /** {@code line} with each control character but the tab as U+FFFD, so that showing it cannot upset a terminal. */
    private static String printable(String line) {
        StringBuilder shown = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            shown.append(c < ' ' && c != '\t' || c == 0x7F ? '\uFFFD' : c);
        }
        return shown.toString().stripTrailing();
    }
}
