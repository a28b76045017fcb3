package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;

/** The parts of a sharded run, their figures written as JSON and read back, merge into the report of one run. */
class ShardMergeTest {

    private static final Field RANGE = Field.range("rangeMax", 8, 18, 21);
    private static final Field A = Field.unsigned("a", 8, Radix.DECIMAL);
    private static final InputSpace SPACE = InputSpace.exhaustive(List.of(RANGE, A));

    private final KernelRegistry registry = KernelRegistry.bundled();
    private final Kernel maxu8 = registry.get("z80-maxu8");

    /** Runs the n parts of {@code whole} and reads back each part's figures from the JSON it would print. */
    private static <P> List<P> parts(int n, InputSpace whole, Function<InputSpace, Map<String, Object>> run,
            Function<JsonFields, P> read) {
        List<P> parts = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            Object json = Json.parse(Json.write(run.apply(new Shard(k, n).of(whole))));
            parts.add(read.apply(JsonFields.of(json, "part")));
        }
        return parts;
    }

    @Test
    void anAgreeingDiffMergesIntoTheOneRunsReport() {
        List<DiffPart> parts = parts(3, SPACE, part -> DiffEngine.diff(maxu8, part).part().toJson(),
                DiffPart::fromJson);
        assertEquals(DiffEngine.diff(maxu8, SPACE), DiffEngine.merge(maxu8, SPACE, parts));
    }

    @Test
    void aDivergingDiffMergesIntoTheReportOfItsLowestDivergenceWithRegistersAndTrace() {
        // wrong from input 300 on (rangeMax 19): parts 2 and 3 of 4 diverge, each at its own first
        Kernel wrong = new ForwardingKernel(maxu8, (kernel, input) -> input.get("rangeMax") >= 19
                && kernel.model(input) instanceof Outcome.Returned r && input.get("a") >= 44
                ? new Outcome.Returned(r.output(), r.cycles() + 1) : kernel.model(input));
        List<DiffPart> parts = parts(4, SPACE, part -> DiffEngine.diff(wrong, part).part().toJson(),
                DiffPart::fromJson);
        DiffReport single = DiffEngine.diff(wrong, SPACE);
        assertEquals(300, single.firstDivergence().orElseThrow().index());
        assertFalse(parts.get(2).divergence().isEmpty());
        assertEquals(single, DiffEngine.merge(wrong, SPACE, parts));
        assertEquals(single.toJson(), DiffEngine.merge(wrong, SPACE, parts).toJson());
    }

    @Test
    void aMergedDivergenceWhereTheKernelAgreesIsRefused() {
        List<DiffPart> agreeing = parts(2, SPACE, part -> DiffEngine.diff(maxu8, part).part().toJson(),
                DiffPart::fromJson);
        DiffPart claims = new DiffPart(10, agreeing.get(0).cycles(), OptionalLong.of(9));
        assertThrows(IllegalArgumentException.class, () -> DiffEngine.merge(maxu8, SPACE, List.of(claims)));
    }

    @Test
    void distributionAndFairnessMergeFromTheirCounts() {
        RandomByteInput reduction = maxu8.randomByteInput().orElseThrow();
        InputSpace bytes = DistributionEngine.inputs(reduction, 20, false);
        List<OutputCounts> parts = parts(5, bytes, part -> DistributionEngine.distribution(KernelWorkers.single(
                maxu8), reduction, 20, part, done -> { }).counts().toJson(), OutputCounts::fromJson);
        Distribution single = DistributionEngine.distribution(maxu8, 20);
        Distribution merged = DistributionEngine.distribution(maxu8, reduction, 20, OutputCounts.sum(parts));
        assertEquals(single, merged);
        assertEquals(FairnessEngine.fairness(maxu8, 20), FairnessEngine.fairness(maxu8, reduction, null, merged));
        List<OutputCounts> fromFairness = parts(5, bytes, part -> FairnessEngine.fairness(KernelWorkers.single(
                maxu8), reduction, 20, null, part, done -> { }).counts().toJson(), OutputCounts::fromJson);
        assertEquals(parts, fromFairness);
    }

    @Test
    void departuresMergeWithTheirGroupsJoined() {
        Kernel rng = registry.get("fds-backgammon-rng");
        InputSpace sample = rng.inputs(new Coverage.Samples(300, 7));
        List<DeparturePart> parts = parts(3, sample, part -> DepartureEngine.compare(rng, part, done -> { }).part()
                .toJson(), DeparturePart::fromJson);
        assertEquals(DepartureEngine.compare(rng, sample, done -> { }), DepartureEngine.merge(rng, sample, parts));
    }

    @Test
    void benchCyclesMergeExactlyAndTheHostTimesAddUp() {
        List<BenchPart> parts = parts(3, SPACE, part -> BenchEngine.bench(maxu8, part, maxu8.machine()).part()
                .toJson(), BenchPart::fromJson);
        BenchReport single = BenchEngine.bench(maxu8, SPACE, maxu8.machine());
        BenchReport merged = BenchEngine.merge(maxu8, SPACE, maxu8.machine(), parts);
        assertEquals(single.cycles(), merged.cycles());
        assertEquals(single.totalCycles(), merged.totalCycles());
        assertEquals(parts.stream().mapToLong(BenchPart::hostNanos).sum(), merged.hostNanos());
    }
}
