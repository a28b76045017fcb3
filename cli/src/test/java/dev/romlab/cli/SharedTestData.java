package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import dev.romlab.cpu.conformance.TestData;

/**
 * The shared test data ({@code ../shared/testdata}), found as {@code romlab conformance} finds it ({@link TestData}),
 * for the command tests that run on it; never copied into the repository.
 */
final class SharedTestData {

    private SharedTestData() {
    }

    /** The data folder: skipped (a JUnit assumption) when absent, except under {@code CI=true}, where that fails. */
    static Path folder() {
        Optional<Path> shared = TestData.locate();
        if (shared.isEmpty()) {
            String message = "conformance data not found; looked in " + TestData.candidates(null);
            if ("true".equals(System.getenv("CI"))) {
                fail(message + " and CI=true");
            }
            assumeTrue(false, message + ": skipped");
        }
        return shared.get();
    }

    /**
     * A small data folder {@code root} for a command to run on: links to {@code paths} (files or folders of the
     * shared data, as {@code "tms9900/div.json.gz"}) at the same places below it. Skipped or failed as
     * {@link #folder()}.
     */
    static Path linked(Path root, String... paths) throws IOException {
        Path shared = folder();
        for (String path : paths) {
            Path link = root.resolve(path);
            Files.createDirectories(link.getParent());
            Files.createSymbolicLink(link, shared.resolve(path));
        }
        return root;
    }
}
