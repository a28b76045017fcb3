package dev.romlab.cpu.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonTest {

    @Test
    void objectsKeepTheirKeysInSourceOrder() {
        Object value = Json.parse("{\"pc\": 1, \"a\": 2, \"sp\": 3, \"b\": 4}");
        Map<?, ?> object = assertInstanceOf(Map.class, value);
        assertEquals(List.of("pc", "a", "sp", "b"), new ArrayList<>(object.keySet()));
    }

    @Test
    void readsEveryKindOfValue() {
        Object value = Json.parse(" [0, -12, 3.5, -1e3, 2E+2, \"x\", true, false, null, [], {}] ");
        assertEquals(Arrays.asList(0L, -12L, 3.5, -1000.0, 200.0, "x", true, false, null, List.of(), Map.of()),
                value);
    }

    @Test
    void integersBeyondALongKeepEveryDigit() {
        assertEquals(Long.MAX_VALUE, Json.parse("9223372036854775807"));
        assertEquals(Long.MIN_VALUE, Json.parse("-9223372036854775808"));
        assertEquals(new BigInteger("18446744073709551615"), Json.parse("18446744073709551615"));
        assertEquals("18446744073709551615", Json.write(new BigInteger("18446744073709551615")));
    }

    @Test
    void decodesEscapesAndUtf8() {
        assertEquals("a\"b\\c/d\b\f\n\r\t\u00e9\u20ac\ud83d\ude00",
                Json.parse("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\u20ac\\ud83d\\ude00\""));
        assertEquals("caf\u00e9 \ud83d\ude00", Json.parse("\"caf\u00e9 \ud83d\ude00\""));
    }

    @Test
    void shortStringsStayDistinctWhenTheyCollideInTheCache() {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            expected.add(Integer.toString(i, 36));
        }
        List<String> twice = new ArrayList<>(expected);
        twice.addAll(expected);
        assertEquals(twice, Json.parse(Json.write(twice)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{a:1}", "01", "-", "1.", "1e",
        ".5", "+1", "NaN", "tru", "nul", "\"abc", "\"\\x\"", "\"\\u12g4\"", "[1] x", "{\"a\":1,\"a\":2}",
        "// c\n1", "'s'", "\"tab\there\""})
    void rejectsWhatIsNotStrictJson(String text) {
        assertThrows(JsonParseException.class, () -> Json.parse(text), text);
    }

    @Test
    void errorsGiveTheByteOffset() {
        JsonParseException error = assertThrows(JsonParseException.class, () -> Json.parse("{\"a\": [1, 2,, 3]}"));
        assertEquals(12, error.offset(), error.getMessage());
        assertTrue(error.getMessage().contains("at offset 12"), error.getMessage());
    }

    @Test
    void rejectsMalformedUtf8() {
        byte[] overlongSlash = {'"', (byte) 0xC0, (byte) 0xAF, '"'};
        byte[] encodedSurrogate = {'"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"'};
        byte[] truncated = {'"', (byte) 0xE2, (byte) 0x82};
        assertEquals(1, assertThrows(JsonParseException.class, () -> Json.parse(overlongSlash)).offset());
        assertThrows(JsonParseException.class, () -> Json.parse(encodedSurrogate));
        assertThrows(JsonParseException.class, () -> Json.parse(truncated));
    }

    @Test
    void rejectsNestingTooDeepForTheStack() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        assertThrows(JsonParseException.class, () -> Json.parse(deep));
    }

    @Test
    void writesCompactJson() {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("name", "DB 0000");
        object.put("passed", 99);
        object.put("ratio", 0.5);
        object.put("ok", false);
        object.put("none", null);
        object.put("list", List.of(1L, List.of(), Map.of()));
        assertEquals("{\"name\":\"DB 0000\",\"passed\":99,\"ratio\":0.5,\"ok\":false,\"none\":null,"
                + "\"list\":[1,[],{}]}", Json.write(object));
    }

    @Test
    void writesIndentedJson() {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("files", List.of(1, 2));
        object.put("empty", List.of());
        assertEquals("{\n  \"files\": [\n    1,\n    2\n  ],\n  \"empty\": []\n}", Json.writePretty(object));
    }

    @Test
    void streamsToAWriterTheTextItWouldReturn() {
        // 100,000 elements made as iterated: far more than the writer buffers, so they reach the writer in parts
        Iterable<Object> made = () -> IntStream.range(0, 100_000)
                .<Object>mapToObj(i -> Map.of("n", i, "s", "\"" + i)).iterator();
        List<Object> listed = new ArrayList<>();
        made.forEach(listed::add);
        for (boolean pretty : new boolean[] {false, true}) {
            StringWriter out = new StringWriter();
            Json.write(Map.of("rows", made), out, pretty);
            Map<String, Object> whole = Map.of("rows", listed);
            assertEquals(pretty ? Json.writePretty(whole) : Json.write(whole), out.toString());
        }
    }

    @Test
    void escapesEveryCharacterThatNeedsIt() {
        assertEquals("\"q\\\" b\\\\ n\\n r\\r t\\t b\\b f\\f nul\\u0000 us\\u001f del\u007f \u00e9\"",
                Json.write("q\" b\\ n\n r\r t\t b\b f\f nul\u0000 us\u001f del\u007f \u00e9"));
    }

    @Test
    void escapesLoneSurrogatesButNotPairs() {
        assertEquals("\"\\ud800 \ud83d\ude00 \\ude00\"", Json.write("\ud800 \ud83d\ude00 \ude00"));
    }

    @Test
    void writtenTextReadsBackAsTheSameValue() {
        StringBuilder every = new StringBuilder();
        for (char c = 0; c < 0x300; c++) {
            every.append(c);
        }
        every.append("\ud83d\ude00");
        Map<String, Object> object = new LinkedHashMap<>();
        object.put(every.toString(), List.of(every.toString(), -5L, 1.25e-7, true));
        byte[] compact = Json.write(object).getBytes(StandardCharsets.UTF_8);
        byte[] pretty = Json.writePretty(object).getBytes(StandardCharsets.UTF_8);
        assertEquals(object, Json.parse(compact));
        assertEquals(object, Json.parse(pretty));
    }

    @Test
    void refusesValuesOutsideTheModel() {
        assertThrows(IllegalArgumentException.class, () -> Json.write(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Json.write(Map.of(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> Json.write(new Object()));
    }
}
