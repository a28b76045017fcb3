package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.StepUntilCheck;

/**
 * The 6502's {@link Mos6502#stepUntil} against its {@link Mos6502#step()}: random programs of all opcodes (the JAMs
 * rare, CLI, SEI and PLP common: they end a run of the plain loop), stops at random addresses, the IRQ line raised
 * and dropped and NMI edges between calls, on a plain memory (the plain loop), on one whose code pages are guarded
 * (writes hooked: the step loop) and on one with a device page (every access counted).
 */
class Mos6502StepUntilTest {

    private static final int[] JAMS = {0x02, 0x12, 0x22, 0x32, 0x42, 0x52, 0x62, 0x72, 0x92, 0xB2, 0xD2, 0xF2};
    private static final int[] MASK_CHANGES = {0x58, 0x78, 0x28};

    @ParameterizedTest
    @CsvSource({"plain, 0, NMOS", "plain, 300, NMOS", "plain, 0, RICOH_2A03", "guarded, 0, NMOS",
        "guarded, 300, RICOH_2A03", "device, 0, NMOS", "device, 300, NMOS"})
    void stepUntilTakesTheStepsStepTakes(String memoryKind, int stops, Mos6502.Variant variant) {
        long steps = 0;
        for (int seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            byte[] image = new byte[Memory.SIZE];
            for (int k = 0; k < image.length; k++) {
                int value = random.nextInt(256);
                if (isJam(value) && random.nextInt(16) != 0) {
                    value = MASK_CHANGES[random.nextInt(MASK_CHANGES.length)];
                }
                image[k] = (byte) value;
            }
            Memory batchedMemory = memory(image, memoryKind);
            Memory steppedMemory = memory(image, memoryKind);
            Mos6502 batched = machine(batchedMemory, variant, seed);
            Mos6502 stepped = machine(steppedMemory, variant, seed);
            steps += StepUntilCheck.check(batched, batchedMemory, stepped, steppedMemory, random, 300, stops, 400,
                    Mos6502StepUntilTest::interrupt, memoryKind + " seed " + seed);
        }
        assertTrue(steps > 40 * 300 * 2, steps + " steps: runs of several instructions per call");
    }

    private static boolean isJam(int opcode) {
        for (int jam : JAMS) {
            if (jam == opcode) {
                return true;
            }
        }
        return false;
    }

    /** Now and then, between two calls, the IRQ line raised or dropped, or an NMI edge. */
    private static void interrupt(Cpu cpu, int draw) {
        Mos6502 chip = (Mos6502) cpu;
        switch (Math.floorMod(draw, 24)) {
            case 0 -> chip.irq(true);
            case 1, 2 -> chip.irq(false);
            case 3 -> chip.nmi();
            default -> { }
        }
    }

    private static Memory memory(byte[] image, String kind) {
        Memory memory = new Memory();
        memory.load(0, image);
        switch (kind) {
            case "guarded" -> memory.guardCode(0x0000, 0xFFFF, address -> { });
            case "device" -> memory.hook(0x4000, 0x40FF, Memory.PLAIN_RAM);
            default -> { }
        }
        return memory;
    }

    private static Mos6502 machine(Memory memory, Mos6502.Variant variant, int seed) {
        Mos6502 cpu = new Mos6502(memory, variant);
        Random random = new Random(seed);
        cpu.setPc(random.nextInt(0x10000));
        cpu.registers().set("S", random.nextInt(0x100));
        return cpu;
    }
}
