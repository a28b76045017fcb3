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
 */
public final class MemoryDump {

    private static final int ROW = 16;
    private static final int HEX_WIDTH = ROW * 3 - 1;

    private MemoryDump() {
    }

    /**
     * The rows of {@code length} bytes from {@code address} (wrapping at the top of memory); {@code labelAt}
     * names an address that has a label exactly there, or gives null.
     */
    public static List<String> rows(Memory memory, int address, int length, IntFunction<String> labelAt) {
        List<String> rows = new ArrayList<>();
        int offset = 0;
        while (offset < length) {
            int start = (address + offset) & (Memory.SIZE - 1);
            int count = 1;
            while (count < ROW && offset + count < length && start + count < Memory.SIZE
                    && labelAt.apply(start + count) == null) {
                count++;
            }
            rows.add(row(memory, start, count, labelAt.apply(start)));
            offset += count;
        }
        return rows;
    }

    private static String row(Memory memory, int start, int count, String label) {
        StringBuilder hex = new StringBuilder();
        StringBuilder ascii = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int value = memory.read(start + i);
            if (i > 0) {
                hex.append(' ');
            }
            hex.append(String.format("%02X", value));
            ascii.append(value >= 0x20 && value < 0x7F ? (char) value : '.');
        }
        String line = String.format("%04X  %-" + HEX_WIDTH + "s  %s", start, hex, ascii);
        if (label == null) {
            return line;
        }
        return String.format("%-" + (6 + HEX_WIDTH + 2 + ROW) + "s  %s", line, label);
    }
}
