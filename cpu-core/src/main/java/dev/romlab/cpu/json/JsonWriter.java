package dev.romlab.cpu.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigInteger;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes the value model of {@link Json} as JSON text, compact or indented by two spaces, into a buffer that is
 * either the result or, with a {@link Writer}, passed on to it between array elements, so that a long array made
 * as it is iterated is never held whole (issue #11: 238,091 outcomes, a 92 MB document).
 */
final class JsonWriter {

    private static final String INDENT = "  ";
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    /** How much text is kept before it goes to the writer. */
    private static final int FLUSH_CHARS = 1 << 16;

    private final StringBuilder out;
    /** Where the text goes, or null when {@link #out} is the result. */
    private final Writer sink;
    private final boolean pretty;
    private int depth;

    JsonWriter(StringBuilder out, boolean pretty) {
        this(out, null, pretty);
    }

    private JsonWriter(StringBuilder out, Writer sink, boolean pretty) {
        this.out = out;
        this.sink = sink;
        this.pretty = pretty;
    }

    /** Writes {@code value} to {@code sink}, through a buffer of its own. */
    static void write(Object value, Writer sink, boolean pretty) {
        JsonWriter writer = new JsonWriter(new StringBuilder(FLUSH_CHARS + 1024), sink, pretty);
        writer.write(value);
        writer.flush(0);
    }

    void write(Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            writeString(s);
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (value instanceof Long || value instanceof Integer || value instanceof Short
                || value instanceof Byte) {
            out.append(((Number) value).longValue());
        } else if (value instanceof BigInteger big) {
            out.append(big);
        } else if (value instanceof Double || value instanceof Float) {
            writeFloatingPoint(((Number) value).doubleValue());
        } else if (value instanceof Map<?, ?> map) {
            writeObject(map);
        } else if (value instanceof Iterable<?> elements) {
            writeArray(elements);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private void writeFloatingPoint(double d) {
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException("JSON has no " + d);
        }
        out.append(d); // Double.toString's forms ("1.0", "1.0E-5") are all valid JSON numbers
    }

    private void writeObject(Map<?, ?> map) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        out.append('{');
        depth++;
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<?, ?> entry = entries.next();
            if (!(entry.getKey() instanceof String key)) {
                throw new IllegalArgumentException("JSON object keys must be strings: " + entry.getKey());
            }
            newLine();
            writeString(key);
            out.append(pretty ? ": " : ":");
            write(entry.getValue());
            if (entries.hasNext()) {
                out.append(',');
            }
        }
        depth--;
        newLine();
        out.append('}');
    }

    private void writeArray(Iterable<?> list) {
        Iterator<?> elements = list.iterator();
        if (!elements.hasNext()) {
            out.append("[]");
            return;
        }
        out.append('[');
        depth++;
        while (elements.hasNext()) {
            newLine();
            write(elements.next());
            if (elements.hasNext()) {
                out.append(',');
            }
            flush(FLUSH_CHARS);
        }
        depth--;
        newLine();
        out.append(']');
    }

    /** Passes the buffer on to the writer once it holds more than {@code atLeast} characters. */
    private void flush(int atLeast) {
        if (sink == null || out.length() <= atLeast) {
            return;
        }
        try {
            sink.append(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.setLength(0);
    }

    private void newLine() {
        if (pretty) {
            out.append('\n');
            for (int i = 0; i < depth; i++) {
                out.append(INDENT);
            }
        }
    }

    /**
     * Escapes what RFC 8259 section 7 requires ({@code "}, {@code \}, U+0000..U+001F) plus lone surrogates,
     * which have no UTF-8 form, so the text survives any encoder unchanged.
     */
    private void writeString(String s) {
        out.append('"');
        if (isPlain(s)) {
            out.append(s).append('"'); // one copy: most strings (numbers, fractions, names) need no escape
            return;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || isLoneSurrogate(s, i)) {
                        appendUnicodeEscape(c);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** No character of {@code s} is escaped: none is {@code "}, {@code \\}, a control character or a surrogate. */
    private static boolean isPlain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isLoneSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i == 0 || !Character.isHighSurrogate(s.charAt(i - 1));
        }
        return false;
    }

    private void appendUnicodeEscape(char c) {
        out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xF]).append(HEX[(c >> 4) & 0xF])
                .append(HEX[c & 0xF]);
    }
}
