package dev.romlab.kernels.tms9900;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import javax.imageio.ImageIO;

import dev.romlab.kernels.tms9900.model.MapView;
import dev.romlab.kernels.tms9900.model.TileSet;

/**
 * A map view as a PNG image: 13x13 squares of {@link #CELL} pixels, each tile in its colour (blocking tiles with a
 * dark border), a mob as a red diamond on its tile colour, the player as a white disc, a blacked-out tile black; or
 * two views side by side, larger, with the tiles that differ outlined and a legend ({@link #comparison}). Made in
 * memory, so the caller writes the file whole.
 */
public final class MapViewImage {

    /** Pixels per tile side. */
    public static final int CELL = 16;

    private static final Map<Integer, Color> TILE_COLOURS = Map.of(
            0, new Color(0x5C, 0xA0, 0x3C),   // grass or floor
            1, new Color(0x80, 0x80, 0x80),   // wall
            2, new Color(0x8B, 0x5A, 0x2B),   // door
            3, new Color(0x1E, 0x5A, 0x1E),   // tree
            4, new Color(0x2A, 0x5C, 0xC8),   // water
            5, new Color(0xE6, 0xD2, 0x8C),   // sand
            6, new Color(0x6E, 0x64, 0x5A),   // rock
            7, new Color(0xB4, 0x96, 0x6E));  // path
    private static final Color UNKNOWN = new Color(0xC0, 0x40, 0xC0);
    private static final Color GROUND = TILE_COLOURS.get(0);

    private MapViewImage() {
    }

