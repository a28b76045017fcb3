package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import dev.romlab.kernels.tms9900.MapViewImage;
import dev.romlab.kernels.tms9900.model.MapView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MapviewCommandTest {

    @TempDir
    Path dir;

    @Test
    void theWorstCaseShowsTheRingOfTreesAndItsTimeOnTheConsole() {
        CommandRun run = CommandRun.of("mapview", "--map", "forest");
        run.assertExit(0);
        assertTrue(run.out().contains("|     T@T     |"), run.transcript());
        assertTrue(run.out().contains("952,572 clock cycles on a TI-99/4A: 317.5 ms at 3 MHz, 19.05 frames of 1/60 s"),
                run.transcript());
    }

    @Test
    void compareMarksTheTilesTheRoutineOpensAgainstItsIntent() {
        CommandRun run = CommandRun.of("mapview", "--map", "room", "--x", "6", "--y", "0", "--compare");
        run.assertExit(0);
        assertTrue(run.out().contains("emulator          intended model    differs"), run.transcript());
        assertTrue(run.out().contains("tiles differ; the first at row 9, column 9: emulator '.', intended model ' '"),
                run.transcript());
    }

    @Test
    void theFaithfulModelDrawsWhatTheEmulatorDraws() {
        CommandRun run = CommandRun.of("mapview", "--map", "coast", "--compare", "--model", "faithful");
        run.assertExit(0);
        assertTrue(run.out().contains("the emulator's view and the faithful model's are the same"), run.transcript());
        assertTrue(run.out().contains("(faithful model: 526,046)"), run.transcript());
    }

    @Test
    void aMapFileWithItsOwnSettingsAndTheOptionsReplacingThem() throws IOException {
        Path map = dir.resolve("hall.map");
        Files.writeString(map, "player 3 1\nmob 1 g 5 1\nmap\n##########\n#........#\n##########\n");
        CommandRun run = CommandRun.of("mapview", "--map", map.toString(), "--x", "1", "--edge", "wrap");
        assertEquals(2, run.exitCode(), run.transcript());
        assertTrue(run.err().contains("the routine wraps once"), run.transcript());
        run = CommandRun.of("mapview", "--map", map.toString(), "--x", "4");
        run.assertExit(0);
        assertTrue(run.out().contains("player at 4,1;"), run.transcript());
        assertTrue(run.out().contains("east g (mob 0)"), run.transcript());
    }

    @Test
    void aBadMapFileNamesEachLineAtFault() throws IOException {
        Path map = dir.resolve("bad.map");
        Files.writeString(map, "slant up\nmap\n..Z\n");
        CommandRun run = CommandRun.of("mapview", "--map", map.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().contains(map + ":1: slant must be none, right, left: 'up'"), run.transcript());
        assertTrue(run.err().contains(map + ":3: column 3: no tile 'Z'"), run.transcript());
        assertFalse(run.err().contains("Exception"), run.transcript());
    }

    @Test
    void usageErrors() {
        assertEquals(2, CommandRun.of("mapview", "--map", "castle").exitCode());
        assertEquals(2, CommandRun.of("mapview", "--model", "faithful").exitCode());
        assertEquals(2, CommandRun.of("mapview", "--x", "99").exitCode());
        assertEquals(2, CommandRun.of("mapview", "--slant", "up").exitCode());
    }

    @Test
    void pngWritesTheViewWhole() throws IOException {
        Path png = dir.resolve("view.png");
        CommandRun.of("mapview", "--map", "maze", "--png", png.toString()).assertExit(0);
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(208, image.getWidth());
        CommandRun run = CommandRun.of("mapview", "--png", dir.resolve("missing/view.png").toString());
        assertEquals(1, run.exitCode());
        assertFalse(Files.exists(dir.resolve("missing")));
    }

    @Test
    void comparePngDrawsBothViewsAndOutlinesTheTilesThatDiffer() throws IOException {
        Path png = dir.resolve("compare.png");
        CommandRun run = CommandRun.of("mapview", "--map", "room", "--x", "6", "--y", "0", "--compare", "--png",
                png.toString());
        run.assertExit(0);
        assertTrue(run.out().contains("3 tiles differ; the first at row 9, column 9"), run.transcript());
        BufferedImage image = ImageIO.read(png.toFile());
        int cell = MapViewImage.COMPARE_CELL;
        assertTrue(image.getWidth() >= 2 * MapView.SIDE * cell, "both views: " + image.getWidth());
        Point lastOfRight = MapViewImage.compareTile(1, MapView.SIDE - 1, MapView.SIDE - 1);
        assertTrue(lastOfRight.x + cell <= image.getWidth() && lastOfRight.y + cell <= image.getHeight());
        // the outline is on the tiles that differ, in both views, and on no other
        for (int view = 0; view < 2; view++) {
            Point first = MapViewImage.compareTile(view, 9, 9);
            assertEquals(MapViewImage.DIFFERS.getRGB(), image.getRGB(first.x, first.y + cell / 2), "view " + view);
            int outlined = 0;
            for (int row = 0; row < MapView.SIDE; row++) {
                for (int column = 0; column < MapView.SIDE; column++) {
                    Point at = MapViewImage.compareTile(view, row, column);
                    outlined += image.getRGB(at.x + 1, at.y + cell / 2) == MapViewImage.DIFFERS.getRGB() ? 1 : 0;
                }
            }
            assertEquals(3, outlined, "view " + view);
        }
        // the faithful model agrees tile for tile: nothing outlined
        CommandRun.of("mapview", "--map", "room", "--x", "6", "--y", "0", "--compare", "--model", "faithful",
                "--png", png.toString(), "--force").assertExit(0);
        Point first = MapViewImage.compareTile(0, 9, 9);
        assertNotEquals(MapViewImage.DIFFERS.getRGB(), ImageIO.read(png.toFile()).getRGB(first.x, first.y + cell / 2));
    }

    @Test
    void copyloopPrintsTheMeasuredCyclesBesideTheArticles() {
        CommandRun run = CommandRun.of("copyloop");
        run.assertExit(0);
        assertTrue(run.out().contains("all 8-bit                simple         58      22   14        12       96,254"),
                run.transcript());
        assertTrue(run.out().contains("26 + 4 x 8 = 58, not 44"), run.transcript());
    }
}
