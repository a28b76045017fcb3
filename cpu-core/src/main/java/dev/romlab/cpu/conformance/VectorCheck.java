package dev.romlab.cpu.conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects every difference between a reference final state and the CPU's, formatted for reading: values in
 * hex at their register's width, flag registers also as letters so the bit that differs stands out.
 */
final class VectorCheck {

    /** Memory cells listed one by one before the rest are summed up in a single line. */
    private static final int MEMORY_CELLS_LISTED = 8;

    private final List<Mismatch> mismatches = new ArrayList<>();
    private int memoryCellsWrong;

    void register(String name, int bits, long expected, long actual) {
        if (expected != actual) {
            mismatches.add(new Mismatch(name, hex(expected, bits), hex(actual, bits)));
        }
    }

    /**
     * A register holding flags in its low byte; {@code letters} names bits 7 to 0, e.g. the Z80's
     * {@code "SZ5H3PNC"} (Zilog Z80 CPU User Manual UM0080, "Flags").
     */
    void flags(String name, int bits, long expected, long actual, String letters) {
        if (expected != actual) {
            mismatches.add(new Mismatch(name, hex(expected, bits) + " " + flagLetters(expected, letters),
                    hex(actual, bits) + " " + flagLetters(actual, letters)));
        }
    }

    void memory(int address, int expected, int actual) {
        memory(address, expected, actual, 8);
    }

    /** A memory cell of {@code bits} bits: a byte, or a word of a word-addressed memory. */
    void memory(int address, int expected, int actual, int bits) {
        if (expected == actual) {
            return;
        }
        if (++memoryCellsWrong <= MEMORY_CELLS_LISTED) {
            mismatches.add(new Mismatch(String.format("memory 0x%04X", address), hex(expected, bits),
                    hex(actual, bits)));
        }
    }

    /** Compares two whole memory images: cell by cell only where {@link Arrays#mismatch} finds them differ. */
    void memory(byte[] expected, byte[] actual) {
        int length = expected.length;
        int at = Arrays.mismatch(expected, actual);
        while (at >= 0) {
            memory(at, expected[at] & 0xFF, actual[at] & 0xFF);
            int rest = Arrays.mismatch(expected, at + 1, length, actual, at + 1, length);
            at = rest < 0 ? -1 : at + 1 + rest;
        }
    }

    void cycles(String unit, long expected, long actual) {
        if (expected != actual) {
            mismatches.add(new Mismatch(unit, Long.toString(expected), Long.toString(actual)));
        }
    }

    /** Compares the two sequences access by access, then reports what one has beyond the other. */
    void ports(List<PortEvent> expected, List<PortEvent> actual) {
        int common = Math.min(expected.size(), actual.size());
        for (int i = 0; i < common; i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                mismatches.add(new Mismatch("port access " + (i + 1), expected.get(i).describe(),
                        actual.get(i).describe()));
            }
        }
        for (int i = common; i < expected.size(); i++) {
            mismatches.add(new Mismatch("port access " + (i + 1), expected.get(i).describe(), "none"));
        }
        for (int i = common; i < actual.size(); i++) {
            mismatches.add(new Mismatch("port access " + (i + 1), "none", actual.get(i).describe()));
        }
    }

    /** The CPU threw instead of executing: a failure of this vector, not of the whole run. */
    void crashed(RuntimeException e) {
        mismatches.add(new Mismatch("exception", "none", e.toString()));
    }

    /** A problem the checks above do not name, e.g. a step that took no time at all. */
    void other(String subject, String expected, String actual) {
        mismatches.add(new Mismatch(subject, expected, actual));
    }

    boolean passed() {
        return mismatches.isEmpty() && memoryCellsWrong == 0;
    }

    List<Mismatch> mismatches() {
        List<Mismatch> all = new ArrayList<>(mismatches);
        if (memoryCellsWrong > MEMORY_CELLS_LISTED) {
            all.add(new Mismatch("memory", "", (memoryCellsWrong - MEMORY_CELLS_LISTED) + " more cells differ"));
        }
        return all;
    }

    static String hex(long value, int bits) {
        if (bits <= 2) {
            return Long.toString(value);
        }
        return String.format("0x%0" + ((bits + 3) / 4) + "X", value);
    }

    /** The low byte as letters, upper-case letter for a set bit and '-' for a clear one: {@code "S-5--P-C"}. */
    static String flagLetters(long value, String letters) {
        StringBuilder out = new StringBuilder(letters.length());
        for (int i = 0; i < letters.length(); i++) {
            int bit = letters.length() - 1 - i;
            out.append((value & (1L << bit)) != 0 ? letters.charAt(i) : '-');
        }
        return out.toString();
    }
}
