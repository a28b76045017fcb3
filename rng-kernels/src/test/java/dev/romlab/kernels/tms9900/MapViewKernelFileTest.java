package dev.romlab.kernels.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.UserKernel;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;

/** roms/tms9900/mapview/mapview.kernel.toml run as a user runs it: the routine on the forest it sets up. */
class MapViewKernelFileTest {

    private final UserKernel forest = KernelFile.fromClassPath(MapViewMachine.KERNEL_FILE);

    @Test
    void theFileMatchesItsFaithfulModelOnEveryPositionOfTheForest() {
        InputSpace positions = forest.inputs(Coverage.defaultSet());
        assertEquals("every x 0..23 × every y 0..23 with edge=0 slant=1 darkness=0 light=0",
                positions.description());
        DiffReport diff = DiffEngine.diff(forest, positions);
        assertTrue(diff.matches(), () -> diff.summary() + diff.firstDivergence().map(d -> " " + d.input().text()
                + " " + d.what()).orElse(""));
        assertEquals(576, diff.checked());
    }

    @Test
    void andWithTheMapsSettingsGiven() {
        Settings dark = Settings.none(forest.parameters()).with("edge", "1").with("slant", "0")
                .with("darkness", "1").with("light", "3");
        DiffReport diff = DiffEngine.diff(forest, forest.inputs(new Coverage.Samples(60, 5), dark));
        assertTrue(diff.matches(), diff::summary);
        assertEquals(60, diff.checked());
    }

    @Test
    void runViewsTheClearingTheDiarysWorstCaseAsTiMapviewDoes() {
        Values clearing = forest.calls(forest.defaultSettings()).first();
        assertEquals("x=12 y=12 edge=0 slant=1 darkness=0 light=0", clearing.text());
        Outcome.Returned call = (Outcome.Returned) forest.emulateOutcome(clearing);
        assertEquals(952_572, call.cycles());
        assertEquals(MapViewValues.of(FaithfulMapView.run(BundledMaps.get("forest")).view()), call.output());
    }

    @Test
    void tiMapviewOnTheForestIsTheFilesRoutine() {
        MapViewKernel bundled = new MapViewKernel();
        for (Values position : bundled.inputs(Coverage.defaultSet(), Settings.none(bundled.parameters())
                .with("map", "forest").with("y", "4"))) {
            Values file = forest.calls(forest.defaultSettings().with("x", Long.toString(position.get("x")))
                    .with("y", "4")).first();
            assertEquals(forest.emulateOutcome(file), bundled.emulate(position, 0).outcome(), position.text());
        }
    }

    @Test
    void theOutputsAreTheViewByRowAndColumnThenTheNeighbours() {
        Values output = ((Outcome.Returned) forest.emulateOutcome(forest.calls(forest.defaultSettings()).first()))
                .output();
        assertEquals(169 + 9, output.list().size());
        assertEquals("r0c0=$20", output.list().get(0).text(), "behind the grove: blacked out");
        assertEquals("r5c5=$83", output.list().get(5 * 13 + 5).text(), "a tree of the ring");
        assertEquals("r6c6=$F7", output.list().get(84).text(), "the player in the middle");
        assertEquals("r12c12=$20", output.list().get(168).text());
        assertEquals("south=$83 southMob=$FF", output.list().get(169).text() + " " + output.list().get(170).text());
    }

    @Test
    void aSettingChangesTheViewAtEveryPosition() {
        Values plain = forest.calls(forest.defaultSettings().with("x", "12").with("y", "9")).first();
        Values slanted = forest.calls(forest.defaultSettings().with("x", "12").with("y", "9").with("slant", "0"))
                .first();
        Outcome.Returned plainView = (Outcome.Returned) forest.emulateOutcome(plain);
        Outcome.Returned slantedView = (Outcome.Returned) forest.emulateOutcome(slanted);
        assertEquals(0x83, plainView.output().get("r8c6"), "the grove two rows south");
        assertEquals(0x80, slantedView.output().get("r8c6"), "rows leaning right from the top row: grass");
        assertNotEquals(plainView.cycles(), slantedView.cycles());
    }
}
