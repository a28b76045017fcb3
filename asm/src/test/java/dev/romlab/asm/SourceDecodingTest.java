package dev.romlab.asm;

import static dev.romlab.asm.TestSources.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Binary junk in a text input is an error at its line and column, with the line (bad bytes shown as U+FFFD) and a
 * caret, never garbage: the assemblers read UTF-8 only (a Latin-1 {@code é} is one bad byte), and no text has NUL.
 */
class SourceDecodingTest {

    @Test
    void utf8WithAndWithoutAByteOrderMarkIsText() throws SourceDecoding.MalformedSourceException {
        assertEquals(" .db \"café\"\n", SourceDecoding.decode(" .db \"café\"\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals("ld a,1", SourceDecoding.decode("\uFEFFld a,1".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aLatin1ByteIsShownAtItsColumnCountedInCharacters() {
        // line 1 has a 2-byte UTF-8 character; line 2 ends "café" in Latin-1, then CR LF
        byte[] utf8 = (" .db \"n\u00e9\"\n .db \"caf").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[utf8.length + 5];
        System.arraycopy(utf8, 0, bytes, 0, utf8.length);
        System.arraycopy(new byte[] {(byte) 0xE9, '"', '\r', '\n', ' '}, 0, bytes, utf8.length, 5);

        assertEquals(List.of("main.asm:2:10: error: not valid UTF-8: byte $E9 (save the file as UTF-8)\n"
                + "    .db \"caf\uFFFD\"\n"
                + "            ^"), formatted("main.asm", bytes));
    }

    @Test
    void aNulCharacterIsShownAtItsColumn() {
        assertEquals(List.of("main.asm:2:9: error: a NUL character: this is a binary file, not text\n"
                + "    ld a,1 \uFFFD\uFFFD ; x\n"
                + "           ^"), formatted("main.asm", " nop\n ld a,1 \0\0 ; x\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void randomBytesAreOneErrorWithTheLineCut() {
        byte[] junk = new byte[5000];
        new java.util.Random(21).nextBytes(junk);
        junk[0] = 'x';
        junk[1] = (byte) 0xFF;
        List<String> errors = formatted("junk.asm", junk);
        assertEquals(1, errors.size());
        String[] lines = errors.get(0).split("\n");
        assertEquals("junk.asm:1:2: error: not valid UTF-8: byte $FF (save the file as UTF-8)", lines[0]);
        assertEquals(3, lines.length, errors.get(0));
        assertEquals("     ^", lines[2]);
    }

    @Test
    void anIncludeWithJunkNamesItsLineAndWhereItWasIncluded() {
        SourceLoader files = SourceLoader.ofBytes(Map.of("inc.asm", new byte[] {' ', 'n', 'o', 'p', '\n', 'a',
            (byte) 0x80}));
        assertEquals(List.of("inc.asm:2:2: error: not valid UTF-8: byte $80 (save the file as UTF-8)\n"
                + "    a\uFFFD\n"
                + "     ^\n"
                + "note: included from test.asm:1:2"), errors(Assembler.z80(files), "test.asm", " .include \"inc.asm\""));
    }

    private static List<String> formatted(String name, byte[] bytes) {
        AssemblyException e = assertThrows(AssemblyException.class,
                () -> Assembler.z80(SourceLoader.ofBytes(Map.of(name, bytes))).assembleFile(name, Map.of()));
        return e.diagnostics().stream().map(Diagnostic::format).toList();
    }
}
