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
 * Published TI-99/4A code assembles unmodified to the bytes xas99 gave for it. xas99 is not installed here, so the
 * reference is xas99's own listing: each resource {@code NAME.a99} holds source lines exactly as a listing shows them,
 * {@code NAME.words} the words the same listing shows beside them; a word the listing does not show (xas99 prints
 * {@code ....} for a TEXT's further words) is {@code ....} there and not compared, and no byte may lie beyond the
 * first and last listed words.
 */
class Tms9900RealProgramsTest {

    @Test
    void spectra2CopyRoutinesAssembleToXas99sWords() throws IOException, AssemblyException {
        assertAssemblesToListedWords("spectra2-copy");
    }

    @Test
    void stevieCartridgeHeaderAssemblesToXas99sWords() throws IOException, AssemblyException {
        assertAssemblesToListedWords("stevie-header");
    }

    @Test
    void spectra2CrashHandlerAssemblesToXas99sWords() throws IOException, AssemblyException {
        assertAssemblesToListedWords("spectra2-crash");
    }

    private static void assertAssemblesToListedWords(String name) throws IOException, AssemblyException {
        Assembly assembly = Assembler.tms9900(SourceLoader.classPath(Tms9900RealProgramsTest.class.getClassLoader()))
                .assembleFile("tms9900/" + name + ".a99", Map.of());
        byte[] image = new byte[0x10000];
        assembly.copyInto(image);
        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        int first = -1;
        int end = 0;
        for (String line : resource("tms9900/" + name + ".words").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split(" +");
            int address = Integer.parseInt(fields[0], 16);
            first = first < 0 ? address : first;
            end = address + 2 * (fields.length - 1);
            for (int i = 1; i < fields.length; i++) {
                int at = address + 2 * (i - 1);
                if (fields[i].equals("....")) {
                    continue;
                }
                expected.add(String.format("%04X %s", at, fields[i]));
                actual.add(String.format("%04X %02X%02X", at, image[at] & 0xFF, image[at + 1] & 0xFF));
            }
        }
        assertEquals(expected, actual);
        assertEquals(end - first, assembly.toBinary().length, "no byte beyond the listed ones");
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = Tms9900RealProgramsTest.class.getClassLoader().getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
