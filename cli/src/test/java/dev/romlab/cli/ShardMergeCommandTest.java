package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --shard K/N} and {@code romlab merge}: the N parts of a run, merged, print exactly what the run prints
 * without {@code --shard}, as text and as {@code --json} (bench: all but its host figures); parts that are not one
 * run's 1..N are refused.
 */
class ShardMergeCommandTest {

    @TempDir
    Path dir;

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Arrays.stream(args), Arrays.stream(more)).toArray(String[]::new);
    }

    private static CommandRun run(KernelRegistry kernels, String... args) {
        return kernels == null ? CommandRun.of(args) : CommandRun.withKernels(kernels, args);
    }

    /** How many runs this test has split into parts: their files' names tell them apart. */
    private int runs;

    /**
     * Runs the n parts of {@code args} with {@code --json} into files, the last part first; a part exits 0, or 1
     * when it diverges.
     */
    private List<String> parts(KernelRegistry kernels, int n, String... args) throws IOException {
        List<String> files = new ArrayList<>();
        runs++;
        for (int k = n; k >= 1; k--) {
            CommandRun part = run(kernels, with(args, "--shard", k + "/" + n, "--json"));
            assertTrue(part.exitCode() <= 1, part.transcript());
            Path file = dir.resolve("run" + runs + "-part" + k + "-of-" + n + ".json");
            Files.write(file, part.outBytes());
            files.add(file.toString());
        }
        return files;
    }

    /**
     * Merging the n parts prints exactly what one run prints, text and JSON, with the same exit code; the text
     * merge's run.
     */
    private CommandRun assertMergesIntoOneRun(KernelRegistry kernels, int n, int exit, String... args)
            throws IOException {
        List<String> files = parts(kernels, n, args);
        CommandRun single = run(kernels, args).assertExit(exit);
        CommandRun merged = run(kernels, with(new String[] {"merge"}, files.toArray(String[]::new)))
                .assertExit(exit);
        assertEquals(single.out(), merged.out(), merged.transcript());
        CommandRun singleJson = run(kernels, with(args, "--json")).assertExit(exit);
        CommandRun mergedJson = run(kernels, with(with(new String[] {"merge"}, files.toArray(String[]::new)),
                "--json")).assertExit(exit);
        assertEquals(singleJson.out(), mergedJson.out(), mergedJson.transcript());
        return merged;
    }

    private static KernelRegistry offByOne(String kernel) {
        return new KernelRegistry(List.of(new OffByOneCycleKernel(KernelRegistry.bundled().get(kernel))));
    }

    @Test
    void anExhaustiveDiffMergesIntoOneRunsReport() throws IOException {
        assertMergesIntoOneRun(null, 4, 0, "diff", "z80-mul", "--exhaustive");
    }

    @Test
    void aDiffOfSamplesAndEdgeCasesMerges() throws IOException {
        assertMergesIntoOneRun(null, 3, 0, "diff", "z80-div", "--samples", "500", "--seed", "$2A");
        assertMergesIntoOneRun(null, 5, 0, "diff", "z80-div");
    }

    @Test
    void aDivergingDiffMergesIntoTheReportOfItsFirstDivergenceAndExitsOne() throws IOException {
        assertMergesIntoOneRun(offByOne("z80-mul"), 4, 1, "diff", "z80-mul", "--exhaustive");
    }

    @Test
    void aDiffDivergingInALaterPartCountsTheEarlierPartsWhole() throws IOException {
        // rangeMax 0 never returns (model and emulator agree): the first 256 inputs, part 1 of 256; the wrong
        // cycles show from input 257 on, the first of part 2, and in every later part
        CommandRun merged = assertMergesIntoOneRun(offByOne("z80-maxu8"), 256, 1, "diff", "z80-maxu8",
                "--exhaustive");
        merged.assertFailure("romlab merge: the emulator and the model of z80-maxu8 diverge: divergence in cycles at "
                + "input 257: rangeMax=1 a=0");
    }

    @Test
    void morePartsThanInputsLeaveSomeEmpty() throws IOException {
        assertMergesIntoOneRun(null, 8, 0, "diff", "ti-copyloop");
    }

    @Test
    void aDiffAgainstTheIntendedModelMerges() throws IOException {
        assertMergesIntoOneRun(null, 3, 0, "diff", "fds-backgammon-rng", "--model", "intended", "--samples", "2000");
    }

    @Test
    void distributionsMerge() throws IOException {
        assertMergesIntoOneRun(null, 3, 0, "dist", "z80-rolldie", "--sides", "256");
        assertMergesIntoOneRun(null, 7, 0, "dist", "z80-maxu8", "--sides", "0");
        assertMergesIntoOneRun(null, 4, 0, "dist", "fds-backgammon-dice", "--frames", "20");
    }

    @Test
    void fairnessReportsMerge() throws IOException {
        assertMergesIntoOneRun(null, 3, 0, "fairness", "z80-rolldie", "--spec", "d 10");
        assertMergesIntoOneRun(null, 2, 0, "fairness", "z80-maxu8", "--sides", "0", "--spec", "d 2");
        assertMergesIntoOneRun(null, 4, 0, "fairness", "fds-backgammon-dice", "--frames", "20");
    }

    /** The document without the host figures, which measure the run. */
    private static Map<?, ?> withoutHostFigures(String json) {
        Map<?, ?> document = new LinkedHashMap<>((Map<?, ?>) Json.parse(json));
        document.keySet().removeAll(List.of("hostNanos", "hostMHz", "speedup"));
        return document;
    }

    @Test
    void benchCyclesMergeExactlyAndTheHostLineIsThePartsCyclesOverTheirTime() throws IOException {
        String[] bench = {"bench", "z80-div", "--clock", "15"};
        List<String> files = parts(null, 3, bench);
        String[] merge = with(new String[] {"merge"}, files.toArray(String[]::new));
        List<String> single = CommandRun.of(bench).assertExit(0).out().lines().toList();
        List<String> merged = CommandRun.of(merge).assertExit(0).out().lines().toList();
        assertEquals(single.subList(0, single.size() - 1), merged.subList(0, merged.size() - 1));
        assertTrue(merged.get(merged.size() - 1).matches("host {15}[0-9,.]+ emulated MHz, [0-9,]+x the target's "
                + "speed \\(one timed pass, not a JMH figure\\)"), merged.toString());
        Map<?, ?> mergedJson = (Map<?, ?>) Json.parse(CommandRun.of(with(merge, "--json")).assertExit(0).out());
        assertEquals(withoutHostFigures(CommandRun.of(with(bench, "--json")).assertExit(0).out()),
                withoutHostFigures(Json.write(mergedJson)));
        long cycles = 0;
        long nanos = 0;
        for (String file : files) {
            Map<?, ?> part = (Map<?, ?>) Json.parse(Files.readString(Path.of(file), StandardCharsets.UTF_8));
            cycles += (Long) ((Map<?, ?>) part.get("totalCycles")).get("count");
            nanos += (Long) part.get("hostNanos");
        }
        assertEquals(nanos, mergedJson.get("hostNanos"));
        assertEquals(cycles * 1e3 / nanos, (Double) mergedJson.get("hostMHz"), 1e-9);
    }

    @Test
    void aPartSaysWhichPartItIsAndWhereItLies() throws IOException {
        CommandRun part = CommandRun.of("diff", "z80-mul", "--exhaustive", "--shard", "2/4").assertExit(0);
        assertEquals(List.of("part 2 of 4: inputs 16,385..32,768 of 65,536",
                "z80-mul: every h 0..255 × every l 0..255 (Z80 on a TI-83+ at 6 MHz)",
                "16,384 inputs, 0 divergences"), part.out().lines().toList());
        Map<?, ?> shard = (Map<?, ?>) ((Map<?, ?>) Json.parse(CommandRun.of("diff", "z80-mul", "--samples",
                "10", "--seed=7", "--shard", "3/3", "--json").assertExit(0).out())).get("shard");
        assertEquals(List.of(3L, 3L, 6L, 10L, 10L, List.of("diff", "z80-mul", "--samples", "10", "--seed", "7")),
                List.of(shard.get("k"), shard.get("n"), shard.get("first"), shard.get("end"), shard.get("size"),
                        shard.get("command")));
        assertEquals(List.of("part 1 of 8: no inputs (of 6)"), CommandRun.of("diff", "ti-copyloop", "--shard",
                "1/8").assertExit(0).out().lines().limit(1).toList());
    }

    @Test
    void aPartMayComeOnStandardInput() throws IOException {
        List<String> files = parts(null, 2, "dist", "z80-srl");
        byte[] second = Files.readAllBytes(Path.of(files.get(0)));
        CommandRun merged = CommandRun.withInputBytes(second, "merge", files.get(1), "-").assertExit(0);
        assertEquals(CommandRun.of("dist", "z80-srl").out(), merged.out());
    }

    @Test
    void missingPartsAreNamed() throws IOException {
        List<String> files = parts(null, 4, "dist", "z80-maxu8");
        CommandRun.of("merge", files.get(0), files.get(2))
                .assertFailure("romlab merge: missing parts 1, 3 of 4 of 'romlab dist z80-maxu8'");
        CommandRun.of("merge", files.get(0), files.get(1), files.get(2))
                .assertFailure("romlab merge: missing part 1 of 4 of 'romlab dist z80-maxu8'");
    }

    @Test
    void aPartGivenTwiceIsRefused() throws IOException {
        List<String> files = parts(null, 2, "dist", "z80-maxu8");
        CommandRun.of("merge", files.get(0), files.get(1), files.get(0))
                .assertFailure("part 2/2 is given twice: " + files.get(0) + " and " + files.get(0));
    }

    @Test
    void partsOfAnotherKernelOrOtherSettingsAreRefused() throws IOException {
        String twenty = parts(null, 2, "dist", "z80-maxu8").get(0);
        String six = parts(null, 2, "dist", "z80-maxu8", "--sides", "6").get(1);
        CommandRun.of("merge", twenty, six).assertFailure(six + " is a part of 'romlab dist z80-maxu8 --sides 6', "
                + twenty + " of 'romlab dist z80-maxu8': merge the parts of one run");
        String srl = parts(null, 2, "dist", "z80-srl").get(1);
        CommandRun.of("merge", twenty, srl).assertFailure(srl + " is a part of 'romlab dist z80-srl'");
        String ofThree = parts(null, 3, "dist", "z80-maxu8").get(2);
        CommandRun.of("merge", twenty, ofThree).assertFailure(ofThree + " is part 1/3 of 256 inputs, " + twenty
                + " part 2/2 of 256");
    }

    @Test
    void aFileThatIsNoPartIsRefused() throws IOException {
        Path whole = dir.resolve("whole.json");
        Files.write(whole, CommandRun.of("dist", "z80-maxu8", "--json").outBytes());
        CommandRun.of("merge", whole.toString()).assertFailure(whole + ": not a part of a sharded run (no \"shard\" "
                + "object: run the command with --shard K/N --json)");
        Path text = Files.writeString(dir.resolve("text.json"), "z80-maxu8 with rangeMax=20", StandardCharsets.UTF_8);
        CommandRun.of("merge", text.toString()).assertFailure(text + ": not a JSON document: ");
        CommandRun.of("merge", dir.resolve("none.json").toString()).assertFailure("none.json: no such file");
        Path edited = dir.resolve("edited.json");
        String part = Files.readString(Path.of(parts(null, 1, "dist", "z80-maxu8").get(0)));
        Files.writeString(edited, part.replace("\"neverReturned\": 0,\n      \"counts\"", "\"neverReturned\": -1,\n"
                + "      \"counts\""), StandardCharsets.UTF_8);
        CommandRun.of("merge", edited.toString()).assertFailure(edited + ": not a part of 'romlab dist z80-maxu8': "
                + "$.shard.part.neverReturned: expected a whole number, 0 or more, found -1");
        CommandRun.of("merge").assertUsageError("Missing required parameter: 'FILE'");
    }

    @Test
    void badShardTextIsAUsageError() {
        for (String command : List.of("diff", "dist", "fairness", "bench")) {
            CommandRun.of(command, "z80-maxu8", "--shard", "0/4").assertUsageError("0/4: K must be 1..4");
            CommandRun.of(command, "z80-maxu8", "--shard", "5/4").assertUsageError("5/4: K must be 1..4");
            CommandRun.of(command, "z80-maxu8", "--shard", "1/0").assertUsageError("1/0: N must be at least 1");
            CommandRun run = CommandRun.of(command, "z80-maxu8", "--shard", "x")
                    .assertUsageError("'x' is not K/N (part K of N, 1 <= K <= N, as 3/8)");
            assertEquals(1, run.err().lines().count(), run.transcript());
        }
    }
}
