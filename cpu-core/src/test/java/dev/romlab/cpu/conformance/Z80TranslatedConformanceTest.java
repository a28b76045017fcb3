package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Engine;
import dev.romlab.cpu.z80.Z80;
import dev.romlab.cpu.z80.Z80Registration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Z80 conformance vector (SingleStepTests and FUSE) run through the translating engine: each instruction
 * translated at once into a block of one ({@link InstructionStep}) and executed in place of the interpreter's step,
 * with the suites' own checks. An instruction the translator leaves to the interpreter is stepped by it, as in any
 * run; each set's last test says how many ran translated.
 */
class Z80TranslatedConformanceTest {

    @TestFactory
    Stream<DynamicTest> everySstFilePassesTranslated() {
        InstructionStep translated = new InstructionStep(Engine.TRANSLATOR);
        SingleStepSuite suite = Z80Registration.singleStepTests(Z80::new).steppedBy(translated, false);
        return ConformanceData.dynamicTests(testdata -> Stream.concat(suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(
                file.getFileName().toString(), file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                })), Stream.of(DynamicTest.dynamicTest("count", () -> {
                    System.out.println("Z80 SST vectors run as translated blocks: " + translated.translated());
                    assertTrue(translated.translated() > 100_000, translated.translated() + " translated");
                }))));
    }

    @TestFactory
    Stream<DynamicTest> everyFuseGroupPassesTranslated() {
        InstructionStep translated = new InstructionStep(Engine.TRANSLATOR);
        FuseSuite suite = new FuseSuite("z80/fuse", Z80::new).stepping(translated);
        return ConformanceData.dynamicTests(testdata -> {
            Stream<DynamicTest> groups = suite.run(testdata, report -> { }).files().stream()
                    .map(report -> DynamicTest.dynamicTest(report.file(),
                            () -> assertTrue(report.allPassed(), report::describe)));
            long fuse = translated.translated();
            return Stream.concat(groups, Stream.of(DynamicTest.dynamicTest("count", () -> {
                System.out.println("Z80 FUSE instructions run as translated blocks: " + fuse);
                assertTrue(fuse > 1_000, fuse + " translated");
            })));
        });
    }
}
