package dev.romlab.cpu.json;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A recursive-descent parser over UTF-8 bytes (RFC 8259), one instance per document.
 *
 * <p>Speed matters: the Z80 conformance set is 137 MB of JSON. Hence bytes rather than chars (no decoding
 * pass), integers accumulated while scanning, and short ASCII strings (keys, SST's {@code "r-m-"} cycle
 * tags) shared through a small cache instead of allocated again each time.
 */
final class JsonReader {

    /** Deeper nesting than any sane document, shallow enough that recursion cannot overflow the stack. */
    private static final int MAX_DEPTH = 512;

    private static final int CACHED_STRING_MAX_LENGTH = 16;
    private static final int STRING_CACHE_SIZE = 1024;

    /** Integers of up to 18 digits cannot overflow a long while being accumulated. */
    private static final int SAFE_LONG_DIGITS = 18;

    private final byte[] in;
    private int pos;
    private int depth;
    private final String[] stringCache = new String[STRING_CACHE_SIZE];
    private final StringBuilder scratch = new StringBuilder();

    JsonReader(byte[] utf8) {
        this.in = utf8;
    }

    Object readDocument() {
        skipWhitespace();
        Object value = readValue();
        skipWhitespace();
        if (pos != in.length) {
            throw error("unexpected " + describeNext() + " after the value");
        }
        return value;
    }

    private Object readValue() {
        if (pos >= in.length) {
            throw error("unexpected end of input, expected a value");
        }
        byte next = in[pos];
        switch (next) {
            case '{':
                return readObject();
            case '[':
                return readArray();
            case '"':
                return readString();
            case 't':
                return readLiteral("true", Boolean.TRUE);
            case 'f':
                return readLiteral("false", Boolean.FALSE);
            case 'n':
                return readLiteral("null", null);
            default:
                if (next == '-' || isDigit(next)) {
                    return readNumber();
                }
                throw error("unexpected " + describeNext() + ", expected a value");
        }
    }

