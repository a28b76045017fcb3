package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.translate.BlockTranslator;
import dev.romlab.cpu.translate.Translation;
import dev.romlab.cpu.z80.Z80;
import dev.romlab.cpu.z80.Z80Registration;
import java.util.function.IntSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Z80 conformance vector (SingleStepTests and FUSE) run through the translating engine: each instruction
 * translated at once into a block of one ({@code new Translation(cpu, translator, a -> false, 0, 1)}) and executed in
 * place of the interpreter's step, with the suites' own checks. An instruction the translator leaves to the
 * interpreter is stepped by it, as in any run; each file's test also asserts that some of its vectors ran translated
 * where the translator covers the file's opcode.
 */
class Z80TranslatedConformanceTest {

    /** Instructions run as translated blocks, over the whole class (printed for the report). */
    private static long translated;

    /** The translating engine's step: a fresh engine per vector, whose code guards the memory's pages anew. */
    static final Stepping TRANSLATED = cpu -> {
        BlockTranslator translator = cpu.blockTranslator().orElseThrow();
        translator.memory().unguardCode();
        Translation translation = new Translation(cpu, translator, address -> false, 0, 1);
        return () -> step(cpu, translation);
    };

    private static int step(Cpu cpu, Translation translation) {
        long before = cpu.cycles();
        long blocks = translation.blocksTranslated();
        translation.execute(Long.MAX_VALUE);
        if (translation.blocksTranslated() > blocks) {
            translated++;
        }
        return (int) (cpu.cycles() - before);
    }

    @TestFactory
    Stream<DynamicTest> everySstFilePassesTranslated() {
        SingleStepSuite suite = Z80Registration.singleStepTests(Z80::new).stepping(TRANSLATED);
        return ConformanceData.dynamicTests(testdata -> Stream.concat(suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(
                file.getFileName().toString(), file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                })), Stream.of(DynamicTest.dynamicTest("count", () -> {
                    System.out.println("Z80 SST vectors run as translated blocks: " + translated);
                    assertTrue(translated > 0);
                }))));
    }

    @TestFactory
    Stream<DynamicTest> everyFuseGroupPassesTranslated() {
        FuseSuite suite = new FuseSuite("z80/fuse", Z80::new).stepping(TRANSLATED);
        return ConformanceData.dynamicTests(testdata -> {
            long before = translated;
            Stream<DynamicTest> groups = suite.run(testdata, report -> { }).files().stream()
                    .map(report -> DynamicTest.dynamicTest(report.file(),
                            () -> assertTrue(report.allPassed(), report::describe)));
            long fuse = translated - before;
            return Stream.concat(groups, Stream.of(DynamicTest.dynamicTest("count", () -> {
                System.out.println("Z80 FUSE instructions run as translated blocks: " + fuse);
                assertTrue(fuse > 0);
            })));
        });
    }
}
