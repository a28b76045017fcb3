package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mistyped kernel id, CPU, machine, setting or value is a usage error that names the close choices ("did you
 * mean ...?"), as a mistyped command or option is: one line, exit 2, no stack trace.
 */
class SuggestionsTest {

    @TempDir
    Path dir;

    @Test
    void aMistypedOptionIsAskedAsACommandIs() throws IOException {
        Path source = Files.writeString(dir.resolve("x.asm"), "halt\n");
        CommandRun run = CommandRun.of("exec", "--max-cycle", "5", source.toString())
                .assertUsageError("romlab exec: Unknown option: '--max-cycle'");
        assertEquals("Did you mean: --max-cycles?", run.err().lines().toList().get(1), run.transcript());
    }

    @Test
    void helpOfAMistypedCommandNamesTheCommand() {
        CommandRun run = CommandRun.of("help", "chekc").assertUsageError("Unknown subcommand 'chekc'");
        assertEquals("Did you mean: romlab check?", run.err().lines().toList().get(1), run.transcript());
    }

    @Test
    void aMistypedMapNamesTheMap() {
        CommandRun.of("mapview", "--map", "forrest")
                .assertUsageError("no bundled map of that name (did you mean forest?)");
        CommandRun.of("run", "ti-mapview", "--map", "forrest")
                .assertUsageError("or one of room, forest, maze, coast, random: 'forrest' (did you mean forest?)");
    }

    @Test
    void aMistypedKernelIdNamesTheKernel() {
        for (String command : new String[] {"run", "diff", "bench", "dist", "fairness", "check"}) {
            CommandRun run = CommandRun.of(command, "z80-roldie")
                    .assertUsageError("no kernel 'z80-roldie'; did you mean z80-rolldie? (see 'romlab " + command);
            assertEquals(1, run.err().lines().count(), run.transcript());
        }
    }

    @Test
    void aKernelIdInTheWrongCaseNamesTheKernel() {
        CommandRun.of("diff", "Z80-ROLLDIE").assertUsageError("no kernel 'Z80-ROLLDIE'; did you mean z80-rolldie?");
    }

    @Test
    void aFarKernelIdListsTheKnownOnes() {
        CommandRun.of("diff", "6502-randm").assertUsageError("no kernel '6502-randm'; known: z80-lfsr, z80-rolldie");
    }

    @Test
    void aMistypedCpuNamesTheCpu() throws IOException {
        Path source = Files.writeString(dir.resolve("x.asm"), "halt\n");
        CommandRun.of("exec", "--cpu", "z8O", source.toString())
                .assertUsageError("Invalid value for option '--cpu': unknown CPU 'z8O' (did you mean z80?)");
        CommandRun.of("check", "--cpu", "65O2").assertUsageError("no kernel runs on '65O2'; did you mean 6502?");
    }

    @Test
    void aMistypedMachineNamesTheMachine() throws IOException {
        Path source = Files.writeString(dir.resolve("x.asm"), "halt\n");
        CommandRun.of("exec", "--profile", "ti84", source.toString())
                .assertUsageError("--profile: z80 has no machine 'ti84' (did you mean ti83plus?)");
    }

    @Test
    void aMistypedSettingNamesTheSetting() {
        CommandRun.of("run", "z80-rolldie", "--side", "6")
                .assertUsageError("z80-rolldie takes no --side; did you mean --sides?");
        CommandRun.of("run", "z80-rolldie", "--target", "6")
                .assertUsageError("z80-rolldie takes no --target (it takes --sides, --seed, --count)");
    }

    @Test
    void aMistypedFuzzCpuNamesTheCpu() {
        CommandRun.of("fuzz", "--target", "cpu", "--cpu", "z8O", "--runs", "1")
                .assertUsageError("unknown CPU 'z8O' (did you mean z80?)");
    }

    @Test
    void aMistypedFuzzTargetNamesTheTarget() {
        CommandRun.of("fuzz", "--target", "asmm").assertUsageError("unknown --target asmm; did you mean asm?");
    }

    @Test
    void aMistypedSymbolFormatNamesTheFormat() throws IOException {
        Path source = Files.writeString(dir.resolve("x.asm"), "halt\n");
        CommandRun.of("asm", source.toString(), "-o", dir.resolve("x.bin").toString(), "--symbols",
                dir.resolve("x.sym").toString(), "--symbols-format", "vic")
                .assertUsageError("unknown symbol format 'vic' (did you mean vice?)");
    }
}
