package dev.romlab.asm;

/**
 * Intel HEX output (the I8HEX subset: 16-bit addresses): data records of up to 16 bytes, never crossing a
 * segment boundary, then the end-of-file record. Lines end with {@code \n}. Where the source names its entry
 * ({@code END start}, {@link Assembly#entry()}), the end-of-file record's address field holds it, as zmac writes
 * it ({@code zmac.y}: {@code :00} address {@code 01} checksum after {@code end label}) and Intel's 8080 object
 * files did; the file keeps to types 00 and 01 that every 8-bit loader reads. pasmo writes no start address; the
 * 8086's type 03 record (CS:IP) and the 386's type 05 are not for 16-bit CPUs.
 *
 * <p>Record layout (Intel, "Hexadecimal Object File Format Specification", rev. A, 1988):
 * {@code :LLAAAATT<data>CC} where CC is the two's complement of the sum of all other bytes of the record.
 */
public final class IntelHex {

    private static final int RECORD_SIZE = 16;
    private static final int DATA_RECORD = 0x00;
    private static final int END_OF_FILE_RECORD = 0x01;

    private IntelHex() {
    }

    public static String format(Assembly assembly) {
        StringBuilder out = new StringBuilder();
        for (Segment segment : assembly.segments()) {
            byte[] bytes = segment.bytes();
            for (int offset = 0; offset < bytes.length; offset += RECORD_SIZE) {
                int length = Math.min(RECORD_SIZE, bytes.length - offset);
                appendRecord(out, segment.address() + offset, DATA_RECORD, bytes, offset, length);
            }
        }
        appendRecord(out, assembly.entry().orElse(0), END_OF_FILE_RECORD, new byte[0], 0, 0);
        return out.toString();
    }

    private static void appendRecord(StringBuilder out, int address, int type, byte[] data, int offset, int length) {
        int sum = length + (address >> 8) + (address & 0xFF) + type;
        out.append(String.format(":%02X%04X%02X", length, address, type));
        for (int i = offset; i < offset + length; i++) {
            int value = data[i] & 0xFF;
            sum += value;
            out.append(String.format("%02X", value));
        }
        out.append(String.format("%02X", -sum & 0xFF)).append('\n');
    }
}
