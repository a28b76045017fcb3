package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Reset, BRK, IRQ and NMI with their cycle counts and the chip's polling rules (NESdev wiki, "CPU interrupts"):
 * the vectors never raise an interrupt, so these are written by hand.
 */
class Mos6502InterruptTest {

    private static final int START = 0x0200;
    private static final int IRQ_HANDLER = 0x9000;
    private static final int NMI_HANDLER = 0xA000;
    private static final int RESET_HANDLER = 0x8000;
    private static final int CLI = 0x58;
    private static final int SEI = 0x78;
    private static final int NOP = 0xEA;
    private static final int PLP = 0x28;
    private static final int RTI = 0x40;
    private static final int BRK = 0x00;

    private final Memory memory = new Memory();
    private Mos6502 cpu;

    @BeforeEach
    void vectors() {
        memory.write(0xFFFA, NMI_HANDLER & 0xFF);
        memory.write(0xFFFB, NMI_HANDLER >>> 8);
        memory.write(0xFFFC, RESET_HANDLER & 0xFF);
        memory.write(0xFFFD, RESET_HANDLER >>> 8);
        memory.write(0xFFFE, IRQ_HANDLER & 0xFF);
        memory.write(0xFFFF, IRQ_HANDLER >>> 8);
        cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.setPc(START);
    }

    private void program(int... code) {
        for (int k = 0; k < code.length; k++) {
            memory.write(START + k, code[k]);
        }
    }

    /** The three bytes an interrupt pushed: return address and P. */
    private int pushedPc() {
        return memory.read(0x100 | ((cpu.s + 2) & 0xFF)) | memory.read(0x100 | ((cpu.s + 3) & 0xFF)) << 8;
    }

    private int pushedP() {
        return memory.read(0x100 | ((cpu.s + 1) & 0xFF));
    }

    @Test
    void resetTakesSevenCyclesMovesSDownByThreeAndSetsI() {
        cpu.s = 0;
        cpu.i = false;
        cpu.reset();
        assertEquals(7, cpu.cycles());
        assertEquals(RESET_HANDLER, cpu.pc());
        assertEquals(0xFD, cpu.s);
        assertTrue(cpu.i);
        assertEquals(0, memory.read(0x100), "reset reads the stack, it does not write it");
    }

    @Test
    void brkTakesSevenCyclesAndPushesTheAddressPastItsPaddingByteWithB() {
        program(BRK, 0xFF);
        cpu.i = false;
        assertEquals(7, cpu.step());
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(START + 2, pushedPc());
        assertEquals(0x30, pushedP() & 0x30, "B and bit 5 are set in the pushed copy");
        assertTrue(cpu.i);
    }

    @Test
    void irqIsTakenAfterTheInstructionFollowingCli() {
        program(CLI, NOP, NOP);
        cpu.irq(true);
        assertEquals(2, cpu.step()); // CLI: the poll still saw I set
        assertEquals(2, cpu.step()); // NOP: now the poll sees I clear
        assertEquals(7, cpu.step()); // the IRQ sequence
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(START + 2, pushedPc());
        assertEquals(0x20, pushedP() & 0x30, "an IRQ pushes B clear");
        assertEquals(11, cpu.cycles());
    }

    @Test
    void irqRaisedAfterAQuietCliIsTakenAfterTheNextInstruction() {
        // CLI keeps I for its own poll; with no line up that poll must leave nothing behind for the next one.
        program(CLI, NOP, NOP, NOP);
        assertEquals(2, cpu.step()); // CLI, no line active
        cpu.irq(true);
        assertEquals(2, cpu.step()); // NOP: its poll sees I clear
        assertEquals(7, cpu.step());
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(START + 2, pushedPc());
    }

    @Test
    void seiWithTheLineDownMasksALaterIrq() {
        program(SEI, NOP, NOP);
        cpu.i = false;
        assertEquals(2, cpu.step()); // SEI, no line active
        cpu.irq(true);
        assertEquals(2, cpu.step());
        assertEquals(2, cpu.step());
        assertEquals(START + 3, cpu.pc(), "masked: no interrupt sequence");
    }

    @Test
    void irqPendingAtSeiIsStillTakenRightAfterIt() {
        program(SEI, NOP);
        cpu.i = false;
        cpu.irq(true);
        assertEquals(2, cpu.step()); // SEI: the poll saw I clear
        assertEquals(7, cpu.step());
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(START + 1, pushedPc());
        assertEquals(Mos6502.I_FLAG, pushedP() & Mos6502.I_FLAG, "the pushed P already has I set by SEI");
    }

