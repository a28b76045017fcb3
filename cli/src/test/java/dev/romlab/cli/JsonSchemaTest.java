package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command's {@code --json} output, run through {@link Main#commandLine} and parsed with the project's reader,
 * against {@link JsonSchema}: the one schema cli/README.md documents.
 */
class JsonSchemaTest {

    @TempDir
    Path dir;

    /** Runs the command with {@code --json} appended, expecting {@code exit}, and checks the document. */
    private static Object assertConforms(JsonSchema.Shape shape, CommandRun run, int exit) {
        run.assertExit(exit);
        Object document = Json.parse(run.out());
        List<String> problems = JsonSchema.problems(shape, document);
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems) + "\n" + run.transcript());
        return document;
    }

    private static Object assertConforms(JsonSchema.Shape shape, String... args) {
        return assertConforms(shape, CommandRun.of(withJson(args)), 0);
    }

    private static String[] withJson(String... args) {
        String[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = "--json";
        return all;
    }

    @Test
    void check() {
        Map<?, ?> json = (Map<?, ?>) assertConforms(JsonSchema.CHECK, "check");
        Map<?, ?> rollDie = (Map<?, ?>) ((List<?>) json.get("kernels")).get(1);
        assertEquals("1/80", ((Map<?, ?>) rollDie.get("fairness")).get("totalVariationDistanceExact"));
    }

    @Test
    void list() {
        assertConforms(JsonSchema.LIST, "list");
    }

    @Test
    void runOfEveryKernelAndOfACallThatNeverReturns() {
        for (String kernel : List.of("z80-lfsr", "z80-rolldie", "z80-maxu8", "z80-srl", "z80-mul", "z80-div")) {
            assertConforms(JsonSchema.RUN, "run", kernel, "--count", "3");
        }
        assertConforms(JsonSchema.RUN, "run", "z80-maxu8", "--sides", "0", "--count", "1");
    }

    @Test
    void a64BitSeedIsAHexStringWithEveryDigit() {
        Map<?, ?> json = (Map<?, ?>) assertConforms(JsonSchema.RUN, "run", "z80-lfsr", "--seed", "$FFFFFFFFFFFFFFFF",
                "--count", "1");
        Map<?, ?> call = (Map<?, ?>) ((List<?>) json.get("calls")).get(0);
        assertEquals("0xFFFFFFFFFFFFFFFF", ((Map<?, ?>) call.get("input")).get("seed"));
        assertEquals("0xFFFFFFFFFFFFFFFF", ((Map<?, ?>) json.get("settings")).get("seed"));
    }

    @Test
    void a64BitValueIsAStringWhateverItsValueSoItsTypeNeverChanges() {
        Map<?, ?> json = (Map<?, ?>) assertConforms(JsonSchema.RUN, "run", "z80-lfsr", "--seed", "5", "--count", "1");
        Map<?, ?> call = (Map<?, ?>) ((List<?>) json.get("calls")).get(0);
        assertEquals("0x0000000000000005", ((Map<?, ?>) call.get("input")).get("seed"));
        assertTrue(((Map<?, ?>) call.get("output")).get("a") instanceof Long, "an 8-bit output stays a number");
    }

    @Test
    void aSeedParametersBoundsAreHexStringsAndNarrowOnesNumbers() {
        List<?> kernels = (List<?>) assertConforms(JsonSchema.LIST, "list");
        Map<?, ?> lfsr = kernels.stream().map(Map.class::cast).filter(k -> "z80-lfsr".equals(k.get("kernel")))
                .findFirst().orElseThrow();
        Map<?, ?> seed = ((List<?>) lfsr.get("parameters")).stream().map(Map.class::cast)
                .filter(p -> "seed".equals(p.get("name"))).findFirst().orElseThrow();
        assertEquals("0x0000000000000000", seed.get("min"));
        assertEquals("0xFFFFFFFFFFFFFFFF", seed.get("max"));
        assertEquals("0x2F3497D144B7DA85", seed.get("default"));
    }

    @Test
    void trollsSeedIsAHexString() {
        Map<?, ?> json = (Map<?, ?>) assertConforms(JsonSchema.TROLL_ROLLS, "troll", "-e", "d3", "1", "--seed", "7");
        assertEquals("0x0000000000000007", json.get("seed"));
    }

    @Test
    void diffMatchingAndDiverging() {
        assertConforms(JsonSchema.DIFF, "diff", "z80-mul");
        KernelRegistry kernels = new KernelRegistry(List.of(
                new OffByOneCycleKernel(KernelRegistry.bundled().get("z80-lfsr"))));
        assertConforms(JsonSchema.DIFF, CommandRun.withKernels(kernels, withJson("diff", "z80-lfsr")), 1);
    }

    @Test
    void diffAgainstTheIntendedModel() {
        assertConforms(JsonSchema.DIFF_INTENDED, "diff", "fds-backgammon-rng", "--model", "intended", "--samples",
                "20");
    }

    @Test
    void backgammon() {
        assertConforms(JsonSchema.BACKGAMMON_GAME, "backgammon", "--frames", "5", "--rolls", "2");
        assertConforms(JsonSchema.BACKGAMMON_FIND, "backgammon", "--find", "6-6 6-6", "--max-frames", "300");
        assertConforms(JsonSchema.DIST, "dist", "fds-backgammon-dice", "--frames", "20");
        assertConforms(JsonSchema.FAIRNESS, "fairness", "fds-backgammon-dice", "--frames", "20");
    }

    @Test
    void bench() {
        KernelRegistry kernels = new KernelRegistry(List.of(KernelRegistry.bundled().get("z80-lfsr")));
        assertConforms(JsonSchema.BENCH, CommandRun.withKernels(kernels, withJson("bench", "z80-lfsr")), 0);
    }

    @Test
    void partsOfShardedRuns() {
        assertConforms(JsonSchema.part(JsonSchema.DIFF, JsonSchema.DIFF_PART), "diff", "z80-div", "--samples", "30",
                "--shard", "2/3");
        KernelRegistry kernels = new KernelRegistry(List.of(
                new OffByOneCycleKernel(KernelRegistry.bundled().get("z80-lfsr"))));
        assertConforms(JsonSchema.part(JsonSchema.DIFF, JsonSchema.DIFF_PART), CommandRun.withKernels(kernels,
                withJson("diff", "z80-lfsr", "--shard", "1/2")), 1);
        assertConforms(JsonSchema.part(JsonSchema.DIFF_INTENDED, JsonSchema.DEPARTURE_PART), "diff",
                "fds-backgammon-rng", "--model", "intended", "--samples", "20", "--shard", "1/2");
        assertConforms(JsonSchema.part(JsonSchema.DIST, JsonSchema.OUTPUT_COUNTS), "dist", "z80-rolldie", "--sides",
                "256", "--shard", "3/4");
        assertConforms(JsonSchema.part(JsonSchema.FAIRNESS, JsonSchema.OUTPUT_COUNTS), "fairness", "z80-maxu8",
                "--sides", "0", "--spec", "d 2", "--shard", "1/1");
        KernelRegistry lfsr = new KernelRegistry(List.of(KernelRegistry.bundled().get("z80-lfsr")));
        assertConforms(JsonSchema.part(JsonSchema.BENCH, JsonSchema.BENCH_PART), CommandRun.withKernels(lfsr,
                withJson("bench", "z80-lfsr", "--shard", "4/4")), 0);
    }

    @Test
    void distWithValuesOutOfRangeAndBytesThatNeverReturn() {
        assertConforms(JsonSchema.DIST, "dist", "z80-rolldie", "--sides", "256");
        assertConforms(JsonSchema.DIST, "dist", "z80-maxu8", "--sides", "0");
    }

    @Test
    void fairnessWithValuesOutsideTheSpec() {
        assertConforms(JsonSchema.FAIRNESS, "fairness", "z80-rolldie");
        assertConforms(JsonSchema.FAIRNESS, "fairness", "z80-rolldie", "--spec", "d 10");
        assertConforms(JsonSchema.FAIRNESS, "fairness", "z80-maxu8", "--sides", "0", "--spec", "d 2");
    }

    @Test
    void distAndFairnessOfTenBombPositionsABoard() {
        assertConforms(JsonSchema.DIST, "dist", "casl2-minesweeper");
        assertConforms(JsonSchema.FAIRNESS, "fairness", "casl2-minesweeper");
    }

    @Test
    void execHaltedAndOutOfBudget() throws IOException {
        Path halts = Files.writeString(dir.resolve("halts.asm"), ".org $0100\n ld a,5\n halt\n",
                StandardCharsets.UTF_8);
        assertConforms(JsonSchema.EXEC, "exec", halts.toString());
        assertConforms(JsonSchema.EXEC, "exec", halts.toString(), "--dump", "$0100:4", "--until", "$0102");
        Path loops = Files.writeString(dir.resolve("loops.asm"), ".org $0100\nloop: jr loop\n",
                StandardCharsets.UTF_8);
        assertConforms(JsonSchema.EXEC, CommandRun.of(withJson("exec", loops.toString(), "--max-cycles", "100")), 1);
        Path words = Files.writeString(dir.resolve("words.cas"), "P START\n RET\nW DC 1,2\n END\n",
                StandardCharsets.UTF_8);
        assertConforms(JsonSchema.EXEC, "exec", words.toString(), "--dump", "P.W:2");
        assertConforms(JsonSchema.EXEC, "exec", halts.toString(), "--hotspots");
        Path binary = Files.write(dir.resolve("halts.bin"), new byte[] {0x3E, 0x05, 0x76});
        assertConforms(JsonSchema.EXEC, "exec", binary.toString(), "--cpu", "z80", "--hotspots");
    }

    @Test
    void conformance() throws IOException {
        Path data = ConformanceCommandTest.smallDataFolder(dir);
        CommandRun run = CommandRun.of(withJson("conformance", "z80", "--data", data.toString()));
        assertConforms(JsonSchema.CONFORMANCE, run, run.exitCode() == 0 ? 0 : 1);
    }

    @Test
    void trollDistributionsAndRolls() {
        assertConforms(JsonSchema.TROLL_DISTRIBUTION, "troll", "-e", "count T <= N d10", "N=7", "T=5");
        assertConforms(JsonSchema.TROLL_DISTRIBUTION, "troll", "-e", "sum accumulate x:=d6 while x=6", "-2");
        assertConforms(JsonSchema.TROLL_DISTRIBUTION, "troll", "-e", "2d4");
        assertConforms(JsonSchema.TROLL_ROLLS, "troll", "-e", "d3-2", "4", "--seed", "7");
        assertConforms(JsonSchema.TROLL_ROLLS, "troll", "-e", "d6", "2", "--rng", "z80-rolldie");
    }

    @Test
    void csvHeadersRepeatTheJsonKeys() {
        String distribution = CommandRun.of("troll", "-e", "d3", "--csv").assertExit(0).out();
        assertEquals(String.join(",", JsonSchema.TROLL_OUTCOME.members().keySet()), distribution.lines().findFirst()
                .orElseThrow());
        String[] cutOff = {"troll", "-e", "sum accumulate x:=d6 while x=6", "-2"};
        Map<?, ?> json = (Map<?, ?>) Json.parse(CommandRun.of(withJson(cutOff)).assertExit(0).out());
        String csv = CommandRun.of(Stream.concat(Arrays.stream(cutOff), Stream.of("--csv")).toArray(String[]::new))
                .assertExit(0).out();
        List<String> statistics = csv.substring(csv.indexOf("\n\n") + 2).lines().skip(1).toList();
        assertEquals(7, statistics.size(), csv);
        for (String row : statistics) {
            Object value = json;
            for (String key : row.substring(0, row.indexOf(',')).split("\\.")) {
                assertTrue(value instanceof Map<?, ?> map && map.containsKey(key), () -> row + " is no JSON key");
                value = ((Map<?, ?>) value).get(key);
            }
        }
        String rolls = CommandRun.of("troll", "-e", "d3", "2", "--csv").assertExit(0).out();
        assertEquals(String.join(",", JsonSchema.TROLL_ROLL.members().keySet()), rolls.lines().findFirst()
                .orElseThrow());
    }

    @Test
    void mapviewAndCopyloop() {
        assertConforms(JsonSchema.MAPVIEW, "mapview", "--map", "room");
        assertConforms(JsonSchema.MAPVIEW, "mapview", "--map", "coast", "--compare", "--model", "faithful");
        assertConforms(JsonSchema.MAPVIEW, "mapview", "--map", "room", "--compare");
        assertConforms(JsonSchema.COPYLOOP, "copyloop");
    }

    @Test
    void theSchemaRejectsTheFormsItReplaced() {
        Map<String, Object> old = Map.of("cpu", "Z80", "stop", Map.of("reason", "halted", "description", "halted"),
                "instructions", 34L, "cycles", 256L, "registers", Map.of("IFF1", 0L, "A", "$0E"));
        List<String> problems = JsonSchema.problems(JsonSchema.EXEC, old);
        assertTrue(problems.contains("$.cpu: expected a lower-case CPU id, found \"Z80\""), problems::toString);
        assertTrue(problems.contains("$.cycles: expected an object, found Long 256"), problems::toString);
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("$.registers.A: ")), problems::toString);
        assertFalse(JsonSchema.problems(JsonSchema.CHECK, Map.of("allMatch", true, "kernels", List.of(Map.of(
                "fairness", "TVD 0.0125")))).stream().noneMatch(p -> p.startsWith("$.kernels[0].fairness: ")));
        assertEquals(List.of("$: a number written as a string: \"43/256\""), JsonSchema.problems(JsonSchema.TEXT,
                "43/256"));
    }
}
