package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextTableTest {

    @Test
    void columnsAreAsWideAsTheirWidestCellWithNumbersRightAlignedAndNoTrailingBlanks() {
        String text = new TextTable("NAME", "N", "NOTE").alignRight(1).row("a", "1000", "").row("long name", "7", "x")
                .text();

        assertEquals("NAME          N  NOTE\na          1000\nlong name     7  x\n", text);
    }
}
