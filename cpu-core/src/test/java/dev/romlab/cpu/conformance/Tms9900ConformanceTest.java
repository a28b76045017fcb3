package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Engine;
import dev.romlab.cpu.tms9900.Tms9900;
import dev.romlab.cpu.tms9900.Tms9900Descriptions;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The TMS9900 against {@code shared/testdata/tms9900}: all 69 files, PC, WP, ST, every word, the CRU traffic and
 * the cycles; then again with 4 wait states on every access (the TI-99/4A's 8-bit bus), where each vector must
 * take its cycles + 4 × its accesses, which checks every access count. Both on the interpreter and through the
 * translator (each vector's instruction a block of its own; the instructions it leaves to the interpreter, X, IDLE,
 * RSET, CKON, CKOF, LREX and the illegal opcodes, are stepped there): the count that ran translated is printed.
 */
class Tms9900ConformanceTest {

    private static final AtomicLong VECTORS = new AtomicLong();
    private static final AtomicLong TRANSLATED = new AtomicLong();

    @TestFactory
    Stream<DynamicTest> everyFilePasses() {
        return everyFilePasses(0, Engine.INTERPRETER);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesWithWaitStates() {
        return everyFilePasses(4, Engine.INTERPRETER);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesThroughTheTranslator() {
        return everyFilePasses(0, Engine.TRANSLATOR);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesThroughTheTranslatorWithWaitStates() {
        return everyFilePasses(4, Engine.TRANSLATOR);
    }

    @AfterAll
    static void report() {
        if (VECTORS.get() > 0) {
            System.out.printf("TMS9900 vectors through the translator: %,d of %,d ran as translated blocks%n",
                    TRANSLATED.get(), VECTORS.get());
        }
    }

    private static Stream<DynamicTest> everyFilePasses(int waitStates, Engine engine) {
        Tms9900Suite suite = new Tms9900Suite(Tms9900::new, Tms9900Descriptions.VECTOR_FIELDS, waitStates, engine);
        String name = engine == Engine.INTERPRETER ? "" : " " + engine.id();
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName() + " W=" + waitStates + name, file.toUri(),
                        () -> {
                            long translatedBefore = suite.translated();
                            FileReport report = suite.runFile(file);
                            assertTrue(report.allPassed(), report::describe);
                            if (engine == Engine.TRANSLATOR) {
                                VECTORS.addAndGet(report.vectors());
                                TRANSLATED.addAndGet(suite.translated() - translatedBefore);
                            }
                        })));
    }
}
