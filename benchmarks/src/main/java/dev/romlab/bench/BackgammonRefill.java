package dev.romlab.bench;

import java.util.Arrays;
import java.util.Map;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.mos6502.Mos6502;

/**
 * The 6502 workload of issue #24 ({@code backgammon-refill.s65}): Backgammon's table refill called forever on the
 * 2A03 over a flat 64 KiB memory, the image the other cores run side by side (built there from the same source
 * with ca65/ld65). {@link #check} is the first-pass check every engine passes before it is timed.
 */
final class BackgammonRefill {

    static final String SOURCE = "dev/romlab/bench/backgammon-refill.s65";
    /** The driver's loop: {@code jsr RndFunc / jmp Loop}. */
    static final int LOOP = 0x800B;
    static final long CYCLES_TO_LOOP = 11_049;
    static final long CYCLES_FIRST_REFILL = 2_795;
    /** $0601-$0637 after the initial fill and one pass of the loop, as fake6502 and halfnes leave them. */
    static final int[] TABLE_AFTER_FIRST_REFILL = {74, 10, 3, 144, 23, 132, 146, 89, 57, 9, 136, 144, 129, 157,
        144, 139, 27, 67, 162, 112, 57, 51, 28, 46, 81, 145, 56, 28, 176, 158, 94, 158, 120, 66, 14, 119, 21, 53,
        166, 133, 167, 3, 161, 74, 29, 39, 69, 3, 52, 35, 77, 82, 68, 172, 36};
    private static final int TABLE = 0x0601;

    private BackgammonRefill() {
    }

    /** The assembled image, 64 KiB, address = index. */
    static byte[] image() throws AssemblyException {
        Assembly image = Assembler.mos6502(SourceLoader.classPath(BackgammonRefill.class.getClassLoader()))
                .assembleFile(SOURCE, Map.of());
        byte[] bytes = new byte[Memory.SIZE];
        image.copyInto(bytes);
        return bytes;
    }

    /** A fresh 2A03 on {@code memory} (a flat one holding the image), at the reset vector with S = $FD. */
    static Mos6502 load(Memory memory) {
        Mos6502 cpu = Mos6502.ricoh2A03(memory, IoPorts.NONE);
        cpu.setPc(memory.read(0xFFFC) | memory.read(0xFFFD) << 8);
        cpu.registers().set("S", 0xFD);
        return cpu;
    }

    /**
     * Runs {@code cpu} (fresh from {@link #load} on {@code memory}) to the loop and through its first pass, and fails unless that
     * took 11,049 and 2,795 cycles and left the table the other cores leave: they then all count the same work.
     */
    static void check(Mos6502 cpu, Memory memory) {
        long start = cpu.cycles();
        while (cpu.pc() != LOOP) {
            cpu.step();
        }
        long toLoop = cpu.cycles() - start;
        do {
            cpu.step();
        } while (cpu.pc() != LOOP);
        long refill = cpu.cycles() - start - toLoop;
        int[] table = new int[TABLE_AFTER_FIRST_REFILL.length];
        for (int k = 0; k < table.length; k++) {
            table[k] = memory.read(TABLE + k);
        }
        if (toLoop != CYCLES_TO_LOOP || refill != CYCLES_FIRST_REFILL
                || !Arrays.equals(table, TABLE_AFTER_FIRST_REFILL)) {
            throw new IllegalStateException("the 6502 workload's first pass is not the one the other cores run: "
                    + toLoop + " cycles to $800B (want " + CYCLES_TO_LOOP + "), " + refill
                    + " for the first refill (want " + CYCLES_FIRST_REFILL + "), table "
                    + Arrays.toString(table));
        }
    }
}
