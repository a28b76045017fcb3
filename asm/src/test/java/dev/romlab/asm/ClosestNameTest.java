package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The suggestions every mistyped name gets: near ones only, nearest first, at most three. */
class ClosestNameTest {

    private static final List<String> KERNELS = List.of("z80-lfsr", "z80-rolldie", "z80-maxu8", "z80-srl",
            "mlfe-rand", "casl2-xorshift");

    @Test
    void oneEditFindsTheName() {
        assertEquals(List.of("z80-rolldie"), ClosestName.near("z80-roldie", KERNELS));
        assertEquals(List.of("z80"), ClosestName.near("z8O", List.of("2a03", "6502", "z80", "mlfe")));
    }

    @Test
    void swappedNeighboursAreOneEdit() {
        assertEquals(List.of("step"), ClosestName.near("stpe", List.of("step", "next", "set")));
    }

    @Test
    void aOneLetterWordFindsOnlyItselfInAnotherCase() {
        assertEquals(List.of(), ClosestName.near("d", List.of("b", "c", "seed")));
        assertEquals(List.of("A"), ClosestName.near("a", List.of("A", "B")));
    }

    @Test
    void caseIsIgnored() {
        assertEquals(List.of("z80-rolldie"), ClosestName.near("Z80-ROLLDIE", KERNELS));
    }

    @Test
    void anAbbreviationFindsTheLongerName() {
        assertEquals(List.of("ti83plus"), ClosestName.near("ti84", List.of("bare", "ti83plus")));
        assertEquals(List.of("distribution"), ClosestName.near("distr", List.of("roll", "distribution")));
    }

    @Test
    void aFarWordFindsNothing() {
        assertEquals(List.of(), ClosestName.near("6502-randm", KERNELS));
        assertEquals(List.of(), ClosestName.near("z80-nope", KERNELS));
        assertEquals(Optional.empty(), ClosestName.didYouMean("qq", List.of("bin", "hex")));
    }

    @Test
    void atMostThreeNearestFirst() {
        assertEquals(List.of("z80-lfsr", "z80-rolldie", "z80-maxu8"), ClosestName.near("z80-", KERNELS));
        assertEquals(List.of("sides", "sided"), ClosestName.near("sidess", List.of("sided", "sides")));
    }

    @Test
    void theQuestionListsTheChoices() {
        assertEquals("did you mean z80?", ClosestName.question(List.of("z80")));
        assertEquals("did you mean a or b?", ClosestName.question(List.of("a", "b")));
        assertEquals("did you mean a, b or c?", ClosestName.question(List.of("a", "b", "c")));
        assertEquals(Optional.of("did you mean sides?"), ClosestName.didYouMean("side", List.of("sides", "seed")));
    }
}
