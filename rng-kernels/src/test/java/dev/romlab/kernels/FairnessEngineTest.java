package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.stream.LongStream;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.exact.Rational;
import org.junit.jupiter.api.Test;

/** Kernels against their Troll specs, with distances worked out by hand from the counts of DistributionEngineTest. */
class FairnessEngineTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    @Test
    void specsAreFairDiceOverTheIntendedValues() {
        assertEquals(Optional.of("d 20"), registry.get("z80-rolldie").randomByteInput().orElseThrow().trollSpec(20));
        assertEquals(Optional.of("z 19"), registry.get("z80-maxu8").randomByteInput().orElseThrow().trollSpec(20));
        assertEquals(Optional.of("z 19"), registry.get("z80-srl").randomByteInput().orElseThrow().trollSpec(20));
        assertEquals(Optional.empty(), registry.get("z80-srl").randomByteInput().orElseThrow().trollSpec(0));
    }

    @Test
    void rollDieD20IsOneEightiethFromFair() {
        // faces 5, 10, 15, 20 have 12/256, the other 16 have 13/256; the spec d 20 gives 1/20 = 12.8/256 each:
        // |13/256 - 1/20| = 4/5120 (16 faces), |12/256 - 1/20| = 16/5120 (4 faces);
        // TVD = 1/2 (16*4 + 4*16)/5120 = 1/2 * 128/5120 = 1/80 = 0.0125. Largest ratio (13/256)/(1/20) = 65/64.
        FairnessReport report = FairnessEngine.fairness(registry.get("z80-rolldie"), 20);
        assertEquals("d 20", report.spec());
        assertEquals(Rational.of(1, 80), report.totalVariationDistance());
        assertEquals(new FairnessReport.Ratio(1, Rational.of(65, 64)), report.largestRatio().orElseThrow());
        assertEquals(LongStream.rangeClosed(1, 20).boxed().toList(),
                report.rows().stream().map(FairnessReport.Row::value).toList());
        assertEquals(new FairnessReport.Row(5, Rational.of(12, 256), Rational.of(1, 20)), report.rows().get(4));
        assertEquals(List.of(), report.neverOccurring());
        assertEquals(List.of(), report.outsideSpec());
        assertEquals("TVD 0.0125", report.verdict());
    }

    @Test
    void maxu8WithRange20IsThreeTwentiethsFromFair() {
        // 0-3 and 16-19 have 8/256 each, 4-15 have 16/256 each; the spec z 19 gives 1/20 = 12.8/256 each:
        // 8 values off by 4.8/256, 12 values off by 3.2/256: TVD = 1/2 (38.4 + 38.4)/256 = 38.4/256 = 3/20.
        // Largest ratio (16/256)/(1/20) = 5/4, first at value 4.
        FairnessReport report = FairnessEngine.fairness(registry.get("z80-maxu8"), 20);
        assertEquals("z 19", report.spec());
        assertEquals(Rational.of(3, 20), report.totalVariationDistance());
        assertEquals(new FairnessReport.Ratio(4, Rational.of(5, 4)), report.largestRatio().orElseThrow());
        assertEquals("TVD 0.1500", report.verdict());
    }

    @Test
    void aSpecOverrideShowsValuesOutsideIt() {
        // d20 against d 10: faces 1-10 carry 128/256 against 1 (TVD part 1/2 * 1/2 after the |p - 1/10| terms:
        // 8 * |13/256 - 1/10| + 2 * |12/256 - 1/10| = (8*126 + 2*136)/2560 = 1/2), faces 11-20 the other 1/2,
        // all outside the spec: TVD = 1/2 (1/2 + 1/2) = 1/2.
        FairnessReport report = FairnessEngine.fairness(registry.get("z80-rolldie"), 20, "d 10");
        assertEquals(Rational.of(1, 2), report.totalVariationDistance());
        assertEquals(LongStream.rangeClosed(11, 20).boxed().toList(), report.outsideSpec());
    }

    @Test
    void aFaceTheKernelNeverRollsIsListed() {
        // DIESIDES 256 never rolls 256 and rolls 0 instead (DistributionEngineTest): 1/256 each way, TVD 1/256
        FairnessReport report = FairnessEngine.fairness(registry.get("z80-rolldie"), 256);
        assertEquals(List.of(256L), report.neverOccurring());
        assertEquals(List.of(0L), report.outsideSpec());
        assertEquals(Rational.of(1, 256), report.totalVariationDistance());
    }

    @Test
    void aRoutineThatNeverReturnsIsAllDistance() {
        // rangeMax 0 never returns: that outcome carries all the kernel's mass, the spec none of it
        FairnessReport report = FairnessEngine.fairness(registry.get("z80-maxu8"), 0, "z 0");
        assertEquals(256, report.neverReturned());
        assertEquals(Rational.ONE, report.totalVariationDistance());
        assertEquals(List.of(0L), report.neverOccurring());
    }

    @Test
    void rangeZeroHasNoSpecOfItsOwn() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FairnessEngine.fairness(registry.get("z80-maxu8"), 0));
        assertEquals("z80-maxu8 with rangeMax 0 has no spec (it is meant to produce no value); give one with --spec",
                e.getMessage());
    }

    @Test
    void aSpecThatIsNotOneNumberIsRefused() {
        TrollException e = assertThrows(TrollException.class,
                () -> FairnessEngine.fairness(registry.get("z80-rolldie"), 20, "{1, 2}"));
        assertEquals("a spec must give one number per roll, not {1 2}", e.detail());
    }

    @Test
    void aKernelWithoutRandomByteHasNoFairness() {
        assertThrows(IllegalArgumentException.class, () -> FairnessEngine.fairness(registry.get("z80-mul"), 20));
    }
}
