package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.junit.jupiter.api.Test;

class OutputCharsetTest {

    private static Charset from(Map<String, String> properties) {
        return OutputCharset.from(properties::get);
    }

    @Test
    void stdoutEncodingWinsWhereTheJvmSetsIt() {
        assertEquals(StandardCharsets.UTF_8, from(Map.of("stdout.encoding", "UTF-8",
                "sun.stdout.encoding", "ISO-8859-1", "native.encoding", "ANSI_X3.4-1968")));
    }

    @Test
    void sunStdoutEncodingComesNext() {
        assertEquals(StandardCharsets.ISO_8859_1, from(Map.of("sun.stdout.encoding", "ISO-8859-1",
                "native.encoding", "UTF-8")));
    }

    @Test
    void nativeEncodingIsTheLocalesCharsetOnJava17() {
        // what Java 17 on Linux sets under LC_ALL=C
        assertEquals(StandardCharsets.US_ASCII, from(Map.of("native.encoding", "ANSI_X3.4-1968")));
    }

    @Test
    void unknownNameFallsThroughToTheNextProperty() {
        assertEquals(StandardCharsets.UTF_8, from(Map.of("stdout.encoding", "no-such-charset",
                "native.encoding", "UTF-8")));
    }

    @Test
    void nothingSetIsTheDefaultCharset() {
        assertEquals(Charset.defaultCharset(), from(Map.of()));
    }
}
