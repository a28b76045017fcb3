package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.z80.Z80;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The Z80 against FUSE's core tests ({@code shared/testdata/z80/fuse}): one dynamic test per opcode group
 * (unprefixed, cb, dd, ddcb, ed, fd, fdcb), each failing with the first few register/flag diffs.
 */
class Z80FuseConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyFuseGroupPasses() {
        FuseSuite suite = new FuseSuite("z80/fuse", Z80::new);
        return ConformanceData.dynamicTests(testdata -> suite.run(testdata, report -> { }).files().stream()
                .map(report -> DynamicTest.dynamicTest(report.file(),
                        () -> assertTrue(report.allPassed(), report::describe))));
    }
}
