package dev.romlab.troll.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RollTextTest {

    @Test
    void collectionsPrintAscendingWithStandardMlMinus() {
        assertEquals("~3 0 2 2", RollText.show(Multiset.of(2, -3, 2, 0)));
        assertEquals("~2147483648", RollText.number(Integer.MIN_VALUE));
        assertEquals("", RollText.show(Multiset.EMPTY));
    }

    @Test
    void textBoxesPrintTheirLines() {
        assertEquals("a \nbc", RollText.show(new TextBox(List.of("a", "bc"))));
    }
}
