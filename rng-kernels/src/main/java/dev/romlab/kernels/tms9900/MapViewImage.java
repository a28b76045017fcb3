package dev.romlab.kernels.tms9900;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

import javax.imageio.ImageIO;

import dev.romlab.kernels.tms9900.model.MapView;
import dev.romlab.kernels.tms9900.model.TileSet;

/**
 * A map view as a PNG image: 13x13 squares of {@link #CELL} pixels, each tile in its colour (blocking tiles with a
 * dark border), a mob as a red diamond on its tile colour, the player as a white disc, a blacked-out tile black.
 * Made in memory, so the caller writes the file whole.
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
            for (int row = 0; row < MapView.SIDE; row++) {
                for (int column = 0; column < MapView.SIDE; column++) {
                    draw(g, view.at(row, column), column * CELL, row * CELL);
                }
            }
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
        }
        return bytes.toByteArray();
    }

    private static void draw(Graphics2D g, int tile, int x, int y) {
        if (tile == MapView.HIDDEN) {
            g.setColor(Color.BLACK);
            g.fillRect(x, y, CELL, CELL);
        } else if (tile == MapView.PLAYER) {
            g.setColor(GROUND);
            g.fillRect(x, y, CELL, CELL);
            g.setColor(Color.WHITE);
            g.fillOval(x + 3, y + 3, CELL - 6, CELL - 6);
        } else if (tile >= 0x80) {
            g.setColor(TILE_COLOURS.getOrDefault(tile & 0x7F, UNKNOWN));
            g.fillRect(x, y, CELL, CELL);
            if (TileSet.blocksSight(tile & 0x7F)) {
                g.setColor(Color.DARK_GRAY);
                g.drawRect(x, y, CELL - 1, CELL - 1);
            }
        } else {
            g.setColor(GROUND);
            g.fillRect(x, y, CELL, CELL);
            g.setColor(Color.RED);
            int half = CELL / 2;
            g.fillPolygon(new int[] {x + half, x + CELL - 3, x + half, x + 3},
                    new int[] {y + 3, y + half, y + CELL - 3, y + half}, 4);
        }
    }
}
