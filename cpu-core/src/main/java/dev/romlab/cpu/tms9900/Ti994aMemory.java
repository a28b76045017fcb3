package dev.romlab.cpu.tms9900;

import dev.romlab.cpu.Memory;

/**
 * The TI-99/4A's memory as the TMS9900 sees it, as far as timing goes (TI-99/4A Console Technical Data; the
 * issue's profile): the console ROM >0000->1FFF and the 256-byte scratchpad RAM >8300->83FF are on the CPU's own
 * 16-bit bus with no wait states; everything else goes through the multiplexer to the 8-bit bus, which adds 4 wait
 * states to every 16-bit access. The scratchpad answers at >8000->83FF: >8000->82FF are mirrors of >8300->83FF
 * (a hook on those pages, so that data accesses there reach the same 256 bytes; code is not fetched through it).
 * The memory-mapped devices (VDP, sound, speech, GROM at >8400->9FFF) and the cartridge and DSR ROMs are plain
 * memory here: only their wait states are modelled.
 *
 * <p>The 32K memory expansion (>2000->3FFF and >A000->FFFF) is on the 8-bit bus, as TI sold it; the common
 * console modification puts it on the 16-bit bus with no wait states ({@link #prepare16BitExpansion}).
 */
public final class Ti994aMemory {

    /** Wait states of one 16-bit access through the multiplexer: two byte cycles of 2 wait states each. */
    public static final int MULTIPLEXED_WAIT_STATES = 4;
    /** The scratchpad RAM's real addresses. */
    public static final int SCRATCHPAD = 0x8300;

    /** >8000->82FF: the scratchpad's mirrors. */
    private static final Memory.Hook SCRATCHPAD_MIRROR = new Memory.Hook() {
        @Override
        public int read(Memory memory, int address) {
            return memory.bytes[SCRATCHPAD | address & 0xFF] & 0xFF;
        }

        @Override
        public void write(Memory memory, int address, int value) {
            memory.write(SCRATCHPAD | address & 0xFF, value); // a translating engine's guard on >83xx sees it
        }
    };

    private Ti994aMemory() {
    }

    /** The console as TI sold it: the 32K expansion on the 8-bit bus. */
    public static void prepare(Memory memory) {
        memory.waitStates(0x2000, 0xFFFF, MULTIPLEXED_WAIT_STATES);
        memory.waitStates(0x8000, 0x83FF, 0);
        memory.hook(0x8000, 0x82FF, SCRATCHPAD_MIRROR);
    }

    /** The console with its 32K expansion on the 16-bit bus: >2000->3FFF and >A000->FFFF without wait states. */
    public static void prepare16BitExpansion(Memory memory) {
        prepare(memory);
        memory.waitStates(0x2000, 0x3FFF, 0);
        memory.waitStates(0xA000, 0xFFFF, 0);
    }
}
