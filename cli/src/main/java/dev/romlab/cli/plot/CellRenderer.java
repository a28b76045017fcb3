package dev.romlab.cli.plot;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;

import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.data.ItemKey;
import org.jfree.data.xy.XYDataset;

/**
 * A grid's cells as blocks, each in its own element group named by its row and column ({@code jfreesvg:ref='{"row":
 * 0, "column": 5}'} in an SVG), as JFreeChart names each bar: a reader of the file can find every cell. JFreeChart's
 * block renderer names none.
 */
final class CellRenderer extends XYBlockRenderer {

    private static final long serialVersionUID = 1L;

    /** The name of one cell. */
    private record CellKey(int row, int column) implements ItemKey {

        @Override
        public String toJSONString() {
            return String.format(Locale.ROOT, "{\"row\": %d, \"column\": %d}", row, column);
        }
    }

    @Override
    public void drawItem(Graphics2D g2, XYItemRendererState state, Rectangle2D dataArea, PlotRenderingInfo info,
            XYPlot plot, ValueAxis domainAxis, ValueAxis rangeAxis, XYDataset dataset, int series, int item,
            CrosshairState crosshairState, int pass) {
        beginElementGroup(g2, new CellKey((int) dataset.getYValue(series, item), (int) dataset.getXValue(series,
                item)));
        super.drawItem(g2, state, dataArea, info, plot, domainAxis, rangeAxis, dataset, series, item, crosshairState,
                pass);
        endElementGroup(g2);
    }
}
