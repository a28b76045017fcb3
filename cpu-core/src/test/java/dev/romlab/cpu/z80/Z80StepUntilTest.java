package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.StepUntilCheck;

/**
 * The Z80's {@link Z80#stepUntil}, which runs opcodes 00-BF in a loop of their own, against {@link Z80#step()}: random
 * programs mostly of those opcodes (with HALT, EI and the prefixes among them), stops at random addresses, interrupts
 * raised between calls and by a device during an instruction, with and without wait states.
 */
class Z80StepUntilTest {

    /** Opcodes of the loop's half drawn more often than by chance, and a few that leave it or the fast step. */
    private static final int[] COMMON = {0x01, 0x06, 0x0E, 0x10, 0x18, 0x20, 0x28, 0x21, 0x23, 0x2B, 0x34, 0x35,
        0x36, 0x3E, 0x47, 0x4F, 0x77, 0x7E, 0x70, 0x80, 0x8E, 0x96, 0xA8, 0xB1, 0xBE, 0x32, 0x3A, 0x37, 0x3F, 0x76,
        0xFB, 0xF3, 0xCB, 0xDD, 0xED, 0xC9};

    /** Writes here set the /INT line to the value's low bit. */
    private static final int DEVICE_PAGE = 0x4000;

    @ParameterizedTest
    @CsvSource({"false, 300", "false, 0", "true, 300"})
    void stepUntilTakesTheStepsStepTakes(boolean waitStates, int stops) {
        long steps = 0;
        for (int seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            byte[] image = new byte[Memory.SIZE];
            for (int k = 0; k < image.length; k++) {
                image[k] = (byte) (random.nextInt(4) != 0 ? COMMON[random.nextInt(COMMON.length)] : random.nextInt(256));
            }
            Z80 batched = machine(image, seed, waitStates);
            Z80 stepped = machine(image, seed, waitStates);
            steps += StepUntilCheck.check(batched, batched.memory, stepped, stepped.memory, random, 300, stops, 500,
                    Z80StepUntilTest::interrupt, "seed " + seed);
        }
        assertTrue(steps > 40 * 300 * 5, steps + " steps: runs of several instructions per call");
    }

    /** Now and then, between two calls, /INT raised or dropped or an NMI. */
    private static void interrupt(Cpu cpu, int draw) {
        switch (Math.floorMod(draw, 24)) {
            case 0 -> ((Z80) cpu).setInt(true);
            case 1, 2 -> ((Z80) cpu).setInt(false);
            case 3 -> ((Z80) cpu).nmi();
            default -> { }
        }
    }

    private static Z80 machine(byte[] image, int seed, boolean waitStates) {
        Memory memory = new Memory();
        memory.load(0, image);
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        memory.hook(DEVICE_PAGE, DEVICE_PAGE + 0xFF, new Memory.Hook() {
            @Override
            public int read(Memory m, int address) {
                return m.bytes[address] & 0xFF;
            }

            @Override
            public void write(Memory m, int address, int value) {
                m.bytes[address] = (byte) value;
                cpu.setInt((value & 1) != 0);
            }
        });
        if (waitStates) {
            memory.waitStates(0x8000, 0xBFFF, 1 + seed % 3);
        }
        Random random = new Random(seed);
        for (String register : new String[] {"AF", "BC", "DE", "HL", "IX", "IY", "SP", "PC", "WZ", "R", "I"}) {
            cpu.registers().set(register, random.nextInt(0x10000) & (register.length() == 1 ? 0xFF : 0xFFFF));
        }
        cpu.registers().set("IM", 1);
        return cpu;
    }
}
