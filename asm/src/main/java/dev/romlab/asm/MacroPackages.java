package dev.romlab.asm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The macro packages a dialect bundles for {@code .macpack NAME} (ca65's {@code generic} and {@code longbranch}):
 * romlab's own source, in the resources under {@code dev/romlab/asm/macpack/DIALECT/}, listed in its
 * {@code packages.txt}.
 */
final class MacroPackages {

    private static final String FOLDER = "/dev/romlab/asm/macpack/";

    private MacroPackages() {
    }

    /** The names of the dialect's packages (none when it bundles none). */
    static List<String> names(String dialect) {
        String index = resource(dialect + "/packages.txt");
        return index == null ? List.of() : index.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /** The source of package {@code name}, or null when the dialect has no such package. */
    static String text(String dialect, String name) {
        return names(dialect).contains(name) ? resource(dialect + "/" + name + ".s") : null;
    }

    private static String resource(String path) {
        try (InputStream in = MacroPackages.class.getResourceAsStream(FOLDER + path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + FOLDER + path, e);
        }
    }
}
