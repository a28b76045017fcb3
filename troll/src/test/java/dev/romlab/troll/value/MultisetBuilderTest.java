package dev.romlab.troll.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.troll.ast.Position;
import org.junit.jupiter.api.Test;

class MultisetBuilderTest {

    @Test
    void gathersElementsAndSortsOnce() {
        MultisetBuilder builder = new MultisetBuilder(new Position(1, 1));
        for (int i = 20; i > 0; i--) {
            builder.add(i % 7);
        }
        builder.addAll(Multiset.of(3, -1));
        assertEquals(Multiset.of(0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, -1),
                builder.build());
    }

    @Test
    void anEmptyBuilderBuildsTheEmptyMultiset() {
        assertEquals(Multiset.EMPTY, new MultisetBuilder(new Position(1, 1)).build());
    }
}
