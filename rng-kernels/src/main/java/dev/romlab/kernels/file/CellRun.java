package dev.romlab.kernels.file;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run of {@code count} consecutive memory cells that one {@code [[input]]} or {@code [[output]]} names
 * ({@code count = 169}, {@code columns = 13}): cell {@code i} is {@code i × size} addresses on, named from the
 * name as a template. {@code {i}} is the index, {@code {row}} and {@code {column}} its place in rows of
 * {@code columns} cells ({@code r{row}c{column}}: {@code r0c0} .. {@code r12c12}); a name without them gets the
 * index appended ({@code view} gives {@code view0} .. {@code view168}). {@code columns} is 0 when the file gives
 * none.
 */
record CellRun(int count, int columns) {

    /** The most cells a run names: a 64K memory's bytes. */
    static final int MAX_COUNT = 65_536;

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}]*)}");
    private static final List<String> PLACEHOLDERS = List.of("i", "row", "column");

    /**
     * Why {@code template} cannot name this run's cells (an unknown placeholder, rows without columns, columns
     * without rows), or null when it can.
     */
    String problem(String template) {
        Matcher m = PLACEHOLDER.matcher(template);
        boolean rows = false;
        while (m.find()) {
            if (!PLACEHOLDERS.contains(m.group(1))) {
                return "'{" + m.group(1) + "}' is no placeholder (" + String.join(", ", PLACEHOLDERS.stream()
                        .map(p -> "{" + p + "}").toList()) + ")";
            }
            rows |= !m.group(1).equals("i");
        }
        if (rows && columns == 0) {
            return "{row} and {column} go with columns = N";
        }
        if (!rows && columns > 0) {
            return "columns = " + columns + " goes with {row} and {column} in the name";
        }
        return null;
    }

    /** The cells' names, in address order. */
    List<String> names(String template) {
        boolean placed = PLACEHOLDER.matcher(template).find();
        List<String> names = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            names.add(!placed ? template + i : template.replace("{i}", Integer.toString(i))
                    .replace("{row}", Integer.toString(columns == 0 ? 0 : i / columns))
                    .replace("{column}", Integer.toString(columns == 0 ? i : i % columns)));
        }
        return names;
    }
}
