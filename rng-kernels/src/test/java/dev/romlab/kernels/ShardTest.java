package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class ShardTest {

    @Test
    void partsFollowOneAnotherAndCoverTheSpaceOnce() {
        for (long size : List.of(0L, 1L, 3L, 7L, 65_536L, 60_000_000L, 1L << 32)) {
            for (int n : List.of(1, 2, 3, 4, 7, 64, 1000)) {
                long expectedFirst = 0;
                for (int k = 1; k <= n; k++) {
                    Shard part = new Shard(k, n);
                    assertEquals(expectedFirst, part.first(size), part + " of " + size);
                    long length = part.end(size) - part.first(size);
                    assertEquals(true, length == size / n || length == size / n + 1, part + " of " + size);
                    expectedFirst = part.end(size);
                }
                assertEquals(size, expectedFirst, n + " parts of " + size);
            }
        }
    }

    @Test
    void boundariesAreFloorsOfTheIndexTimesTheSizeOverN() {
        assertEquals(16_384, new Shard(2, 4).first(65_536));
        assertEquals(32_768, new Shard(2, 4).end(65_536));
        assertEquals(2, new Shard(2, 3).first(7));
        assertEquals(4, new Shard(2, 3).end(7));
        long huge = Long.MAX_VALUE - 1;
        assertEquals(huge / 999_999_999 * 999_999_998 + huge % 999_999_999 * 999_999_998 / 999_999_999,
                new Shard(999_999_998, 999_999_999).end(huge));
    }

    @Test
    void thePartsOfASpaceAreItsInputsInOrder() {
        InputSpace space = InputSpace.exhaustive(List.of(Field.range("x", 8, 0, 9)));
        List<Values> joined = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            InputSpace part = new Shard(k, 3).of(space);
            assertEquals(new Shard(k, 3).first(10), part.firstIndex());
            part.forEach(joined::add);
        }
        List<Values> whole = new ArrayList<>();
        space.forEach(whole::add);
        assertEquals(whole, joined);
    }

    @Test
    void kOfNIsReadAndBadTextIsRefusedWithAMessage() {
        assertEquals(new Shard(3, 8), Shard.parse("3/8"));
        assertEquals("3/8", new Shard(3, 8).toString());
        assertEquals("0/4: K must be 1..4", assertThrows(IllegalArgumentException.class,
                () -> Shard.parse("0/4")).getMessage());
        assertEquals("5/4: K must be 1..4", assertThrows(IllegalArgumentException.class,
                () -> Shard.parse("5/4")).getMessage());
        assertEquals("1/0: N must be at least 1", assertThrows(IllegalArgumentException.class,
                () -> Shard.parse("1/0")).getMessage());
        for (String bad : List.of("x", "1/", "/4", "-1/4", "1/4/2", "1.5/4", "1/9999999999")) {
            assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
        }
    }
}