    @Test
    void plpThatClearsIDelaysTheIrqByOneInstruction() {
        program(PLP, NOP, NOP);
        cpu.s = 0xFE;
        memory.write(0x1FF, 0x00); // P with I clear
        cpu.irq(true);
        assertEquals(4, cpu.step()); // PLP
        assertFalse(cpu.i);
        assertEquals(2, cpu.step()); // NOP runs first
        assertEquals(7, cpu.step());
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(START + 2, pushedPc());
    }

    @Test
    void rtiThatClearsITakesTheIrqAtOnce() {
        program(RTI);
        cpu.s = 0xFC;
        memory.write(0x1FD, 0x00); // P with I clear
        memory.write(0x1FE, 0x34);
        memory.write(0x1FF, 0x12);
        cpu.irq(true);
        assertEquals(6, cpu.step());
        assertEquals(0x1234, cpu.pc());
        assertEquals(7, cpu.step());
        assertEquals(IRQ_HANDLER, cpu.pc());
        assertEquals(0x1234, pushedPc());
    }

    @Test
    void maskedIrqIsNeverTaken() {
        program(NOP, NOP, NOP);
        cpu.irq(true);
        for (int k = 0; k < 3; k++) {
            assertEquals(2, cpu.step());
        }
        assertEquals(START + 3, cpu.pc());
    }

    @Test
    void nmiBetweenStepsIsTakenAfterTheNextInstructionEvenWithIrqMasked() {
        program(NOP, NOP);
        cpu.nmi();
        assertEquals(2, cpu.step());
        assertEquals(7, cpu.step());
        assertEquals(NMI_HANDLER, cpu.pc());
        assertEquals(START + 1, pushedPc());
        assertEquals(0x20, pushedP() & 0x30);
        memory.write(NMI_HANDLER, NOP);
        assertEquals(2, cpu.step(), "one edge, one NMI");
    }

    @Test
    void nmiDuringAnInstructionsLastCycleWaitsForTheNextInstruction() {
        program(0xAD, 0x00, 0x30, NOP, NOP); // LDA $3000 reads $3000 in its last cycle
        memory.hook(0x3000, 0x30FF, nmiOnAccess());
        assertEquals(4, cpu.step());
        assertEquals(2, cpu.step()); // the NOP runs: the edge came too late for LDA's poll
        assertEquals(7, cpu.step());
        assertEquals(NMI_HANDLER, cpu.pc());
        assertEquals(START + 4, pushedPc());
    }

    @Test
    void nmiBeforeAnInstructionsLastCycleIsTakenRightAfterIt() {
        program(0xEE, 0x00, 0x30, NOP); // INC $3000: reads in cycle 4, writes in cycles 5 and 6
        memory.hook(0x3000, 0x30FF, nmiOnAccess());
        assertEquals(6, cpu.step());
        assertEquals(7, cpu.step());
        assertEquals(NMI_HANDLER, cpu.pc());
        assertEquals(START + 3, pushedPc());
    }

    @Test
    void nmiDuringBrksPushesHijacksItsVector() {
        program(BRK, 0xFF, NOP);
        cpu.s = 0xFF;
        memory.hook(0x0100, 0x01FF, nmiOnAccess()); // the NMI edge comes with BRK's first push
        assertEquals(7, cpu.step());
        assertEquals(NMI_HANDLER, cpu.pc(), "BRK's sequence fetched the NMI vector");
        assertEquals(START + 2, pushedPc());
        assertEquals(0x30, pushedP() & 0x30, "the pushed P still says BRK");
        memory.hook(0x0100, 0x01FF, null);
        memory.write(NMI_HANDLER, NOP);
        assertEquals(2, cpu.step(), "the hijacking NMI is not taken a second time");
    }

    @Test
    void nmiHijacksAnIrqToo() {
        program(NOP);
        cpu.i = false;
        cpu.irq(true);
        assertEquals(2, cpu.step());
        memory.hook(0x0100, 0x01FF, nmiOnAccess());
        assertEquals(7, cpu.step());
        assertEquals(NMI_HANDLER, cpu.pc());
        assertEquals(0x20, pushedP() & 0x30);
    }

    /** A device that raises NMI whenever it is read or written, and is otherwise RAM. */
    private Memory.Hook nmiOnAccess() {
        return new Memory.Hook() {
            @Override
            public int read(Memory memory, int address) {
                cpu.nmi();
                return memory.bytes[address] & 0xFF;
            }

            @Override
            public void write(Memory memory, int address, int value) {
                cpu.nmi();
                memory.bytes[address] = (byte) value;
            }
        };
    }
}
