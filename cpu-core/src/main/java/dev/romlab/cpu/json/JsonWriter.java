package dev.romlab.cpu.json;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Writes the value model of {@link Json} as JSON text, compact or indented by two spaces. */
final class JsonWriter {

    private static final String INDENT = "  ";
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out;
    private final boolean pretty;
    private int depth;

    JsonWriter(StringBuilder out, boolean pretty) {
        this.out = out;
        this.pretty = pretty;
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
        } else if (value instanceof List<?> list) {
            writeArray(list);
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

    private void writeArray(List<?> list) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        out.append('[');
        depth++;
        for (int i = 0; i < list.size(); i++) {
            newLine();
            write(list.get(i));
            if (i < list.size() - 1) {
                out.append(',');
            }
        }
        depth--;
        newLine();
        out.append(']');
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