    /** The PNG file's bytes. */
    public static byte[] png(MapView view) {
        int side = MapView.SIDE * CELL;
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            drawView(g, view, 0, 0, CELL);
        } finally {
            g.dispose();
        }
        return png(image);
    }

    /** Pixels per tile side in a comparison: twice the single view's, to be read at a glance. */
    public static final int COMPARE_CELL = 32;
    /** The outline of a tile that differs between the two views of a comparison. */
    public static final Color DIFFERS = new Color(0xE0, 0x10, 0x10);

    private static final int MARGIN = 16;
    private static final int HEADING = 28;
    private static final int GAP = 32;
    private static final int LEGEND_LINE = 24;
    private static final Font HEADING_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    private static final Font TEXT_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 14);

    /**
     * Two views side by side at {@link #COMPARE_CELL} pixels a tile, each under its name, the tiles that differ
     * outlined in {@link #DIFFERS} in both, and under them how many differ and a legend of what is drawn.
     */
    public static byte[] comparison(MapView left, String leftName, MapView right, String rightName) {
        int side = MapView.SIDE * COMPARE_CELL;
        List<Integer> legend = legendBytes(left, right);
        int width = 2 * MARGIN + 2 * side + GAP;
        int height = MARGIN + HEADING + side + MARGIN + (legend.size() + 2) * LEGEND_LINE + MARGIN;
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int differing = 0;
            for (int view = 0; view < 2; view++) {
                Point origin = compareTile(view, 0, 0);
                g.setColor(Color.BLACK);
                g.setFont(HEADING_FONT);
                g.drawString(view == 0 ? leftName : rightName, origin.x, origin.y - 8);
                drawView(g, view == 0 ? left : right, origin.x, origin.y, COMPARE_CELL);
                g.setColor(Color.GRAY);
                g.drawRect(origin.x - 1, origin.y - 1, side + 1, side + 1);
            }
            g.setColor(DIFFERS);
            g.setStroke(new BasicStroke(3));
            for (int row = 0; row < MapView.SIDE; row++) {
                for (int column = 0; column < MapView.SIDE; column++) {
                    if (left.at(row, column) != right.at(row, column)) {
                        differing++;
                        for (int view = 0; view < 2; view++) {
                            Point at = compareTile(view, row, column);
                            // a 3-pixel line centred 1 pixel in: the tile's outer 3 pixels
                            g.drawRect(at.x + 1, at.y + 1, COMPARE_CELL - 3, COMPARE_CELL - 3);
                        }
                    }
                }
            }
            int y = MARGIN + HEADING + side + MARGIN;
            g.setFont(TEXT_FONT);
            g.setColor(Color.BLACK);
            g.drawString(differing == 0 ? "the views are the same, tile for tile"
                    : differing + (differing == 1 ? " tile differs" : " tiles differ") + " (outlined)", MARGIN,
                    y + LEGEND_LINE - 7);
            y += LEGEND_LINE;
            for (int viewByte : legend) {
                legendLine(g, y, swatch -> draw(swatch, viewByte, MARGIN, 2, LEGEND_LINE - 4),
                        MapViewText.meaning(viewByte));
                y += LEGEND_LINE;
            }
            legendLine(g, y, swatch -> {
                swatch.setColor(DIFFERS);
                swatch.drawRect(MARGIN + 1, 3, LEGEND_LINE - 7, LEGEND_LINE - 7);
            }, "differs between the views");
        } finally {
            g.dispose();
        }
        return png(image);
    }

    /** The top left pixel of the tile at {@code row}, {@code column} of a comparison's view 0 (left) or 1. */
    public static Point compareTile(int view, int row, int column) {
        return new Point(MARGIN + view * (MapView.SIDE * COMPARE_CELL + GAP) + column * COMPARE_CELL,
                MARGIN + HEADING + row * COMPARE_CELL);
    }

    /** One line of the legend at {@code y}: a swatch drawn at the origin moved there, and its meaning. */
    private static void legendLine(Graphics2D g, int y, Consumer<Graphics2D> swatch, String meaning) {
        Graphics2D line = (Graphics2D) g.create();
        try {
            line.translate(0, y);
            line.setStroke(new BasicStroke(3));
            swatch.accept(line);
        } finally {
            line.dispose();
        }
        g.setColor(Color.BLACK);
        g.setFont(TEXT_FONT);
        g.drawString(meaning, MARGIN + LEGEND_LINE + 8, y + LEGEND_LINE - 9);
    }

    /** The view bytes the views draw, one of each meaning: the player, mobs, tiles, then the unseen. */
    private static List<Integer> legendBytes(MapView... views) {
        Map<String, Integer> byMeaning = new LinkedHashMap<>();
        for (MapView view : views) {
            for (byte b : view.view()) {
                byMeaning.putIfAbsent(MapViewText.meaning(b & 0xFF), b & 0xFF);
            }
        }
        List<Integer> out = new ArrayList<>(byMeaning.values());
        out.sort(Comparator.comparingInt(b -> b == MapView.PLAYER ? 0 : b == MapView.HIDDEN ? 3 : b < 0x80 ? 1 : 2));
        return out;
    }

    private static void drawView(Graphics2D g, MapView view, int left, int top, int cell) {
        for (int row = 0; row < MapView.SIDE; row++) {
            for (int column = 0; column < MapView.SIDE; column++) {
                draw(g, view.at(row, column), left + column * cell, top + row * cell, cell);
            }
        }
    }

    private static byte[] png(BufferedImage image) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
        }
        return bytes.toByteArray();
    }

    /** One tile of {@code cell} pixels a side (the insets scale with it: 3 of 16). */
    private static void draw(Graphics2D g, int tile, int x, int y, int cell) {
        int inset = cell * 3 / 16;
        if (tile == MapView.HIDDEN) {
            g.setColor(Color.BLACK);
            g.fillRect(x, y, cell, cell);
        } else if (tile == MapView.PLAYER) {
            g.setColor(GROUND);
            g.fillRect(x, y, cell, cell);
            g.setColor(Color.WHITE);
            g.fillOval(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
        } else if (tile >= 0x80) {
            g.setColor(TILE_COLOURS.getOrDefault(tile & 0x7F, UNKNOWN));
            g.fillRect(x, y, cell, cell);
            if (TileSet.blocksSight(tile & 0x7F)) {
                g.setColor(Color.DARK_GRAY);
                g.drawRect(x, y, cell - 1, cell - 1);
            }
        } else {
            g.setColor(GROUND);
            g.fillRect(x, y, cell, cell);
            g.setColor(Color.RED);
            int half = cell / 2;
            g.fillPolygon(new int[] {x + half, x + cell - inset, x + half, x + inset},
                    new int[] {y + inset, y + half, y + cell - inset, y + half}, 4);
        }
    }
}
