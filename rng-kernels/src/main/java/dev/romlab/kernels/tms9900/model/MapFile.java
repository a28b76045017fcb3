package dev.romlab.kernels.tms9900.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads a map file: a map with the settings it is meant to be viewed with. Lines starting with {@code ;} are
 * comments; then, each at most once and in any order, {@code player X Y}, {@code edge extend|wrap}, {@code slant
 * none|left|right}, {@code darkness N}, {@code light N}, and any number of {@code mob TYPE GRAPHIC X Y} lines
 * (GRAPHIC one character, its code the graphic; TYPE 0 an empty slot); then {@code map} and the rows of tile
 * characters ({@link TileSet}), all of one length; then optionally {@code dark} and as many rows of {@code .}
 * (lit) and {@code x} (dark) of the same length. Without {@code dark} every tile is lit.
 *
 * <pre>
 * ; a room
 * player 3 2
 * mob 1 g 5 2
 * map
 * #######
 * #.....#
 * #######
 * </pre>
 *
 * Errors are {@link IllegalArgumentException}s with {@code file:line: message}, all of them in one message.
 */
public final class MapFile {

    private MapFile() {
    }

    /** Parses {@code text}; {@code name} names the map and the file in messages. */
    public static MapViewInput parse(String name, String text) {
        Parser parser = new Parser(name, text.replace("\r", "").split("\n", -1));
        return parser.parse();
    }

