package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import org.junit.jupiter.api.Test;

/**
 * Yahtzee as Troll users write it (issue #11): five dice, three rolls, after each roll keep the dice showing the
 * most frequent face (the highest on a tie) and roll the others again. The chance of five of a kind is
 * 2,783,176 / 6^10 (about 4.603 %, the figure usually quoted for this strategy).
 */
class YahtzeeTest {

    private static final Rational FIVE_OF_A_KIND = Rational.of(2_783_176, 60_466_176);

    /** Written out roll by roll: every later line depends on the kept dice only, which the engine memoises on. */
    static final String INLINE = """
            first := 5d6;
            most := max (foreach f in first do count f = first);
            face := max (foreach f in first do if most = count f = first then f else {});
            kept := face = first;
            second := kept U (5 - count kept)d6;
            most := max (foreach f in second do count f = second);
            face := max (foreach f in second do if most = count f = second then f else {});
            kept := face = second;
            third := kept U (5 - count kept)d6;
            count (1 = count different third)
            """;

    static final String WITH_FUNCTIONS = """
            function keepmost(dice) =
              most := max (foreach f in dice do count f = dice);
              face := max (foreach f in dice do if most = count f = dice then f else {});
              face = dice

            function play(kept, rolls) =
              if rolls = 0 then kept
              else call play(call keepmost(kept U (5 - count kept)d6), rolls - 1)

            count (5 = count call play({}, 3))
            """;

    private static Rational fiveOfAKind(String source) {
        return new ExactEngine(Parser.parse(source)).distribution().probability(Multiset.singleton(1));
    }

    @Test
    void inlineTurnGivesTheKnownChance() {
        assertEquals(FIVE_OF_A_KIND, fiveOfAKind(INLINE));
    }

    @Test
    void recursiveTurnGivesTheSameChance() {
        assertEquals(FIVE_OF_A_KIND, fiveOfAKind(WITH_FUNCTIONS));
    }
}