    private Map<String, Object> readObject() {
        enterContainer();
        pos++; // '{'
        Map<String, Object> object = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            depth--;
            return object;
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("unexpected " + describeNext() + ", expected a string key");
            }
            int keyOffset = pos;
            String key = readString();
            skipWhitespace();
            expect(':');
            skipWhitespace();
            if (object.containsKey(key)) {
                throw new JsonParseException("duplicate key \"" + key + "\"", keyOffset);
            }
            object.put(key, readValue());
            skipWhitespace();
            if (!endOfContainer('}')) {
                depth--;
                return object;
            }
        }
    }

    private List<Object> readArray() {
        enterContainer();
        pos++; // '['
        List<Object> array = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            depth--;
            return array;
        }
        while (true) {
            skipWhitespace();
            array.add(readValue());
            skipWhitespace();
            if (!endOfContainer(']')) {
                depth--;
                return array;
            }
        }
    }

    private void enterContainer() {
        if (++depth > MAX_DEPTH) {
            throw error("nesting deeper than " + MAX_DEPTH + " levels");
        }
    }

    /** Consumes a ',' (true: another member follows) or the closing bracket (false). */
    private boolean endOfContainer(char close) {
        int next = peek();
        if (next == ',') {
            pos++;
            return true;
        }
        if (next == close) {
            pos++;
            return false;
        }
        throw error("unexpected " + describeNext() + ", expected ',' or '" + close + "'");
    }

    private Object readLiteral(String word, Object value) {
        for (int i = 0; i < word.length(); i++) {
            if (pos + i >= in.length || in[pos + i] != word.charAt(i)) {
                throw error("invalid literal, expected " + word);
            }
        }
        pos += word.length();
        return value;
    }

    private Object readNumber() {
        int start = pos;
        boolean negative = in[pos] == '-';
        if (negative) {
            pos++;
        }
        if (pos >= in.length || !isDigit(in[pos])) {
            throw error("expected a digit");
        }
        long magnitude = 0;
        int digits = 0;
        if (in[pos] == '0') {
            pos++;
            digits = 1;
            if (pos < in.length && isDigit(in[pos])) {
                throw error("leading zero in a number");
            }
        } else {
            while (pos < in.length && isDigit(in[pos])) {
                magnitude = magnitude * 10 + (in[pos++] - '0');
                digits++;
            }
        }
        boolean integral = true;
        if (pos < in.length && in[pos] == '.') {
            pos++;
            requireDigits("after the decimal point");
            integral = false;
        }
        if (pos < in.length && (in[pos] == 'e' || in[pos] == 'E')) {
            pos++;
            if (pos < in.length && (in[pos] == '+' || in[pos] == '-')) {
                pos++;
            }
            requireDigits("in the exponent");
            integral = false;
        }
        if (integral && digits <= SAFE_LONG_DIGITS) {
            return negative ? -magnitude : magnitude;
        }
        String text = new String(in, start, pos - start, StandardCharsets.ISO_8859_1);
        if (integral) {
            BigInteger exact = new BigInteger(text); // every digit kept: romlab writes unsigned 64-bit values
            return exact.bitLength() < Long.SIZE ? (Object) exact.longValueExact() : exact;
        }
        return Double.parseDouble(text);
    }

    private void requireDigits(String where) {
        if (pos >= in.length || !isDigit(in[pos])) {
            throw error("expected a digit " + where);
        }
        while (pos < in.length && isDigit(in[pos])) {
            pos++;
        }
    }

    private String readString() {
        pos++; // opening quote
        int start = pos;
        while (pos < in.length) {
            byte b = in[pos];
            if (b == '"') {
                pos++;
                return plainString(start, pos - 1 - start);
            }
            if (b == '\\' || b < 0x20) { // also catches non-ASCII bytes, negative as Java bytes
                break;
            }
            pos++;
        }
        scratch.setLength(0);
        for (int i = start; i < pos; i++) {
            scratch.append((char) in[i]);
        }
        return readStringRest();
    }

    /** The slow path, from the first escape, control character or non-ASCII byte on. */
    private String readStringRest() {
        while (true) {
            if (pos >= in.length) {
                throw error("unterminated string");
            }
            int b = in[pos] & 0xFF;
            if (b == '"') {
                pos++;
                return scratch.toString();
            }
            if (b == '\\') {
                readEscape();
            } else if (b < 0x20) {
                throw error("control character 0x" + Integer.toHexString(b) + " in a string (escape it)");
            } else if (b < 0x80) {
                scratch.append((char) b);
                pos++;
            } else {
                scratch.appendCodePoint(readUtf8Sequence());
            }
        }
    }

    private void readEscape() {
        int escapeOffset = pos;
        pos++;
        if (pos >= in.length) {
            throw error("unterminated string");
        }
        byte kind = in[pos++];
        switch (kind) {
            case '"' -> scratch.append('"');
            case '\\' -> scratch.append('\\');
            case '/' -> scratch.append('/');
            case 'b' -> scratch.append('\b');
            case 'f' -> scratch.append('\f');
            case 'n' -> scratch.append('\n');
            case 'r' -> scratch.append('\r');
            case 't' -> scratch.append('\t');
            case 'u' -> scratch.append(readHex4());
            default -> throw new JsonParseException("invalid escape \\" + (char) (kind & 0xFF), escapeOffset);
        }
    }

    private char readHex4() {
        if (pos + 4 > in.length) {
            throw error("truncated \\u escape");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(in[pos] & 0xFF, 16);
            if (digit < 0) {
                throw error("invalid hex digit in a \\u escape");
            }
            value = value * 16 + digit;
            pos++;
        }
        return (char) value;
    }

    /** One strictly decoded UTF-8 sequence (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF). */
    private int readUtf8Sequence() {
        int lead = in[pos] & 0xFF;
        int length;
        int min;
        int codePoint;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            min = 0x80;
            codePoint = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            min = 0x800;
            codePoint = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            min = 0x10000;
            codePoint = lead & 0x07;
        } else {
            throw error("malformed UTF-8");
        }
        if (pos + length > in.length) {
            throw error("truncated UTF-8 sequence");
        }
        for (int i = 1; i < length; i++) {
            int continuation = in[pos + i] & 0xFF;
            if ((continuation & 0xC0) != 0x80) {
                throw error("malformed UTF-8");
            }
            codePoint = (codePoint << 6) | (continuation & 0x3F);
        }
        if (codePoint < min || codePoint > Character.MAX_CODE_POINT
                || (codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE)) {
            throw error("malformed UTF-8");
        }
        pos += length;
        return codePoint;
    }

    /** A string of printable ASCII without escapes: shared from the cache when short. */
    private String plainString(int start, int length) {
        if (length > CACHED_STRING_MAX_LENGTH) {
            return new String(in, start, length, StandardCharsets.ISO_8859_1);
        }
        int hash = length;
        for (int i = start; i < start + length; i++) {
            hash = hash * 31 + in[i];
        }
        int slot = (hash ^ (hash >>> 16)) & (STRING_CACHE_SIZE - 1);
        String cached = stringCache[slot];
        if (cached != null && sameAscii(cached, start, length)) {
            return cached;
        }
        String created = new String(in, start, length, StandardCharsets.ISO_8859_1);
        stringCache[slot] = created;
        return created;
    }

    private boolean sameAscii(String s, int start, int length) {
        if (s.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (s.charAt(i) != in[start + i]) {
                return false;
            }
        }
        return true;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("unexpected " + describeNext() + ", expected '" + c + "'");
        }
        pos++;
    }

    /** The next byte, or -1 at the end. */
    private int peek() {
        return pos < in.length ? in[pos] : -1;
    }

    private void skipWhitespace() {
        while (pos < in.length) {
            byte b = in[pos];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return;
            }
            pos++;
        }
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private String describeNext() {
        if (pos >= in.length) {
            return "end of input";
        }
        int b = in[pos] & 0xFF;
        return b > 0x20 && b < 0x7F ? "'" + (char) b + "'" : String.format("byte 0x%02X", b);
    }

    private JsonParseException error(String message) {
        return new JsonParseException(message, pos);
    }
}
