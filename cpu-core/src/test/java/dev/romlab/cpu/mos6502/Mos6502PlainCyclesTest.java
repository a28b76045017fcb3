package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.Memory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * On a plain memory (no hook, no bus listener) the 6502 counts cycles from its opcode table plus the page crossings
 * and taken branches, instead of access by access: the two ways agree. Every opcode, from random states on random
 * memory (page crossings and taken branches included), two more random instructions after it, interrupts now and
 * then; after each step the same cycles, registers and step() result, and at the end the same memory. The counted
 * way is the one the conformance vectors check bus cycle by bus cycle. And what the plain way must still see: a
 * translating engine's code guards, and hooks installed after another interpreter took the memory's listener.
 */
class Mos6502PlainCyclesTest {

    private static final int TRIALS = 16;
    private static final String[] REGISTERS = {"A", "X", "Y", "S", "P", "PC"};

    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void tableCyclesAgreeWithCountedCycles(Mos6502.Variant variant) {
        Random random = new Random(6502);
        byte[] image = new byte[Memory.SIZE];
        for (int opcode = 0; opcode < 0x100; opcode++) {
            random.nextBytes(image);
            for (int trial = 0; trial < TRIALS; trial++) {
                int pc = random.nextInt(Memory.SIZE);
                image[pc] = (byte) opcode;
                Memory plainMemory = new Memory();
                Memory countedMemory = new Memory();
                System.arraycopy(image, 0, plainMemory.bytes, 0, Memory.SIZE);
                System.arraycopy(image, 0, countedMemory.bytes, 0, Memory.SIZE);
                Mos6502 plain = new Mos6502(plainMemory, variant);
                Mos6502 counted = new Mos6502(countedMemory, variant);
                counted.busListener((address, value, write) -> { });
                for (Mos6502 cpu : new Mos6502[] {plain, counted}) {
                    cpu.setPc(pc);
                    cpu.registers().set("A", random.nextInt(0x100));
                }
                int[] values = {random.nextInt(0x100), random.nextInt(0x100), random.nextInt(0x100),
                        random.nextInt(0x100)};
                String[] names = {"X", "Y", "S", "P"};
                for (int k = 0; k < names.length; k++) {
                    plain.registers().set(names[k], values[k]);
                    counted.registers().set(names[k], values[k]);
                }
                counted.registers().set("A", plain.registers().get("A"));
                for (int step = 0; step < 3; step++) {
                    int event = random.nextInt(8);
                    for (Mos6502 cpu : new Mos6502[] {plain, counted}) {
                        if (event == 0) {
                            cpu.irq(true);
                        } else if (event == 1) {
                            cpu.nmi();
                        } else if (event == 2 && step == 2) {
                            cpu.reset();
                        }
                    }
                    String where = "opcode $%02X trial %d step %d".formatted(opcode, trial, step);
                    assertEquals(counted.step(), plain.step(), where + ": step()");
                    assertEquals(counted.cycles(), plain.cycles(), where + ": cycles");
                    for (String register : REGISTERS) {
                        assertEquals(counted.registers().get(register), plain.registers().get(register),
                                where + ": " + register);
                    }
                    assertEquals(counted.halted(), plain.halted(), where + ": halted");
                }
                assertArrayEquals(countedMemory.bytes, plainMemory.bytes, "opcode $%02X trial %d: memory"
                        .formatted(opcode, trial));
            }
        }
    }

    /** A guarded page (reads stay plain) sends the writes there through the guard, at the table's cycles. */
    @Test
    void writesToGuardedCodeReachTheGuard() {
        Memory memory = new Memory();
        // $0200: LDA #$42, STA $0300, INC $0301, STA $10
        memory.load(0x0200, new byte[] {(byte) 0xA9, 0x42, (byte) 0x8D, 0x00, 0x03, (byte) 0xEE, 0x01, 0x03,
                (byte) 0x85, 0x10});
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.setPc(0x0200);
        cpu.step();
        List<Integer> written = new ArrayList<>();
        memory.guardCode(0x0300, 0x0301, written::add);
        assertEquals(4, cpu.step(), "STA abs");
        assertEquals(6, cpu.step(), "INC abs");
        assertEquals(3, cpu.step(), "STA zp");
        assertEquals(List.of(0x0300, 0x0301), written, "the guard saw the changes on its page, once each");
        assertEquals(0x42, memory.read(0x0300));
        assertEquals(0x01, memory.read(0x0301));
        assertEquals(2 + 4 + 6 + 3, cpu.cycles());
    }

    /**
     * The memory tells one interpreter of new hooks, the last one made on it: one made before it gives up the plain
     * way and looks at the hook tables on every access, as it did before it had one.
     */
    @Test
    void anInterpreterThatNoLongerListensStillSeesNewHooks() {
        Memory memory = new Memory();
        // $0200: LDA $4000, LDA $4000
        memory.load(0x0200, new byte[] {(byte) 0xAD, 0x00, 0x40, (byte) 0xAD, 0x00, 0x40});
        Mos6502 first = new Mos6502(memory, Mos6502.Variant.NMOS);
        first.setPc(0x0200);
        first.step();
        new Mos6502(memory, Mos6502.Variant.NMOS);
        int[] reads = new int[1];
        memory.hook(0x4000, 0x40FF, new Memory.Hook() {
            @Override
            public int read(Memory m, int address) {
                return 0x80 | ++reads[0];
            }

            @Override
            public void write(Memory m, int address, int value) {
            }
        });
        assertEquals(4, first.step());
        assertEquals(0x81, first.registers().get("A"), "the device answered");
        assertEquals(1, reads[0]);
        assertEquals(8, first.cycles());
    }
}
