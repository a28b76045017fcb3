package dev.romlab.asm;

/**
 * The listing as text. One row per {@link ListingLine}: line number, address, up to four bytes, the cycles
 * from the instruction table ({@code 12/7} = taken/not taken, {@code 21/16} = repeating/last), the source.
 * Longer byte runs ({@code .db}) continue on following rows that show only address and bytes. A row
 * {@code ; file NAME} marks where the listing enters or returns to a file.
 *
 * <pre>
 *  line  addr  bytes        cycles  source
 *    12  9D95  21 9C 9D         10  ld hl,_LFSRSeed+4
 *    13  9D98  38 FE          12/7  jr c,$
 * </pre>
 *
 * <p>A word-addressed CPU's listing ({@link #format(Assembly, int, String)}: COMET II, MLFE) shows words instead of
 * bytes, two per row for 16-bit words and one for 32-bit words, under its own cost column title; a {@code ; file
 * NAME} row only where an assembly of several files (CASL II's program list) enters each:
 *
 * <pre>
 *  line  addr  words      cost  source
 *     2  0000  1010 0007     3          LD      GR1,A
 * </pre>
 */
public final class Listing {

    private static final int BYTES_PER_ROW = 4;
    private static final String HEADER = String.format("%5s  %-4s  %-12s %6s  %s", "line", "addr", "bytes", "cycles",
            "source");

    private Listing() {
    }

    public static String format(Assembly assembly) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        String file = null;
        for (ListingLine row : assembly.listing()) {
            if (!row.file().equals(file)) {
                file = row.file();
                out.append("; file ").append(file).append('\n');
            }
            appendRow(out, row);
        }
        return out.toString();
    }

    private static void appendRow(StringBuilder out, ListingLine row) {
        byte[] bytes = row.bytes();
        String address = row.hasAddress() ? String.format("%04X", row.address()) : "";
        out.append(String.format("%5d  %-4s  %-12s %6s  %s", row.line(), address, hex(bytes, 0), row.cycles(),
                row.source()).stripTrailing()).append('\n');
        for (int offset = BYTES_PER_ROW; offset < bytes.length; offset += BYTES_PER_ROW) {
            out.append(String.format("%5s  %04X  %s", "", (row.address() + offset) & 0xFFFF, hex(bytes, offset))
                    .stripTrailing()).append('\n');
        }
    }

    /**
     * The listing of a word-addressed assembly: its addresses count words of {@code wordBytes} bytes (2 or 4, most
     * significant first in {@link ListingLine#bytes()}), its cycle column is titled {@code costTitle}.
     */
    public static String format(Assembly assembly, int wordBytes, String costTitle) {
        int perRow = wordBytes == 2 ? 2 : 1;
        String rowFormat = "%5s  %-4s  %-" + (perRow * (wordBytes * 2 + 1) - 1) + "s  %4s  %s";
        StringBuilder out = new StringBuilder(String.format(rowFormat, "line", "addr", "words", costTitle, "source")
                .stripTrailing()).append('\n');
        // several files (CASL II's program list): a ; file row where each begins, as the byte listing has
        boolean severalFiles = assembly.listing().stream().map(ListingLine::file).distinct().count() > 1;
        String file = null;
        for (ListingLine row : assembly.listing()) {
            if (severalFiles && !row.file().equals(file)) {
                file = row.file();
                out.append("; file ").append(file).append('\n');
            }
            byte[] bytes = row.bytes();
            int count = bytes.length / wordBytes;
            String address = row.hasAddress() ? String.format("%04X", row.address()) : "";
            out.append(String.format(rowFormat, row.line(), address, words(bytes, 0, Math.min(count, perRow),
                    wordBytes), row.cycles(), row.source()).stripTrailing()).append('\n');
            for (int word = perRow; word < count; word += perRow) {
                out.append(String.format(rowFormat, "", String.format("%04X", (row.address() + word) & 0xFFFF),
                        words(bytes, word, Math.min(count - word, perRow), wordBytes), "", "").stripTrailing())
                        .append('\n');
            }
        }
        return out.toString();
    }

    private static String words(byte[] bytes, int first, int count, int wordBytes) {
        StringBuilder out = new StringBuilder();
        for (int word = first; word < first + count; word++) {
            if (word > first) {
                out.append(' ');
            }
            for (int b = 0; b < wordBytes; b++) {
                out.append(String.format("%02X", bytes[word * wordBytes + b] & 0xFF));
            }
        }
        return out.toString();
    }

    private static String hex(byte[] bytes, int offset) {
        StringBuilder out = new StringBuilder();
        for (int i = offset; i < Math.min(bytes.length, offset + BYTES_PER_ROW); i++) {
            if (i > offset) {
                out.append(' ');
            }
            out.append(String.format("%02X", bytes[i] & 0xFF));
        }
        return out.toString();
    }
}
