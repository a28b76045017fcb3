package dev.romlab.asm.tms9900;

import dev.romlab.asm.tms9900.Tms9900Access.Place;
import java.util.ArrayList;
import java.util.List;

/**
 * The time of an instruction from its words: the table's C and accesses (TMS 9900 Microprocessor Data Manual,
 * section 3.6), plus table A for each general operand, the counts of shifts and CRU transfers, and the variants the
 * data decides (a jump not taken, a shift counted in R0, ABS of a negative number, DIV with overflow).
 */
public final class Tms9900Timing {

    private Tms9900Timing() {
    }

    /**
     * The time of {@code instruction}: a jump taken; the least a data-dependent instruction takes ({@link
     * Tms9900Cost#more()}): DIV without overflow 92 cycles (up to 124 by the quotient), ABS of a positive number, a
     * shift counted in R0 as a count of 1, X without the instruction it executes.
     */
    public static Tms9900Cost of(Tms9900Decoded instruction) {
        Tms9900Format format = instruction.instruction().format();
        if (format == Tms9900Format.SHIFT && instruction.shiftCount() == 0) {
            return shiftCountedInR0(instruction, 1);
        }
        String mnemonic = instruction.instruction().mnemonic();
        boolean more = mnemonic.equals("DIV") || mnemonic.equals("ABS") || mnemonic.equals("X");
        return cost(instruction, instruction.instruction().destinationAccesses(), 0, more);
    }

    /** A conditional jump that falls through: 8 cycles, the fetch only. */
    public static Tms9900Cost jumpNotTaken() {
        return new Tms9900Cost(8, List.of(new Tms9900Access(Place.FETCH, 0)), false);
    }

    /** A shift whose count field is 0, with {@code r0} in R0: its bits 12-15 are the count, 0 meaning 16. */
    public static Tms9900Cost shiftCountedInR0(Tms9900Decoded instruction, int r0) {
        int count = r0 & 15;
        Tms9900Cost fixed = cost(instruction, 2, 0, false);
        List<Tms9900Access> accesses = new ArrayList<>(fixed.accesses());
        accesses.add(new Tms9900Access(Place.WORKSPACE, 0));
        // Data manual: 52 cycles for a count of 0 in R0 (16 bits), else 20 + 2N.
        return new Tms9900Cost(20 + 2 * (count == 0 ? 16 : count), accesses, false);
    }

    /** ABS of a negative number: it is negated and written back, 2 cycles and 1 access more. */
    public static Tms9900Cost absOfNegative(Tms9900Decoded instruction) {
        return cost(instruction, 1, 2, false);
    }

    /** DIV whose quotient does not fit in 16 bits: OV is set after reading Rd only, 16 cycles. */
    public static Tms9900Cost divideOverflow(Tms9900Decoded instruction) {
        return cost(instruction, 1, 16 - instruction.instruction().cycles(), false);
    }

