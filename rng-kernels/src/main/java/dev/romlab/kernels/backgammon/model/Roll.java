package dev.romlab.kernels.backgammon.model;

import java.util.Locale;

/**
 * One roll of the two dice, as GetDiceRoll ($815C) makes it from a generator value 0..179: Y = value / 36 and
 * A = value mod 36 by repeated subtraction, index = (7Y + A) mod 36 (7 x 4 + 35 = 63, so one subtraction does), and
 * the look-up table at $81CF gives die 1 in its upper nibble ($46) and die 2 in its lower ($47). Each index is hit by
 * exactly five values (one per Y: A + 7Y runs through every residue once), and the 36 entries are the 36 ordered
 * pairs, so over 0..179 every ordered pair has probability 1/36.
 *
 * @param die1 the upper nibble, stored at $46
 * @param die2 the lower nibble, stored at $47
 */
public record Roll(int die1, int die2) {

    /** The 36 entries at $81CF-$81F2, as listed. */
    private static final int[] TABLE = {
        0x14, 0x66, 0x36, 0x65, 0x63, 0x11,
        0x23, 0x33, 0x16, 0x31, 0x21, 0x53,
        0x51, 0x61, 0x62, 0x35, 0x44, 0x22,
        0x12, 0x32, 0x55, 0x34, 0x56, 0x25,
        0x13, 0x43, 0x41, 0x42, 0x46, 0x15,
        0x24, 0x52, 0x45, 0x26, 0x64, 0x54};

    /** The table's length and GetDiceRoll's divisor, $24. */
    static final int PAIRS = 36;

    /** The multiplier of the quotient: {@code ASL ASL ASL} then {@code SBC $11} is 8Y - Y. */
    private static final int QUOTIENT_WEIGHT = 7;

    public Roll {
        if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6) {
            throw new IllegalArgumentException("dice are 1..6: " + die1 + "-" + die2);
        }
    }

    /** The roll GetDiceRoll makes of {@code value} (0..179). */
    public static Roll of(int value) {
        int entry = TABLE[tableIndex(value)];
        return new Roll(entry >>> 4, entry & 0xF);
    }

    /** {@code 6-6} or {@code 3-1}, as {@code romlab backgammon --find} reads them; {@link IllegalArgumentException}. */
    public static Roll parse(String text) {
        String[] dice = text.strip().split("-", -1);
        if (dice.length != 2 || !dice[0].matches("[1-6]") || !dice[1].matches("[1-6]")) {
            throw new IllegalArgumentException("a roll is two dice 1..6 as D-D (6-6, 3-1), not '" + text + "'");
        }
        return new Roll(Integer.parseInt(dice[0]), Integer.parseInt(dice[1]));
    }

    /** The two bytes $46 and $47 as one number, die 1 in the tens: 31 for 3-1 (the look-up table's own reading). */
    public int code() {
        return 10 * die1 + die2;
    }

    /** The same two dice in either order: 3-1 and 1-3 are one roll for the player. */
    public boolean sameDice(Roll other) {
        return Math.min(die1, die2) == Math.min(other.die1, other.die2)
                && Math.max(die1, die2) == Math.max(other.die1, other.die2);
    }

    public String text() {
        return String.format(Locale.ROOT, "%d-%d", die1, die2);
    }

    static int quotient(int value) {
        return value / PAIRS;
    }

    /** Whether 7Y + A reaches 36, so that GetDiceRoll subtracts 36 once more. */
    static boolean wraps(int value) {
        return QUOTIENT_WEIGHT * quotient(value) + value % PAIRS >= PAIRS;
    }

    static int tableIndex(int value) {
        int index = QUOTIENT_WEIGHT * quotient(value) + value % PAIRS;
        return wraps(value) ? index - PAIRS : index;
    }
}
