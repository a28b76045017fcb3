package dev.romlab.kernels.comet2.model;

import static dev.romlab.asm.comet2.Comet2InstructionTable.ADDA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JUMP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JZE;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LAD;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LD_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.MULA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.POP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.PUSH;
import static dev.romlab.asm.comet2.Comet2InstructionTable.RET;
import static dev.romlab.asm.comet2.Comet2InstructionTable.ST;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.comet2.MachineClock;

/**
 * The faithful model of {@code roms/mlfe/minesweeper.fe}'s INIT: NBOMB times, RANDINT (the chapter's RAND, reading
 * the clock afresh each time: {@link ChapterRand}) picks a cell 0..80 or, in second 0 of a minute, -1; a cell
 * already holding a bomb is drawn again. Cell -1 is the word before FIELD, HEIGHT (9, not a bomb), so the first -1
 * puts a bomb there, which makes SHOWF print two rows, and every later -1 draws again until the clock leaves second 0.
 */
public final class MlfeMinesweeper {

    /** The instructions executed before INIT's first one: {@code CALL INIT}. */
    private static final long BEFORE_INIT = 1;

    // The paths' instructions, made once (a varargs call makes an array each time)
    private static final int[] SET_UP = {LAD, LAD, LD_ADR, MULA_ADR, LAD, LAD};
    private static final int[] ALL_PLACED = {CPA_ADR, JZE};
    /** RANDINT's jump over its data; FIELD[ret] == BOMB? */
    private static final int[] CELL_TAKEN = {JUMP, LD_ADR, CPA_ADR, JZE};
    private static final int[] PLACE_BOMB = {LD_ADR, ST, ADDA_ADR, JUMP};

    private MlfeMinesweeper() {
    }

    /** INIT's result for a run whose clock starts at {@code start} and advances {@code rate} instructions a second. */
    public static Minefield init(LocalDateTime start, long rate) {
        MachineClock clock = new MachineClock.Fixed(start, rate);
        CostTally tally = new CostTally(Comet2Profile.MLFE);
        int[] words = new int[Minefield.CELLS + 1]; // HEIGHT, then FIELD
        words[0] = Minefield.HEIGHT;
        tally.repeat(PUSH, 5); // RPUSH 0,4
        tally.add(SET_UP);
        int right = Minefield.WIDTH * Minefield.HEIGHT;
        List<Integer> bombs = new ArrayList<>();
        while (true) {
            tally.add(ALL_PLACED);
            if (bombs.size() == Minefield.BOMBS) {
                break;
            }
            int cell = ChapterRand.value(0, right,
                    executed -> ClockReading.of(clock.now(BEFORE_INIT + executed)), tally);
            tally.add(CELL_TAKEN);
            if (words[cell + 1] == Minefield.BOMB) {
                continue;
            }
            tally.add(PLACE_BOMB);
            words[cell + 1] = Minefield.BOMB;
            bombs.add(cell);
        }
        tally.repeat(POP, 5); // RPOP 0,4
        tally.add(RET);
        return new Minefield(bombs, words[0], tally.instructions(), tally.costUnits());
    }
}
