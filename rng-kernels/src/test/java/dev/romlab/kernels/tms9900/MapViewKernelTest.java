package dev.romlab.kernels.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;
import dev.romlab.kernels.tms9900.model.TimedMapView;

class MapViewKernelTest {

    private final MapViewKernel kernel = new MapViewKernel();

    @Test
    void theEmulatorAgreesWithTheFaithfulModelOnEveryPositionOfEveryBundledMapAndOnRandomMaps() {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()));
        assertTrue(diff.matches(), () -> diff.summary() + diff.firstDivergence().map(d -> " " + d.input().text()
                + " " + d.what()).orElse(""));
        assertEquals(280 + 576 + 256 + 640 + 200, diff.checked());
    }

    @Test
    void andOnAnotherThousandRandomMaps() {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(new Coverage.Samples(1_000, 3)));
        assertTrue(diff.matches(), diff::summary);
    }

    @Test
    void aMapGivenIsThatMapsEveryPositionOrSampledPositionsOnIt() {
        Settings forest = Settings.none(kernel.parameters()).with("map", "forest");
        InputSpace positions = kernel.inputs(Coverage.defaultSet(), forest);
        assertEquals("every player position on forest", positions.description());
        assertEquals(576, positions.size());
        assertEquals(24, kernel.inputs(new Coverage.Exhaustive(), forest.with("x", "3")).size());
        InputSpace samples = kernel.inputs(new Coverage.Samples(5, 7), forest.with("y", "2"));
        assertEquals("5 samples of x with map=1 y=2 from seed $0000000000000007", samples.description());
        samples.forEach(input -> assertTrue(input.text().startsWith("map=1 y=2 x="), input.text()));
    }

    @Test
    void aPositionOutsideTheMapOrOnARandomMapIsRefused() {
        Settings forest = Settings.none(kernel.parameters()).with("map", "forest");
        assertEquals("ti-mapview: x must be 0..23 on forest: 30", assertThrows(IllegalArgumentException.class,
                () -> kernel.inputs(Coverage.defaultSet(), forest.with("x", "30"))).getMessage());
        Settings random = Settings.none(kernel.parameters()).with("map", "random").with("y", "3");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> kernel.inputs(Coverage.defaultSet(), random))
                .getMessage().startsWith("ti-mapview: a random map places its own player"));
    }

    @Test
    void runViewsTheMapGivenFromItsOwnPlayerUnlessAPositionIsGiven() {
        assertEquals("map=0 x=6 y=5", kernel.calls(kernel.defaultSettings().with("map", "room")).first().text());
        assertEquals("map=0 x=2 y=5", kernel.calls(kernel.defaultSettings().with("map", "0").with("x", "2")).first()
                .text());
    }

    @Test
    void theWorstCaseTakesOverNineHundredThousandCyclesOnTheConsole() {
        TimedMapView emulated = new MapViewMachine().run(BundledMaps.get("forest"));
        assertEquals(FaithfulMapView.run(BundledMaps.get("forest")), emulated);
        assertEquals(952_572, emulated.cycles());
    }

    @Test
    void theRoutineDepartsFromTheDiarysIntentOnDarkAndSlantedMapsButNeverInTheLitForest() {
        DepartureReport report = DepartureEngine.compare(kernel, kernel.inputs(Coverage.defaultSet()), n -> { });
        assertTrue(report.departing() > 0);
        assertEquals("map=0 x=6 y=0", report.first().orElseThrow().input().text());
        assertEquals("r9c9: routine $80, intended $20", report.first().orElseThrow().text());
        DepartureReport forest = DepartureEngine.compare(kernel, kernel.inputs(Coverage.defaultSet()), n -> { });
        assertEquals(5, forest.groups());
        assertEquals(4, forest.departingGroups(), "every map value but the forest's");
    }
}
