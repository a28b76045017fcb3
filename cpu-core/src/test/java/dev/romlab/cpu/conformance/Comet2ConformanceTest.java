package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.romlab.cpu.Engine;

/**
 * COMET II against {@code shared/testdata/comet2}: all 38 files, {@code deviations.json.gz} by the specification, on
 * the interpreter and through the translator (each vector's instruction a block of its own).
 */
class Comet2ConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyFilePasses() {
        return everyFilePassesOn(Engine.INTERPRETER);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesThroughTheTranslator() {
        return everyFilePassesOn(Engine.TRANSLATOR);
    }

    private static Stream<DynamicTest> everyFilePassesOn(Engine engine) {
        Comet2VectorSuite suite = new Comet2VectorSuite(engine);
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(engine.id() + " comet2/" + file.getFileName(), file.toUri(),
                        () -> {
                            long translatedBefore = suite.translated();
                            FileReport report = suite.runFile(file);
                            assertTrue(report.allPassed(), report::describe);
                            assertTrue(report.passed() >= 100, () -> report.passed() + " vectors in " + file);
                            if (engine == Engine.TRANSLATOR) {
                                long translated = suite.translated() - translatedBefore;
                                assertTrue(translated >= report.passed() / 2,
                                        () -> translated + " of " + report.passed() + " translated in " + file);
                            }
                        })));
    }
}
