package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.StepUntilCheck;

/**
 * The TMS9900's {@link Tms9900#stepUntil} against its {@link Tms9900#step()}: random programs drawn mostly from the
 * instructions of the dispatch loop and of the pending-event flag (format I, DEC/INC, jumps, the immediates, LIMI,
 * IDLE, RTWP, BLWP, X), stops at random addresses, interrupt requests raised and dropped between calls, on a plain
 * memory and on the TI-99/4A's (wait states, the scratchpad's mirror hook).
 */
class Tms9900StepUntilTest {

    /** Opcode bases and the operand bits drawn at random for each. */
    private static final int[][] COMMON = {{0xC000, 0x0FFF}, {0xD000, 0x0FFF}, {0xA000, 0x0FFF}, {0x8000, 0x0FFF},
        {0x0600, 0x003F}, {0x0580, 0x003F}, {0x1600, 0x00FF}, {0x1000, 0x00FF}, {0x1300, 0x00FF}, {0x0200, 0x000F},
        {0x0220, 0x000F}, {0x0280, 0x000F}, {0x0300, 0}, {0x0340, 0}, {0x0380, 0}, {0x0420, 0x003F}, {0x0480, 0x003F},
        {0x0A00, 0x00FF}};

    @ParameterizedTest
    @CsvSource({"false, 300", "false, 0", "true, 300"})
    void stepUntilTakesTheStepsStepTakes(boolean ti99, int stops) {
        long steps = 0;
        for (int seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            byte[] image = new byte[Memory.SIZE];
            for (int k = 0; k < image.length; k += 2) {
                int word = random.nextInt(0x10000);
                if (random.nextInt(16) != 0) {
                    int[] common = COMMON[random.nextInt(COMMON.length)];
                    word = common[0] | word & common[1];
                }
                image[k] = (byte) (word >>> 8);
                image[k + 1] = (byte) word;
            }
            Memory batchedMemory = memory(image, ti99);
            Memory steppedMemory = memory(image, ti99);
            Tms9900 batched = machine(batchedMemory, seed);
            Tms9900 stepped = machine(steppedMemory, seed);
            steps += StepUntilCheck.check(batched, batchedMemory, stepped, steppedMemory, random, 300, stops, 500,
                    Tms9900StepUntilTest::interrupt, "seed " + seed);
        }
        assertTrue(steps > 40 * 300 * 2, steps + " steps: runs of several instructions per call");
    }

    /** Now and then, between two calls, an interrupt requested at a random level or the request dropped. */
    private static void interrupt(Cpu cpu, int draw) {
        switch (Math.floorMod(draw, 16)) {
            case 0 -> ((Tms9900) cpu).interruptRequest(1 + Math.floorMod(draw >> 4, 15));
            case 1, 2 -> ((Tms9900) cpu).interruptRequest(-1);
            default -> { }
        }
    }

    private static Memory memory(byte[] image, boolean ti99) {
        Memory memory = new Memory();
        memory.load(0, image);
        if (ti99) {
            Ti994aMemory.prepare(memory);
        }
        return memory;
    }

    private static Tms9900 machine(Memory memory, int seed) {
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        Random random = new Random(seed);
        cpu.setPc(random.nextInt(0x10000) & 0xFFFE);
        cpu.registers().set("WP", random.nextInt(0x10000) & 0xFFFE);
        cpu.registers().set("ST", random.nextInt(0x10000));
        return cpu;
    }
}
