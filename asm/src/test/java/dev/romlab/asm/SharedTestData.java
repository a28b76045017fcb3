package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The shared test vectors, read from {@code -Dromlab.testdata} (the build sets it to {@code ../shared/testdata}) and
 * never copied into the repository.
 */
public final class SharedTestData {

    private SharedTestData() {
    }

    /**
     * The folder {@code path} of the test data ({@code "z80", "sst-v1"}), holding {@code what}: skipped when absent,
     * except under {@code CI=true}, where that fails, so a wrong path never turns a suite into silent skips.
     */
    public static Path folder(String what, String... path) {
        String root = System.getProperty("romlab.testdata");
        Path folder = root == null ? null : Path.of(root, path);
        if (folder == null || !Files.isDirectory(folder)) {
            String message = what + " not found at " + folder + " (set -Dromlab.testdata=DIR)";
            if ("true".equals(System.getenv("CI"))) {
                fail(message + " and CI=true");
            }
            assumeTrue(false, message + ": skipped");
        }
        return folder;
    }
}
