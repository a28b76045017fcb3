package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The programs bundled in the roms module, run as README shows them, with their whole-run totals pinned:
 * a total pins the timing of every instruction along the way (roms/README.md, "Pinned totals").
 */
class BundledProgramsTest {

    @TempDir
    Path dir;

    /** A copy of a class-path resource of the roms module, as users find it in the repository. */
    private Path bundled(String resource) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(resource)) {
            assertTrue(in != null, "no resource " + resource);
            return Files.write(dir.resolve(Path.of(resource).getFileName().toString()), in.readAllBytes());
        }
    }

    @Test
    void helloDicePrintsItsGreetingRollsAndTotals() throws IOException {
        CommandRun run = CommandRun.of("cpm", bundled("roms/z80/cpm/hello-dice.asm").toString()).assertExit(0);

        // CP/M ends lines with CR LF, passed through as they are
        assertTrue(run.out().startsWith("Hello from romlab, a Z80 on CP/M 2.2!\r\n"), run.transcript());
        assertEquals(List.of("Hello from romlab, a Z80 on CP/M 2.2!", "The TPA ends at $FE06",
                "LFSR bytes: C4 62 3B 0D BB 77 1F BF ", "d20 rolls: 16  5 20  5 16 13  5  1 11 16 "),
                run.out().lines().toList(), run.transcript());
        // the totals go to stderr, so that stdout holds the program's output alone
        assertTrue(run.err().matches("2,018 instructions, 18,587 T-states, [0-9,]+\\.[0-9] emulated MHz\n"),
                run.transcript());
    }

    @Test
    void sumAddsItsTableIntoHl() throws IOException {
        CommandRun run = CommandRun.of("exec", bundled("roms/z80/examples/sum.asm").toString()).assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals("AF=0E08 BC=0000 DE=0117 HL=000E IX=0000 IY=0000 SP=FFFF F=----3---", lines.get(1));
        assertEquals("34 instructions, 256 T-states", lines.get(3));
    }

    @Test
    void benchmarkLoopRunsPastAMillionTStatesWithoutHalting() throws IOException {
        CommandRun run = CommandRun.of("exec", bundled("roms/z80/bench/crc16-loop.asm").toString(),
                "--max-cycles", "1_000_000").assertFailure("cycle budget of 1000000 T-states exhausted");

        assertTrue(run.err().contains("\n129,611 instructions, 1,000,002 T-states\n"), run.transcript());
    }
}
