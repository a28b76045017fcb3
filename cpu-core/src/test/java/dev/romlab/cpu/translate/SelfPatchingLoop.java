package dev.romlab.cpu.translate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;

/**
 * A program that patches its own code on every round of a loop, run to its end three ways: through a translating
 * engine that translates only hot code ({@link Translation#HOT}: the interpreter runs the loop first and again
 * after each drop, so its own stores must reach the code guard), through the interpreter alone, and through
 * {@link Runner} with {@link Engine#TRANSLATOR}. All three must end in the same state, memory and cycles.
 */
public final class SelfPatchingLoop {

    /** More instructions than any such test program runs: a program that never ends fails instead of hanging. */
    private static final long MOST_INSTRUCTIONS = 10_000_000;

    private SelfPatchingLoop() {
    }

    /**
     * Runs three fresh machines from {@code machine} to their ends and asserts they agree; returns the one run by the
     * hot-code engine, for the caller's check of the program's result.
     */
    public static <C extends Cpu> C runsAsInterpreted(Supplier<C> machine) {
        C translated = machine.get();
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false);
        long instructions = 0;
        while (!translated.halted() && instructions < MOST_INSTRUCTIONS) {
            instructions += translation.execute(Long.MAX_VALUE);
        }
        assertTrue(translated.halted(), "the program ended");

        C interpreted = machine.get();
        RunResult expected = new Runner(interpreted).engine(Engine.INTERPRETER).run();
        C run = machine.get();
        RunResult actual = new Runner(run).engine(Engine.TRANSLATOR).run();

        assertEquals(expected.instructions(), instructions, "instructions under the hot-code engine");
        assertEquals(interpreted.cycles(), translated.cycles(), "cycles under the hot-code engine");
        assertEquals(interpreted.saveState(), translated.saveState(), "state under the hot-code engine");
        assertArrayEquals(memory(interpreted).bytes, memory(translated).bytes, "memory under the hot-code engine");
        assertEquals(expected, actual, "the Runner's translating engine");
        assertEquals(interpreted.saveState(), run.saveState(), "state under the Runner's translating engine");
        assertArrayEquals(memory(interpreted).bytes, memory(run).bytes, "memory under the Runner's translating engine");
        assertTrue(translation.blocksTranslated() > 1, "the loop was translated, and again after its code changed");
        return translated;
    }

    private static Memory memory(Cpu cpu) {
        return cpu.blockTranslator().orElseThrow().memory();
    }
}
