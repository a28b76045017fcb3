package dev.romlab.kernels.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
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
        assertEquals("r9c9: game $80, intended $20", report.first().orElseThrow().text());
        DepartureReport forest = DepartureEngine.compare(kernel, kernel.inputs(Coverage.defaultSet()), n -> { });
        assertEquals(5, forest.groups());
        assertEquals(4, forest.departingGroups(), "every map value but the forest's");
    }
}
