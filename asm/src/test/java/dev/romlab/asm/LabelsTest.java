package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

class LabelsTest {

    private static final String SOURCE = "COUNT .equ 3\n.org $0100\nstart: ld b,COUNT\nloop: djnz loop\n"
            + "alias:\nend: halt\ndata: .db 1,2,3\n";

    private final Labels labels = Labels.of(TestSources.assemble(SOURCE));

    @Test
    void namesAnAddressByItsLabel() {
        assertEquals("start", labels.labelOf(0x0100));
        assertEquals("loop", labels.labelOf(0x0102));
    }

    @Test
    void namesAnAddressInsideTheProgramByTheLabelBelowPlusTheOffset() {
        assertEquals("start+1", labels.labelOf(0x0101));
        assertEquals("data+2", labels.labelOf(0x0107));
    }

    @Test
    void constantsNameOnlyTheirOwnValue() {
        assertEquals("COUNT", labels.labelOf(0x0003));
        assertNull(labels.labelOf(0x0004));
        assertNull(labels.labelOf(0x0108), "past the program's bytes");
    }

    @Test
    void severalNamesOfOneAddressShowTheFirstInNameOrder() {
        assertEquals(List.of("alias", "end"), labels.namesAt(0x0104));
        assertEquals("alias", labels.nameAt(0x0104));
        assertEquals(List.of(), labels.namesAt(0x0101));
    }

    @Test
    void findsTheAddressOfANameOrANamePlusAnOffset() {
        assertEquals(OptionalInt.of(0x0102), labels.addressOf("loop"));
        assertEquals(OptionalInt.of(0x0105), labels.addressOf("end+1"));
        assertEquals(OptionalInt.empty(), labels.addressOf("nowhere"));
        assertEquals(OptionalInt.empty(), labels.addressOf("loop+x"));
    }

    @Test
    void symbolFileTextReadsBackAsTheSameLabels() {
        Map<String, Long> symbols = SymbolFile.parse(SymbolFile.format(TestSources.assemble(SOURCE)));

        Labels read = Labels.of(symbols, List.of(new Segment(0x0100, new byte[8])));

        assertEquals(6, symbols.size());
        assertEquals("data+2", read.labelOf(0x0107));
        assertEquals("COUNT", read.labelOf(0x0003));
    }

    @Test
    void symbolFileAllowsBlankLinesCommentsAndNegativeValues() {
        assertEquals(Map.of("a", 0x1234L, "b", -5L), SymbolFile.parse("; from somewhere\n\na = $1234\n b=-5 ; note\n"));
    }

    @Test
    void symbolFileLineThatIsNotNameEqualsValueNamesItsLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SymbolFile.parse("a = $1234\nb equ 5\n"));

        assertTrue(e.getMessage().startsWith("line 2: expected NAME = $1234"), e.getMessage());
    }
}
