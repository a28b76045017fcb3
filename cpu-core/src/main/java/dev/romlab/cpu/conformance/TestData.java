package dev.romlab.cpu.conformance;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the third-party conformance data ({@code shared/testdata}), which lives beside the repository and is
 * never copied into it (see {@code shared/testdata/README.md}).
 *
 * <p>Where it looks, first match wins:
 * <ol>
 * <li>the folder the caller names (the CLI's {@code --data DIR}): used as given, never second-guessed;</li>
 * <li>the system property {@value #PROPERTY} (the parent POM sets it for surefire);</li>
 * <li>walking up from the working directory to the folder whose {@code pom.xml} is the root POM
 *     ({@code <artifactId>romlab-parent</artifactId>}), then {@code ../shared/testdata} beside it;</li>
 * <li>the same walk up from the running jar's location (the CLI's shaded jar in {@code cli/target/}).</li>
 * </ol>
 */
public final class TestData {

    /** The system property naming the folder. */
    public static final String PROPERTY = "romlab.testdata";

    private static final String ROOT_ARTIFACT = "<artifactId>romlab-parent</artifactId>";

    private TestData() {
    }

    /** The folder found by the search above; the explicit folder counts only if it exists. */
    public static Optional<Path> locate(Path explicit) {
        for (Path candidate : candidates(explicit)) {
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate.toAbsolutePath().normalize());
            }
        }
        return Optional.empty();
    }

    /** {@link #locate} without an explicit folder. */
    public static Optional<Path> locate() {
        return locate(null);
    }

    /** Every place {@link #locate} tries, in order, for error messages that say where it looked. */
    public static List<Path> candidates(Path explicit) {
        List<Path> candidates = new ArrayList<>();
        if (explicit != null) {
            candidates.add(explicit);
            return candidates;
        }
        String property = System.getProperty(PROPERTY);
        if (property != null && !property.isBlank()) {
            candidates.add(Path.of(property));
        }
        besideRepositoryAbove(Path.of("").toAbsolutePath()).ifPresent(candidates::add);
        runningJarFolder().flatMap(TestData::besideRepositoryAbove).ifPresent(candidates::add);
        return candidates;
    }

    /** {@code <root>/../shared/testdata} for the first folder at or above {@code start} holding the root POM. */
    static Optional<Path> besideRepositoryAbove(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (isRepositoryRoot(dir)) {
                return Optional.of(dir.resolveSibling("shared").resolve("testdata"));
            }
        }
        return Optional.empty();
    }

    private static boolean isRepositoryRoot(Path dir) {
        Path pom = dir.resolve("pom.xml");
        try {
            return Files.isRegularFile(pom) && Files.readString(pom, StandardCharsets.UTF_8).contains(ROOT_ARTIFACT);
        } catch (IOException e) {
            return false;
        }
    }

    private static Optional<Path> runningJarFolder() {
        try {
            CodeSource source = TestData.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return Optional.empty();
            }
            return Optional.ofNullable(Path.of(source.getLocation().toURI()).getParent());
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }
}
