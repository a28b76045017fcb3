package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.romlab.kernels.file.RoutineModel;

/** Every kernel command on kernel files: a user's own routine, the repository's examples and its bundled files. */
class KernelFileCommandsTest {

    private static final String ROMS = "../roms";
    private static final String MUL8 = ROMS + "/z80/examples/mul8.kernel.toml";
    private static final String D6 = ROMS + "/6502/examples/d6.kernel.toml";

    @TempDir
    Path dir;

    /** A user's adder: A = B + C, with its reference. */
    private String adder(String reference) throws IOException {
        Files.writeString(dir.resolve("add.asm"), ".org $8000\nadd:\n    ld a,b\n    add a,c\n    ret\n");
        Path file = dir.resolve("add.kernel.toml");
        Files.writeString(file, """
                cpu = "z80"
                [program]
                source = "add.asm"
                [call]
                entry = "add"
                [[input]]
                name = "b"
                register = "B"
                [[input]]
                name = "c"
                register = "C"
                [[output]]
                name = "a"
                register = "A"
                """ + reference);
        return file.toString();
    }

    @Test
    void diffTakesAFileAndSweepsItsWholeInputSpace() {
        CommandRun run = CommandRun.of("diff", MUL8, "--exhaustive").assertExit(0);
        assertEquals(List.of("mul8: every h 0..255 × every l 0..255 (Z80 on a TI-83+ at 6 MHz)",
                "65,536 inputs, 0 divergences"), run.out().lines().toList());
    }

    @Test
    void aDivergenceShowsTheInputTheReferenceAndTheEmulatorsTrace() throws IOException {
        CommandRun run = CommandRun.of("diff", adder("[reference]\ntroll = \"b + c + 1\"\n"));
        run.assertFailure("the emulator and the model of add diverge: divergence in output at input 1: b=0 c=0");
        List<String> lines = run.out().lines().toList();
        assertEquals("  model      a=1", lines.get(3));
        assertEquals("  emulator   a=0, 18 T-states", lines.get(4));
        assertTrue(lines.get(6).startsWith("  last 3 of 3 instructions:"), run.transcript());
    }

    @Test
    void aKernelsOwnInputsAreSettingsOfEveryCommand() throws IOException {
        String add = adder("[reference]\ntroll = \"b + c\"\n");
        CommandRun run = CommandRun.of("run", add, "--b", "200", "--c", "100").assertExit(0);
        assertTrue(run.out().contains("   1  b=200 c=100  a=44          18"), run.transcript());
        CommandRun diff = CommandRun.of("diff", add, "--b", "7").assertExit(0);
        assertEquals(List.of("add: every c 0..255 with b=7 (Z80 at 4 MHz)", "256 inputs, 0 divergences"),
                diff.out().lines().toList());
        CommandRun.of("diff", add, "--d", "1").assertUsageError("add takes no --d (it takes --b, --c, --seed, "
                + "--count)");
    }

    @Test
    void aBadFileShowsEveryProblemAtItsLineWithACaretAndNoStackTrace() throws IOException {
        String add = adder("[reference]\ntroll = \"b + c\"\n");
        Path bad = dir.resolve("bad.kernel.toml");
        Files.writeString(bad, Files.readString(Path.of(add)).replace("entry = \"add\"", "entry = \"ad\"")
                .replace("register = \"A\"", "register = \"QQ\""));
        CommandRun run = CommandRun.of("diff", bad.toString());
        run.assertFailure(bad + ": 2 errors in the kernel file");
        assertTrue(run.err().contains(bad + ":5:1: error: [call] entry: label 'ad' is not in the program\n"
                + "    entry = \"ad\"\n    ^"), run.transcript());
        assertTrue(run.err().contains(bad + ":14:1: error: [[output]] 1: the Z80 has no register 'QQ'"),
                run.transcript());
    }

    @Test
    void aFileWithoutReferenceRunsButDoesNotDiff() throws IOException {
        String add = adder("");
        CommandRun.of("run", add, "--b", "1", "--c", "2").assertExit(0);
        CommandRun.of("diff", add).assertFailure(add + ": no [reference] to compare add with: add one");
    }

