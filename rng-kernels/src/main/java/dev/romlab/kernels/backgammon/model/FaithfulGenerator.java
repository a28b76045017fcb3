package dev.romlab.kernels.backgammon.model;

import java.util.Arrays;

/**
 * What the listing's generator computes, value by value and cycle by cycle, in plain Java: the seed function
 * ($6245), the table build ($9CAB), RndFunc ($9CE7) and GetRandomVal ($9C94), as the bundled program reads them
 * ({@link ListingReading}). Not thread-safe; {@link #copy()} forks one.
 *
 * <p>Where the code departs from the algorithm its comments name ({@link SubtractiveGenerator}):
 * <ul>
 * <li>The table build tests the difference {@code mem10 - mem11} with {@code BPL}, the sign of an 8-bit result,
 * where a modulus of 180 needs the borrow ({@code BCS}, as RndFunc has): a difference of 128..179 gets 180 added
 * (mod 256: 52..103), and one of -179..-129 (77..127 as a byte) does not. It happens 1 to 7 times in the 54 steps of
 * every one of the 32 seeds, so no sequence starts from the textbook's table.</li>
 * <li>Three passes of RndFunc after the build (two calls and the fall-through), where {@code ran3} makes four.</li>
 * <li>The first GetRandomVal returns entry 1 of the third pass: the init's RndFunc leaves index 0 in $600 and its
 * entry in A, which nobody reads.</li>
 * </ul>
 */
public final class FaithfulGenerator {

    /** The table's length, $37: $601-$637. */
    public static final int LENGTH = 55;

    /** The modulus, $B4. */
    public static final int MODULUS = 180;

    /** Sequences 0..31; 31 is also power-on. */
    public static final int SEQUENCES = 32;

    /** The init's first index, $14, and its step, $15 (21 mod 55, as ran3's {@code ii = (21*i) % 55}). */
    private static final int FIRST_INDEX = 0x14;
    private static final int INDEX_STEP = 0x15;

    /** Where RndFunc takes its lag from: index + 31 mod 55, i.e. index - 24 (the listing's "x_(n-24)"). */
    private static final int LAG = 31;

    /** RndFunc passes the init makes: two JSRs and the fall-through. */
    private static final int INIT_PASSES = 3;

    /** The byte the seed function stores at $500 on power-on ($33 = 0): $5F, so sequence $5F and 31 = 31. */
    private static final int POWER_ON_SEED = 0x5F;

    private static final int SEQUENCE_MASK = 0x1F;

    private final ListingReading reading;
    private final int[] built;
    private final int[] table;
    private int index;
    private long lastCycles;

    private FaithfulGenerator(ListingReading reading, int[] built, int[] table, int index, long lastCycles) {
        this.reading = reading;
        this.built = built;
        this.table = table;
        this.index = index;
        this.lastCycles = lastCycles;
    }

    /**
     * The generator after a reset with $33 = {@code sequence} (0..30), or after power-on for 31 ($33 = 0 there): the
     * seed function, the table build and three passes of RndFunc. {@link #lastCycles()} is the reset's, from $6245
     * up to the title screen.
     */
    public static FaithfulGenerator reset(int sequence, ListingReading reading) {
        if (sequence < 0 || sequence >= SEQUENCES) {
            throw new IllegalArgumentException("sequence must be 0.." + (SEQUENCES - 1) + ": " + sequence);
        }
        boolean powerOn = sequence == SEQUENCES - 1;
        int[] table = new int[LENGTH];
        long cycles = Timings.seedFunction(powerOn) + Timings.initSetup() + build(table, seed(sequence));
        FaithfulGenerator generator = new FaithfulGenerator(reading, table.clone(), table, 0, 0);
        for (int pass = 0; pass < INIT_PASSES; pass++) {
            cycles += generator.refill();
        }
        generator.lastCycles = cycles;
        return generator;
    }

    /**
     * The seed the table build starts from: $500 AND $1F, where $500 is $33 (0..30 here) or $5F at power-on.
     */
    public static int seed(int sequence) {
        return (sequence == SEQUENCES - 1 ? POWER_ON_SEED : sequence) & SEQUENCE_MASK;
    }

    /** The table build's loop ($9CBD-$9CE0): fills {@code table}, returns its cycles. */
    private static long build(int[] table, int seed) {
        table[LENGTH - 1] = seed;
        int mem10 = seed;
        int mem11 = 1;
        int y = FIRST_INDEX;
        long cycles = 0;
        for (int step = 1; step < LENGTH; step++) {
            table[y] = mem11;
            int difference = (mem10 - mem11) & 0xFF;
            boolean signSet = difference >= 0x80;
            if (signSet) {
                difference = (difference + MODULUS) & 0xFF;
            }
            mem11 = difference;
            mem10 = table[y];
            int next = y + INDEX_STEP;
            boolean wraps = next >= LENGTH;
            cycles += Timings.createValue(signSet, wraps, step == LENGTH - 1);
            y = wraps ? next - LENGTH : next;
        }
        return cycles;
    }

    /** RndFunc: every entry minus the one 31 places on (mod 55), mod 180, in place; index 0; its cycles. */
    private long refill() {
        long cycles = Timings.refillStart();
        for (int i = 0; i < LENGTH; i++) {
            int difference = table[i] - table[(i + LAG) % LENGTH];
            boolean borrow = difference < 0;
            table[i] = borrow ? difference + MODULUS : difference;
            cycles += Timings.refillIndex(i, borrow, i == LENGTH - 1);
        }
        index = 0;
        return cycles + Timings.refillEnd();
    }

    /** GetRandomVal: the next value; {@link #lastCycles()} is the call's, from INC $600 to its RTS. */
    public int next() {
        index = (index + 1) & 0xFF;
        boolean refilled = index >= reading.bound();
        long refillCycles = refilled ? refill() : 0;
        lastCycles = Timings.draw(reading, refilled, (int) refillCycles);
        return table[index];
    }

    /** Cycles of the last {@link #reset} or {@link #next()}. */
    public long lastCycles() {
        return lastCycles;
    }

    /** The 55 entries as the build at $9CAB left them, before the first RndFunc pass. */
    public int[] builtTable() {
        return built.clone();
    }

    /** The 55 entries $601-$637. */
    public int[] table() {
        return table.clone();
    }

    /** $600, the index of the last value read. */
    public int index() {
        return index;
    }

    public FaithfulGenerator copy() {
        return new FaithfulGenerator(reading, built, Arrays.copyOf(table, LENGTH), index, lastCycles);
    }
}
