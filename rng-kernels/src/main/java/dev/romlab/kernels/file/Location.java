package dev.romlab.kernels.file;

import java.util.Map;

/**
 * Where a kernel file's input or output lives on the machine: a register, a flag, memory at an address (a label,
 * {@code label+2} or a number, resolved in each assembly of the program), or an assembly-time constant ({@code -D}).
 */
sealed interface Location {

    /** {@code register H}: how reports and errors name the place. */
    String text();

    /** A register by the name the CPU's register file uses ({@code HL}, {@code A}, {@code R3}, {@code GR1}). */
    record Register(String name, int bits) implements Location {
        public String text() {
            return "register " + name;
        }
    }

    /** One bit of the flag register, by its letter in the CPU's flag display ({@code C} of the Z80's F). */
    record Flag(String letter, String register, int bit) implements Location {
        public String text() {
            return "flag " + letter;
        }
    }

    /**
     * {@code units} consecutive addresses from {@code address} plus {@code offset} (bytes, or words on a
     * word-addressed CPU) holding one number, least significant unit first when {@code littleEndian}. The offset is
     * a cell's place in a run of cells ({@code count = 169}): the address text stays the file's.
     */
    record Memory(String address, int offset, int units, int unitBits, boolean littleEndian) implements Location {

        Memory(String address, int units, int unitBits, boolean littleEndian) {
            this(address, 0, units, unitBits, littleEndian);
        }

        public String text() {
            return "memory " + address + (offset == 0 ? "" : " + " + offset) + (units == 1 ? "" : " (" + units
                    + " units)");
        }

        int bits() {
            return units * unitBits;
        }

        /** Cell {@code index} of a run starting here: the next {@code units} addresses for each index. */
        Memory cell(int index) {
            return new Memory(address, offset + index * units, units, unitBits, littleEndian);
        }

        /**
         * The first address in one assembly: the address text resolved with its {@code symbols}, plus the offset;
         * {@link IllegalArgumentException} when the label is unknown or the place runs past the last address.
         */
        int resolve(Map<String, Long> symbols, int addresses) {
            long first = (long) AddressText.resolve(address, symbols, addresses) + offset;
            if (first + units > addresses) {
                throw new IllegalArgumentException("'" + address + "'" + (offset == 0 ? "" : " + " + offset)
                        + " runs past the end of memory (0.." + (addresses - 1) + ")");
            }
            return (int) first;
        }
    }

    /**
     * The program's console (COMET II and MLFE: SVC IN/OUT, MLFE's ports): an input is written to it as a decimal
     * line, in the order of the file's console inputs; an output is the {@code index}-th number (from 1) the call
     * printed, kept as the {@code bits}-bit word it stands for (-1 is 65535 on COMET II).
     */
    record Console(int index, int bits) implements Location {
        public String text() {
            return index == 0 ? "console line" : "console number " + index;
        }
    }

    /**
     * The instant MLFE's SVC time reads at the call's start: the file's {@code clock} plus this input in
     * {@code unit} ({@code us}, {@code ms}, {@code s}, {@code min}), and plus the file's other clock inputs (a minute
     * and a microsecond of it: mlfe-rand).
     */
    record Clock(String unit) implements Location {
        public String text() {
            return "clock " + unit;
        }
    }

    /** An assembly-time constant: the program is assembled with {@code -D name=value} for each value. */
    record Define(String name) implements Location {
        public String text() {
            return "define " + name;
        }
    }
}
