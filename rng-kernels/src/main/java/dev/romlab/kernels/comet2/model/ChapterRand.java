package dev.romlab.kernels.comet2.model;

import static dev.romlab.asm.comet2.Comet2InstructionTable.ADDA_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.CPA_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.DIVA_3;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JMI;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JUMP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.JZE;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LAD;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LD_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.LD_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.MULA_REG;
import static dev.romlab.asm.comet2.Comet2InstructionTable.POP;
import static dev.romlab.asm.comet2.Comet2InstructionTable.PUSH;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SLL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SRL;
import static dev.romlab.asm.comet2.Comet2InstructionTable.ST;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SUBA_3;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SUBA_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.SVC;
import static dev.romlab.asm.comet2.Comet2InstructionTable.XOR_ADR;
import static dev.romlab.asm.comet2.Comet2InstructionTable.XOR_REG;

import java.util.function.LongFunction;

/**
 * The faithful model of seed 004's {@code RAND} from {@code INIT} to {@code RANDEND}'s last {@code POP} (the body of
 * {@code roms/mlfe/rand.fe} and of the {@code RANDINT} macro): what its instructions compute, not what the chapter
 * meant. X, Y, Z, W are seeded with month, day, hour and minute times the microseconds; each of the S (seconds)
 * rounds computes T from X and shifts X <- Y <- Z <- W, but the new W stays in GR4 and is never stored, so from
 * the fourth round on every round computes the same value from W alone. GR0 is -1 when B < A or S = 0, else
 * (A + GR4) - floor((A + GR4) / B) * B, in 0..B-1 (not A..B-1).
 */
public final class ChapterRand {

    // The paths' instructions, made once (a varargs call makes an array each time)
    private static final int[] SEED = {ST, MULA_REG, ST, MULA_REG, ST, MULA_REG, ST, MULA_REG, ST, POP, POP, LAD,
        CPA_REG, JMI};
    private static final int[] ROUND_TEST = {CPA_ADR, JZE};
    private static final int[] ROUND = {LD_ADR, SLL, XOR_ADR, LD_ADR, ST, LD_ADR, ST, LD_ADR, ST, SRL, XOR_ADR, LD_REG,
        SRL, XOR_REG, XOR_REG, ADDA_REG, DIVA_3, MULA_REG, SUBA_3, SUBA_ADR, JUMP};

    private ChapterRand() {
    }

    /**
     * GR0 after the routine with A = {@code a} and B = {@code b} (B >= 1 where A <= B: DIVA by 0 stops the
     * machine), the clock read by {@code clock} at the number of instructions {@code tally} has counted before the
     * {@code SVC time}; {@code tally} counts every instruction up to RANDEND's last POP.
     */
    public static int value(int a, int b, LongFunction<ClockReading> clock, CostTally tally) {
        tally.repeat(PUSH, 7 + 2); // RPUSH 1,7; PUSH 0,GR1; PUSH 0,GR2
        ClockReading time = clock.apply(tally.instructions());
        tally.add(SVC);
        int s = time.second();
        int x = time.month() * time.micros();
        int y = time.day() * time.micros();
        int z = time.hour() * time.micros();
        int w = time.minute() * time.micros();
        tally.add(SEED);
        int gr0 = -1;
        if (b >= a) {
            tally.add(LD_ADR);
            tally.addTimes(s + 1, ROUND_TEST); // each round's test and the last, which ends the loop
            tally.addTimes(s, ROUND);
            if (s > 0) {
                // Each round sets GR0 anew and shifts X <- Y <- Z <- W, the new W staying in GR4: the last round,
                // the only one GR0 keeps, computes T from X, Y, Z or W as S is 1, 2, 3 or more (a loop of up to
                // 59 rounds with a division each was a fifth of mlfe-minesweeper's check).
                int last = s == 1 ? x : s == 2 ? y : s == 3 ? z : w;
                int t = last ^ (last << 11);
                int gr4 = (w ^ (w >>> 19)) ^ (t ^ (t >>> 8));
                gr4 += a;
                int gr5 = Math.floorDiv(gr4, b) * b;
                gr0 = gr4 - gr5;
            }
        }
        tally.repeat(POP, 7); // RPOP 1,7
        return gr0;
    }
}
