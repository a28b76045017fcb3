package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import dev.romlab.cli.plot.ChartRenderer;
import dev.romlab.cli.plot.SvgPicture;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --plot FILE} on troll, dist, fairness, bench and diff: what the pictures show, read back from the files. */
class PlotOptionTest {

    @TempDir
    Path dir;

    private SvgPicture svg(String... args) throws IOException {
        Path file = dir.resolve("picture.svg");
        String[] line = new String[args.length + 2];
        System.arraycopy(args, 0, line, 0, args.length);
        line[args.length] = "--plot";
        line[args.length + 1] = file.toString();
        CommandRun.of(line).assertExit(0);
        return new SvgPicture(Files.readAllBytes(file));
    }

    /** The bars' heights divided by the shortest's. */
    private static List<Long> relativeHeights(Map<String, SvgPicture.Box> bars) {
        double shortest = bars.values().stream().mapToDouble(SvgPicture.Box::height).min().orElseThrow();
        return bars.values().stream().map(b -> Math.round(b.height() / shortest)).toList();
    }

    @Test
    void aDieIsSixBarsOfEqualHeight() throws IOException {
        Map<String, SvgPicture.Box> bars = svg("troll", "-e", "d6").bars("P(= value)");
        assertEquals(List.of("1", "2", "3", "4", "5", "6"), List.copyOf(bars.keySet()));
        double height = bars.get("1").height();
        bars.values().forEach(bar -> assertEquals(height, bar.height(), 0.01));
    }

