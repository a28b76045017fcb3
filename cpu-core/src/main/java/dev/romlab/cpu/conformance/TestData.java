package dev.romlab.cpu.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Finds the third-party conformance data ({@code shared/testdata}), which lives beside the repository and is
 * never copied into it (see {@code shared/testdata/README.md}), from any working directory.
 *
 * <p>Where it looks, first match wins:
 * <ol>
 * <li>the folder the caller names (the CLI's {@code --data DIR}): used as given, never second-guessed;</li>
 * <li>the folder the environment variable {@value #ENVIRONMENT} names;</li>
 * <li>{@code ../shared/testdata} beside the repository the classes were built from (recorded in
 *     {@code build.properties} at build time, so an installed jar finds it wherever it is run);</li>
 * <li>{@code ../shared/testdata} from the working directory (a repository root).</li>
 * </ol>
 */
public final class TestData {

    /** The environment variable naming the folder. */
    public static final String ENVIRONMENT = "ROMLAB_TESTDATA";

    private static final String BUILD_PROPERTIES = "build.properties";

    private TestData() {
    }

    /** The folder found by the search above; the explicit folder counts only if it exists. */
    public static Optional<Path> locate(Path explicit) {
        return firstFolder(candidates(explicit));
    }

    /** {@link #locate} without an explicit folder. */
    public static Optional<Path> locate() {
        return locate(null);
    }

    /** Every place {@link #locate} tries, in order, for error messages that say where it looked. */
    public static List<Path> candidates(Path explicit) {
        return candidates(explicit, System.getenv(), buildRepository(), Path.of("").toAbsolutePath());
    }

    /** The first of {@code candidates} that is a folder, absolute and normalised. */
    static Optional<Path> firstFolder(List<Path> candidates) {
        return candidates.stream().filter(Files::isDirectory).findFirst()
                .map(folder -> folder.toAbsolutePath().normalize());
    }

    /**
     * The places to look, in order, given the environment, the repository the classes were built from (if
     * known) and the working directory.
     */
    static List<Path> candidates(Path explicit, Map<String, String> environment, Optional<Path> buildRepository,
            Path workingDirectory) {
        List<Path> candidates = new ArrayList<>();
        if (explicit != null) {
            candidates.add(explicit);
            return candidates;
        }
        String named = environment.get(ENVIRONMENT);
        if (named != null && !named.isBlank()) {
            candidates.add(Path.of(named));
        }
        buildRepository.map(TestData::besideRepository).ifPresent(candidates::add);
        Path fromWorkingDirectory = besideRepository(workingDirectory);
        if (!candidates.contains(fromWorkingDirectory)) {
            candidates.add(fromWorkingDirectory);
        }
        return candidates;
    }

    /** {@code ../shared/testdata} beside the repository at {@code root}. */
    static Path besideRepository(Path root) {
        return root.toAbsolutePath().normalize().resolveSibling("shared").resolve("testdata");
    }

    /** The repository root {@code build.properties} recorded, if the build filled it in. */
    static Optional<Path> buildRepository() {
        Properties properties = new Properties();
        try (InputStream in = TestData.class.getResourceAsStream(BUILD_PROPERTIES)) {
            if (in == null) {
                return Optional.empty();
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + BUILD_PROPERTIES, e);
        }
        String root = properties.getProperty("repository.root", "");
        if (root.isBlank() || root.contains("${")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(root));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}
