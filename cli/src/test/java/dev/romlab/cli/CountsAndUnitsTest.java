package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Counts in text output have thousands separators (1,234), JSON's are plain numbers; help texts speak of cycles in
 * each CPU's unit, not of the Z80's T-states for every CPU.
 */
class CountsAndUnitsTest {

    @TempDir
    Path dir;

    @Test
    void asmCountsTheBytesWithSeparators() throws IOException {
        Path source = Files.writeString(dir.resolve("big.asm"), ".org $0100\n .fill 1200,0\n");

        CommandRun run = CommandRun.of("asm", source.toString(), "-o", dir.resolve("big.bin").toString())
                .assertExit(0);

        assertTrue(run.out().contains(": 1,200 bytes at $0100-$05AF -> "), run.transcript());
    }

    @Test
    void debugLoadCountsTheBytesWithSeparators() throws IOException {
        Path source = Files.writeString(dir.resolve("halt.asm"), ".org $0100\n halt\n");
        Path data = Files.write(dir.resolve("data.bin"), new byte[2000]);

        CommandRun run = CommandRun.withInput("load " + data + " $9000\n", "debug", source.toString())
                .assertExit(0);

        assertTrue(run.out().contains("loaded 2,000 bytes at $9000 to $97CF"), run.transcript());
    }

    @Test
    void aCpmProgramTooLargeIsCountedWithSeparators() throws IOException {
        Path program = Files.write(dir.resolve("huge.com"), new byte[65_000]);

        CommandRun.of("cpm", program.toString()).assertFailure("65,000 bytes do not fit in the TPA");
    }

    @Test
    void runAndBenchSayCyclesInTheirHeaders() {
        String help = CommandRun.of("--help").assertExit(0).out();

        assertTrue(help.contains("outputs and cycles of"), help);
        assertTrue(help.contains("bench        Cycles per call"), help);
        for (String command : List.of("run", "bench", "exec")) {
            String text = CommandRun.of(command, "--help").assertExit(0).out().replaceAll("\\s+", " ");
            assertTrue(text.contains("clock cycles on the TMS9900"), command + ":\n" + text);
        }
    }

    @Test
    void benchAlignsItsFiguresWhateverTheUnit() {
        List<String> lines = CommandRun.of("bench", "mlfe-rand", "--minute", "16", "--us", "39041285", "--A", "0",
                "--B", "100").assertExit(0).out().lines().toList();

        assertEquals("cost units per call  min 1,387  mean 1,387.0  max 1,387", lines.get(1));
        assertTrue(lines.get(2).startsWith("on the target        min 1,387.0 µs"), String.join("\n", lines));
        assertTrue(lines.get(3).startsWith("host                 "), String.join("\n", lines));
    }

    @Test
    void distCountsWithSeparatorsAndJsonWithout() {
        CommandRun text = CommandRun.of("dist", "fds-backgammon-dice", "--frames", "200").assertExit(0);
        CommandRun json = CommandRun.of("dist", "fds-backgammon-dice", "--frames", "200", "--json").assertExit(0);

        assertTrue(text.out().contains("over the first 200 title frames of every stream (6,400 inputs)"),
                text.transcript());
        assertTrue(text.out().contains(" of 6,400 each"), text.transcript());
        assertTrue(json.out().contains("\"inputs\": 6400,"), json.transcript());
        assertFalse(json.out().contains(": 6,400"), json.transcript());
    }
}
