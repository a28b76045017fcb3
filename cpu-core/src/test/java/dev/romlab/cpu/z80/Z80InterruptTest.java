package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Interrupt acceptance, HALT and the EI delay, which neither conformance set covers. T-states from the Zilog
 * Z80 CPU User Manual (UM0080), "Interrupt Response": NMI 11, IM 0 with an RST on the bus 13, IM 1 13, IM 2 19;
 * R counts the acknowledge cycle as an M1; MEMPTR takes the new pc.
 */
class Z80InterruptTest {

    private static final int PROGRAM = 0x8000;
    private static final int STACK = 0xF000;
    private static final int NOP = 0x00;
    private static final int EI = 0xFB;
    private static final int HALT = 0x76;

    private final Memory memory = new Memory();
    private Z80 z80;

    @BeforeEach
    void powerUp() {
        z80 = new Z80(memory, IoPorts.NONE);
        z80.setPc(PROGRAM);
        z80.registers().set("SP", STACK);
        z80.registers().set("R", 0);
        z80.registers().set("F", 0);
    }

    private void program(int... bytes) {
        for (int k = 0; k < bytes.length; k++) {
            memory.write(PROGRAM + k, bytes[k]);
        }
    }

    private void enableInterrupts(int mode) {
        z80.registers().set("IFF1", 1);
        z80.registers().set("IFF2", 1);
        z80.registers().set("IM", mode);
    }

    /** Fails with every named register that differs, as "NAME expected xx, was yy" lines. */
    private void assertRegisters(Object... namesAndValues) {
        Map<String, String> diff = new TreeMap<>();
        for (int k = 0; k < namesAndValues.length; k += 2) {
            String name = (String) namesAndValues[k];
            int expected = (Integer) namesAndValues[k + 1];
            int actual = z80.registers().get(name);
            if (actual != expected) {
                diff.put(name, String.format("expected %04X, was %04X", expected, actual));
            }
        }
        if (!diff.isEmpty()) {
            StringBuilder message = new StringBuilder("register diff (F is " + Z80Flags.describe(
                    z80.registers().get("F")) + "):");
            diff.forEach((name, line) -> message.append("\n  ").append(name).append(' ').append(line));
            fail(message.toString());
        }
    }

    private int stackedWord() {
        int sp = z80.registers().get("SP");
        return memory.read(sp) | (memory.read(sp + 1) << 8);
    }

    @Test
    void im1AcceptanceTakes13TStatesAndRestartsAt38() {
        program(NOP);
        enableInterrupts(1);
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 1 acceptance T-states");
        assertRegisters("PC", 0x0038, "SP", STACK - 2, "WZ", 0x0038, "IFF1", 0, "IFF2", 0, "R", 1);
        assertEquals(PROGRAM, stackedWord(), "pushed return address");
    }

    @Test
    void im2AcceptanceTakes19TStatesAndJumpsThroughTheVectorTable() {
        program(NOP);
        enableInterrupts(2);
        z80.registers().set("I", 0x40);
        memory.write(0x40FE, 0x34);
        memory.write(0x40FF, 0x12);
        z80.setIntData(0xFE);
        z80.setInt(true);
        assertEquals(19, z80.step(), "IM 2 acceptance T-states");
        assertRegisters("PC", 0x1234, "SP", STACK - 2, "WZ", 0x1234, "IFF1", 0, "IFF2", 0, "R", 1);
        assertEquals(PROGRAM, stackedWord(), "pushed return address");
    }

    @Test
    void im0WithAnRstOnTheBusTakes13TStates() {
        program(NOP);
        enableInterrupts(0);
        z80.setIntData(0xD7);                                                         // RST 10h
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 0 acceptance of RST 10h T-states");
        assertRegisters("PC", 0x0010, "SP", STACK - 2, "WZ", 0x0010, "IFF1", 0, "IFF2", 0, "R", 1);
        assertEquals(PROGRAM, stackedWord(), "pushed return address");
    }

    @Test
    void nmiTakes11TStatesAndKeepsIff2ForRetn() {
        program(NOP);
        enableInterrupts(1);
        memory.write(0x0066, 0xED);
        memory.write(0x0067, 0x45);                                                   // RETN
        z80.nmi();
        assertEquals(11, z80.step(), "NMI acceptance T-states");
        assertRegisters("PC", 0x0066, "SP", STACK - 2, "WZ", 0x0066, "IFF1", 0, "IFF2", 1, "R", 1);
        assertEquals(14, z80.step(), "RETN T-states");
        assertRegisters("PC", PROGRAM, "SP", STACK, "IFF1", 1, "IFF2", 1);
    }

    @Test
    void nmiIsAcceptedOnceWhileInterruptsAreDisabled() {
        program(NOP, NOP);
        z80.nmi();
        assertEquals(11, z80.step(), "NMI acceptance T-states");
        z80.setPc(PROGRAM);
        assertEquals(4, z80.step(), "the NMI is an edge: the next step executes NOP");
        assertRegisters("PC", PROGRAM + 1);
    }

