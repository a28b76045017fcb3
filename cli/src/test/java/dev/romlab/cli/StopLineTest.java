package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stop line of {@code exec} and {@code debug} on every CPU: a halt names the halting instruction's own address
 * and label (not the address after it), in the CPU's own terms (Z80 HALT, TMS9900 IDLE, COMET II's outermost
 * RET; the 6502 has none).
 */
class StopLineTest {

    private static final String TMS9900 = "../roms/tms9900/examples/sum.a99";
    private static final String MOS6502 = "../roms/6502/examples/sum.s65";

    @TempDir
    Path dir;

    @Test
    void aZ80HaltNamesTheHaltsAddressAndLabel() throws IOException {
        Path source = Files.writeString(dir.resolve("halt.asm"), ".org $0100\n    ld a,5\ndone: halt\n    nop\n");

        CommandRun run = CommandRun.of("exec", source.toString()).assertExit(0);
        CommandRun debug = CommandRun.withInput("c\n", "debug", source.toString()).assertExit(0);

        assertTrue(run.transcript().contains("halted at $0102 (done)\nAF=05"), run.transcript());
        assertTrue(run.transcript().contains(" PC=0103 "), run.transcript()); // the pc itself has moved past it
        assertTrue(debug.out().contains("stopped at $0102 (done): halted\n"), debug.transcript());
    }

    @Test
    void aTms9900IdleIsIdleAtTheIdleWord() {
        CommandRun run = CommandRun.of("exec", TMS9900).assertExit(0);

        assertTrue(run.transcript().contains("idle at >A010 (DONE)\nWP=8300"), run.transcript());
    }

    @Test
    void aRunShortOfTheEndSaysTheEndInTheCpusTerms() {
        CommandRun.of("exec", TMS9900, "--max-cycles", "20")
                .assertFailure("stopped before IDLE: cycle budget of 20 clock cycles exhausted (raise --max-cycles)");
        CommandRun.of("exec", MOS6502, "--max-cycles", "20").assertFailure("the 6502 has no HALT (stop the run with "
                + "--until ADDR or --until ret): cycle budget of 20 cycles exhausted (raise --max-cycles)");
    }
}
