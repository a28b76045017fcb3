package dev.romlab.kernels.comet2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Distribution;
import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Minefield;

/**
 * {@code dist} of the minesweepers counts every bomb of every board (issue #14: "the distribution of bomb positions
 * over many boards"): the emulator's counts over a few boards against the faithful model's boards, bomb by bomb.
 */
class BombPositionsTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    /** {@code kernel} with its dist input narrowed to {@code few}: the same boards, a handful of them. */
    private static Kernel over(Kernel kernel, Field few) {
        RandomByteInput narrowed = MinefieldOutput.bombPositions(few, "a few boards");
        return (Kernel) Proxy.newProxyInstance(Kernel.class.getClassLoader(), new Class<?>[] {Kernel.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("randomByteInput")) {
                        return Optional.of(narrowed);
                    }
                    try {
                        return method.invoke(kernel, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** How often the faithful model puts a bomb in each cell over {@code boards}. */
    private static Map<Long, Long> modelCounts(Kernel kernel, InputSpace boards) {
        Map<Long, Long> counts = new TreeMap<>();
        for (Values board : boards) {
            Values bombs = ((Outcome.Returned) kernel.model(board)).output();
            for (String bomb : MinefieldOutput.BOMBS) {
                counts.merge(bombs.get(bomb), 1L, Long::sum);
            }
        }
        return counts;
    }

    private static Map<Long, Long> occurring(Distribution distribution) {
        Map<Long, Long> counts = new TreeMap<>();
        distribution.rows().stream().filter(r -> r.count() > 0).forEach(r -> counts.put(r.value(), r.count()));
        return counts;
    }

    private static void assertTenABoard(Kernel kernel, Field few) {
        Distribution dist = DistributionEngine.distribution(over(kernel, few), Minefield.CELLS);
        long boards = few.size();
        assertEquals(boards, dist.inputs());
        assertEquals(10, dist.perInput());
        assertEquals(10 * boards, dist.outputs());
        assertEquals(10 * boards, dist.rows().stream().mapToLong(Distribution.Row::count).sum());
        Map<Long, Long> expected = modelCounts(kernel, InputSpace.exhaustive(List.of(few), Values.of()));
        assertEquals(expected, occurring(dist));
        // every cell no board has a bomb in, listed as never occurring
        List<Long> never = LongStream.range(0, Minefield.CELLS).filter(c -> !expected.containsKey(c)).boxed().toList();
        assertFalse(never.isEmpty());
        assertEquals(never, dist.neverOccurring());
        assertEquals(1.0 / (10 * boards), dist.rows().stream().filter(r -> r.count() == 1).findFirst().orElseThrow()
                .probability());
    }

    @Test
    void everyBombOfTwentyCasl2BoardsIsCountedAsTheModelPlacesIt() {
        assertTenABoard(registry.get("casl2-minesweeper"), Field.range(Casl2MinesweeperKernel.STATE.name(), 16, 1, 20));
    }

    @Test
    void everyBombOfFiveMlfeBoardsIsCountedAsTheModelPlacesIt() {
        // 12:16:01.001285 to 12:16:01.041285, one a hundredth: second 1, ten cells of 0..80 each
        assertTenABoard(registry.get("mlfe-minesweeper"), Field.range(ChapterClock.CS.name(), 16, 100, 104));
    }

    @Test
    void theFindingNamesTheBombPositions() {
        Distribution dist = DistributionEngine.distribution(over(registry.get("casl2-minesweeper"),
                Field.range(Casl2MinesweeperKernel.STATE.name(), 16, 1, 1)), Minefield.CELLS);
        // state 1's board: ten cells, each once in 10; the other 71 never
        assertEquals(71, dist.neverOccurring().size());
        assertEquals("bomb positions 0..80: 1 of 10 each (uniform); never " + dist.neverOccurring().stream().limit(8)
                .map(String::valueOf).collect(Collectors.joining(", ")) + ", ... (71 values)",
                dist.finding());
    }
}
