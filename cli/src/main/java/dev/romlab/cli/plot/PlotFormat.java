package dev.romlab.cli.plot;

import java.nio.file.Path;
import java.util.Locale;

/** The picture formats, chosen by the file's extension. */
public enum PlotFormat {
    SVG(".svg"), PNG(".png");

    private final String extension;

    PlotFormat(String extension) {
        this.extension = extension;
    }

    /** The format {@code file}'s name ends in (any case); an {@link IllegalArgumentException} naming both otherwise. */
    public static PlotFormat of(Path file) {
        Path name = file.getFileName();
        String text = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        for (PlotFormat format : values()) {
            if (text.endsWith(format.extension) && text.length() > format.extension.length()) {
                return format;
            }
        }
        return fail(file);
    }

    private static PlotFormat fail(Path file) {
        throw new IllegalArgumentException("'" + file + "' is neither an SVG (.svg) nor a PNG (.png) file name");
    }
}
