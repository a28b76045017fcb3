package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Engine;
import dev.romlab.cpu.mos6502.Mos6502;
import dev.romlab.cpu.mos6502.Mos6502Descriptions;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The 6502 and 2A03 vectors through the translator: each vector's instruction runs as a block of one, translated at
 * once, and must leave the registers, flags, memory and cycle count the vector gives. The bus itself is compared by
 * {@link Mos6502SstConformanceTest}: a bus listener makes the translator step its interpreter. The JAM opcodes,
 * instructions that wrap past $FFFF and JSRs whose operand is on the stack page are left to the interpreter; the last test of each set says how many
 * vectors ran translated and wants at least {@value #LEAST_TRANSLATED}.
 */
class Mos6502TranslatedConformanceTest {

    /** 256 opcodes less the 12 JAMs, at 200 vectors each, less a few near $FFFF or with JSR on the stack page. */
    private static final int LEAST_TRANSLATED = 48_700;

    @TestFactory
    Stream<DynamicTest> everyNmosVectorPassesTranslated() {
        return everyFilePasses(Mos6502.Variant.NMOS);
    }

    @TestFactory
    Stream<DynamicTest> every2A03VectorPassesTranslated() {
        return everyFilePasses(Mos6502.Variant.RICOH_2A03);
    }

    private static Stream<DynamicTest> everyFilePasses(Mos6502.Variant variant) {
        InstructionStep translated = new InstructionStep(Engine.TRANSLATOR);
        SingleStepSuite suite = Mos6502Descriptions.singleStepTests(variant).steppedBy(translated, false);
        return ConformanceData.dynamicTests(testdata -> Stream.concat(suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(suite.set() + "/" + file.getFileName() + " translated",
                        file.toUri(), () -> {
                            FileReport report = suite.runFile(file);
                            assertTrue(report.allPassed(), report::describe);
                        })),
                Stream.of(DynamicTest.dynamicTest(suite.set() + ": vectors run translated", () -> {
                    System.out.println(suite.set() + ": " + translated.translated() + " vectors ran translated");
                    assertTrue(translated.translated() >= LEAST_TRANSLATED, translated.translated() + " vectors ran translated");
                }))));
    }
}
