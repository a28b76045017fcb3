package dev.romlab.asm;

import static dev.romlab.asm.TestSources.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A long line is shown cut around its error's column, the caret under the same character. */
class LineExcerptTest {

    @Test
    void aShortLineIsShownWhole() {
        LineExcerpt excerpt = LineExcerpt.around("ld a,1", 5);
        assertEquals("ld a,1", excerpt.text());
        assertEquals("     ^", excerpt.caretLine());
    }

    @Test
    void anErrorOnATwoMillionCharacterLineShowsAHundredCharactersAroundIt() {
        String source = " .db " + "1,".repeat(1_000_000) + "nope";
        String expected = "test.asm:1:2000006: error: undefined symbol 'nope'\n"
                + "    ..." + "1,".repeat(48) + "nope\n"
                + "    " + " ".repeat(99) + "^";

        assertEquals(expected, errors(source).get(0)); // then: 1,000,001 bytes run past $FFFF
    }

    @Test
    void aMessageQuotingAMillionCharacterTokenShowsItsStartAndEnd() {
        String message = errors(" " + "x".repeat(1_000_000) + "\n").get(0).lines().findFirst().orElseThrow();
        String start = "test.asm:1:2: error: unknown instruction '";
        assertEquals(start + "x".repeat(240 - 60 - 3 - start.length() + "test.asm:1:2: error: ".length()) + "..."
                + "x".repeat(59) + "'", message); // romlab fuzz --target cli (LONG_LINE) found it 300,043 long
    }

    @Test
    void anErrorAtTheStartOfALongLineCutsOnlyItsEnd() {
        LineExcerpt excerpt = LineExcerpt.around("x".repeat(300), 2);
        assertEquals("x".repeat(100) + "...", excerpt.text());
        assertEquals("  ^", excerpt.caretLine());
    }

    @Test
    void anErrorInTheMiddleCutsBothEndsAndKeepsTabsAboveTheCaret() {
        String line = "\t".repeat(200) + "X" + "y".repeat(200);
        LineExcerpt excerpt = LineExcerpt.around(line, 200);
        assertEquals("..." + "\t".repeat(50) + "X" + "y".repeat(49) + "...", excerpt.text());
        assertEquals("   " + "\t".repeat(50) + "^", excerpt.caretLine());
        assertEquals('X', excerpt.text().charAt(excerpt.caret()));
    }
}
