package dev.romlab.kernels.tms9900;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.kernels.tms9900.model.MapView;
import dev.romlab.kernels.tms9900.model.TileSet;

/**
 * A map view as text, one character per tile in a frame: a tile the view shows as its {@link TileSet} symbol, a
 * mob as its graphic (the graphic byte is a character code), the player as {@code @}, a tile the routine blacked
 * out (dark, or out of sight) as a blank; then a legend of the characters drawn.
 *
 * <pre>
 * +-------------+
 * |     TTT     |
 * |     T@T     |
 * +-------------+
 * </pre>
 */
public final class MapViewText {

    private static final String HIDDEN_TEXT = "not seen (dark, or out of sight)";

    private MapViewText() {
    }

    /** The character for one view byte. */
    public static char symbol(int viewByte) {
        if (viewByte == MapView.HIDDEN) {
            return ' ';
        }
        if (viewByte == MapView.PLAYER) {
            return '@';
        }
        if (viewByte >= 0x80) {
            return TileSet.byNumber(viewByte & 0x7F).map(TileSet.Tile::symbol).orElse('?');
        }
        return viewByte > 0x20 && viewByte < 0x7F ? (char) viewByte : 'M';
    }

    /** What {@link #symbol} means for {@code viewByte}. */
    static String meaning(int viewByte) {
        if (viewByte == MapView.HIDDEN) {
            return HIDDEN_TEXT;
        }
        if (viewByte == MapView.PLAYER) {
            return "the player";
        }
        if (viewByte >= 0x80) {
            return TileSet.byNumber(viewByte & 0x7F)
                    .map(t -> t.name() + (t.blocksSight() ? " (blocks sight)" : ""))
                    .orElse(String.format("tile %d, not one of romlab's", viewByte & 0x7F));
        }
        return String.format("a mob (graphic >%02X)", viewByte);
    }

    /** The framed grid, one line per view row. */
    public static List<String> grid(MapView view) {
        List<String> lines = new ArrayList<>();
        String frame = "+" + "-".repeat(MapView.SIDE) + "+";
        lines.add(frame);
        for (int row = 0; row < MapView.SIDE; row++) {
            StringBuilder line = new StringBuilder("|");
            for (int column = 0; column < MapView.SIDE; column++) {
                line.append(symbol(view.at(row, column)));
            }
            lines.add(line.append('|').toString());
        }
        lines.add(frame);
        return lines;
    }

    /**
     * Two views side by side under their titles, and a third grid marking with {@code *} each tile where they
     * differ.
     */
    public static List<String> sideBySide(MapView left, String leftTitle, MapView right, String rightTitle) {
        List<String> a = grid(left);
        List<String> b = grid(right);
        List<String> marks = new ArrayList<>();
        marks.add(a.get(0));
        for (int row = 0; row < MapView.SIDE; row++) {
            StringBuilder line = new StringBuilder("|");
            for (int column = 0; column < MapView.SIDE; column++) {
                line.append(left.at(row, column) == right.at(row, column) ? ' ' : '*');
            }
            marks.add(line.append('|').toString());
        }
        marks.add(a.get(0));
        int width = a.get(0).length();
        List<String> lines = new ArrayList<>();
        lines.add(pad(leftTitle, width) + "   " + pad(rightTitle, width) + "   differs");
        for (int i = 0; i < a.size(); i++) {
            lines.add(a.get(i) + "   " + b.get(i) + "   " + marks.get(i));
        }
        return lines;
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    /** {@code @  the player}, one line per character the views draw, in the order they first appear. */
    public static List<String> legend(MapView... views) {
        Map<Character, String> meanings = new LinkedHashMap<>();
        for (MapView view : views) {
            for (byte b : view.view()) {
                meanings.putIfAbsent(symbol(b & 0xFF), meaning(b & 0xFF));
            }
        }
        List<String> lines = new ArrayList<>();
        meanings.entrySet().stream().sorted(Map.Entry.comparingByValue((x, y) -> order(x) - order(y)))
                .forEach(e -> lines.add((e.getKey() == ' ' ? "(blank)" : String.valueOf(e.getKey())) + "  "
                        + e.getValue()));
        return lines;
    }

    /** The player first, then mobs, tiles, and the blank last. */
    private static int order(String meaning) {
        return meaning.equals("the player") ? 0 : meaning.startsWith("a mob") ? 1 : meaning.equals(HIDDEN_TEXT) ? 3
                : 2;
    }
}
