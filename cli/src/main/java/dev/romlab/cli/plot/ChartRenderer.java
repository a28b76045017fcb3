package dev.romlab.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryMarker;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.renderer.category.AbstractCategoryItemRenderer;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.chart.text.TextUtils;
import org.jfree.svg.SVGGraphics2D;

/**
 * Draws a {@link Chart} with JFreeChart and writes it as SVG (JFreeSVG) or PNG (ImageIO), at a fixed size with fixed
 * fonts and colours: the same chart gives the same bytes. The one class of romlab that names JFreeChart and AWT;
 * reached only when a picture is asked for.
 */
public final class ChartRenderer {

    /** Bars: wide enough for 81 values' labels turned upright. */
    static final int BARS_WIDTH = 960;
    static final int BARS_HEIGHT = 600;
    /** A grid: square cells, with room for the colour scale. */
    static final int GRID_WIDTH = 760;
    static final int GRID_HEIGHT = 720;

    /** Colours of the series, in order over the panels: blue, orange, green, red (the Tableau 10 palette's first four). */
    public static final List<Color> SERIES_COLOURS = List.of(new Color(0x1f77b4), new Color(0xff7f0e),
            new Color(0x2ca02c), new Color(0xd62728));
    /** The fullest colour of a grid's cell, for the largest value; 0 is white. */
    public static final Color FULL_CELL = new Color(0x08306b);
    /** A grid with a centre: the fullest colours below and above it (ColorBrewer's RdBu ends). */
    public static final Color BELOW = new Color(0x2166ac);
    public static final Color ABOVE = new Color(0xb2182b);

    private static final String FONT = Font.SANS_SERIF;
    private static final Color GRID_LINES = new Color(0xdddddd);

    static {
        System.setProperty("java.awt.headless", "true"); // no display is needed, nor looked for
        // upright labels as text turned by a transform, not glyph outlines: an SVG's every label stays text
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private ChartRenderer() {
    }

    /** The picture of {@code chart} as a file of {@code format}. */
    public static byte[] render(Chart chart, PlotFormat format) {
        return render(List.of(chart), format);
    }

    /**
     * The pictures of {@code charts} one under the other in one file of {@code format}, each at its own size: a
     * finding over two different axes (a histogram of the cycles and the cycles per input value, say).
     */
    public static byte[] render(List<Chart> charts, PlotFormat format) {
        int width = 0;
        int height = 0;
        for (Chart chart : charts) {
            width = Math.max(width, width(chart));
            height += height(chart);
        }
        return format == PlotFormat.SVG ? svg(charts, width, height) : png(charts, width, height);
    }

    private static int width(Chart chart) {
        return chart.figure() instanceof Grid ? GRID_WIDTH : BARS_WIDTH;
    }

    private static int height(Chart chart) {
        return chart.figure() instanceof Grid ? GRID_HEIGHT : BARS_HEIGHT;
    }

    /** Each chart draws its own white background, the charts as wide as one another (BARS_WIDTH, or a grid alone). */
    private static void draw(List<Chart> charts, Graphics2D g2) {
        int top = 0;
        for (Chart chart : charts) {
            chart(chart).draw(g2, new Rectangle2D.Double(0, top, width(chart), height(chart)));
            top += height(chart);
        }
    }

    private static byte[] svg(List<Chart> charts, int width, int height) {
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        g2.setDefsKeyPrefix("romlab-"); // not the default's clock reading: the same bytes every time
        g2.setGeomDoubleConverter(ChartRenderer::twoDecimals);
        draw(charts, g2);
        // the element alone, without a DOCTYPE: nothing for a reader (or a page it is put in) to fetch
        String document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g2.getSVGElement() + "\n";
        return document.getBytes(StandardCharsets.UTF_8);
    }

    private static String twoDecimals(double value) {
        double rounded = Math.round(value * 100) / 100.0;
        return rounded == Math.rint(rounded) ? Long.toString((long) rounded) : Double.toString(rounded);
    }

    private static byte[] png(List<Chart> charts, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            draw(charts, g2);
        } finally {
            g2.dispose();
        }
        return png(image);
    }

