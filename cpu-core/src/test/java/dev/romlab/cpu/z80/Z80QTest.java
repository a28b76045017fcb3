package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Q, the flags the last instruction wrote, which SCF and CCF read: Y and X = ((Q xor F) or A) and 28h. Q is kept as
 * the M1 count of the last flag write (see {@link Z80#qAt}), so these walk the paths where that count moves without a
 * flag write: a plain instruction, an ignored prefix, an interrupt acceptance, LD R,A and a register set. The program
 * leaves A = 0 and F with Y and X set by CP 28h (CP takes them from its operand), so SCF shows 28h when Q is 0 and 00
 * when Q is the flags CP wrote.
 */
class Z80QTest {

    private static final int PROGRAM = 0x8000;
    private static final int YX = 0x28;
    /** LD A,0 / CP 28h: A = 0, F has Y and X, Q = F. */
    private static final int[] FLAGS_WITH_YX = {0x3E, 0x00, 0xFE, 0x28};
    private static final int SCF = 0x37;
    private static final int CCF = 0x3F;

    private final Memory memory = new Memory();
    private Z80 z80;

    @BeforeEach
    void powerUp() {
        z80 = new Z80(memory, IoPorts.NONE);
        z80.setPc(PROGRAM);
        z80.registers().set("SP", 0xF000);
    }

    /** Writes the two instructions that leave F with Y and X, then {@code then}, and runs the first two. */
    private void afterFlagsWithYX(int... then) {
        int address = PROGRAM;
        for (int b : FLAGS_WITH_YX) {
            memory.write(address++, b);
        }
        for (int b : then) {
            memory.write(address++, b);
        }
        z80.step();
        z80.step();
        assertEquals(YX, z80.registers().get("Q") & YX, "Q after CP 28h");
    }

    private int yx() {
        return z80.registers().get("F") & YX;
    }

    @Test
    void scfRightAfterAFlagWriteTakesYAndXFromAAlone() {
        afterFlagsWithYX(SCF);
        z80.step();
        assertEquals(0, yx());
        assertEquals(z80.registers().get("F"), z80.registers().get("Q"), "SCF writes the flags: Q = F");
    }

    @Test
    void anInstructionThatLeavesTheFlagsClearsQ() {
        afterFlagsWithYX(0x00, CCF); // NOP
        z80.step();
        assertEquals(0, z80.registers().get("Q"), "Q after NOP");
        z80.step();
        assertEquals(YX, yx());
    }

    @Test
    void anIgnoredPrefixLeavesTheOpcodeAfterItTheQFromBeforeIt() {
        afterFlagsWithYX(0xDD, SCF);
        assertEquals(8, z80.step(), "DD SCF: the prefix's 4 T-states and SCF's");
        assertEquals(0, yx());
    }

    @Test
    void aPrefixStepOnItsOwnClearsQ() {
        afterFlagsWithYX(0xDD, 0xFD, SCF);
        assertEquals(4, z80.step(), "DD before FD: a step on its own");
        z80.step();
        assertEquals(YX, yx());
    }

    @Test
    void anInterruptAcceptanceClearsQ() {
        afterFlagsWithYX(0x00);
        memory.write(0x0038, SCF);
        z80.registers().set("IFF1", 1);
        z80.registers().set("IM", 1);
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 1 acceptance");
        z80.setInt(false);
        z80.step();
        assertEquals(0x0039, z80.pc());
        assertEquals(YX, yx());
    }

    @Test
    void ldRAClearsQ() {
        afterFlagsWithYX(0xED, 0x4F, SCF); // LD R,A
        z80.step();
        assertEquals(0, z80.registers().get("Q"), "Q after LD R,A");
        z80.step();
        assertEquals(YX, yx());
    }

    @Test
    void settingRThroughTheRegistersKeepsQAndSettingQKeepsR() {
        z80.registers().set("Q", 0x28);
        z80.registers().set("R", 0x85);
        assertEquals(0x28, z80.registers().get("Q"));
        z80.registers().set("Q", 0x11);
        assertEquals(0x85, z80.registers().get("R"));
        assertEquals(0x11, z80.registers().get("Q"));
    }

    @Test
    void aSnapshotKeepsQ() {
        afterFlagsWithYX(SCF);
        var state = z80.saveState();
        int q = z80.registers().get("Q");
        z80.step();
        z80.registers().set("R", 0);
        z80.restoreState(state);
        assertEquals(q, z80.registers().get("Q"));
        z80.step();
        assertEquals(0, yx(), "SCF after the restored CP");
    }
}
