package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.mos6502.Mos6502;
import dev.romlab.cpu.mos6502.Mos6502Descriptions;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The NMOS 6502 and the 2A03 against {@code shared/testdata/6502/nmos} and {@code 2a03}: every file, every vector,
 * registers, flags, memory, cycles and every bus cycle; no file left out (the JAM files included).
 */
class Mos6502SstConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyNmosFilePasses() {
        return everyFilePasses(Mos6502.Variant.NMOS);
    }

    @TestFactory
    Stream<DynamicTest> every2A03FilePasses() {
        return everyFilePasses(Mos6502.Variant.RICOH_2A03);
    }

    private static Stream<DynamicTest> everyFilePasses(Mos6502.Variant variant) {
        SingleStepSuite suite = Mos6502Descriptions.singleStepTests(variant);
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(suite.set() + "/" + file.getFileName(), file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                })));
    }
}
