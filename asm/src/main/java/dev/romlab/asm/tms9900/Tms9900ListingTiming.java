package dev.romlab.asm.tms9900;

import dev.romlab.asm.CycleCount;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * The cycle column of a TMS9900 listing on a machine: T = C + W x M (data manual, section 3.6), W taken from the
 * memory each access goes to where the listing can know the address: the instruction's own words (at its
 * address), workspace registers (when the workspace address is given), symbolic operands ({@code @addr}) and the
 * XOP vectors. An access whose address only the running program knows ({@code *Rn}, {@code *Rn+}, {@code
 * @addr(Rn)}, the new workspace of BLWP and XOP, and the workspace when none is given) is counted without wait
 * states, and the count is marked {@code +} (at least). Jumps show taken/not taken.
 *
 * @param waitStates the wait states of a 16-bit access at an address (a machine profile's memory map, which
 *                   cpu-core holds), or null for zero everywhere
 * @param workspace  the workspace pointer the code runs with, if known
 */
public record Tms9900ListingTiming(IntUnaryOperator waitStates, OptionalInt workspace) {

    /** No wait states anywhere: the data manual's C alone. */
    public static final Tms9900ListingTiming ZERO_WAIT_STATES = new Tms9900ListingTiming(null, OptionalInt.empty());

    /** The cycle column of {@code instruction} at {@code address}. */
    public CycleCount cycles(Tms9900Decoded instruction, int address) {
        if (waitStates == null) {
            return Tms9900Disassembler.cycles(instruction);
        }
        Tms9900Cost cost = Tms9900Timing.of(instruction);
        int fetchWait = waitAt(address);
        if (instruction.instruction().format() == Tms9900Format.JUMP
                && !instruction.instruction().mnemonic().equals("JMP")) {
            return new CycleCount(cost.cycles() + fetchWait, Tms9900Timing.jumpNotTaken().cycles() + fetchWait);
        }
        int cycles = cost.cycles();
        boolean unknown = cost.more();
        for (Tms9900Access access : cost.accesses()) {
            OptionalInt at = addressOf(access, instruction, address);
            if (at.isPresent()) {
                cycles += waitAt(at.getAsInt());
            } else {
                unknown = true;
            }
        }
        return unknown ? CycleCount.withPageCrossing(cycles) : CycleCount.of(cycles);
    }

    /** The address {@code access} goes to, when the instruction's words and the workspace tell it. */
    private OptionalInt addressOf(Tms9900Access access, Tms9900Decoded instruction, int address) {
        switch (access.place()) {
            case FETCH:
                return OptionalInt.of(address + 2 * access.index());
            case WORKSPACE:
                return workspace.isPresent()
                        ? OptionalInt.of(workspace.getAsInt() + 2 * Math.max(access.index(), 0)) : OptionalInt.empty();
            case SOURCE:
                return symbolic(instruction.source(), access.index());
            case DESTINATION:
                return symbolic(instruction.destination(), access.index());
            case VECTOR:
                return OptionalInt.of(access.index());
            default:
                return OptionalInt.empty();
        }
    }

    private static OptionalInt symbolic(Tms9900Operand operand, int word) {
        return operand.mode() == Tms9900AddressingMode.SYMBOLIC ? OptionalInt.of(operand.address() + 2 * word)
                : OptionalInt.empty();
    }

    /** Word accesses ignore A15 (data manual: the CPU addresses words). */
    private int waitAt(int address) {
        return waitStates.applyAsInt(address & 0xFFFE);
    }
}