    private static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array cannot fail
        }
        return out.toByteArray();
    }

    private static JFreeChart chart(Chart chart) {
        Plot plot = chart.figure() instanceof Bars bars ? barsPlot(bars) : gridPlot((Grid) chart.figure());
        JFreeChart drawn = new JFreeChart(null, new Font(FONT, Font.BOLD, 16), plot, false);
        drawn.setBackgroundPaint(Color.WHITE);
        drawn.setElementHinting(true); // each bar and cell in its own group, named by its series and category
        drawn.setTextAntiAlias(true);
        drawn.setPadding(new RectangleInsets(8, 8, 8, 8));
        TextTitle title = new TextTitle(chart.title(), new Font(FONT, Font.BOLD, 16));
        title.setID("title");
        drawn.setTitle(title);
        for (String note : chart.notes()) {
            drawn.addSubtitle(new TextTitle(note, new Font(FONT, Font.PLAIN, 12)));
        }
        if (chart.figure() instanceof Bars bars && seriesCount(bars) > 1) {
            LegendTitle legend = new LegendTitle(plot);
            legend.setItemFont(new Font(FONT, Font.PLAIN, 12));
            legend.setFrame(BlockBorder.NONE);
            legend.setPosition(RectangleEdge.BOTTOM);
            drawn.addSubtitle(legend);
        }
        if (chart.figure() instanceof Grid grid) {
            drawn.addSubtitle(scaleLegend(grid));
        }
        return drawn;
    }

    private static int seriesCount(Bars bars) {
        return bars.panels().stream().mapToInt(p -> p.series().size()).sum();
    }

    /** The panels stacked over one category axis, the first twice the height of each other. */
    private static Plot barsPlot(Bars bars) {
        CategoryAxis axis = new CategoryAxis(bars.categoryLabel());
        axis.setLabelFont(new Font(FONT, Font.PLAIN, 12));
        axis.setTickLabelFont(new Font(FONT, Font.PLAIN, bars.categories().size() > 40 ? 9 : 11));
        axis.setCategoryMargin(0.15);
        axis.setMaximumCategoryLabelLines(3); // a long name (report's routines) wraps rather than being cut short
        axis.setLowerMargin(0.01);
        axis.setUpperMargin(0.01);
        if (bars.categories().size() > 20) {
            axis.setCategoryLabelPositions(CategoryLabelPositions.UP_90);
        }
        CombinedDomainCategoryPlot combined = new CombinedDomainCategoryPlot(axis);
        combined.setGap(12);
        int firstColour = 0; // each series its own colour, across the panels, as the one legend shows them
        for (int i = 0; i < bars.panels().size(); i++) {
            Panel panel = bars.panels().get(i);
            combined.add(panelPlot(bars, panel, firstColour), i == 0 ? 2 : 1);
            firstColour += panel.series().size();
        }
        return combined;
    }

    private static CategoryPlot panelPlot(Bars bars, Panel panel, int firstColour) {
        DefaultCategoryDataset barData = new DefaultCategoryDataset();
        DefaultCategoryDataset lineData = new DefaultCategoryDataset();
        BarRenderer barRenderer = new BarRenderer();
        barRenderer.setBarPainter(new StandardBarPainter());
        barRenderer.setShadowVisible(false);
        barRenderer.setDrawBarOutline(false);
        barRenderer.setItemMargin(0.02);
        LineAndShapeRenderer lineRenderer = new PointRenderer();
        int colour = firstColour;
        for (Series series : panel.series()) {
            boolean asBars = series.style() == Series.Style.BARS;
            DefaultCategoryDataset data = asBars ? barData : lineData;
            int row = data.getRowCount();
            for (int i = 0; i < bars.categories().size(); i++) {
                data.addValue(series.values().get(i), series.name(), bars.categories().get(i));
            }
            Color paint = SERIES_COLOURS.get(colour++ % SERIES_COLOURS.size());
            if (asBars) {
                barRenderer.setSeriesPaint(row, paint);
            } else {
                lineRenderer.setSeriesPaint(row, paint);
                lineRenderer.setSeriesStroke(row, new BasicStroke(1.5f));
            }
            if (series.labelled()) {
                label(asBars ? barRenderer : lineRenderer, row);
            }
        }
        NumberAxis valueAxis = new NumberAxis(panel.valueLabel());
        // a ratio near 1 or a curve is read by its shape; bars are read by their heights, from 0
        valueAxis.setAutoRangeIncludesZero(barData.getRowCount() > 0);
        if (panel.series().stream().anyMatch(Series::labelled)) {
            valueAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits()); // labelled values are counts
            valueAxis.setUpperMargin(0.15); // room for the labels over the tallest bars, under the marks' labels
        }
        valueAxis.setLabelFont(new Font(FONT, Font.PLAIN, 12));
        valueAxis.setTickLabelFont(new Font(FONT, Font.PLAIN, 11));
        CategoryPlot plot = new CategoryPlot();
        plot.setRangeAxis(valueAxis);
        // the axis takes its categories from dataset 0: lines alone go there, or it has no labels
        boolean linesAlone = barData.getRowCount() == 0 && lineData.getRowCount() > 0;
        plot.setDataset(0, linesAlone ? lineData : barData);
        plot.setRenderer(0, linesAlone ? lineRenderer : barRenderer);
        if (!linesAlone && lineData.getRowCount() > 0) {
            plot.setDataset(1, lineData);
            plot.setRenderer(1, lineRenderer);
            plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD); // lines over bars
        }
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(GRID_LINES);
        plot.setOutlineVisible(false);
        for (Mark mark : panel.marks()) {
            if (mark instanceof Mark.AtValue at) {
                ValueMarker marker = new ValueMarker(at.value(), Color.DARK_GRAY, new BasicStroke(1f, BasicStroke.CAP_BUTT,
                        BasicStroke.JOIN_MITER, 10f, new float[] {4f, 3f}, 0f));
                label(marker, at.label());
                marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
                marker.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
                plot.addRangeMarker(marker);
            } else if (mark instanceof Mark.AtCategory at) {
                CategoryMarker marker = new CategoryMarker(at.category(), Color.DARK_GRAY, new BasicStroke(1.5f));
                marker.setDrawAsLine(true);
                label(marker, at.label());
                // the label on the side with room: right of a line in the left half, left of one in the right half
                boolean right = bars.categories().indexOf(at.category()) < bars.categories().size() / 2;
                marker.setLabelAnchor(right ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.TOP_LEFT);
                marker.setLabelTextAnchor(right ? TextAnchor.TOP_LEFT : TextAnchor.TOP_RIGHT);
                plot.addDomainMarker(marker);
            }
        }
        return plot;
    }

    /** Each value of the renderer's series {@code row} written over its bar: whole numbers with separators. */
    private static void label(AbstractCategoryItemRenderer renderer, int row) {
        renderer.setSeriesItemLabelGenerator(row, new StandardCategoryItemLabelGenerator("{2}",
                NumberFormat.getIntegerInstance(Locale.ROOT)));
        renderer.setSeriesItemLabelsVisible(row, true);
        renderer.setSeriesItemLabelFont(row, new Font(FONT, Font.PLAIN, 9));
        renderer.setSeriesItemLabelPaint(row, Color.DARK_GRAY);
        // upright over the bar: many bars' labels side by side do not run into each other
        renderer.setSeriesPositiveItemLabelPosition(row, new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12,
                TextAnchor.CENTER_LEFT, TextAnchor.CENTER_LEFT, -Math.PI / 2));
    }

    private static void label(Marker marker, String label) {
        marker.setLabel(label);
        marker.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        marker.setLabelFont(new Font(FONT, Font.PLAIN, 11));
        marker.setLabelPaint(Color.DARK_GRAY);
    }

    /** Columns left to right, rows top to bottom, each cell a block coloured by its value with its text in it. */
    private static XYPlot gridPlot(Grid grid) {
        int count = grid.cells().size();
        double[][] series = new double[3][count];
        for (int i = 0; i < count; i++) {
            Grid.Cell cell = grid.cells().get(i);
            series[0][i] = cell.column();
            series[1][i] = cell.row();
            series[2][i] = cell.value();
        }
        CellColours colours = new CellColours(grid);
        DefaultXYZDataset data = new DefaultXYZDataset();
        data.addSeries("cells", series);
        SymbolAxis columns = new SymbolAxis(grid.columnLabel(), grid.columns().toArray(String[]::new));
        SymbolAxis rows = new SymbolAxis(grid.rowLabel(), grid.rows().toArray(String[]::new));
        rows.setInverted(true); // the first row at the top, as a board is read
        for (SymbolAxis axis : List.of(columns, rows)) {
            axis.setGridBandsVisible(false);
            axis.setLabelFont(new Font(FONT, Font.PLAIN, 12));
            axis.setTickLabelFont(new Font(FONT, Font.PLAIN, 12));
            axis.setLowerMargin(0);
            axis.setUpperMargin(0);
        }
        columns.setRange(-0.5, grid.columns().size() - 0.5);
        rows.setRange(-0.5, grid.rows().size() - 0.5);
        XYBlockRenderer renderer = new CellRenderer();
        renderer.setPaintScale(colours);
        XYPlot plot = new XYPlot(data, columns, rows, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinesVisible(false);
        plot.setOutlinePaint(Color.GRAY);
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        int textSize = grid.columns().size() > 7 ? 10 : 13;
        for (Grid.Cell cell : grid.cells()) {
            List<String> lines = cell.text();
            Color ink = colours.dark(cell.value()) ? Color.WHITE : Color.BLACK;
            for (int line = 0; line < lines.size(); line++) {
                double offset = (line - (lines.size() - 1) / 2.0) * 0.26;
                XYTextAnnotation text = new XYTextAnnotation(lines.get(line), cell.column(), cell.row() + offset);
                text.setFont(new Font(FONT, Font.PLAIN, textSize));
                text.setPaint(ink);
                plot.addAnnotation(text);
            }
        }
        return plot;
    }

    private static PaintScaleLegend scaleLegend(Grid grid) {
        CellColours colours = new CellColours(grid);
        NumberAxis axis = new NumberAxis(grid.valueLabel());
        axis.setLabelFont(new Font(FONT, Font.PLAIN, 12));
        axis.setTickLabelFont(new Font(FONT, Font.PLAIN, 11));
        axis.setRange(colours.getLowerBound(), colours.getUpperBound());
        PaintScaleLegend legend = new PaintScaleLegend(colours, axis);
        legend.setPosition(RectangleEdge.RIGHT);
        legend.setMargin(new RectangleInsets(4, 12, 4, 4));
        legend.setStripWidth(14);
        legend.setSubdivisionCount(64);
        return legend;
    }
}
