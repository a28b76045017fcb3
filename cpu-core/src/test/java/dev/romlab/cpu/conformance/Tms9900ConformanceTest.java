package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.tms9900.Tms9900Descriptions;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The TMS9900 against {@code shared/testdata/tms9900}: all 69 files, PC, WP, ST, every word, the CRU traffic and
 * the cycles; then again with 4 wait states on every access (the TI-99/4A's 8-bit bus), where each vector must
 * take its cycles + 4 × its accesses, which checks every access count.
 */
class Tms9900ConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyFilePasses() {
        return everyFilePasses(0);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesWithWaitStates() {
        return everyFilePasses(4);
    }

    private static Stream<DynamicTest> everyFilePasses(int waitStates) {
        Tms9900Suite suite = Tms9900Descriptions.vectors(waitStates);
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName() + " W=" + waitStates, file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                })));
    }
}
