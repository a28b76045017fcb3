package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** The engines on several threads give the report one thread gives; "first" stays the lowest input index. */
class ParallelRunTest {

    private static final Field RANGE = Field.range("rangeMax", 8, 1, 255);
    private static final Field A = Field.unsigned("a", 8, Radix.DECIMAL);
    /** rangeMax 1..255 × a 0..255: 65,280 inputs, 16 chunks. */
    private static final InputSpace SPACE = InputSpace.exhaustive(List.of(RANGE, A));
    /** Input 10 (rangeMax=1 a=10) in the first chunk, input 5,000 (rangeMax=20 a=136) in the second. */
    private static final long EARLY = 10;
    private static final long LATE = 5_000;

    private final Supplier<Kernel> maxu8 = KernelRegistry.bundled().workers("z80-maxu8").maker();

    /** z80-maxu8 whose model is wrong by one cycle on the inputs {@code wrongAt} accepts, made by {@code model}. */
    private KernelWorkers workers(int threads, BiFunction<Kernel, Values, Outcome> model) {
        Supplier<Kernel> maker = () -> new ForwardingKernel(maxu8.get(), model);
        return new KernelWorkers(maker.get(), maker, threads);
    }

    private static boolean is(Values input, long index) {
        return input.get("rangeMax") == 1 + index / 256 && input.get("a") == index % 256;
    }

    private static Outcome offByOne(Outcome real) {
        Outcome.Returned returned = (Outcome.Returned) real;
        return new Outcome.Returned(returned.output(), returned.cycles() + 1);
    }

    @Test
    void aDiffOnTwoThreadsIsTheDiffOnOne() {
        BiFunction<Kernel, Values, Outcome> wrongTwice = (kernel, input) -> is(input, EARLY) || is(input, LATE)
                ? offByOne(kernel.model(input)) : kernel.model(input);
        DiffReport one = DiffEngine.diff(workers(1, wrongTwice), SPACE, done -> { });
        DiffReport two = DiffEngine.diff(workers(2, wrongTwice), SPACE, done -> { });
        assertEquals(one, two);
        assertEquals(EARLY, two.firstDivergence().orElseThrow().index());
        assertEquals(EARLY + 1, two.checked());
        assertEquals(EARLY + 1, two.cycles().calls());
        assertFalse(two.firstDivergence().orElseThrow().actual().traceTail().isEmpty());

        BiFunction<Kernel, Values, Outcome> right = (kernel, input) -> kernel.model(input);
        DiffReport whole = DiffEngine.diff(workers(3, right), SPACE, done -> { });
        assertEquals(DiffEngine.diff(workers(1, right), SPACE, done -> { }), whole);
        assertEquals(SPACE.size(), whole.checked());
    }

    @Test
    void theFirstDivergenceIsTheLowestIndexEvenWhenALaterChunkFindsOneFirst() {
        CountDownLatch lateFound = new CountDownLatch(1);
        List<Long> foundInOrder = Collections.synchronizedList(new ArrayList<>());
        BiFunction<Kernel, Values, Outcome> model = (kernel, input) -> {
            if (is(input, EARLY)) {
                // hold the first chunk's thread until the second chunk's thread has found its divergence
                await(lateFound);
                foundInOrder.add(EARLY);
                return offByOne(kernel.model(input));
            }
            if (is(input, LATE)) {
                foundInOrder.add(LATE);
                lateFound.countDown();
                return offByOne(kernel.model(input));
            }
            return kernel.model(input);
        };
        DiffReport report = DiffEngine.diff(workers(2, model), SPACE, done -> { });
        assertEquals(List.of(LATE, EARLY), foundInOrder);
        assertEquals(EARLY, report.firstDivergence().orElseThrow().index());
        assertEquals("divergence in cycles at input 11: rangeMax=1 a=10", report.summary());
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(30, TimeUnit.SECONDS), "the second chunk never found its divergence");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void departuresAndDistributionsOnSeveralThreadsAreThoseOnOne() {
        KernelWorkers rand = KernelRegistry.bundled().workers("mlfe-rand");
        KernelWorkers two = new KernelWorkers(rand.first(), rand.maker(), 2);
        InputSpace samples = rand.first().inputs(new Coverage.Samples(9_000, Coverage.DEFAULT_SEED));
        assertEquals(DepartureEngine.compare(rand.first(), samples, done -> { }),
                DepartureEngine.compare(two, samples, done -> { }));
        assertEquals(DistributionEngine.distribution(rand.first(), 100),
                DistributionEngine.distribution(two, rand.first().randomByteInput().orElseThrow(), 100,
                        DistributionEngine.inputs(rand.first().randomByteInput().orElseThrow(), 100, false),
                        done -> { }));
    }

    @Test
    void aKernelsExceptionOnAWorkerThreadReachesTheCaller() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DiffEngine.diff(
                workers(2, (kernel, input) -> {
                    if (is(input, LATE)) {
                        throw new IllegalStateException("model broken at " + input.text());
                    }
                    return kernel.model(input);
                }), SPACE, done -> { }));
        assertEquals("model broken at rangeMax=20 a=136", e.getMessage());
    }

    @Test
    void progressCountsUpToEveryInput() {
        List<Long> seen = Collections.synchronizedList(new ArrayList<>());
        DiffEngine.diff(workers(1, (kernel, input) -> kernel.model(input)), SPACE, seen::add);
        assertEquals(0L, seen.get(0));
        assertEquals(SPACE.size(), seen.get(seen.size() - 1));
    }
}
