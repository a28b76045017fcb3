package dev.romlab.kernels.comet2.model;

import java.util.EnumMap;
import java.util.Map;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;

/**
 * The instructions a model's path executes and their cost units, each instruction's units read from
 * {@link Comet2InstructionTable} (romlab's one cost table: a unit per word fetched and per data access), so that a
 * model agrees with the emulator's count by following the same path, not by running it.
 */
public final class CostTally {

    /** Per profile, the cost units of each opcode, -1 where it is undefined: made once, models run millions. */
    private static final Map<Comet2Profile, int[]> UNITS = new EnumMap<>(Comet2Profile.class);

    static {
        for (Comet2Profile profile : Comet2Profile.values()) {
            int[] units = new int[256];
            for (int opcode = 0; opcode < units.length; opcode++) {
                int op = opcode;
                units[op] = Comet2InstructionTable.byOpcode(profile, op).map(i -> i.costUnits(profile)).orElse(-1);
            }
            UNITS.put(profile, units);
        }
    }

    private final int[] units;
    private long instructions;
    private long costUnits;

    public CostTally(Comet2Profile profile) {
        units = UNITS.get(profile);
    }

    /** Counts one instruction of each opcode given, in order. */
    public void add(int... opcodes) {
        for (int opcode : opcodes) {
            add(opcode);
        }
    }

    /** Counts one instruction of {@code opcode}: without the array each call of the varargs form makes. */
    public void add(int opcode) {
        if (units[opcode] < 0) {
            throw new IllegalArgumentException(String.format("no instruction #%02X", opcode));
        }
        instructions++;
        costUnits += units[opcode];
    }

    /**
     * Counts the opcodes given, in order, {@code times} times over: a loop's rounds at the cost of one (a sweep runs a
     * model millions of times).
     */
    public void addTimes(int times, int... opcodes) {
        long units = 0;
        for (int opcode : opcodes) {
            if (this.units[opcode] < 0) {
                throw new IllegalArgumentException(String.format("no instruction #%02X", opcode));
            }
            units += this.units[opcode];
        }
        instructions += (long) times * opcodes.length;
        costUnits += times * units;
    }

    /** Counts {@code times} instructions of {@code opcode} (RPUSH's pushes, say). */
    public void repeat(int opcode, int times) {
        addTimes(times, opcode);
    }

    public long instructions() {
        return instructions;
    }

    public long costUnits() {
        return costUnits;
    }
}
