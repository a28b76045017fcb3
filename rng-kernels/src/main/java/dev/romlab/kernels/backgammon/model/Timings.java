package dev.romlab.kernels.backgammon.model;

/**
 * Cycles of the listing's routines on the 6502 (MOS MCS6500 Microcomputer Family Programming Manual, appendix B:
 * immediate 2, zero page 3, absolute 4, absolute,Y 4 (+1 across a page, which no access of these routines does:
 * $601+Y stays below $638 and $81CF+Y below $81F3), stores to absolute,Y and (zp),Y always 5 and 6, INC/DEC 6/5
 * (absolute/zero page), JSR and RTS 6, PHA 3, PLA 4; a branch 2 not taken, 3 taken, 4 taken to another page).
 * Each sum follows the listing line by line; the branch targets and the addresses after each branch are the
 * listing's, so a branch is 4 only where the two are on different pages (RndFunc's {@code BNE Next}, $9D10 to
 * $9CE9).
 */
public final class Timings {

    /**
     * The seed function from $6245 up to the title screen, without the clearing loop and the init: LDX zp 3; the
     * filled gap LDY # 2, STY zp 3, LDY # 2, STY zp 3, LDY # 2, NOP 2; LDA # 2; after the loop TXA 2; STX abs 4;
     * LDX # 2, TXS 2, JSR 6.
     */
    private static final int SEED_FUNCTION = 3 + 2 + 3 + 2 + 3 + 2 + 2 + 2 + 2 + 4 + 2 + 2 + 6;

    /**
     * Clearing $0700 down to $0000, 8 pages: per page 256 x (STA (zp),Y 6, DEY 2) + 255 x BNE taken 3 + 2, then DEC
     * zp 5 and BPL (taken 3 seven times, not taken 2 once).
     */
    private static final int CLEAR = 8 * (256 * (6 + 2) + 255 * 3 + 2 + 5) + 7 * 3 + 2;

    /** TXA's BNE: taken 3 for a seed; not taken 2 and LDX #$5F 2 at power-on ($33 = 0). */
    private static final int SEED_TAKEN = 3;
    private static final int POWER_ON = 2 + 2;

    /** Init before its loop: LDA abs 4, AND # 2, STA zp 3, STA abs 4, LDA # 2, STA zp 3, LDY # 2, LDX # 2. */
    private static final int INIT_SETUP = 4 + 2 + 3 + 4 + 2 + 3 + 2 + 2;

    /**
     * One pass of CreateValue without its two branches: LDA zp 3, STA abs,Y 5, LDA zp 3, SEC 2, SBC zp 3; STA zp 3,
     * LDA abs,Y 4, STA zp 3, TYA 2, CLC 2, ADC # 2, CMP # 2; TAY 2, DEX 2, then BNE taken 3 (not taken 2 the last
     * time).
     */
    private static final int CREATE_VALUE = 3 + 5 + 3 + 2 + 3 + 3 + 4 + 3 + 2 + 2 + 2 + 2 + 2 + 2;
    private static final int CREATE_LOOP_TAKEN = 3;
    private static final int CREATE_LOOP_DONE = 2;

    /** BPL taken 3; not taken 2 and CLC 2, ADC # 2. */
    private static final int SIGN_CLEAR = 3;
    private static final int SIGN_SET = 2 + 2 + 2;

    /** BCC taken 3 (index below 55); not taken 2 and SBC # 2. */
    private static final int INDEX_BELOW = 3;
    private static final int INDEX_WRAPS = 2 + 2;

    /** The init's two JSR RndFunc; the third pass is fallen into and returns for the init. */
    private static final int INIT_CALLS = 2 * 6;

    /**
     * RndFunc: LDY # 2; per index TYA 2, STA zp 3, CMP # 2, then 7 below 24 (BCS not taken 2, ADC # 2, BCC taken 3)
     * or 5 from 24 (BCS taken 3, SBC # 2); TAY 2, LDA abs,Y 4, STA zp 3, LDY zp 3, LDA abs,Y 4, SEC 2, SBC zp 3;
     * BCS taken 3, or not taken 2 and ADC # 2; STA abs,Y 5, INY 2, CPY # 2, BNE taken 4 (to another page) or 2 the
     * last time; then LDA # 2, STA abs 4, TAY 2, LDA abs,Y 4, RTS 6.
     */
    private static final int REFILL_START = 2;
    private static final int REFILL_INDEX = 2 + 3 + 2 + 2 + 4 + 3 + 3 + 4 + 2 + 3 + 5 + 2 + 2;
    private static final int REFILL_LOW_INDEX = 2 + 2 + 3;
    private static final int REFILL_HIGH_INDEX = 3 + 2;
    private static final int REFILL_NO_BORROW = 3;
    private static final int REFILL_BORROW = 2 + 2;
    private static final int REFILL_LOOP_TAKEN = 4;
    private static final int REFILL_LOOP_DONE = 2;
    private static final int REFILL_END = 2 + 4 + 2 + 4 + 6;

