package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.SharedTestData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The shared TMS9900 test data ({@code tms9900/*.json.gz}: 13,463 vectors) for the tests that hold every vector
 * against a table of this module: each vector found, checked, and the disagreements listed (the first 30).
 */
final class Tms9900Vectors {

    /** What one test checks of one vector. */
    @FunctionalInterface
    interface Check {
        /** Null when {@code vector}, a match in {@code file}, agrees, else the line that says how it does not. */
        String problem(Path file, Matcher vector) throws Exception;
    }

    private static final int VECTORS = 13_463;
    private static final int SHOWN = 30;

    private Tms9900Vectors() {
    }

    /**
     * Checks every match of {@code vector} in every file, in file-name order, and fails with the first disagreements
     * when there are any ({@code disagree} says what they are: "vectors disagree with the table"), or when the files
     * do not hold all the vectors.
     */
    static void assertEvery(Pattern vector, String disagree, Check check) throws Exception {
        Path folder = SharedTestData.folder("TMS9900 vectors", "tms9900");
        List<String> failures = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json.gz")).sorted().toList()) {
                Matcher found = vector.matcher(read(file));
                while (found.find()) {
                    checked++;
                    String problem = check.problem(file, found);
                    if (problem != null) {
                        failures.add(problem);
                    }
                }
            }
        }
        assertEquals(VECTORS, checked, "vectors found in " + folder);
        assertEquals(List.of(), failures.subList(0, Math.min(SHOWN, failures.size())),
                failures.size() + " of " + checked + " " + disagree);
    }

    private static String read(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
