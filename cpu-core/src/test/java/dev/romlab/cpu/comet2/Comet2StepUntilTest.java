package dev.romlab.cpu.comet2;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.StepUntilCheck;

/**
 * COMET II's {@link Comet2#stepUntil} against its {@link Comet2#step()}: random programs of the instructions of its
 * dispatch loop (loads, stores, arithmetic, logic, comparisons, logical shifts, jumps), with the
 * stack, calls and arithmetic shifts among them (the general path, which ends a run of the loop), stops at random
 * addresses, on a plain memory (the loop), on one whose code is guarded (writes hooked) and on one with an observed
 * page.
 */
class Comet2StepUntilTest {

    private static final int[] OPCODES = {0x00, 0x10, 0x11, 0x12, 0x14, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27,
        0x30, 0x31, 0x32, 0x34, 0x35, 0x36, 0x40, 0x41, 0x44, 0x45, 0x52, 0x53, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66,
        0x50, 0x51, 0x70, 0x71, 0x80, 0x81};

    @ParameterizedTest
    @CsvSource({"plain, 0", "plain, 300", "guarded, 0", "observed, 300"})
    void stepUntilTakesTheStepsStepTakes(String memoryKind, int stops) {
        long steps = 0;
        for (int seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            int[] words = new int[0x10000];
            for (int k = 0; k < words.length; k++) {
                words[k] = OPCODES[random.nextInt(OPCODES.length)] << 8 | random.nextInt(0x100) & 0x77;
            }
            Memory batchedMemory = memory(words, memoryKind);
            Memory steppedMemory = memory(words, memoryKind);
            Comet2 batched = machine(batchedMemory, seed);
            Comet2 stepped = machine(steppedMemory, seed);
            steps += StepUntilCheck.check(batched, batchedMemory, stepped, steppedMemory, random, 300, stops, 400,
                    (cpu, draw) -> { }, memoryKind + " seed " + seed);
        }
        assertTrue(steps > 40 * 300 * 2, steps + " steps: runs of several instructions per call");
    }

    private static Memory memory(int[] words, String kind) {
        Memory memory = new Memory(Comet2Descriptions.addressSpace(Comet2Profile.COMET2));
        for (int k = 0; k < words.length; k++) {
            memory.write(k, words[k]);
        }
        switch (kind) {
            case "guarded" -> memory.guardCode(0x0000, 0xFFFF, address -> { });
            case "observed" -> memory.observe(0x4000, 0x40FF, new Memory.Hook() {
                @Override
                public int read(Memory memory, int address) {
                    return memory.read(address);
                }

                @Override
                public void write(Memory memory, int address, int value) {
                    memory.write(address, value);
                }
            });
            default -> { }
        }
        return memory;
    }

    private static Comet2 machine(Memory memory, int seed) {
        Comet2 cpu = Comet2.comet2(memory);
        Random random = new Random(seed);
        cpu.setPc(random.nextInt(0x10000));
        cpu.registers().set("SP", random.nextInt(0x10000));
        for (int r = 0; r < 8; r++) {
            cpu.registers().set("GR" + r, random.nextInt(0x10000));
        }
        return cpu;
    }
}