    @Test
    void maskableInterruptWaitsWhileIff1IsClear() {
        program(NOP);
        z80.registers().set("IM", 1);
        z80.setInt(true);
        assertEquals(4, z80.step(), "NOP executed, interrupt ignored");
        assertRegisters("PC", PROGRAM + 1, "SP", STACK);
    }

    @Test
    void noMaskableInterruptIsAcceptedRightAfterEi() {
        program(EI, NOP);
        z80.registers().set("IM", 1);
        z80.setInt(true);
        assertEquals(4, z80.step(), "EI T-states");
        assertEquals(4, z80.step(), "the instruction after EI runs before the interrupt");
        assertRegisters("PC", PROGRAM + 2, "IFF1", 1);
        assertEquals(13, z80.step(), "IM 1 acceptance after the delay");
        assertRegisters("PC", 0x0038, "IFF1", 0);
    }

    @Test
    void eiDelaysOnlyTheNextInstruction() {
        program(EI, NOP, NOP, NOP);
        z80.registers().set("IM", 1);
        z80.step();
        z80.step();
        z80.step();
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 1 acceptance two instructions after EI's delay");
        assertRegisters("PC", 0x0038, "IFF1", 0);
    }

    @Test
    void haltedAndEiSetThroughTheRegisterFileTakeEffectAtTheNextStep() {
        program(NOP, NOP);
        z80.registers().set("HALTED", 1);
        assertEquals(4, z80.step(), "an internal NOP while halted");
        assertRegisters("PC", PROGRAM, "HALTED", 1, "R", 1);
        z80.registers().set("HALTED", 0);
        z80.step();
        assertRegisters("PC", PROGRAM + 1, "R", 2);
        enableInterrupts(1);
        z80.registers().set("EI", 1);
        z80.setInt(true);
        assertEquals(4, z80.step(), "the instruction after a set EI runs before the interrupt");
        assertEquals(13, z80.step(), "IM 1 acceptance after the delay");
    }

    @Test
    void noInterruptIsAcceptedBetweenChainedPrefixes() {
        program(0xDD, 0xFD, 0x21, 0x34, 0x12);                                       // DD; LD IY,1234h
        enableInterrupts(1);
        z80.setInt(true);
        assertEquals(13, z80.step(), "accepted before the first prefix");
        z80.setPc(PROGRAM);
        enableInterrupts(1);
        z80.setInt(false);
        assertEquals(4, z80.step(), "a lone DD before FD is a step of its own");
        z80.setInt(true);
        assertEquals(14, z80.step(), "LD IY,nn runs before the interrupt");
        assertRegisters("PC", PROGRAM + 5, "IY", 0x1234, "IFF1", 1);
    }

    @Test
    void haltRepeats4TStateNopsThatCountR() {
        program(HALT);
        assertEquals(4, z80.step(), "HALT T-states");
        assertRegisters("PC", PROGRAM + 1, "HALTED", 1, "R", 1);
        for (int k = 0; k < 3; k++) {
            assertEquals(4, z80.step(), "internal NOP while halted");
        }
        assertRegisters("PC", PROGRAM + 1, "HALTED", 1, "R", 4);
    }

    @Test
    void interruptWakesHaltAndReturnsPastIt() {
        program(HALT);
        enableInterrupts(1);
        z80.step();
        z80.step();
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 1 acceptance from HALT T-states");
        assertRegisters("PC", 0x0038, "HALTED", 0, "R", 3);
        assertEquals(PROGRAM + 1, stackedWord(), "return address is the instruction after HALT");
    }

    @Test
    void nmiWakesHalt() {
        program(HALT);
        z80.step();
        z80.nmi();
        assertEquals(11, z80.step(), "NMI acceptance from HALT T-states");
        assertRegisters("PC", 0x0066, "HALTED", 0);
        assertEquals(PROGRAM + 1, stackedWord(), "return address is the instruction after HALT");
    }

    @Test
    void interruptRightAfterLdAIClearsParityOverflow() {
        program(0xED, 0x57);                                                          // LD A,I
        enableInterrupts(1);
        z80.step();
        assertRegisters("F", Z80Flags.PV | Z80Flags.Z, "P", 1);
        z80.setInt(true);
        assertEquals(13, z80.step(), "IM 1 acceptance T-states");
        assertRegisters("F", Z80Flags.Z, "P", 0, "PC", 0x0038);
    }

    @Test
    void interruptAfterAnotherInstructionKeepsParityOverflow() {
        program(0xED, 0x57, NOP);                                                     // LD A,I; NOP
        enableInterrupts(1);
        z80.step();
        z80.step();
        z80.setInt(true);
        z80.step();
        assertRegisters("F", Z80Flags.PV | Z80Flags.Z, "PC", 0x0038);
    }

    @Test
    void acceptanceCountsItsTStatesInCycles() {
        program(NOP);
        enableInterrupts(2);
        z80.setInt(true);
        long before = z80.cycles();
        z80.step();
        assertEquals(19, z80.cycles() - before, "cycles() after IM 2 acceptance");
    }
}
