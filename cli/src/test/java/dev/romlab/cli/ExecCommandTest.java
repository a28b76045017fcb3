package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExecCommandTest {

    private static final String PROGRAM = ".org $0100\n    ld a,5 \\ ld b,a \\ add a,b\n"
            + "    ld hl,$1234 \\ push hl \\ pop de\n    halt\n";

    @TempDir
    Path dir;

    private Path source(String text) throws IOException {
        return Files.writeString(dir.resolve("program.asm"), text);
    }

    @Test
    void runsASourceUntilHaltAndPrintsRegistersAndCounts() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString()).assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals(4, lines.size(), run.transcript());
        assertTrue(lines.get(0).startsWith("halted at 0x010"), run.transcript());
        // 5 + 5 = $0A: no flag but the copy of bit 3
        assertEquals("AF=0A08 BC=0500 DE=1234 HL=1234 IX=0000 IY=0000 SP=FFFF F=----3---", lines.get(1));
        assertEquals("7 instructions, 50 T-states", lines.get(3));
    }

    @Test
    void runsABinaryFromItsEntry() throws IOException {
        // at $2000: jr $2004 \ halt \ ld a,$42 \ halt
        Path binary = Files.write(dir.resolve("code.bin"), new byte[] {0x18, 0x02, 0x76, 0x00, 0x3E, 0x42, 0x76});

        CommandRun run = CommandRun.of("exec", binary.toString(), "--org", "0x2000", "--entry", "$2004")
                .assertExit(0);

        assertTrue(run.out().contains("\nAF=42"), run.transcript());
        assertTrue(run.out().contains("2 instructions, 11 T-states"), run.transcript());
    }

    @Test
    void traceShowsOneFixedColumnLinePerInstruction() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString(), "--trace").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("T=      15 +4  PC=0103 80          add a,b              "
                + "AF=0A08 BC=0500 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=----3---", lines.get(2));
        assertEquals("T=      36 +11 PC=0107 E5          push hl              "
                + "AF=0A08 BC=0500 DE=0000 HL=1234 IX=0000 IY=0000 SP=FFFD F=----3---", lines.get(4));
        assertEquals(7 + 4, lines.size(), run.transcript());
    }

    @Test
    void jsonHasStopReasonCountsAndEveryRegister() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString(), "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals("halted", ((Map<?, ?>) json.get("stop")).get("reason"), run.out());
        assertEquals(Map.of("count", 50L, "unit", "T-states"), json.get("cycles"), run.out());
        assertEquals(7L, ((Number) json.get("instructions")).longValue(), run.out());
        assertEquals(0x1234L, ((Number) ((Map<?, ?>) json.get("registers")).get("DE")).longValue(), run.out());
        assertEquals(true, ((Map<?, ?>) json.get("registers")).get("HALTED"), run.out());
    }

    @Test
    void budgetExhaustedIsAFailureAfterTheReport() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\nloop: jr loop\n").toString(), "--max-cycles", "1000")
                .assertFailure("stopped before HALT: cycle budget of 1000 T-states exhausted (raise --max-cycles)");

        assertTrue(run.out().contains("84 instructions, 1,008 T-states"), run.transcript());
    }

    @Test
    void badSourcePrintsDiagnosticsAndFails() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\n    ld q,1\n").toString())
                .assertFailure("program.asm: 1 error");

        assertTrue(run.err().contains("program.asm:2:"), run.transcript());
    }

    @Test
    void orgWithASourceIsUsageError() throws IOException {
        CommandRun.of("exec", source(PROGRAM).toString(), "--org", "0").assertUsageError("--org is for binaries");
    }

    @Test
    void zeroBudgetIsUsageError() throws IOException {
        CommandRun.of("exec", source(PROGRAM).toString(), "--max-cycles", "0")
                .assertUsageError("'0' must be a positive number");
    }

    @Test
    void emptyBinaryFails() throws IOException {
        Path binary = Files.write(dir.resolve("empty.bin"), new byte[0]);

        CommandRun.of("exec", binary.toString()).assertFailure("empty.bin: the file is empty");
    }
}
