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
