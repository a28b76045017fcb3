package dev.romlab.troll.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The box operators of the paper's section 7. */
class TextBoxTest {

    @Test
    void linesArePaddedToOneWidth() {
        assertEquals(List.of("ab ", "cde"), new TextBox(List.of("ab", "cde")).lines());
    }

    @Test
    void stackingAlignsLeftRightOrCentre() {
        TextBox one = TextBox.line("1");
        TextBox three = TextBox.line("three");
        assertEquals(List.of("1    ", "three"), one.above(three, TextBox.Alignment.LEFT).lines());
        assertEquals(List.of("    1", "three"), one.above(three, TextBox.Alignment.RIGHT).lines());
        assertEquals(List.of("  1  ", "three"), one.above(three, TextBox.Alignment.CENTRE).lines());
    }

    @Test
    void besidePadsTheShorterBoxBelow() {
        TextBox tall = new TextBox(List.of("a", "b"));
        assertEquals(List.of("xa", " b"), TextBox.line("x").beside(tall).lines());
        assertEquals(List.of("ax", "b "), tall.beside(TextBox.line("x")).lines());
    }

    @Test
    void operatorsInsideAStringGroupRight() {
        assertEquals(List.of("1  two ", "  three"), TextBox.fromLiteral("1 ||two<>three").lines());
    }

    @Test
    void parenthesesInsideAStringAreOnlyCharacters() {
        assertEquals(List.of("   (1    ", "two)three"), TextBox.fromLiteral("(1<>two)||three").lines());
    }
}
