package dev.romlab.cli.plot;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;

import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.data.KeyedValues2DItemKey;
import org.jfree.data.category.CategoryDataset;

/**
 * A line series with a point per value, each point in its own element group named by its series and category as
 * JFreeChart names each bar ({@code {"rowKey": "kernel / spec", "columnKey": "5"}}); its line renderer names none.
 */
final class PointRenderer extends LineAndShapeRenderer {

    private static final long serialVersionUID = 1L;

    /** The pass that draws the points; the first draws the lines between them. */
    private static final int POINTS_PASS = 1;

    PointRenderer() {
        super(true, true);
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
            CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
        boolean named = pass == POINTS_PASS && dataset.getValue(row, column) != null;
        if (named) {
            beginElementGroup(g2, new KeyedValues2DItemKey<>(dataset.getRowKey(row), dataset.getColumnKey(column)));
        }
        super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
        if (named) {
            endElementGroup(g2);
        }
    }
}