    private static Tms9900Cost cost(Tms9900Decoded decoded, int destinationAccesses, int extraCycles,
            boolean more) {
        Tms9900Instruction row = decoded.instruction();
        List<Tms9900Access> accesses = new ArrayList<>();
        accesses.add(new Tms9900Access(Place.FETCH, 0));
        int[] nextFetch = {1};
        if (row.format().hasImmediate()) {
            accesses.add(new Tms9900Access(Place.FETCH, nextFetch[0]++));
        }
        int cycles = row.cycles() + extraCycles;
        boolean bytes = decoded.byteOperands();
        int register = decoded.field();
        switch (row.format()) {
            case TWO_ADDRESS:
                cycles += operand(accesses, nextFetch, decoded.source(), Place.SOURCE, row.sourceAccesses(), bytes,
                        false);
                cycles += operand(accesses, nextFetch, decoded.destination(), Place.DESTINATION,
                        destinationAccesses, bytes, false);
                break;
            case REGISTER_DESTINATION:
            case EXTENDED_OPERATION:
            case CRU_MULTIPLE:
            case SINGLE:
                // Format VI has one operand: its reads and its writes both go there.
                int operandAccesses = row.sourceAccesses()
                        + (row.format() == Tms9900Format.SINGLE ? destinationAccesses : 0);
                cycles += operand(accesses, nextFetch, decoded.source(), Place.SOURCE, operandAccesses, bytes,
                        row.mnemonic().equals("BLWP"));
                if (row.format() == Tms9900Format.REGISTER_DESTINATION) {
                    repeat(accesses, Place.WORKSPACE, register, destinationAccesses);
                }
                break;
            case SHIFT:
            case REGISTER_IMMEDIATE:
            case REGISTER:
                repeat(accesses, Place.WORKSPACE, register, destinationAccesses);
                break;
            default:
                break;
        }
        if (row.format() == Tms9900Format.SHIFT) {
            cycles += 2 * decoded.shiftCount();
        }
        if (row.format() == Tms9900Format.CRU_MULTIPLE) {
            cycles = cruTransferCycles(row, decoded.field()) + operandCycles(decoded.source(), bytes);
        }
        int implicit = row.mnemonic().equals("BL") ? 11 : row.mnemonic().equals("RTWP") ? 13 : 12;
        for (int i = 0; i < row.workspaceAccesses(); i++) {
            accesses.add(new Tms9900Access(Place.WORKSPACE, row.mnemonic().equals("RTWP") ? implicit + i : implicit));
        }
        for (int i = 0; i < row.vectorAccesses(); i++) {
            accesses.add(new Tms9900Access(Place.VECTOR, 0x40 + 4 * register + 2 * i));
        }
        repeat(accesses, Place.CONTEXT, 0, row.contextAccesses());
        return new Tms9900Cost(cycles, accesses, more);
    }

    /**
     * LDCR and STCR by their bit count (0 = 16), the data manual's rows: LDCR 20 + 2C (52 for 16 bits); STCR 42 for
     * 1-7 bits, 44 for 8, 58 for 9-15, 60 for 16.
     */
    private static int cruTransferCycles(Tms9900Instruction row, int count) {
        int bits = count == 0 ? 16 : count;
        if (row.mnemonic().equals("LDCR")) {
            return 20 + 2 * bits;
        }
        return bits <= 7 ? 42 : bits == 8 ? 44 : bits <= 15 ? 58 : 60;
    }

    /**
     * Adds the accesses of one general operand and returns the cycles its mode adds (table A); {@code twoWords}:
     * the operand is BLWP's two-word vector, read word by word.
     */
    private static int operand(List<Tms9900Access> accesses, int[] nextFetch, Tms9900Operand operand, Place place,
            int count, boolean bytes, boolean twoWords) {
        Tms9900AddressingMode mode = operand.mode();
        if (mode.hasAddressWord()) {
            accesses.add(new Tms9900Access(Place.FETCH, nextFetch[0]++));
        }
        if (mode != Tms9900AddressingMode.REGISTER && mode != Tms9900AddressingMode.SYMBOLIC) {
            int registerAccesses = mode.accesses() - (mode.hasAddressWord() ? 1 : 0);
            repeat(accesses, Place.WORKSPACE, operand.register(), registerAccesses);
        }
        for (int i = 0; i < count; i++) {
            boolean register = mode == Tms9900AddressingMode.REGISTER;
            int word = twoWords ? i : 0;
            accesses.add(register ? new Tms9900Access(Place.WORKSPACE, operand.register() + word)
                    : new Tms9900Access(place, word));
        }
        return operandCycles(operand, bytes);
    }

    private static int operandCycles(Tms9900Operand operand, boolean bytes) {
        return operand.mode().cycles(bytes);
    }

    private static void repeat(List<Tms9900Access> accesses, Place place, int index, int count) {
        for (int i = 0; i < count; i++) {
            accesses.add(new Tms9900Access(place, index));
        }
    }
}
