package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.Test;

/**
 * Memory wait states on the Z80, counted by hand from the Zilog M-cycle tables (UM0080, "Z80 Instruction
 * Set"): every opcode fetch (OCF), operand read (OD), memory read (MR) and write (MW) adds its page's wait
 * states. Code runs from a page with {@value #CODE_WAIT} wait state, data sits on pages with
 * {@value #DATA_WAIT} (reads) and {@value #STACK_WAIT} (stack, writes).
 */
class Z80WaitStateTest {

    private static final int CODE = 0x8000;
    private static final int CODE_WAIT = 1;
    private static final int DATA = 0x4000;
    private static final int DATA_WAIT = 3;
    private static final int STACK = 0xC000;
    private static final int STACK_WAIT = 2;
    /** A page without wait states. */
    private static final int PLAIN = 0x9000;

    private final Memory memory = new Memory();
    private final Z80 z80 = new Z80(memory, IoPorts.NONE);

    Z80WaitStateTest() {
        memory.waitStates(CODE, CODE + 0xFF, CODE_WAIT);
        memory.waitStates(DATA, DATA + 0xFF, DATA_WAIT);
        memory.waitStates(STACK, STACK + 0xFF, STACK_WAIT);
    }

    /** Runs one step of {@code program} at {@code address} and returns its T-states, checking cycles() too. */
    private int step(int address, int... program) {
        byte[] bytes = new byte[program.length];
        for (int k = 0; k < program.length; k++) {
            bytes[k] = (byte) program[k];
        }
        memory.load(address, bytes);
        z80.setPc(address);
        long before = z80.cycles();
        int tStates = z80.step();
        assertEquals(tStates, z80.cycles() - before, "cycles() advance against step()");
        return tStates;
    }

    @Test
    void loadAFromAbsoluteAddressPaysThreeFetchesAndOneDataRead() {
        // OCF 4, OD 3, OD 3, MR 3 = 13; three code accesses and one data access.
        memory.write(DATA + 0x10, 0x5A);
        int tStates = step(CODE, 0x3A, 0x10, DATA >>> 8);                             // LD A,(4010h)
        assertEquals(13 + 3 * CODE_WAIT + DATA_WAIT, tStates, "T-states of LD A,(nn)");
        assertEquals(0x5A, z80.registers().get("A"), "A");
    }

    @Test
    void eachFetchIsChargedAtThePageItComesFrom() {
        // The opcode and the low address byte at 80FE-80FF (1 wait each), the high byte at 8100 (none).
        int tStates = step(CODE + 0xFE, 0x3A, 0x10, DATA >>> 8);                      // LD A,(4010h)
        assertEquals(13 + 2 * CODE_WAIT + DATA_WAIT, tStates, "T-states of LD A,(nn) across a page boundary");
    }

    @Test
    void pushPaysOneFetchAndTwoStackWrites() {
        // OCF 5, MW 3, MW 3 = 11.
        z80.registers().set("SP", STACK + 0x10);
        int tStates = step(CODE, 0xC5);                                               // PUSH BC
        assertEquals(11 + CODE_WAIT + 2 * STACK_WAIT, tStates, "T-states of PUSH BC");
    }

    @Test
    void repeatingLdirIterationPaysTwoFetchesAReadAndAWrite() {
        // OCF 4, OCF 4, MR 3, MW 5, repeat 5 = 21; reads at (HL) on the data page, writes (DE) on the stack page.
        z80.registers().set("HL", DATA);
        z80.registers().set("DE", STACK);
        z80.registers().set("BC", 2);
        int tStates = step(CODE, 0xED, 0xB0);                                         // LDIR
        assertEquals(21 + 2 * CODE_WAIT + DATA_WAIT + STACK_WAIT, tStates, "T-states of a repeating LDIR");
        assertEquals(CODE, z80.pc(), "pc back on the LDIR");
    }

    @Test
    void cbRotateOfHlPaysTwoFetchesAReadAndAWrite() {
        // OCF 4, OCF 4, MR 4, MW 3 = 15.
        z80.registers().set("HL", DATA + 0x20);
        int tStates = step(CODE, 0xCB, 0x06);                                         // RLC (HL)
        assertEquals(15 + 2 * CODE_WAIT + 2 * DATA_WAIT, tStates, "T-states of RLC (HL)");
    }

    @Test
    void ddcbSetPaysFourFetchesAReadAndAWrite() {
        // OCF 4, OCF 4, OD 3, OD 5 (op byte), MR 4, MW 3 = 23.
        z80.registers().set("IX", DATA);
        int tStates = step(CODE, 0xDD, 0xCB, 0x05, 0xC6);                             // SET 0,(IX+5)
        assertEquals(23 + 4 * CODE_WAIT + 2 * DATA_WAIT, tStates, "T-states of SET 0,(IX+5)");
        assertEquals(0x01, memory.read(DATA + 5), "(IX+5)");
    }

    @Test
    void instructionTouchingNoWaitStatePageKeepsItsTStates() {
        int tStates = step(PLAIN, 0x3A, 0x10, 0x50);                                  // LD A,(5010h)
        assertEquals(13, tStates, "T-states of LD A,(nn) outside the wait-state pages");
    }

    @Test
    void waitStatesChangedWhileTheZ80ExistsTakeEffectAtOnce() {
        // The wait states were set after the Z80 was built (see the constructor); now remove them all.
        memory.waitStates(0x0000, 0xFFFF, 0);
        assertEquals(13, step(CODE, 0x3A, 0x10, DATA >>> 8), "T-states of LD A,(nn) with no wait states left");
        memory.waitStates(DATA, DATA + 0xFF, DATA_WAIT);
        assertEquals(13 + DATA_WAIT, step(CODE, 0x3A, 0x10, DATA >>> 8), "T-states with the data page back");
    }

    @Test
    void haltedStepPaysOneFetch() {
        step(CODE, 0x76);                                                             // HALT
        assertEquals(4 + CODE_WAIT, z80.step(), "T-states of a halted step");
    }

    @Test
    void interruptAcceptancePaysItsStackWrites() {
        // IM 1: 13 T-states, two of them writes on the stack page; the acknowledge fetches nothing.
        z80.registers().set("SP", STACK + 0x10);
        z80.registers().set("IFF1", 1);
        z80.registers().set("IM", 1);
        z80.setInt(true);
        z80.setPc(CODE);
        assertEquals(13 + 2 * STACK_WAIT, z80.step(), "T-states of an IM 1 acceptance");
    }

    @Test
    void deviceOnAWaitStatePageSeesTheAccessAndItsWaitStatesCount() {
        int[] reads = {0};
        memory.hook(DATA, DATA + 0xFF, new Memory.Hook() {
            @Override
            public int read(Memory m, int address) {
                reads[0]++;
                return 0x42;
            }

            @Override
            public void write(Memory m, int address, int value) {
            }
        });
        int tStates = step(PLAIN, 0x3A, 0x10, DATA >>> 8);                            // LD A,(4010h)
        assertEquals(13 + DATA_WAIT, tStates, "T-states of a device read");
        assertEquals(1, reads[0], "device reads");
        assertEquals(0x42, z80.registers().get("A"), "A from the device");
    }
}
