package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.romlab.cpu.CpuRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adding a CPU is registering it: the made-up toy CPU of {@code dev.romlab.cli.toy} registers itself in the test
 * class path's {@code META-INF/services} exactly as the Z80 does in cpu-core's, and every command picks it up through
 * {@link Main#commandLine} without a line of CLI code naming it.
 *
 * <p>The registration ({@code src/test/toy-cpu}) is on the class path of this test's own execution ({@code toy-cpu}
 * in {@code cli/pom.xml}) only, so that every other test sees the real CPUs alone (Z80, 6502, 2A03, COMET II,
 * MLFE, TMS9900), as users
 * do; run elsewhere (an IDE, {@code -Dtest=}) without it, the tests are skipped.
 */
class RegisteredCpuTest {

    /** Counts A down from 3 to 0, then halts: 8 instructions, 17 cycles. */
    private static final String PROGRAM = """
                .org $10
                lda 3
            loop:
                add $FF
                jnz loop
                hlt
            """;

    private static final byte[] BYTES = {0x01, 0x03, 0x02, (byte) 0xFF, 0x03, 0x12, (byte) 0xFF};

    @TempDir
    Path dir;

    @BeforeAll
    static void theToyIsRegistered() {
        boolean registered = CpuRegistry.standard().find("toy").isPresent();
        if ("registered".equals(System.getProperty("romlab.toyCpu"))) {
            assertTrue(registered, "the toy-cpu execution's class path lacks the toy registration");
        }
        assumeTrue(registered, "the toy CPU is registered only in the toy-cpu test execution (cli/pom.xml)");
    }

    private Path source() throws IOException {
        return Files.writeString(dir.resolve("count.toy"), PROGRAM);
    }

    @Test
    void asmAssemblesAToySourceByItsExtension() throws IOException {
        Path out = dir.resolve("count.bin");
        CommandRun run = CommandRun.of("asm", source().toString(), "-o", out.toString()).assertExit(0);

        assertEquals(source() + ": 7 bytes at $10-$16 -> " + out + "\n", run.out());
        assertArrayEquals(BYTES, Files.readAllBytes(out));
    }

    @Test
    void disasmDecodesWithTheToyTable() throws IOException {
        Path binary = Files.write(dir.resolve("count.bin"), BYTES);
        CommandRun run = CommandRun.of("disasm", binary.toString(), "--cpu", "toy", "--org", "$10").assertExit(0);

        assertEquals("""
                    org $0010
                    lda $03         ; 10  01 03       2
                    add $FF         ; 12  02 FF       2
                    jnz $12         ; 14  03 12       3/2
                    hlt             ; 16  FF          1
                """, run.out());
    }

    @Test
    void execRunsOnTheToyInterpreterAndCountsItsCycles() throws IOException {
        CommandRun run = CommandRun.of("exec", source().toString()).assertExit(0);

        assertEquals("""
                halted at $17
                A=00 F=Z
                PC=17
                8 instructions, 17 cycles
                """, run.err());
    }

    @Test
    void execTracesInTheToyAddressWidthAndCycleUnit() throws IOException {
        CommandRun run = CommandRun.of("exec", source().toString(), "--trace").assertExit(0);

        assertEquals("C=       2 +2  PC=10 01 03 lda $03              A=03 F=-",
                run.err().lines().findFirst().orElseThrow(), run.transcript());
        assertTrue(run.err().contains("C=      17 +1  PC=16 FF    hlt                  A=00 F=Z"), run.transcript());
    }

    @Test
    void conformanceRunsTheToySuite() throws URISyntaxException {
        Path data = Path.of(getClass().getResource("/toy-testdata").toURI());
        CommandRun run = CommandRun.of("conformance", "toy", "--data", data.toString()).assertExit(0);

        assertEquals("toy/sst: 4 vectors in 1 files, 4 passed, 0 failed (0 files)\n", run.out());
    }

    @Test
    void cpuOptionsListEveryRegisteredCpu() {
        CommandRun run = CommandRun.of("exec", "--help").assertExit(0);

        assertTrue(run.out().contains("The CPU: 2a03, 6502, comet2, mlfe, tms9900, toy, z80"), run.out());
    }

    @Test
    void aBinaryNeedsTheCpuNamedOnceSeveralAreRegistered() throws IOException {
        Path binary = Files.write(dir.resolve("count.bin"), BYTES);

        CommandRun.of("exec", binary.toString()).assertUsageError("name the CPU with --cpu: 2a03, 6502, comet2, mlfe, tms9900, toy, z80");
    }

    @Test
    void anUnknownCpuListsTheKnownOnes() {
        CommandRun.of("conformance", "6809").assertUsageError("unknown CPU '6809' (known: 2a03, 6502, comet2, mlfe, tms9900, toy, z80)");
    }
}
