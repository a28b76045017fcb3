package dev.romlab.cpu.debug;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import dev.romlab.cpu.Memory;

/**
 * Memory as hex and ASCII, 16 bytes a row, the way monitors have shown it since the 1970s:
 *
 * <pre>
 * 9DB2  85 DA B7 44 D1 97 34 2F                          ...D..4/  _LFSRSeed
 * </pre>
 *
 * The address, the bytes in hex, the same bytes as ASCII ({@code .} for control and non-ASCII bytes) and the
 * label of the row's first address. A row also ends before a labelled address, so every label starts a row, and at
 * the top of memory, where the addresses wrap.
 *
 * <p>A word-addressed memory shows whole words, as many as fill 16 bytes (8 COMET II words, 4 MLFE words), each
 * word one character in the ASCII column: CASL II keeps one character per word ({@code DC 'A'} is {@code 0041}).
 */
public final class MemoryDump {

    private static final int ROW_BYTES = 16;

    private MemoryDump() {
    }

    /**
     * The rows of {@code length} addresses from {@code address} (wrapping at the top of memory); {@code labelAt}
     * names an address that has a label exactly there, or gives null.
     */
    public static List<String> rows(Memory memory, int address, int length, IntFunction<String> labelAt) {
        int row = ROW_BYTES / memory.wordBytes();
        int top = memory.addresses();
        List<String> rows = new ArrayList<>();
        int offset = 0;
        while (offset < length) {
            int start = (address + offset) & (top - 1);
            int count = 1;
            while (count < row && offset + count < length && start + count < top
                    && labelAt.apply(start + count) == null) {
                count++;
            }
            rows.add(row(memory, start, count, labelAt.apply(start)));
            offset += count;
        }
        return rows;
    }

    private static String row(Memory memory, int start, int count, String label) {
        int digits = memory.wordBytes() * 2;
        int row = ROW_BYTES / memory.wordBytes();
        int hexWidth = row * (digits + 1) - 1;
        StringBuilder hex = new StringBuilder();
        StringBuilder ascii = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int value = memory.read(start + i);
            if (i > 0) {
                hex.append(' ');
            }
            hex.append(String.format("%0" + digits + "X", value));
            ascii.append(value >= 0x20 && value < 0x7F ? (char) value : '.');
        }
        String line = String.format("%04X  %-" + hexWidth + "s  %s", start, hex, ascii);
        if (label == null) {
            return line;
        }
        return String.format("%-" + (6 + hexWidth + 2 + row) + "s  %s", line, label);
    }
}
