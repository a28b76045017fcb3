package dev.romlab.kernels.file;

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
     * {@code units} consecutive addresses from {@code address} (bytes, or words on a word-addressed CPU) holding
     * one number, least significant unit first when {@code littleEndian}.
     */
    record Memory(String address, int units, int unitBits, boolean littleEndian) implements Location {
        public String text() {
            return "memory " + address + (units == 1 ? "" : " (" + units + " units)");
        }

        int bits() {
            return units * unitBits;
        }
    }

    /** An assembly-time constant: the program is assembled with {@code -D name=value} for each value. */
    record Define(String name) implements Location {
        public String text() {
            return "define " + name;
        }
    }
}
