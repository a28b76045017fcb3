package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.function.ObjIntConsumer;

/**
 * An interpreter's {@link Cpu#stepUntil} against its {@link Cpu#step()} as the interface says it goes: two machines
 * on the same program, one run by many calls of {@code stepUntil} with random ends and random stop addresses, the
 * other stepped, and the same steps, state and memory after each call.
 */
public final class StepUntilCheck {

    private StepUntilCheck() {
    }

    /**
     * Makes {@code calls} calls on {@code batched}, each ending 1 to {@code mostCycles} cycles on, {@code stopCount}
     * random addresses stopped at (none: stops null), and before each gives {@code between} both machines and one
     * random draw (to raise an interrupt, say); returns the steps taken.
     */
    public static long check(Cpu batched, Memory batchedMemory, Cpu stepped, Memory steppedMemory, Random random,
            int calls, int stopCount, int mostCycles, ObjIntConsumer<Cpu> between, String name) {
        PcHook[] stops = stopCount == 0 ? null : new PcHook[0x10000];
        for (int k = 0; k < stopCount; k++) {
            stops[random.nextInt(stops.length)] = cpu -> null;
        }
        long steps = 0;
        for (int call = 0; call < calls; call++) {
            int draw = random.nextInt();
            between.accept(batched, draw);
            between.accept(stepped, draw);
            long end = batched.cycles() + 1 + random.nextInt(mostCycles);
            String where = name + ", call " + call + " from " + Integer.toHexString(batched.pc());
            long n = batched.stepUntil(end, stops);
            long expected = 0;
            do {
                stepped.step();
                expected++;
            } while (stepped.cycles() < end && !stepped.halted()
                    && (stops == null || stops[stepped.pc() & 0xFFFF] == null));
            assertEquals(expected, n, where + ": steps");
            assertEquals(stepped.saveState(), batched.saveState(), where);
            assertArrayEquals(steppedMemory.bytes, batchedMemory.bytes, where);
            steps += n;
        }
        return steps;
    }
}
