package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class SettingsTest {

    private static final Field DIESIDES = Field.range("DIESIDES", 16, 1, 256);
    private static final Field H = Field.unsigned("h", 8, Radix.DECIMAL);
    private static final Field MAP = Field.range("map", 8, 0, 2);
    private static final List<Parameter> PARAMETERS = List.of(StandardParameters.sides(DIESIDES, 20, "the faces"),
            Parameter.input(H, "the multiplier"), Parameter.input(MAP, 1, "the map").naming(List.of("room", "forest",
                    "maze")), StandardParameters.count(10));

    @Test
    void defaultsHoldTheSettingsThatHaveOneAndNoneIsGiven() {
        Settings defaults = Settings.defaults(PARAMETERS);

        assertEquals("sides=20 map=1 count=10", defaults.values().text());
        assertEquals(List.of(), defaults.given());
        assertTrue(defaults.find("h").isEmpty());
        assertTrue(defaults.takes("h"));
    }

    @Test
    void aSettingGivenIsMarkedAndTakesItsPlaceInTheParametersOrder() {
        Settings settings = Settings.defaults(PARAMETERS).with("count", "3").with("h", "7");

        assertEquals("sides=20 h=7 map=1 count=3", settings.values().text());
        assertEquals(List.of("h", "count"), settings.given());
        assertTrue(settings.isGiven("count"));
        assertFalse(settings.isGiven("sides"));
    }

    @Test
    void inputsAreTheInputsOfTheSettingsWithAValueUnderTheInputsNames() {
        Settings none = Settings.none(PARAMETERS).with("sides", "6").with("count", "2");

        assertEquals("DIESIDES=6", none.inputs().text());
        assertEquals(List.of(H), none.unset(List.of(DIESIDES, H)));
        assertEquals("DIESIDES=20 map=1", Settings.defaults(PARAMETERS).inputs().text());
    }

    @Test
    void aValueMayBeGivenByItsName() {
        assertEquals(1, Settings.none(PARAMETERS).with("map", "forest").get("map"));
        assertEquals(2, Settings.none(PARAMETERS).with("map", "MAZE").get("map"));
        assertEquals(0, Settings.none(PARAMETERS).with("map", "0").get("map"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Settings.none(PARAMETERS).with("map", "forst"));
        assertEquals("map must be 0..2 or one of room, forest, maze: 'forst' (did you mean forest?)", e.getMessage());
    }

    @Test
    void aSettingThatCannotApplyIsRefusedWithWhatItIsAndWhatApplies() {
        Settings given = Settings.none(PARAMETERS).with("sides", "6").with("count", "2");

        assertEquals(given, given.refuseExcept("k", List.of("sides", "count"), Settings.DIFF_AND_BENCH));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> given.refuseExcept("k", List.of("sides", "h"), Settings.DIFF_AND_BENCH));
        assertEquals("k: --count does not apply to diff and bench, which take --sides, --h; --count: calls run makes",
                e.getMessage());
        assertEquals("k: --sides does not apply to dist and fairness, which take none of its settings; --sides: the "
                + "faces", assertThrows(IllegalArgumentException.class, () -> given.refuseExcept("k", List.of(),
                        Settings.DIST_AND_FAIRNESS)).getMessage());
    }

    @Test
    void aSettingWithoutADefaultShowsADashAndJsonNull() {
        Parameter h = PARAMETERS.get(1);

        assertEquals("-", h.defaultText());
        assertTrue(h.toJson().containsKey("default"));
        assertNull(h.toJson().get("default"));
        assertEquals("20", PARAMETERS.get(0).defaultText());
    }
}