    /** The bundled map {@code name} ({@link BundledMaps}), read from the class path. */
    static MapViewInput resource(String name) {
        String path = BundledMaps.FOLDER + name + ".map";
        try (InputStream in = MapFile.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("bundled map " + path + " is not on the class path");
            }
            return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read bundled map " + path, e);
        }
    }

    private static final class Parser {
        private final String name;
        private final String[] lines;
        private final List<String> errors = new ArrayList<>();
        private final List<Mob> mobs = new ArrayList<>();
        private final List<String> seen = new ArrayList<>();
        private int x = -1;
        private int y = -1;
        private EdgeMode edge = EdgeMode.EXTEND;
        private Slant slant = Slant.NONE;
        private int darkness;
        private int light;

        Parser(String name, String[] lines) {
            this.name = name;
            this.lines = lines;
        }

        MapViewInput parse() {
            int at = 0;
            while (at < lines.length && !lines[at].strip().equals("map")) {
                setting(at);
                at++;
            }
            if (at == lines.length) {
                throw new IllegalArgumentException(name + ": no 'map' line before the rows of tiles");
            }
            List<String> rows = new ArrayList<>();
            int first = ++at;
            while (at < lines.length && !lines[at].strip().equals("dark") && !lines[at].isBlank()) {
                rows.add(lines[at++]);
            }
            List<String> dark = new ArrayList<>();
            int firstDark = -1;
            if (at < lines.length && lines[at].strip().equals("dark")) {
                firstDark = ++at;
                while (at < lines.length && !lines[at].isBlank()) {
                    dark.add(lines[at++]);
                }
            }
            for (; at < lines.length; at++) {
                if (!lines[at].isBlank()) {
                    error(at, "unexpected line after the map: '" + lines[at] + "'");
                }
            }
            TileMap map = tiles(rows, first, dark, firstDark);
            if (!errors.isEmpty()) {
                throw new IllegalArgumentException(String.join("\n", errors));
            }
            try {
                return new MapViewInput(map, x < 0 ? map.width() / 2 : x, y < 0 ? map.height() / 2 : y, edge, slant,
                        mobs, darkness, light);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
            }
        }

        private TileMap tiles(List<String> rows, int first, List<String> dark, int firstDark) {
            if (rows.isEmpty()) {
                error(first - 1, "no rows of tiles after 'map'");
                return null;
            }
            int width = rows.get(0).length();
            byte[] tiles = new byte[width * rows.size()];
            for (int row = 0; row < rows.size(); row++) {
                String line = rows.get(row);
                if (line.length() != width) {
                    error(first + row, String.format(Locale.ROOT, "row of %,d tiles, the first row has %,d",
                            line.length(), width));
                    continue;
                }
                for (int column = 0; column < width; column++) {
                    char c = line.charAt(column);
                    int tile = TileSet.bySymbol(c).map(TileSet.Tile::number).orElse(-1);
                    if (tile < 0) {
                        error(first + row, "column " + (column + 1) + ": no tile '" + c + "' (tiles: "
                                + TileSet.TILES.stream().map(t -> String.valueOf(t.symbol())).reduce("", String::concat)
                                + ")");
                    }
                    tiles[row * width + column] = (byte) (Math.max(tile, 0) | TileMap.LIT);
                }
            }
            if (firstDark >= 0 && dark.size() != rows.size()) {
                error(firstDark - 1, "'dark' has " + dark.size() + " rows, the map " + rows.size());
            }
            for (int row = 0; row < Math.min(dark.size(), rows.size()); row++) {
                String line = dark.get(row);
                if (line.length() != width) {
                    error(firstDark + row, "row of " + line.length() + " marks, the map is " + width + " wide");
                    continue;
                }
                for (int column = 0; column < width; column++) {
                    char c = line.charAt(column);
                    if (c == 'x') {
                        tiles[row * width + column] &= (byte) ~TileMap.LIT;
                    } else if (c != '.') {
                        error(firstDark + row, "column " + (column + 1) + ": '" + c
                                + "' is neither . (lit) nor x (dark)");
                    }
                }
            }
            try {
                return new TileMap(name, width, rows.size(), tiles);
            } catch (IllegalArgumentException e) {
                error(first - 1, e.getMessage());
                return null;
            }
        }

        private void setting(int at) {
            String line = lines[at].strip();
            if (line.isEmpty() || line.startsWith(";")) {
                return;
            }
            String[] words = line.split("\\s+");
            String keyword = words[0].toLowerCase(Locale.ROOT);
            if (!keyword.equals("mob")) {
                if (seen.contains(keyword)) {
                    error(at, "'" + keyword + "' given twice");
                    return;
                }
                seen.add(keyword);
            }
            try {
                switch (keyword) {
                    case "player" -> {
                        arguments(words, 2, "player X Y");
                        x = number(words[1], 255);
                        y = number(words[2], 255);
                    }
                    case "edge" -> edge = EdgeMode.parse(arguments(words, 1, "edge extend|wrap")[1]);
                    case "slant" -> slant = Slant.parse(arguments(words, 1, "slant none|left|right")[1]);
                    case "darkness" -> darkness = number(arguments(words, 1, "darkness N")[1], 255);
                    case "light" -> light = number(arguments(words, 1, "light N")[1], 255);
                    case "mob" -> {
                        arguments(words, 4, "mob TYPE GRAPHIC X Y");
                        if (words[2].length() != 1) {
                            throw new IllegalArgumentException("the graphic is one character: '" + words[2] + "'");
                        }
                        mobs.add(new Mob(number(words[1], 255), words[2].charAt(0), number(words[3], 255),
                                number(words[4], 255)));
                    }
                    default -> throw new IllegalArgumentException("unknown setting '" + words[0]
                            + "' (player, edge, slant, darkness, light, mob, then map)");
                }
            } catch (IllegalArgumentException e) {
                error(at, e.getMessage());
            }
        }

        private static String[] arguments(String[] words, int count, String form) {
            if (words.length != count + 1) {
                throw new IllegalArgumentException("expected '" + form + "'");
            }
            return words;
        }

        private static int number(String text, int max) {
            try {
                int value = Integer.parseInt(text);
                if (value < 0 || value > max) {
                    throw new IllegalArgumentException("'" + text + "' is not 0.." + max);
                }
                return value;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a number", e);
            }
        }

        private void error(int lineIndex, String message) {
            errors.add(name + ":" + (lineIndex + 1) + ": " + message);
        }
    }
}
