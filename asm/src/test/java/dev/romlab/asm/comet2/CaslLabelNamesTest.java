package dev.romlab.asm.comet2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The labels a CASL II disassembly writes for symbols: shortened, valid, and never two alike. */
class CaslLabelNamesTest {

    private static Map<String, String> comet2(String... symbols) {
        return new Comet2Disassembler(Comet2Profile.COMET2).sourceNames(List.of(symbols));
    }

    private static Map<String, String> mlfe(String... symbols) {
        return new Comet2Disassembler(Comet2Profile.MLFE).sourceNames(List.of(symbols));
    }

    @Test
    void aProgramsOwnLabelLosesItsProgramName() {
        assertEquals(Map.of("HELLO", "HELLO", "HELLO.MSG", "MSG"), comet2("HELLO", "HELLO.MSG"));
    }

    @Test
    void labelsOfTwoProgramsThatShortenAlikeAreNumberedInNameOrder() {
        assertEquals(Map.of("P.A", "A", "Q.A", "A2"), comet2("Q.A", "P.A"));
    }

    @Test
    void aNumberedNameAvoidsALabelAlreadyTaken() {
        assertEquals(Map.of("A2", "A2", "P.A", "A", "Q.A", "A3"), comet2("P.A", "Q.A", "A2"));
    }

    @Test
    void comet2NamesAreCutToEightCharactersAndTheNumberKeepsThemThere() {
        Map<String, String> names = comet2("counter_1", "counter_2", "counter_3", "counter_4", "counter_5",
                "counter_6", "counter_7", "counter_8", "counter_9", "counter_10");
        assertEquals("COUNTER1", names.get("counter_1"));
        assertEquals("COUNTER2", names.get("counter_10")); // name order: counter_10 comes second
        assertEquals("COUNTE10", names.get("counter_9"));
        assertEquals(10, Map.copyOf(names).values().stream().distinct().count());
    }

    @Test
    void aNameThatCannotStartALabelGetsAnLInFront() {
        assertEquals(Map.of("1st", "L1ST", "GR3", "LGR3", "_", "L"), comet2("1st", "GR3", "_"));
    }

    @Test
    void aNumberThatWouldMakeARegisterNameIsSkipped() {
        // GR is a valid label; the next ones would be GR2..GR7, registers on COMET II, so GR8 comes after it
        assertEquals(Map.of("P.GR", "GR", "Q.GR", "GR8"), comet2("P.GR", "Q.GR"));
    }

    @Test
    void mlfeKeepsLongNamesAndTheirCase() {
        assertEquals(Map.of("pgm.field_width", "field_width", "pgm.FIELD_WIDTH", "FIELD_WIDTH"),
                mlfe("pgm.field_width", "pgm.FIELD_WIDTH"));
        assertEquals(Map.of("a.loop", "loop", "b.loop", "loop2", "c.gr13", "Lgr13"),
                mlfe("b.loop", "a.loop", "c.gr13"));
    }

    @Test
    void everyNameIsAValidLabel() {
        for (String label : comet2("P.A", "Q.A", "x-y", "ABCDEFGHIJ", "ABCDEFGHIK").values()) {
            assertEquals(true, Comet2Profile.COMET2.isLabel(label), label);
        }
    }
}
