package dev.romlab.kernels.tms9900.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class FaithfulMapViewTest {

    private static final MapViewInput FOREST = BundledMaps.get("forest");

    @Test
    void inTheDiarysWorstCaseOnlyTheEightTreesAroundThePlayerAreSeen() {
        MapView view = FaithfulMapView.run(FOREST).view();
        for (int row = 0; row < MapView.SIDE; row++) {
            for (int column = 0; column < MapView.SIDE; column++) {
                int distance = Math.max(Math.abs(row - 6), Math.abs(column - 6));
                int expected = distance == 0 ? MapView.PLAYER : distance == 1 ? 0x80 | 3 : MapView.HIDDEN;
                assertEquals(expected, view.at(row, column), "row " + row + " column " + column);
            }
        }
    }

    @Test
    void theWorstCaseIsTheSlowestPlaceOnTheForestMap() {
        long worst = FaithfulMapView.run(FOREST).cycles();
        assertEquals(952_572, worst);
        for (int y = 0; y < FOREST.map().height(); y++) {
            for (int x = 0; x < FOREST.map().width(); x++) {
                assertTrue(FaithfulMapView.run(FOREST.withPlayer(x, y)).cycles() <= worst, x + "," + y);
            }
        }
    }

    @Test
    void onALitUnslantedMapTheInstructionsDoWhatTheDiarySays() {
        for (int y = 0; y < FOREST.map().height(); y++) {
            for (int x = 0; x < FOREST.map().width(); x++) {
                MapViewInput input = FOREST.withPlayer(x, y);
                assertEquals(IntendedMapView.run(input), FaithfulMapView.run(input).view(), input.text());
            }
        }
    }

    @Test
    void aPathThatReachesThePlayerOpensTheDarkTilesItCrossed() {
        // a plain, all dark but the far corner tile; no light: the corner's diagonal path trailblazes its way in
        byte[] tiles = new byte[20 * 20];
        tiles[0] = (byte) TileMap.LIT;
        MapViewInput input = new MapViewInput(new TileMap("dark plain", 20, 20, tiles), 6, 6, EdgeMode.EXTEND,
                Slant.NONE, List.of(), 1, 0);
        MapView faithful = FaithfulMapView.run(input).view();
        MapView intended = IntendedMapView.run(input);
        for (int step = 0; step < 6; step++) {
            assertEquals(0x80, faithful.at(step, step), "diagonal tile " + step);
            assertEquals(step == 0 ? 0x80 : MapView.HIDDEN, intended.at(step, step), "diagonal tile " + step);
        }
        assertEquals(MapView.HIDDEN, faithful.at(0, 1));
    }

    @Test
    void aLightOfRadius128OrMoreWrapsAroundTheSignedByteAndLightsNothing() {
        byte[] tiles = new byte[20 * 20]; // every tile dark
        MapViewInput input = new MapViewInput(new TileMap("dark plain", 20, 20, tiles), 10, 10, EdgeMode.EXTEND,
                Slant.NONE, List.of(), 1, 200);
        MapView faithful = FaithfulMapView.run(input).view();
        MapView intended = IntendedMapView.run(input);
        assertEquals(MapView.HIDDEN, faithful.at(5, 6), "ring 1 - 200 = -199 = >39 as a byte: positive");
        assertEquals(0x80, intended.at(5, 6));
        assertEquals(FaithfulMapView.run(input.withLight(127)).view(), IntendedMapView.run(input.withLight(127)));
    }

    @Test
    void aSlantedViewShiftsRowsFromTheTopRowSoThePlayerIsNotOnItsTile() {
        MapViewInput coast = BundledMaps.get("coast");
        int playerTile = coast.map().tile(coast.x(), coast.y()) | TileMap.LIT;
        int shiftedTile = coast.map().tile(coast.x() + 6 * coast.slant().offset(), coast.y()) | TileMap.LIT;
        assertNotEquals(playerTile, shiftedTile);
        assertEquals(playerTile, IntendedMapView.run(coast).adjacency()[8] & 0xFF);
        assertEquals(shiftedTile, FaithfulMapView.run(coast).view().adjacency()[8] & 0xFF);
    }

    @Test
    void aMobNextToThePlayerIsNotedWithItsSlotNumber() {
        MapViewInput room = BundledMaps.get("room");
        byte[] adjacency = FaithfulMapView.run(room).view().adjacency();
        assertEquals(1, adjacency[7], "eastMob: the k in slot 1 stands east of the player");
        assertEquals('k', adjacency[6], "east: its graphic replaced the tile");
        assertEquals((byte) 0xFF, adjacency[1], "southMob: none");
        assertEquals(IntendedMapView.run(room).adjacency()[7], adjacency[7]);
    }

    @Test
    void wrapModeReadsTheOtherSideOfTheMapAndExtendModeTheEdge() {
        MapViewInput maze = BundledMaps.get("maze").withPlayer(0, 0);
        int lastRow = maze.map().tile(0, maze.map().height() - 1) | TileMap.LIT;
        int firstRow = maze.map().tile(0, 0) | TileMap.LIT;
        assertNotEquals(lastRow, firstRow);
        assertEquals(lastRow, FaithfulMapView.run(maze).view().adjacency()[4] & 0xFF, "north of row 0: wrap");
        assertEquals(firstRow, FaithfulMapView.run(maze.withEdge(EdgeMode.EXTEND)).view().adjacency()[4] & 0xFF,
                "north of row 0: extend");
        assertEquals(lastRow, IntendedMapView.run(maze).adjacency()[4] & 0xFF);
    }

    @Test
    void randomMapsAreReproducible() {
        assertEquals(BundledMaps.random(42), BundledMaps.random(42));
        assertEquals(FaithfulMapView.run(BundledMaps.random(42)), FaithfulMapView.run(BundledMaps.random(42)));
    }
}
