package dev.romlab.kernels.tms9900.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

class MapFileTest {

    @Test
    void readsTheSettingsTheMobsAndTheLightOfEachTile() {
        MapViewInput input = MapFile.parse("hall", String.join("\n", "; a hall", "player 2 1", "edge extend",
                "slant left", "darkness 3", "light 4", "mob 1 g 5 1", "map", "########", "#..~~.+#", "########",
                "dark", "xxxxxxxx", "x......x", "........", ""));
        assertEquals(8, input.map().width());
        assertEquals(3, input.map().height());
        assertEquals(List.of(new Mob(1, 'g', 5, 1)), input.mobs());
        assertEquals(EdgeMode.EXTEND, input.edge());
        assertEquals(Slant.LEFT, input.slant());
        assertEquals(3, input.darkness());
        assertEquals(4, input.light());
        assertEquals(1, input.map().tile(0, 0), "a dark wall");
        assertEquals(0x80 | 4, input.map().tile(3, 1), "lit water");
    }

    @Test
    void theMapsOwnPlayerDefaultsToItsMiddle() {
        MapViewInput input = MapFile.parse("small", "map\n.....\n.....\n.....\n");
        assertEquals(2, input.x());
        assertEquals(1, input.y());
        assertEquals(EdgeMode.EXTEND, input.edge());
    }

    @Test
    void everyErrorIsReportedWithItsLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MapFile.parse("bad.map",
                String.join("\n", "edge sideways", "colour red", "map", "..Q.", "...", "")));
        assertEquals(String.join("\n", "bad.map:1: edge mode must be extend or wrap: 'sideways'",
                "bad.map:2: unknown setting 'colour' (player, edge, slant, darkness, light, mob, then map)",
                "bad.map:4: column 3: no tile 'Q' (tiles: .#+T~:^,)",
                "bad.map:5: row of 3 tiles, the first row has 4"), e.getMessage());
    }

    @Test
    void aWrapAroundMapSmallerThanOneWrapIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MapFile.parse("tiny", "edge wrap\nmap\n.....\n.....\n"));
        assertEquals("tiny: tiny is 5x2: the routine wraps once, so a wrap-around map must be at least 6x6",
                e.getMessage());
    }

    @Test
    void theBundledMapsAreReadable() {
        for (String name : BundledMaps.NAMES) {
            assertEquals(name, BundledMaps.get(name).map().name());
        }
        assertThrows(IllegalArgumentException.class, () -> BundledMaps.get("castle"));
    }
}
