package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.errors;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Backslash escapes in character constants and strings. Expected bytes: spasm-ng (alberthdev/spasm-ng at its
 * newest stored commit, built under /tmp with NO_APPSIGN=1) and pasmo 0.5.3 (Debian), each run on these lines.
 */
class Z80EscapesTest {

    @Test
    void characterConstantsAsSpasmNgReadsThem() {
        // spasm-ng: 3E 0A 06 09 0E 5C 16 27 1E 00 26 0D
        assertEquals("3E 0A 06 09 0E 5C 16 27 1E 00 26 0D",
                hex(" ld a,'\\n' \\ ld b,'\\t' \\ ld c,'\\\\'\n ld d,'\\'' \\ ld e,'\\0' \\ ld h,'\\r'"));
    }

    @Test
    void stringEscapesAsSpasmNgAndPasmoReadThem() {
        // spasm-ng: 0D 0A 74 61 62 09 68 65 72 65 00; pasmo gives the same for "\r\n"
        assertEquals("0D 0A 74 61 62 09 68 65 72 65 00", hex(" .db \"\\r\\n\", \"tab\\there\", 0"));
        // pasmo: defb "\r\n\t\0\\\"\'" = 0D 0A 09 00 5C 22 27
        assertEquals("0D 0A 09 00 5C 22 27", hex(" defb \"\\r\\n\\t\\0\\\\\\\"\\'\""));
    }

    @Test
    void anUnknownEscapeIsTheCharacterItself() {
        // spasm-ng: "C:\DIR" = 43 3A 44 49 52, ld l,'\q' = 2E 71; pasmo: "C:\DIR\q" = 43 3A 44 49 52 71
        assertEquals("43 3A 44 49 52 2E 71", hex(" .db \"C:\\DIR\"\n ld l,'\\q'"));
    }

    @Test
    void escapedQuotesAndBackslashesDoNotEndTheStringOrTheStatement() {
        // spasm-ng: 73 61 79 20 22 68 69 22 22, then 73 65 6D 69 3B 63 6F 6C 6F 6E 5C 01 C9
        assertEquals("73 61 79 20 22 68 69 22 22", hex(" .db \"say \\\"hi\\\"\", '\\\"'"));
        assertEquals("73 65 6D 69 3B 63 6F 6C 6F 6E 5C 01 C9", hex(" .db \"semi;colon\\\\\", 1 \\ ret"));
    }

    @Test
    void aLoneBackslashInApostrophesIsTheBackslashAsPasmoReadsIt() {
        // pasmo: ld a,'\' = 3E 5C (spasm-ng warns of a missing quote there)
        assertEquals("3E 5C C9", hex(" ld a,'\\' \\ ret"));
    }

    @Test
    void doubledQuotesStillStandForTheQuote() {
        assertEquals("49 74 27 73 5C", hex(" .db 'It''s', '\\\\'"));
    }

    @Test
    void escapesThatPasmoAndSpasmNgReadDifferentlyAreErrorsAtTheBackslash() {
        // pasmo: "\a" = 07, "\x41" = 41, "\101" = 41, "\012" = 0A, "\N" = 4E; spasm-ng: 61, 78 34 31, 31 30 31,
        // 00 31 32, 0A; spasm-ng's '\#' is a random byte
        assertEquals(List.of("test.asm:1:7: error: escape '\\a' is 7 (bell) to pasmo but 'a' to spasm-ng: write the "
                + "byte as a number\n    .db \"\\a\"\n         ^"), errors(" .db \"\\a\""));
        assertEquals(List.of("test.asm:1:8: error: escape '\\x' is a hex number to pasmo but 'x' to spasm-ng: write "
                + "the byte as a number\n    ld a,'\\x'\n          ^"), errors(" ld a,'\\x'"));
        assertEquals(1, errors(" .db \"\\101\"").size());
        assertEquals(1, errors(" .db \"\\012\"").size());
        assertEquals(1, errors(" .db \"\\N\"").size());
        assertEquals(1, errors(" ld a,'\\#'").size());
    }

    @Test
    void includeFileNamesKeepTheirBackslashesAsFolderSeparators() {
        assertEquals(List.of("test.asm:1:11: error: cannot read include file 'inc/ti.inc': no such file\n"
                + "    #include \"inc\\ti.inc\"\n             ^"),
                errors(" #include \"inc\\ti.inc\""));
    }
}
