package dev.romlab.kernels.z80.model;

import java.util.StringJoiner;
import java.util.function.IntUnaryOperator;

/** Runs a byte function over a range of inputs, as the seed's tables and the dist command do. */
final class ByteTables {

    private ByteTables() {
    }

    /** The outputs for inputs first..last as two-digit hex separated by spaces, the seed's table layout. */
    static String table(int first, int last, IntUnaryOperator function) {
        StringJoiner row = new StringJoiner(" ");
        for (int input = first; input <= last; input++) {
            row.add(String.format("%02x", function.applyAsInt(input)));
        }
        return row.toString();
    }

    /** How often each output occurs over every byte 0..255, as "value:count" for the values that occur. */
    static String histogram(IntUnaryOperator function) {
        int[] counts = new int[256];
        for (int input = 0; input <= 0xFF; input++) {
            counts[function.applyAsInt(input)]++;
        }
        StringJoiner occurring = new StringJoiner(" ");
        for (int value = 0; value < counts.length; value++) {
            if (counts[value] > 0) {
                occurring.add(value + ":" + counts[value]);
            }
        }
        return occurring.toString();
    }

    /** The histogram a caller expects: each value in first..last with the given count. */
    static String uniform(int first, int last, int count) {
        StringJoiner expected = new StringJoiner(" ");
        for (int value = first; value <= last; value++) {
            expected.add(value + ":" + count);
        }
        return expected.toString();
    }
}
