package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class InputSpaceTest {

    private static final Field X = Field.range("x", 8, 1, 3);
    private static final Field Y = Field.range("y", 8, 0, 1);

    private static List<String> texts(InputSpace space) {
        List<String> out = new ArrayList<>();
        space.forEach(v -> out.add(v.text()));
        return out;
    }

    @Test
    void exhaustiveVariesTheLastFieldFastest() {
        InputSpace space = InputSpace.exhaustive(List.of(X, Y));
        assertEquals(List.of("x=1 y=0", "x=1 y=1", "x=2 y=0", "x=2 y=1", "x=3 y=0", "x=3 y=1"), texts(space));
        assertEquals(6, space.size());
        assertEquals("every x 1..3 × every y 0..1", space.description());
    }

    @Test
    void samplesAreReproducibleFromTheirSeed() {
        Field seed = StandardParameters.SEED;
        List<Field> fields = List.of(seed, X);
        assertEquals(texts(InputSpace.sampled(fields, 20, 7)), texts(InputSpace.sampled(fields, 20, 7)));
        assertNotEquals(texts(InputSpace.sampled(fields, 20, 7)), texts(InputSpace.sampled(fields, 20, 8)));
    }

    @Test
    void samplesStayInTheirFieldsRanges() {
        InputSpace.sampled(List.of(X), Values.of(Y.value(1)), 1000, 1).forEach(v -> {
            assertEquals(1, v.get("y"));
            assertEquals(true, v.get("x") >= 1 && v.get("x") <= 3, v.text());
        });
    }

    @Test
    void concatenationKeepsPartsInOrder() {
        InputSpace listed = InputSpace.listed("one", List.of(Values.of(X.value(2))));
        InputSpace both = InputSpace.concat(listed, InputSpace.exhaustive(List.of(X)));
        assertEquals(List.of("x=2", "x=1", "x=2", "x=3"), texts(both));
        assertEquals("one; every x 1..3", both.description());
    }

    @Test
    void aSpaceTooLargeToTryIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> InputSpace.exhaustive(List.of(StandardParameters.SEED)));
        Kernel lfsr = KernelRegistry.bundled().get("z80-lfsr");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> lfsr.inputs(new Coverage.Exhaustive()));
        assertEquals("z80-lfsr: every seed $0000000000000000..$FFFFFFFFFFFFFFFF is too large to try whole (more than "
                + "9.2e18 inputs, at most 4,294,967,296): use --samples N", e.getMessage());
    }

    /** Every slice of {@code space} gives the inputs iterating the whole gives at those indices, numbered alike. */
    private static void assertSlicesAgree(InputSpace space) {
        List<String> whole = texts(space);
        int size = whole.size();
        for (int from = 0; from <= size; from++) {
            for (int to = from; to <= size; to++) {
                InputSpace slice = space.slice(from, to);
                assertEquals(whole.subList(from, to), texts(slice), from + ".." + to);
                assertEquals(to - from, slice.size());
                assertEquals(from, slice.firstIndex());
                assertEquals(space.description(), slice.description());
            }
        }
    }

    @Test
    void slicesOfEachKindOfSpaceAreTheInputsAtTheirIndices() {
        InputSpace listed = InputSpace.listed("two", List.of(Values.of(X.value(2)), Values.of(X.value(3))));
        InputSpace sampled = InputSpace.sampled(List.of(X, StandardParameters.SEED), Values.of(Y.value(1)), 7, 5);
        assertSlicesAgree(InputSpace.exhaustive(List.of(X, Y, Field.range("z", 8, 0, 2))));
        assertSlicesAgree(sampled);
        assertSlicesAgree(listed);
        assertSlicesAgree(InputSpace.concat(listed, InputSpace.exhaustive(List.of(X)), sampled));
    }

    @Test
    void aSliceOfASliceKeepsTheWholeSpacesNumbers() {
        InputSpace space = InputSpace.exhaustive(List.of(X, Y));
        InputSpace inner = space.slice(1, 5).slice(2, 3);
        assertEquals(List.of("x=2 y=1"), texts(inner));
        assertEquals(3, inner.firstIndex());
        assertEquals(List.of("x=2 y=1"), texts(space.slice(1, 5).only(3)));
        assertThrows(IllegalArgumentException.class, () -> space.slice(1, 5).only(5));
        assertThrows(IllegalArgumentException.class, () -> space.slice(1, 5).slice(2, 5));
        assertThrows(IllegalArgumentException.class, () -> space.slice(4, 7));
    }

    @Test
    void aSliceOfASpaceOfMillionsStartsWithoutGoingThroughTheInputsBefore() {
        InputSpace minute = InputSpace.exhaustive(List.of(Field.range("us", 32, 0, 59_999_999)));
        long start = System.nanoTime();
        Values last = minute.slice(59_999_999, 60_000_000).iterator().next();
        assertEquals(59_999_999, last.get("us"));
        assertTrue(System.nanoTime() - start < 1_000_000_000L, "took " + (System.nanoTime() - start) + " ns");
    }
}
