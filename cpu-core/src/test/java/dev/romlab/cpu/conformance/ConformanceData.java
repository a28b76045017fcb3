package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The test-data folder for conformance tests: skipped (a JUnit assumption) when it is absent, as on a user's
 * machine, but failed when {@code CI=true}, so a wrong path never turns the suite into silent skips
 * ({@code shared/testdata/README.md}).
 */
final class ConformanceData {

    private ConformanceData() {
    }

    /**
     * The dynamic tests {@code tests} makes from the folder; without the folder, one test named "conformance data"
     * that is skipped with the reason (so the build's summary counts and shows it) or, under CI, fails.
     */
    static Stream<DynamicTest> dynamicTests(Function<Path, Stream<DynamicTest>> tests) {
        Optional<Path> found = TestData.locate();
        return found.isPresent() ? tests.apply(found.get())
                : Stream.of(DynamicTest.dynamicTest("conformance data", () -> folder()));
    }

    static Path folder() {
        Optional<Path> found = TestData.locate();
        if (found.isEmpty()) {
            String message = "conformance data not found; looked in " + TestData.candidates(null)
                    + " (set " + TestData.ENVIRONMENT + "=DIR)";
            if ("true".equals(System.getenv("CI"))) {
                fail(message + " and CI=true");
            }
            assumeTrue(false, message + ": skipped");
        }
        return found.get();
    }
}
