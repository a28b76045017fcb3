package dev.romlab.troll.value;

import java.util.ArrayList;
import java.util.List;

/**
 * A rectangular box of text (paper section 7); every line has the same width, padded with blanks. Boxes of
 * different sizes are padded before they are combined, as the paper describes for each operator.
 */
public record TextBox(List<String> lines) implements Value {

    /** How a narrower box is padded when boxes are stacked: {@code |>}, {@code <|} or {@code <>}. */
    public enum Alignment {
        LEFT, RIGHT, CENTRE
    }

    /** The box operators that may also appear inside a string literal, longest match first. */
    private static final List<String> OPERATORS_IN_STRINGS = List.of("||", "|>", "<|", "<>");

    public TextBox {
        int width = lines.stream().mapToInt(String::length).max().orElse(0);
        lines = lines.stream().map(line -> line + " ".repeat(width - line.length())).toList();
    }

    /** A box of one line. */
    public static TextBox line(String text) {
        return new TextBox(List.of(text));
    }

    /** Lines stacked with the narrower ones padded on the left, as {@code n'e} shows its samples (section 7.1). */
    public static TextBox rightAligned(List<String> lines) {
        int width = lines.stream().mapToInt(String::length).max().orElse(0);
        return new TextBox(lines.stream().map(line -> " ".repeat(width - line.length()) + line).toList());
    }

    /**
     * The box a string literal denotes: box operators inside the string combine its pieces, grouping to the
     * right like the operators themselves, so {@code "1<>two<>three"} is {@code "1" <> "two" <> "three"}.
     */
    public static TextBox fromLiteral(String text) {
        List<String> pieces = new ArrayList<>();
        List<String> operators = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i + 1 < text.length()) {
            String pair = text.substring(i, i + 2);
            if (OPERATORS_IN_STRINGS.contains(pair)) {
                pieces.add(text.substring(start, i));
                operators.add(pair);
                i += 2;
                start = i;
            } else {
                i++;
            }
        }
        pieces.add(text.substring(start));
        TextBox box = line(pieces.get(pieces.size() - 1));
        for (int k = operators.size() - 1; k >= 0; k--) {
            box = line(pieces.get(k)).combine(operators.get(k), box);
        }
        return box;
    }

    private TextBox combine(String operator, TextBox below) {
        return switch (operator) {
            case "||" -> beside(below);
            case "|>" -> above(below, Alignment.LEFT);
            case "<|" -> above(below, Alignment.RIGHT);
            default -> above(below, Alignment.CENTRE);
        };
    }

    public int width() {
        return lines.isEmpty() ? 0 : lines.get(0).length();
    }

    public int height() {
        return lines.size();
    }

    /** {@code this || right}: side by side, the shorter box padded with blank lines at the bottom. */
    public TextBox beside(TextBox right) {
        int height = Math.max(height(), right.height());
        List<String> joined = new ArrayList<>();
        for (int i = 0; i < height; i++) {
            String left = i < height() ? lines.get(i) : " ".repeat(width());
            String rightLine = i < right.height() ? right.lines.get(i) : " ".repeat(right.width());
            joined.add(left + rightLine);
        }
        return new TextBox(joined);
    }

    /** This box on top of below, the narrower one padded as the alignment says. */
    public TextBox above(TextBox below, Alignment alignment) {
        int width = Math.max(width(), below.width());
        List<String> stacked = new ArrayList<>(padded(width, alignment));
        stacked.addAll(below.padded(width, alignment));
        return new TextBox(stacked);
    }

    private List<String> padded(int width, Alignment alignment) {
        int extra = width - width();
        int left = switch (alignment) {
            case LEFT -> 0;
            case RIGHT -> extra;
            case CENTRE -> extra / 2;
        };
        return lines.stream().map(line -> " ".repeat(left) + line + " ".repeat(extra - left)).toList();
    }

    @Override
    public String toString() {
        return String.join("\n", lines);
    }
}
