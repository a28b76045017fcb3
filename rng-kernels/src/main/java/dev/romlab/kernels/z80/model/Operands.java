package dev.romlab.kernels.z80.model;

/** Checks that a model's inputs fit the registers or assembly-time constants they stand for. */
final class Operands {

    private Operands() {
    }

    /** An 8-bit register or an 8-bit immediate such as {@code ld c,rangeMax}. */
    static int requireByte(String name, int value) {
        return requireWithin(name, value, 0, 0xFF);
    }

    /** A 16-bit register pair such as HL or BC. */
    static int requireWord(String name, int value) {
        return requireWithin(name, value, 0, 0xFFFF);
    }

    static int requireWithin(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " = " + value + " is outside " + min + ".." + max);
        }
        return value;
    }
}
