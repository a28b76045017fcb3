package dev.romlab.cli.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

class ChartRendererTest {

    private static Chart bars(Double... values) {
        List<String> categories = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            categories.add("v" + i);
        }
        return new Chart("three bars", List.of("a note"), new Bars("value", categories, List.of(new Panel(
                "probability", List.of(new Series("kernel", Series.Style.BARS, Arrays.asList(values))), List.of()))));
    }

    @Test
    void eachBarIsAsTallAsItsValue() {
        SvgPicture svg = new SvgPicture(ChartRenderer.render(bars(1.0, 2.0, 4.0), PlotFormat.SVG));
        Map<String, SvgPicture.Box> bars = svg.bars("kernel");
        assertEquals(List.of("v0", "v1", "v2"), List.copyOf(bars.keySet()));
        double unit = bars.get("v0").height();
        assertEquals(2 * unit, bars.get("v1").height(), 0.05);
        assertEquals(4 * unit, bars.get("v2").height(), 0.05);
        assertEquals(ChartRenderer.SERIES_COLOURS.get(0), bars.get("v0").fill());
        assertTrue(svg.texts().containsAll(List.of("three bars", "a note")), svg.texts().toString());
    }

    @Test
    void aMissingValueIsNoBar() {
        SvgPicture svg = new SvgPicture(ChartRenderer.render(bars(1.0, null, 3.0), PlotFormat.SVG));
        assertEquals(List.of("v0", "v2"), List.copyOf(svg.bars("kernel").keySet()));
    }

    @Test
    void aGridHasACellPerCellColouredFromWhiteToTheFullestBlue() {
        List<Grid.Cell> cells = new ArrayList<>();
        for (int row = 0; row < 2; row++) {
            for (int column = 0; column < 3; column++) {
                cells.add(new Grid.Cell(row, column, row * 3 + column, List.of("cell " + (row * 3 + column))));
            }
        }
        Chart chart = new Chart("a grid", List.of(), new Grid("column", List.of("a", "b", "c"), "row",
                List.of("x", "y"), "value", null, cells));
        SvgPicture svg = new SvgPicture(ChartRenderer.render(chart, PlotFormat.SVG));
        Map<String, SvgPicture.Box> drawn = svg.cells();
        assertEquals(6, drawn.size());
        assertEquals(Color.WHITE, drawn.get("0,0").fill());
        assertEquals(ChartRenderer.FULL_CELL, drawn.get("1,2").fill());
        assertTrue(drawn.get("1,0").centreY() > drawn.get("0,0").centreY(), "the first row is at the top");
        assertTrue(drawn.get("0,1").centreX() > drawn.get("0,0").centreX());
        assertTrue(svg.texts().containsAll(List.of("cell 0", "cell 5")), svg.texts().toString());
    }

    @Test
    void aGridWithACentreIsWhiteThereRedAboveAndBlueBelow() {
        List<Grid.Cell> cells = List.of(new Grid.Cell(0, 0, 0.5, List.of()), new Grid.Cell(0, 1, 1.0, List.of()),
                new Grid.Cell(0, 2, 1.5, List.of()), new Grid.Cell(0, 3, 1.25, List.of()));
        Chart chart = new Chart("centred", List.of(), new Grid("column", List.of("a", "b", "c", "d"), "row",
                List.of("x"), "ratio", 1.0, cells));
        Map<String, SvgPicture.Box> drawn = new SvgPicture(ChartRenderer.render(chart, PlotFormat.SVG)).cells();
        assertEquals(ChartRenderer.BELOW, drawn.get("0,0").fill());
        assertEquals(Color.WHITE, drawn.get("0,1").fill());
        assertEquals(ChartRenderer.ABOVE, drawn.get("0,2").fill());
        Color half = drawn.get("0,3").fill();
        assertEquals((255 + ChartRenderer.ABOVE.getRed()) / 2.0, half.getRed(), 1.0);
    }

    @Test
    void theSameChartGivesTheSameBytesWithNothingToFetch() {
        byte[] first = ChartRenderer.render(bars(1.0, 2.0), PlotFormat.SVG);
        assertArrayEquals(first, ChartRenderer.render(bars(1.0, 2.0), PlotFormat.SVG));
        String text = new String(first, StandardCharsets.UTF_8);
        assertFalse(text.contains("DOCTYPE"), "no DTD to fetch");
        assertFalse(text.contains("href"), "no link to another file");
        assertArrayEquals(ChartRenderer.render(bars(1.0, 2.0), PlotFormat.PNG),
                ChartRenderer.render(bars(1.0, 2.0), PlotFormat.PNG));
    }

    @Test
    void aPngHasTheChartsSizeAndItsBarsColour() throws IOException {
        Chart chart = bars(1.0, 3.0);
        SvgPicture.Box bar = new SvgPicture(ChartRenderer.render(chart, PlotFormat.SVG)).bars("kernel").get("v1");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(ChartRenderer.render(chart, PlotFormat.PNG)));
        assertEquals(ChartRenderer.BARS_WIDTH, image.getWidth());
        assertEquals(ChartRenderer.BARS_HEIGHT, image.getHeight());
        assertEquals(ChartRenderer.SERIES_COLOURS.get(0).getRGB(),
                image.getRGB((int) bar.centreX(), (int) bar.centreY()));
        assertEquals(Color.WHITE.getRGB(), image.getRGB(2, 2));
    }

    @Test
    void theFormatIsTheExtensionsAndAnyOtherIsRefusedNamingBoth() {
        assertEquals(PlotFormat.SVG, PlotFormat.of(Path.of("out/d6.svg")));
        assertEquals(PlotFormat.PNG, PlotFormat.of(Path.of("D6.PNG")));
        for (String name : List.of("x.txt", "svg", ".svg", "picture")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PlotFormat.of(Path.of(name)));
            assertTrue(e.getMessage().contains(".svg") && e.getMessage().contains(".png"), e.getMessage());
        }
    }

    @Test
    void seriesOfTheWrongLengthAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Bars("value", List.of("a", "b"), List.of(new Panel(
                "p", List.of(new Series("s", Series.Style.BARS, List.of(1.0))), List.of()))));
    }
}
