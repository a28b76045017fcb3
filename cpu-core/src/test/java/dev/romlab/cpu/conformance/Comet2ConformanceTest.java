package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** COMET II against {@code shared/testdata/comet2}: all 38 files, {@code deviations.json.gz} by the specification. */
class Comet2ConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyFilePasses() {
        Comet2VectorSuite suite = new Comet2VectorSuite();
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest("comet2/" + file.getFileName(), file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                    assertTrue(report.passed() >= 100, () -> report.passed() + " vectors in " + file);
                })));
    }
}
