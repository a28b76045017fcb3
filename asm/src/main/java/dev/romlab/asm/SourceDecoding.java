package dev.romlab.asm;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Source bytes to text: UTF-8, strictly, with a leading byte-order mark dropped. */
final class SourceDecoding {

    /** A byte sequence that is not UTF-8, at a 1-based line. */
    static final class MalformedSourceException extends Exception {

        private static final long serialVersionUID = 1L;

        private final int line;

        MalformedSourceException(int line, String message) {
            super(message);
            this.line = line;
        }

        int line() {
            return line;
        }
    }

    private SourceDecoding() {
    }

    static String decode(byte[] bytes) throws MalformedSourceException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < offset; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new MalformedSourceException(line, String.format("not valid UTF-8: byte $%02X at column %d "
                    + "(save the file as UTF-8)", bytes[offset] & 0xFF, offset - lineStart + 1));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
