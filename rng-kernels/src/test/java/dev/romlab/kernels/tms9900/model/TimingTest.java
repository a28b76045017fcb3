package dev.romlab.kernels.tms9900.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.tms9900.model.Timing.Mode;

class TimingTest {

    private static final Timing ALL_8BIT = Timing.TI99_ALL_8BIT;

    @Test
    void theArticlesDecAiAndJneAreTheDataManualsCountOnThe8BitBus() {
        assertEquals(22, ALL_8BIT.single(Mode.REGISTER), "DEC R3: 10 + 4 x 3");
        assertEquals(30, ALL_8BIT.immediate(), "AI R3,-8: 14 + 4 x 4");
        assertEquals(14, ALL_8BIT.jump(true), "JNE taken: 10 + 4 x 1");
        assertEquals(12, ALL_8BIT.jump(false), "JNE not taken: 8 + 4 x 1");
    }

    @Test
    void movbWithTwoAutoincrementsMakesEightAccesses() {
        assertEquals(58, ALL_8BIT.readModifyWrite(Mode.AUTOINCREMENT_BYTE, Mode.AUTOINCREMENT_BYTE));
        assertEquals(42, Timing.TI99_SCRATCHPAD_WORKSPACE.readModifyWrite(Mode.AUTOINCREMENT_BYTE,
                Mode.AUTOINCREMENT_BYTE), "the four register accesses without waits");
        assertEquals(26, Timing.ZERO_WAIT.readModifyWrite(Mode.AUTOINCREMENT_BYTE, Mode.AUTOINCREMENT_BYTE));
    }

    @Test
    void registersInTheScratchpadWaitNothing() {
        Timing t = Timing.TI99_SCRATCHPAD_WORKSPACE;
        assertEquals(18, t.readModifyWrite(Mode.REGISTER, Mode.REGISTER), "MOV R1,R6: the fetch waits");
        assertEquals(34, t.readModifyWrite(Mode.SYMBOLIC, Mode.REGISTER), "MOV @Y,R1: 22 + fetch, address, Y");
        assertEquals(72, t.multiply(Mode.SYMBOLIC), "MPY @W13,R6: 60 + fetch, address, W13");
        assertEquals(32, t.branchAndLink(), "BL @POSCLC: 20 + fetch, address, target");
        assertEquals(20, t.returnFromBranch(), "RT: 12 + fetch, target");
        assertEquals(18, t.returnWithWorkspace(), "RTWP: 14 + fetch");
    }
}
