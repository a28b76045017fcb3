package dev.romlab.kernels.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Settings;

/** What the Z80 kernels' settings fix in the input sets of diff and bench. */
class Z80KernelSettingsTest {

    private static Settings given(Kernel kernel, String name, String value) {
        return Settings.none(kernel.parameters()).with(name, value);
    }

    @Test
    void sidesFixDiesidesInBothPartsOfRollDiesSet() {
        Kernel die = new RollDieKernel();
        InputSpace set = die.inputs(Coverage.defaultSet(), given(die, "sides", "6"));
        assertEquals("every a 0..255 with DIESIDES=6; 1,000 samples of seed with DIESIDES=6 from seed "
                + "$2F3497D144B7DA85", set.description());
        assertEquals(1_256, set.size());
        set.forEach(input -> assertEquals(6, input.get("DIESIDES"), input.text()));
    }

    @Test
    void aDivisorGivenKeepsItsEdgeCasesAndMakesTheDividendsExhaustible() {
        Kernel div = new DivKernel();
        Settings seven = given(div, "bc", "7");
        InputSpace set = div.inputs(Coverage.defaultSet(), seven);
        assertEquals("1 edge case with bc=7; 10,000 samples of hl with bc=7 from seed $2F3497D144B7DA85",
                set.description());
        assertEquals("hl=1000 bc=7", set.iterator().next().text());
        assertEquals("every hl 0..65535 with bc=7", div.inputs(new Coverage.Exhaustive(), seven).description());
        assertThrows(IllegalArgumentException.class, () -> div.inputs(new Coverage.Exhaustive()));
    }

    @Test
    void aByteGivenToAReductionIsThatByteForEveryRange() {
        Kernel maxu8 = RangeReductionKernel.maxu8();
        InputSpace set = maxu8.inputs(new Coverage.Exhaustive(), given(maxu8, "a", "200"));
        assertEquals("every rangeMax 0..255 with a=200", set.description());
        assertEquals(256, set.size());
    }

    @Test
    void bothFactorsGivenAreOneInput() {
        Kernel mul = new MulKernel();
        InputSpace set = mul.inputs(new Coverage.Samples(100, 1), given(mul, "h", "3").with("l", "4"));
        assertEquals("the input h=3 l=4", set.description());
        assertEquals(1, set.size());
    }
}
