package dev.romlab.troll.value;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.troll.ast.Comparison;
import org.junit.jupiter.api.Test;

class MultisetTest {

    @Test
    void orderDoesNotMatterButRepetitionsDo() {
        assertEquals(Multiset.of(2, 1, 2), Multiset.of(1, 2, 2));
        assertEquals(Multiset.of(2, 1, 2).hashCode(), Multiset.of(1, 2, 2).hashCode());
        assertEquals(3, Multiset.of(2, 1, 2).size());
        assertArrayEquals(new int[] {1, 2, 2}, Multiset.of(2, 1, 2).toArray());
    }

    @Test
    void unionMergesInOrder() {
        assertEquals(Multiset.of(1, 2, 2, 3, 5), Multiset.of(5, 2).union(Multiset.of(3, 2, 1)));
    }

    @Test
    void dropRemovesEveryCopyButMinusOnlyOnePerElement() {
        Multiset left = Multiset.of(2, 2, 3);
        assertEquals(Multiset.of(3), left.drop(Multiset.of(2, 4)));
        assertEquals(Multiset.of(2, 3), left.minus(Multiset.of(2, 4)));
        assertEquals(Multiset.of(3), left.minus(Multiset.of(2, 2, 2)));
        assertEquals(Multiset.of(2, 2), left.keep(Multiset.of(2)));
    }

    @Test
    void selectionsByRank() {
        Multiset m = Multiset.of(4, 1, 4, 2, 1);
        assertEquals(Multiset.of(1, 1), m.least(2));
        assertEquals(Multiset.of(4, 4), m.largest(2));
        assertEquals(Multiset.of(1, 1), m.minimal());
        assertEquals(Multiset.of(4, 4), m.maximal());
        assertEquals(Multiset.of(2), m.median());
        assertEquals(Multiset.of(1, 2, 4), m.distinct());
    }

    @Test
    void filterComparesTheThresholdOnTheLeft() {
        assertEquals(Multiset.of(8, 9), Multiset.of(3, 7, 8, 9).filter(Comparison.LESS, 7));
        assertEquals(Multiset.of(3), Multiset.of(3, 7, 8, 9).filter(Comparison.GREATER, 7));
    }

    @Test
    void sumOverflowIsDetected() {
        assertEquals(0, Multiset.EMPTY.sum());
        assertThrows(ArithmeticException.class, () -> Multiset.of(Integer.MAX_VALUE, 1).sum());
    }

    @Test
    void printsAsTrollDoes() {
        assertEquals("{}", Multiset.EMPTY.toString());
        assertEquals("7", Multiset.singleton(7).toString());
        assertEquals("-1 2 2", Multiset.of(2, -1, 2).toString());
    }
}
