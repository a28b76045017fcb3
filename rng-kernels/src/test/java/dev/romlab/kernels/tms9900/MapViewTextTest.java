package dev.romlab.kernels.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;
import dev.romlab.kernels.tms9900.model.IntendedMapView;
import dev.romlab.kernels.tms9900.model.MapView;

class MapViewTextTest {

    private static final MapView FOREST = FaithfulMapView.run(BundledMaps.get("forest")).view();

    @Test
    void theWorstCaseDrawsTheRingOfTreesAroundThePlayer() {
        List<String> grid = MapViewText.grid(FOREST);
        assertEquals(15, grid.size());
        assertEquals("+-------------+", grid.get(0));
        assertEquals("|             |", grid.get(1));
        assertEquals("|     TTT     |", grid.get(6));
        assertEquals("|     T@T     |", grid.get(7));
        assertEquals("|     TTT     |", grid.get(8));
    }

    @Test
    void theLegendNamesWhatIsDrawnPlayerFirstBlankLast() {
        assertEquals(List.of("@  the player", "T  tree (blocks sight)", "(blank)  not seen (dark, or out of sight)"),
                MapViewText.legend(FOREST));
    }

    @Test
    void sideBySideMarksTheTilesThatDiffer() {
        var room = BundledMaps.get("room").withPlayer(6, 0);
        List<String> lines = MapViewText.sideBySide(FaithfulMapView.run(room).view(), "faithful",
                IntendedMapView.run(room), "intended");
        assertEquals("faithful          intended          differs", lines.get(0));
        long marks = lines.stream().skip(2).limit(13).mapToLong(l -> l.substring(36).chars().filter(c -> c == '*')
                .count()).sum();
        assertEquals(marks, countDifferences(FaithfulMapView.run(room).view(), IntendedMapView.run(room)));
    }

    private static long countDifferences(MapView a, MapView b) {
        long n = 0;
        for (int i = 0; i < MapView.TILES; i++) {
            n += a.view()[i] == b.view()[i] ? 0 : 1;
        }
        return n;
    }

    @Test
    void thePngIsThirteenTilesSquareWithThePlayerWhiteAndHiddenTilesBlack() throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(MapViewImage.png(FOREST)));
        assertEquals(13 * MapViewImage.CELL, image.getWidth());
        assertEquals(13 * MapViewImage.CELL, image.getHeight());
        int centre = 6 * MapViewImage.CELL + MapViewImage.CELL / 2;
        assertEquals(0xFFFFFF, image.getRGB(centre, centre) & 0xFFFFFF);
        assertEquals(0x000000, image.getRGB(1, 1) & 0xFFFFFF);
    }
}