    @Test
    void twoDiceAreElevenBarsRisingToSevenAndFalling() throws IOException {
        SvgPicture picture = svg("troll", "-e", "sum 2d6");
        Map<String, SvgPicture.Box> bars = picture.bars("P(= value)");
        assertEquals(11, bars.size());
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 5L, 4L, 3L, 2L, 1L), relativeHeights(bars));
        assertTrue(picture.texts().contains("troll: sum 2d6"), picture.texts().toString());
        assertTrue(picture.texts().stream().anyMatch(t -> t.startsWith("Average = 7.0 ")), picture.texts().toString());
    }

    @Test
    void dashGAddsTheFallingAtLeastCurve() throws IOException {
        SvgPicture picture = svg("troll", "-g", "-e", "d4");
        Map<String, SvgPicture.Box> points = picture.bars("P(>= value)");
        assertEquals(List.of("1", "2", "3", "4"), List.copyOf(points.keySet()));
        List<Double> heights = points.values().stream().map(SvgPicture.Box::centreY).toList();
        for (int i = 1; i < heights.size(); i++) {
            assertTrue(heights.get(i) > heights.get(i - 1), "each lower than the last: " + heights);
        }
        // P(>= 1) = 1 is four times as far from the axis's 0 as P(>= 4) = 1/4 only if the axis starts at 0: it need
        // not, so the steps are compared instead: equal steps of 1/4
        assertEquals(heights.get(1) - heights.get(0), heights.get(3) - heights.get(2), 0.05);
        assertTrue(svg("troll", "-e", "d4").bars("P(>= value)").isEmpty(), "without -g no curve");
    }

    @Test
    void aFairnessPictureHasTheDistanceInItsTitleAndTheSpecBeside() throws IOException {
        SvgPicture picture = svg("fairness", "z80-rolldie");
        assertTrue(picture.text().contains("z80-rolldie: total variation distance 1/80 = 0.0125"), picture.text());
        Map<String, SvgPicture.Box> kernel = picture.bars("z80-rolldie");
        Map<String, SvgPicture.Box> spec = picture.bars("spec 'd 20'");
        assertEquals(20, kernel.size());
        assertEquals(20, spec.size());
        // 13 of 256 bytes give 1, 12 give 5; the spec 1/20 each
        assertEquals(13.0 / 12, kernel.get("1").height() / kernel.get("5").height(), 0.01);
        assertEquals(13.0 / 256 * 20, kernel.get("1").height() / spec.get("1").height(), 0.01);
        assertEquals(20, picture.bars("kernel / spec").size());
    }

    @Test
    void distDrawsTheKernelBesideItsOwnSpecOrAloneWithoutOne() throws IOException {
        SvgPicture srl = svg("dist", "z80-srl", "--sides", "7");
        assertEquals(7, srl.bars("z80-srl").size());
        assertEquals(7, srl.bars("spec 'z 6'").size());
        // rangeMax 0 is meant to produce nothing: no spec, and the routine never returns
        SvgPicture none = svg("dist", "z80-maxu8", "--sides", "0");
        assertTrue(none.bars("z80-maxu8").isEmpty());
        assertTrue(none.text().contains("z80-maxu8: never returns, for any of the inputs"), none.text());
        assertTrue(none.text().contains("never returns for 256 inputs"), none.text());
    }

    @Test
    void backgammonsPairsAreASixBySixGridOfDice() throws IOException {
        SvgPicture picture = svg("dist", "fds-backgammon-dice");
        Map<String, SvgPicture.Box> cells = picture.cells();
        assertEquals(36, cells.size());
        // every pair 5 of 180 values: exactly the spec's 1/36, so every cell white
        cells.values().forEach(cell -> assertEquals(Color.WHITE, cell.fill()));
        // the rows' label, "die 1", is drawn upright, as text turned by a transform
        assertTrue(picture.texts().containsAll(List.of("die 1", "die 2", "0.0278", "\u00d71.00")), picture.text());
    }

    @Test
    void theGamesFirstRollsShowTheirBiasOnTheGrid() throws IOException {
        SvgPicture picture = svg("fairness", "fds-backgammon-dice", "--sequence", "7", "--frames", "200");
        Map<String, SvgPicture.Box> cells = picture.cells();
        assertEquals(36, cells.size());
        // (1, 1) is 1 of 200 (0.005), farthest below 1/36; (5, 5) 10 of 200, the most above it
        assertEquals(ChartRenderer.BELOW, cells.get("0,0").fill());
        assertEquals(0xb8, cells.get("4,4").fill().getRed(), 8, "red, almost the fullest: " + cells.get("4,4"));
        assertTrue(picture.text().contains("total variation distance 11/90 = 0.1222"), picture.text());
    }

    @Test
    void bombPositionsAreANineByNineBoard() throws IOException {
        SvgPicture picture = svg("dist", "casl2-minesweeper");
        Map<String, SvgPicture.Box> cells = picture.cells();
        assertEquals(81, cells.size());
        assertTrue(cells.containsKey("8,8") && !cells.containsKey("9,0"));
        assertTrue(picture.texts().contains("column"), picture.text());
        assertTrue(picture.text().contains("casl2-minesweeper: total variation distance 26171/8847225 = 0.0030"),
                picture.text());
    }

    @Test
    void aPngReadBackHasTheSizeAndTheKernelsColourInItsFirstBar() throws IOException {
        Path png = dir.resolve("rolldie.png");
        CommandRun.of("fairness", "z80-rolldie", "--plot", png.toString()).assertExit(0);
        SvgPicture.Box first = svg("fairness", "z80-rolldie").bars("z80-rolldie").get("1");
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(960, image.getWidth());
        assertEquals(600, image.getHeight());
        assertEquals(ChartRenderer.SERIES_COLOURS.get(0).getRGB(),
                image.getRGB((int) first.centreX(), (int) first.centreY()));
    }

    @Test
    void benchDrawsTheCyclesPerCallWithTheMinMedianAndMaxItPrints() throws IOException {
        Path file = dir.resolve("bench.svg");
        CommandRun run = CommandRun.of("bench", "z80-mul", "--l", "5", "--plot", file.toString());
        run.assertExit(0);
        Matcher printed = Pattern.compile("\\((\\d+) calls\\)(?s).*per call  min ([\\d,]+)  mean [\\d,.]+  max ([\\d,]+)"
                + "\n.*per call  median ([\\d,]+) ").matcher(run.out());
        assertTrue(printed.find(), run.out());
        SvgPicture picture = new SvgPicture(Files.readAllBytes(file));
        Map<String, String> counts = picture.barLabels("calls");
        assertEquals(40, counts.size(), "the 96..6,981 cycles of h 0..255 in 40 bins");
        assertEquals(Long.parseLong(printed.group(1)), counts.values().stream().mapToLong(Long::parseLong).sum(),
                "every call in one bin");
        Map<String, SvgPicture.Box> bars = picture.bars("calls");
        double unit = bars.values().iterator().next().height() / Long.parseLong(counts.values().iterator().next());
        counts.forEach((bin, count) -> assertEquals(Long.parseLong(count) * unit, bars.get(bin).height(), 0.05, bin));
        assertTrue(List.copyOf(counts.keySet()).get(0).startsWith(printed.group(2) + "–"), counts.toString());
        assertTrue(picture.texts().containsAll(List.of("min " + printed.group(2), "median " + printed.group(4),
                "max " + printed.group(3))), picture.text());
        // h orders the inputs: its 256 values in 32 runs of 8, h 0 (256 additions) the slowest
        Map<String, SvgPicture.Box> most = picture.bars("most");
        assertEquals(32, most.size());
        assertEquals("0–7", most.keySet().iterator().next());
        assertTrue(picture.texts().contains("z80-mul: T-states per call by h"), picture.text());
    }

    @Test
    void diffDrawsExactlyTheInputsThatDepartFromTheIntendedModel() throws IOException {
        Path file = dir.resolve("departures.svg");
        CommandRun run = CommandRun.of("diff", "casl2-minesweeper", "--model", "intended", "--plot", file.toString());
        run.assertExit(0);
        assertTrue(run.out().contains("departs in 64 of 65,535 state values, 64 of 65,535 inputs"), run.out());
        // which states depart, found here by running each beside the intended model: states 1..65535 in runs of 2048
        Kernel kernel = KernelRegistry.bundled().get("casl2-minesweeper");
        IntendedModel intended = kernel.intended().orElseThrow();
        Map<String, Long> expected = new LinkedHashMap<>();
        for (Values input : kernel.inputs(Coverage.defaultSet())) {
            Values output = ((Outcome.Returned) kernel.emulateOutcome(input)).output();
            boolean differs = intended.output(input).list().stream().anyMatch(v -> output.find(v.name())
                    .map(actual -> actual.value() != v.value()).orElse(true));
            if (differs) {
                long run0 = (input.get("state") - 1) / 2048 * 2048 + 1;
                expected.merge(run0 + "–" + Math.min(65535, run0 + 2047), 1L, Long::sum);
            }
        }
        SvgPicture picture = new SvgPicture(Files.readAllBytes(file));
        Map<String, Long> drawn = new LinkedHashMap<>();
        picture.barLabels("departing inputs").forEach((run1, count) -> drawn.put(run1, Long.parseLong(count)));
        assertEquals(expected, drawn);
        assertEquals(64, drawn.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(32, picture.bars("share of the inputs there").size(), "every run has a share, 0 too");
        assertTrue(picture.text().contains("casl2-minesweeper: departs from its intended model at 64 of 65,535 "
                + "inputs"), picture.text());
    }

    @Test
    void diffDrawsOnlyWithTheIntendedModel() {
        CommandRun run = CommandRun.of("diff", "z80-mul", "--plot", dir.resolve("p.svg").toString());
        run.assertExit(2);
        assertTrue(run.err().contains("--plot draws where the routine departs from its intended model: add "
                + "--model intended"), run.transcript());
        assertFalse(Files.exists(dir.resolve("p.svg")));
    }

    @Test
    void aFileNeitherSvgNorPngIsAUsageErrorAndNothingIsWritten() {
        Path text = dir.resolve("x.txt");
        CommandRun run = CommandRun.of("dist", "z80-rolldie", "--plot", text.toString());
        run.assertExit(2);
        assertTrue(run.err().contains("--plot: '" + text + "' is neither an SVG (.svg) nor a PNG (.png) file name"),
                run.transcript());
        assertEquals("", run.out(), "refused before any work");
        assertFalse(Files.exists(text));
    }

    @Test
    void thePictureNeverReplacesTheDefinition() throws IOException {
        Path definition = dir.resolve("die.svg");
        Files.writeString(definition, "d6\n");
        CommandRun run = CommandRun.of("troll", definition.toString(), "--plot", definition.toString());
        run.assertExit(1);
        assertTrue(run.err().contains("cannot write " + definition + ": it is the same file as the input"),
                run.transcript());
        assertEquals("d6\n", Files.readString(definition));
    }

    @Test
    void aPartOfAShardedRunAndRollsHaveNoPictureToDraw() {
        CommandRun run = CommandRun.of("dist", "z80-rolldie", "--shard", "1/2", "--plot",
                dir.resolve("p.svg").toString());
        run.assertExit(2);
        assertTrue(run.err().contains("--plot draws the whole distribution"), run.transcript());
        run = CommandRun.of("troll", "-e", "d6", "5", "--plot", dir.resolve("p.svg").toString());
        run.assertExit(2);
        assertTrue(run.err().contains("--plot draws the exact distribution"), run.transcript());
        assertFalse(Files.exists(dir.resolve("p.svg")));
    }
}
