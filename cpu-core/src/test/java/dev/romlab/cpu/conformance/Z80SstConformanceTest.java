package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.z80.Z80;
import dev.romlab.cpu.z80.Z80Registration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The Z80 against SingleStepTests/z80 ({@code shared/testdata/z80/sst-v1}): one dynamic test per file, each
 * checking all its vectors and failing with the first few register/flag diffs.
 */
class Z80SstConformanceTest {

    @TestFactory
    Stream<DynamicTest> everySstFilePasses() {
        SingleStepSuite suite = Z80Registration.singleStepTests(Z80::new);
        return ConformanceData.dynamicTests(testdata -> suite.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(
                file.getFileName().toString(), file.toUri(), () -> {
                    FileReport report = suite.runFile(file);
                    assertTrue(report.allPassed(), report::describe);
                })));
    }
}
