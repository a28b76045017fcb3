package dev.romlab.kernels.comet2.model;

import static dev.romlab.asm.comet2.Comet2InstructionTable.CALL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPL_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPL_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JMI;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JPL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JUMP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JZE;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LAD;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LD_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LD_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.POP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.PUSH;
import static dev.romlab.asm.comet2.Comet2InstructionTable.RET;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SLL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SRL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.ST;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SUBL_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.XOR_REG;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.comet2.Comet2Profile;

/**
 * Models of {@code roms/comet2/minesweeper.cas}: the faithful {@link #xorshift} (XORSHFT) and {@link #init} (INIT:
 * each cell the next {@link Xorshift16} state modulo 81, taken cells drawn again) with their instructions and cost
 * units, and the {@link #intendedInit intended} placement, uniform over the 81 cells: states above 81 × 809 =
 * 65,529 are drawn again, as the remainder of the 65,535 states would otherwise favour cells 1..6.
 */
public final class Casl2Minesweeper {

    /** The largest multiple of 81 that the 65,535 non-zero states cover evenly (states 1..65,529). */
    public static final int UNIFORM_LIMIT = 81 * 809;

    // The paths' instructions, made once: a varargs call makes an array each time, and the model runs 65,535
    // boards of about 600 such calls in a check (on the first compiler alone, which keeps every array).
    private static final int[] XORSHFT = {LD_ADR, PUSH, LD_REG, SLL, XOR_REG, LD_REG, SRL, XOR_REG, LD_REG, SLL,
        XOR_REG, ST, POP, RET};
    private static final int[] ALL_PLACED = {CPA_ADR, JZE};
    private static final int[] CELL_TAKEN = {LD_REG, LD_ADR, CPA_ADR, JZE};
    private static final int[] PLACE_BOMB = {LD_ADR, ST, LAD, JUMP};
    private static final int[] FITS = {CPL_REG, JMI};
    private static final int[] NEXT_DIVISOR = {SRL, CPL_ADR, JPL};

    private Casl2Minesweeper() {
    }

    /** XORSHFT from STATE = {@code state}: the new state in GR0 and STATE; {@code tally} counts up to its RET. */
    public static int xorshift(int state, CostTally tally) {
        tally.add(XORSHFT);
        return Xorshift16.next(state);
    }

    /** INIT with STATE = {@code state} (1..65,535; 0 draws cell 0 forever), its RET included. */
    public static Minefield init(int state) {
        CostTally tally = new CostTally(Comet2Profile.COMET2);
        boolean[] taken = new boolean[Minefield.CELLS];
        List<Integer> bombs = new ArrayList<>();
        tally.repeat(PUSH, 7); // RPUSH
        tally.add(LAD);
        int x = state;
        while (true) {
            tally.add(ALL_PLACED);
            if (bombs.size() == Minefield.BOMBS) {
                break;
            }
            tally.add(CALL);
            x = xorshift(x, tally);
            int cell = remainder81(x, tally);
            tally.add(CELL_TAKEN);
            if (taken[cell]) {
                continue;
            }
            tally.add(PLACE_BOMB);
            taken[cell] = true;
            bombs.add(cell);
        }
        tally.repeat(POP, 7); // RPOP
        tally.add(RET);
        return new Minefield(bombs, Minefield.HEIGHT, tally.instructions(), tally.costUnits());
    }

    /** INITMOD's binary long division: 81 << 9 down to 81 subtracted where it fits. */
    private static int remainder81(int x, CostTally tally) {
        tally.add(LD_ADR);
        for (int divisor = 81 << 9; ; ) {
            tally.add(FITS);
            if (x >= divisor) {
                tally.add(SUBL_REG);
                x -= divisor;
            }
            divisor >>>= 1;
            tally.add(NEXT_DIVISOR);
            if (divisor > 81) {
                continue;
            }
            tally.add(JZE);
            if (divisor < 81) {
                return x;
            }
        }
    }

    /** The cells a uniform placement takes from the stream after {@code state}: states over 65,529 skipped. */
    public static List<Integer> intendedInit(int state) {
        boolean[] taken = new boolean[Minefield.CELLS];
        List<Integer> bombs = new ArrayList<>();
        int x = state;
        while (bombs.size() < Minefield.BOMBS) {
            x = Xorshift16.next(x);
            int cell = x % Minefield.CELLS;
            if (x <= UNIFORM_LIMIT && !taken[cell]) {
                taken[cell] = true;
                bombs.add(cell);
            }
        }
        return bombs;
    }
}
