package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Programs written for these tests with the constructs published TI-99/4A code uses assemble to the words xas99 gives
 * them. xas99 is not part of the build: each resource {@code NAME.words} records, as a fact, the raw binary that
 * xas99 3.6.5 made of {@code NAME.a99} ({@code xas99.py -b NAME.a99}, outside the repository): address, then words.
 */
class Tms9900RealProgramsTest {

    @Test
    void copyLoopsAssembleToXas99sWords() throws IOException, AssemblyException {
        assertAssemblesToXas99sWords("copy-loops");
    }

    @Test
    void cartridgeHeaderAssemblesToXas99sWords() throws IOException, AssemblyException {
        assertAssemblesToXas99sWords("cart-header");
    }

    @Test
    void crashDumpWithXas99sPreprocessorAndLocalLabelsAssemblesToXas99sWords() throws IOException,
            AssemblyException {
        assertAssemblesToXas99sWords("crash-dump");
    }

    private static void assertAssemblesToXas99sWords(String name) throws IOException, AssemblyException {
        Assembly assembly = Assembler.tms9900(SourceLoader.classPath(Tms9900RealProgramsTest.class.getClassLoader()))
                .assembleFile("tms9900/" + name + ".a99", Map.of());
        byte[] binary = assembly.toBinary();
        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        int first = -1;
        for (String line : resource("tms9900/" + name + ".words").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split(" +");
            int address = Integer.parseInt(fields[0], 16);
            first = first < 0 ? address : first;
            for (int i = 1; i < fields.length; i++) {
                int at = address + 2 * (i - 1);
                expected.add(String.format("%04X %s", at, fields[i]));
            }
        }
        assertEquals(first, assembly.lowestAddress(), "where xas99's binary starts");
        for (int offset = 0; offset + 1 < binary.length; offset += 2) {
            actual.add(String.format("%04X %02X%02X", first + offset, binary[offset] & 0xFF, binary[offset + 1] & 0xFF));
        }
        assertEquals(expected, actual);
        assertEquals(2 * expected.size(), binary.length, "as many bytes as xas99's binary");
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = Tms9900RealProgramsTest.class.getClassLoader().getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