    @Test
    void aModelFromAJarGivenOnTheCommandLine() throws IOException {
        String add = adder("[reference]\nmodel = \"adder\"\n");
        Path jar = dir.resolve("models.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("META-INF/services/" + RoutineModel.class.getName()));
            out.write((AdderModel.class.getName() + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        CommandRun.of("diff", add).assertFailure("no RoutineModel named 'adder' on the class path");
        CommandRun run = CommandRun.of("diff", add, "--model-jar", jar.toString()).assertExit(0);
        assertEquals("65,536 inputs, 0 divergences", run.out().lines().skip(1).findFirst().orElseThrow());
    }

    @Test
    void distAndFairnessOfADiceRoutine() {
        CommandRun dist = CommandRun.of("dist", D6).assertExit(0);
        assertEquals("d6 with sides=6: values 1..6 over every a 0..255 (256 inputs)", dist.out().lines()
                .findFirst().orElseThrow());
        CommandRun fairness = CommandRun.of("fairness", D6, "--spec", "d6").assertExit(0);
        assertTrue(fairness.out().contains("total variation distance: 1/192 = 0.005208"), fairness.transcript());
    }

    @Test
    void listAndCheckTakeFilesAndFolders() {
        CommandRun list = CommandRun.of("list", MUL8).assertExit(0);
        assertEquals("mul8  Z80  Mul8: HL = H × L by shift and add", list.out().lines().skip(1).findFirst()
                .orElseThrow());
        CommandRun check = CommandRun.of("check", ROMS).assertExit(0);
        List<String> kernels = check.out().lines().skip(1).map(line -> line.split(" +")[0]).toList();
        assertTrue(kernels.containsAll(List.of("mul8", "mul8-6502", "d6", "z80-mul", "rolldie", "casl2-xorshift")),
                check.transcript());
        assertTrue(check.out().endsWith("kernels, every one matches its model\n"), check.transcript());
        CommandRun.of("check", dir.toString()).assertFailure("no kernel files (*.kernel.toml) in the folder");
    }

    @Test
    void aStreamThatLeavesItsStatesRangeIsAUsageErrorNotAnInternalOne() throws IOException {
        Files.writeString(dir.resolve("step.cas"), "STEPPER START\nSTEP    LD      GR0, X\n        ADDL    GR0, =3\n"
                + "        ST      GR0, X\n        RET\nX       DC      0\n        END\n");
        Path file = dir.resolve("step.kernel.toml");
        Files.writeString(file, """
                cpu = "comet2"
                [program]
                source = "step.cas"
                [call]
                entry = "STEPPER.STEP"
                [[input]]
                name = "x"
                memory = "STEPPER.X"
                range = [0, 1000]
                [[output]]
                name = "y"
                register = "GR0"
                [stream]
                from = { x = "y" }
                """);
        CommandRun.of("run", file.toString(), "--x", "990", "--count", "3").assertExit(0);
        CommandRun.of("run", file.toString(), "--x", "999", "--count", "3").assertUsageError("step: [stream] carries "
                + "y=1002 into the next call's x, outside its range 0..1000: run fewer calls (--count) or widen the "
                + "range in step.kernel.toml");
    }

    @Test
    void runShowsWhatAnMlfeRoutinePrintedBesideTheNumbersItsConsoleOutputsRead() throws IOException {
        Files.writeString(dir.resolve("show.fe"), """
                pgm      start
                         lad     gr2, 0          ; port 0: a character
                         lad     gr3, 'n'
                         write   gr2, gr3
                         lad     gr3, '='
                         write   gr2, gr3
                         lad     gr2, 1          ; port 1: signed decimal
                         write   gr2, gr1
                         lad     gr2, 0
                         lad     gr3, 10
                         write   gr2, gr3
                         ret
                         end
                """);
        Path file = dir.resolve("show.kernel.toml");
        Files.writeString(file, """
                cpu = "mlfe"
                [program]
                source = "show.fe"
                [call]
                entry = "pgm"
                end = "halt"
                [[input]]
                name = "x"
                register = "GR1"
                range = [0, 9]
                [[output]]
                name = "shown"
                console = 1
                """);
        CommandRun run = CommandRun.of("run", file.toString(), "--x", "7").assertExit(0);
        assertEquals(List.of("CALL  INPUT  OUTPUT   COST UNITS  PRINTED", "   1  x=7    shown=7          12  \"n=7\\n\""),
                run.out().lines().skip(1).limit(2).toList(), run.transcript());
        CommandRun json = CommandRun.of("run", file.toString(), "--x", "7", "--json").assertExit(0);
        assertTrue(json.out().contains("\"printed\": \"n=7\\n\""), json.transcript());
        // a routine that prints nothing has no PRINTED column
        assertFalse(CommandRun.of("run", MUL8).assertExit(0).out().contains("PRINTED"));
    }

    @Test
    void aShardedRunOfAFileMergesIntoOneRunsReport() throws IOException {
        List<String> parts = new ArrayList<>(List.of("merge"));
        for (int k = 1; k <= 3; k++) {
            CommandRun part = CommandRun.of("diff", MUL8, "--exhaustive", "--shard", k + "/3", "--json")
                    .assertExit(0);
            Path file = dir.resolve("part" + k + ".json");
            Files.write(file, part.outBytes());
            parts.add(file.toString());
        }
        CommandRun merged = CommandRun.of(parts.toArray(String[]::new)).assertExit(0);
        assertEquals(CommandRun.of("diff", MUL8, "--exhaustive").out(), merged.out());
    }
}