    /** The index below which RndFunc adds 31 instead of subtracting 24. */
    static final int LAG_SPLIT = 24;

    /**
     * GetRandomVal: INC abs 6, LDA abs 4, CMP # 2 (CMP zp 3); then BCC taken 3 and the read, or not taken 2, JSR 6,
     * RndFunc, LDA # 2, STA abs 4 and the read; the read is TAY 2, LDA abs,Y 4, RTS 6.
     */
    private static final int DRAW_START = 6 + 4;
    private static final int DRAW_READ = 2 + 4 + 6;
    private static final int DRAW_NO_REFILL = 3;
    private static final int DRAW_REFILL_AROUND = 2 + 6 + 2 + 4;

    /**
     * GetDiceRoll with $30C = 0: LDA abs 4, BNE not taken 2, JSR 6, LDY # 2; per 36 taken off CMP # 2, BCC not taken
     * 2, SBC # 2, INY 2, BCS taken 3, then CMP # 2, BCC taken 3; STA zp 3, TYA 2, STA zp 3, 3 x ASL 2, SEC 2, SBC zp
     * 3, CLC 2, ADC zp 3, CMP # 2; BCC taken 3, or not taken 2 and SBC # 2; TAY 2, LDA abs,Y 4, PHA 3, 4 x LSR 2,
     * STA zp 3, PLA 4, AND # 2, STA zp 3, RTS 6. The GetRandomVal call is added separately.
     */
    private static final int ROLL_START = 4 + 2 + 6 + 2;
    private static final int ROLL_PER_36 = 2 + 2 + 2 + 2 + 3;
    private static final int ROLL_LOOP_EXIT = 2 + 3;
    private static final int ROLL_MIDDLE = 3 + 2 + 3 + 3 * 2 + 2 + 3 + 2 + 3 + 2;
    private static final int ROLL_NO_WRAP = 3;
    private static final int ROLL_WRAPS = 2 + 2;
    private static final int ROLL_END = 2 + 4 + 3 + 4 * 2 + 3 + 4 + 2 + 3 + 6;

    private Timings() {
    }

    /** The seed function and its clearing loop, up to the init; {@code powerOn}: $33 was 0. */
    static int seedFunction(boolean powerOn) {
        return SEED_FUNCTION + CLEAR + (powerOn ? POWER_ON : SEED_TAKEN);
    }

    static int initSetup() {
        return INIT_SETUP + INIT_CALLS;
    }

    /** One CreateValue pass; {@code last}: the 54th, whose BNE is not taken. */
    static int createValue(boolean signSet, boolean indexWraps, boolean last) {
        return CREATE_VALUE + (signSet ? SIGN_SET : SIGN_CLEAR) + (indexWraps ? INDEX_WRAPS : INDEX_BELOW)
                + (last ? CREATE_LOOP_DONE : CREATE_LOOP_TAKEN);
    }

    static int refillStart() {
        return REFILL_START;
    }

    /** One index of RndFunc's loop; {@code last}: index 54, whose BNE is not taken. */
    static int refillIndex(int index, boolean borrow, boolean last) {
        return REFILL_INDEX + (index < LAG_SPLIT ? REFILL_LOW_INDEX : REFILL_HIGH_INDEX)
                + (borrow ? REFILL_BORROW : REFILL_NO_BORROW) + (last ? REFILL_LOOP_DONE : REFILL_LOOP_TAKEN);
    }

    static int refillEnd() {
        return REFILL_END;
    }

    /** GetRandomVal around a refill's cycles (0 without one). */
    static int draw(ListingReading reading, boolean refilled, int refillCycles) {
        return DRAW_START + (reading.cmpZeroPage() ? 3 : 2) + DRAW_READ
                + (refilled ? DRAW_REFILL_AROUND + refillCycles : DRAW_NO_REFILL);
    }

    /**
     * GetDiceRoll with its GetRandomVal when that draw refills nothing: {@code value} read from the table as it
     * stands (entry 1 with the index at 0, as roms/6502/backgammon/roll.kernel.toml sets it).
     */
    public static int rollWithoutRefill(int value, ListingReading reading) {
        return roll(value) + draw(reading, false, 0);
    }

    /** GetDiceRoll around GetRandomVal, for the value {@code value} it drew. */
    public static int roll(int value) {
        return ROLL_START + ROLL_PER_36 * Roll.quotient(value) + ROLL_LOOP_EXIT + ROLL_MIDDLE
                + (Roll.wraps(value) ? ROLL_WRAPS : ROLL_NO_WRAP) + ROLL_END;
    }
}
