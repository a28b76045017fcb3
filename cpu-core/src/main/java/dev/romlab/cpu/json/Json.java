package dev.romlab.cpu.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import dev.romlab.asm.InputBytes;

/**
 * Strict JSON (RFC 8259) to and from plain Java values, with no dependencies.
 *
 * <p>The value model, both ways:
 * <table>
 * <caption>JSON to Java</caption>
 * <tr><th>JSON</th><th>read as</th><th>written from</th></tr>
 * <tr><td>object</td><td>{@code LinkedHashMap<String, Object>} (source order)</td><td>any {@code Map} with
 *     {@code String} keys</td></tr>
 * <tr><td>array</td><td>{@code ArrayList<Object>}</td><td>any {@code Iterable}, such as a {@code List}; one
 *     iterated once, as it is written, can make its elements on demand</td></tr>
 * <tr><td>number</td><td>{@code Long} when integral and in range, {@code BigInteger} when integral beyond a
 *     long (unsigned 64-bit values keep every digit), else {@code Double}</td><td>{@code Long}, {@code Integer},
 *     {@code Short}, {@code Byte}, {@code BigInteger}, finite {@code Double} or {@code Float}</td></tr>
 * <tr><td>string, true/false, null</td><td>{@code String}, {@code Boolean}, {@code null}</td><td>the same</td></tr>
 * </table>
 *
 * <p>Reading is strict: one value and only whitespace around it, no comments, trailing commas, leading zeros,
 * duplicate keys, raw control characters or malformed UTF-8. Errors are {@link JsonParseException}s giving
 * the byte offset. Writing produces valid JSON for any value of the model (every control character, lone
 * surrogate, {@code "} and {@code \} escaped) and rejects anything else with {@link IllegalArgumentException}.
 *
 * <pre>{@code
 * Object value = Json.parse("{\"pc\": 49774, \"ram\": [[49774, 219]]}");
 * String line = Json.write(value);          // {"pc":49774,"ram":[[49774,219]]}
 * String text = Json.writePretty(value);    // two-space indent, one member per line
 * }</pre>
 */
public final class Json {

    private Json() {
    }

    /** Parses one JSON text. */
    public static Object parse(String text) {
        return parse(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Parses one JSON text encoded in UTF-8 (the fast path for files: no decoding to a String first). */
    public static Object parse(byte[] utf8) {
        return new JsonReader(utf8).readDocument();
    }

    /** Reads the stream to its end (up to the input limit, {@link InputBytes}) and parses it as one UTF-8 JSON text. */
    public static Object parse(InputStream in) {
        try {
            return parse(InputBytes.standard().read(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The value as compact JSON: no whitespace at all. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        new JsonWriter(out, false).write(value);
        return out.toString();
    }

    /** The value as indented JSON (two spaces, one member or element per line, no trailing newline). */
    public static String writePretty(Object value) {
        StringBuilder out = new StringBuilder();
        new JsonWriter(out, true).write(value);
        return out.toString();
    }

    /**
     * Writes the value as JSON to {@code out}, compact or indented, a buffer's worth at a time: an array's elements
     * are not held together (an {@code Iterable} that makes them as iterated streams). Does not flush {@code out}.
     */
    public static void write(Object value, Writer out, boolean pretty) {
        JsonWriter.write(value, out, pretty);
    }

    /** Appends the value as JSON to {@code out}, compact or indented. */
    public static void write(Object value, StringBuilder out, boolean pretty) {
        new JsonWriter(out, pretty).write(value);
    }
}
