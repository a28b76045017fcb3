package dev.romlab.cpu.mos6502;

import dev.romlab.cpu.Memory;

/**
 * The Famicom Disk System's memory map as far as the bundled routines need it (NESdev wiki, "CPU memory map" and
 * "Family Computer Disk System"): 2 KiB of work RAM at $0000-$07FF seen three more times up to $1FFF, and the
 * RAM adapter's 32 KiB at $6000-$DFFF that disk programs run from. The PPU, APU and disk registers and the BIOS
 * ROM are not modelled: those addresses stay plain RAM.
 */
final class FamicomDiskSystem {

    private static final int RAM_MASK = 0x07FF;
    private static final int MIRRORS_START = 0x0800;
    private static final int MIRRORS_END = 0x1FFF;

    /** $0800-$1FFF read and write the work RAM below them; $0000-$07FF itself stays a plain, hook-free page. */
    private static final Memory.Hook RAM_MIRROR = new Memory.Hook() {
        @Override
        public int read(Memory memory, int address) {
            return memory.bytes[address & RAM_MASK] & 0xFF;
        }

        @Override
        public void write(Memory memory, int address, int value) {
            memory.bytes[address & RAM_MASK] = (byte) value;
        }
    };

    private FamicomDiskSystem() {
    }

    static void prepare(Memory memory) {
        memory.hook(MIRRORS_START, MIRRORS_END, RAM_MIRROR);
    }
}
