package dev.romlab.cpu.translate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Random;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;

/**
 * A random program run through a translating engine with budgets of a few hundred cycles and random hooked
 * addresses, beside the interpreter on the same machine: a block (which may go on through jumps, calls and returns,
 * and loop back inside itself) starts every instruction inside the budget and holds no hooked address after its
 * first, as the interpreter would stop there, and leaves the same state and memory.
 */
public final class BudgetAndHooks {

    private BudgetAndHooks() {
    }

    /**
     * Runs up to {@code blocks} blocks of {@code translated} (its memory {@code translatedMemory}) and the same
     * instructions of {@code interpreted}, {@code hooks} random addresses below {@code hookedBelow} hooked and each
     * budget 1 to {@code mostBudget} cycles, asserting the above; returns how many instructions ran at an address
     * below their block's start (the block went back or on at a lower address).
     */
    public static long check(Cpu interpreted, Memory interpretedMemory, Cpu translated, Memory translatedMemory,
            Random random, int blocks, int hooks, int hookedBelow, int mostBudget, String name) {
        BitSet hooked = new BitSet(hookedBelow);
        for (int k = 0; k < hooks; k++) {
            hooked.set(random.nextInt(hookedBelow));
        }
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                hooked::get, 0, BlockWriter.MAX_INSTRUCTIONS);
        long lower = 0;
        for (int block = 0; block < blocks && !translated.halted(); block++) {
            int pc = translated.pc();
            long budget = 1 + random.nextInt(mostBudget);
            long start = interpreted.cycles();
            int n = translation.execute(budget);
            String where = name + ", block " + block + " from " + Integer.toHexString(pc);
            for (int k = 0; k < n; k++) {
                assertTrue(interpreted.cycles() - start < budget, where + ": instruction " + k + " over budget");
                assertTrue(k == 0 || !hooked.get(interpreted.pc()), where + ": hooked "
                        + Integer.toHexString(interpreted.pc()) + " inside");
                if (k > 0 && interpreted.pc() < pc) {
                    lower++;
                }
                interpreted.step();
            }
            assertEquals(interpreted.saveState(), translated.saveState(), where);
            assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes, where);
        }
        return lower;
    }
}
