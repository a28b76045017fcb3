package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The wait-state table: page granularity, and how it shares the page-hook table with devices. */
class MemoryWaitStatesTest {

    private final Memory memory = new Memory();

    private final Memory.Hook device = new Memory.Hook() {
        @Override
        public int read(Memory m, int address) {
            return 0;
        }

        @Override
        public void write(Memory m, int address, int value) {
        }
    };

    @Test
    void aRangeIsWidenedToWholePages() {
        memory.waitStates(0x40F0, 0x4110, 2);
        assertEquals(0, memory.waitStates(0x3FFF), "wait states below the range's first page");
        assertEquals(2, memory.waitStates(0x4000), "wait states at the start of the first page");
        assertEquals(2, memory.waitStates(0x41FF), "wait states at the end of the last page");
        assertEquals(0, memory.waitStates(0x4200), "wait states above the range's last page");
    }

    @Test
    void noWaitStatesUntilSomePageHasThem() {
        assertFalse(memory.hasWaitStates(), "fresh memory");
        memory.waitStates(0x8000, 0x80FF, 4);
        assertTrue(memory.hasWaitStates(), "after setting a page");
        memory.waitStates(0x8000, 0x80FF, 0);
        assertFalse(memory.hasWaitStates(), "after clearing it again");
    }

    @Test
    void aWaitStatePageWithoutDeviceTakesThePassThroughHook() {
        memory.waitStates(0x8000, 0x80FF, 1);
        assertSame(Memory.PLAIN_RAM, memory.pageHooks()[0x80], "hook of the wait-state page");
        memory.waitStates(0x8000, 0x80FF, 0);
        assertNull(memory.pageHooks()[0x80], "hook once the wait states are gone");
    }

    @Test
    void waitStatesAndDevicesOnTheSamePageKeepEachOther() {
        memory.hook(0x8000, 0x80FF, device);
        memory.waitStates(0x8000, 0x80FF, 1);
        memory.waitStates(0x8000, 0x80FF, 0);
        assertSame(device, memory.pageHooks()[0x80], "device after clearing the wait states");
        memory.waitStates(0x8000, 0x80FF, 1);
        memory.hook(0x8000, 0x80FF, null);
        assertSame(Memory.PLAIN_RAM, memory.pageHooks()[0x80], "hook after removing the device");
    }

    @Test
    void negativeWaitStatesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> memory.waitStates(0, 0xFF, -1));
    }
}
