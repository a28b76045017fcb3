package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.translate.BlockTranslator;
import dev.romlab.cpu.translate.Translation;
import dev.romlab.cpu.tms9900.Tms9900;
import dev.romlab.cpu.tms9900.Tms9900Descriptions;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every TMS9900 vector run through the translating engine: each instruction translated at once into a block of one
 * ({@code Translation(cpu, translator, a -> false, 0, 1)}, {@code execute} in place of {@code step}), checked as
 * {@link Tms9900ConformanceTest} checks the interpreter, with and without wait states. The instructions the
 * translator leaves to the interpreter (X, IDLE, RSET, CKON, CKOF, LREX, the illegal opcodes) are stepped by it;
 * the count of vectors that ran as a block is printed.
 */
class Tms9900TranslatorConformanceTest {

    private static final AtomicLong VECTORS = new AtomicLong();
    private static final AtomicLong TRANSLATED = new AtomicLong();

    @TestFactory
    Stream<DynamicTest> everyFilePassesTranslated() {
        return everyFilePasses(0);
    }

    @TestFactory
    Stream<DynamicTest> everyFilePassesTranslatedWithWaitStates() {
        return everyFilePasses(4);
    }

    @AfterAll
    static void report() {
        System.out.printf("TMS9900 vectors through the translator: %,d of %,d ran as translated blocks%n",
                TRANSLATED.get(), VECTORS.get());
    }

    /** One instruction through a fresh engine of blocks of one; the cycles it took. */
    static int translatedStep(Cpu cpu) {
        BlockTranslator translator = cpu.blockTranslator().orElseThrow();
        Translation translation = new Translation(cpu, translator, address -> false, 0, 1);
        long before = cpu.cycles();
        translation.execute(Long.MAX_VALUE);
        VECTORS.incrementAndGet();
        TRANSLATED.addAndGet(translation.blocksTranslated());
        translator.memory().unguardCode(); // the suite's memory serves the next vector
        return (int) (cpu.cycles() - before);
    }

    private static Stream<DynamicTest> everyFilePasses(int waitStates) {
        Tms9900Suite suite = new Tms9900Suite(Tms9900::new, Tms9900Descriptions.VECTOR_FIELDS, waitStates,
                Tms9900TranslatorConformanceTest::translatedStep);
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName() + " W=" + waitStates + " translated",
                        file.toUri(), () -> {
                            FileReport report = suite.runFile(file);
                            assertTrue(report.allPassed(), report::describe);
                        })));
    }
}
