package dev.romlab.cpu.program;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * The 128-byte TIFILES header that PC tools (xdm99, TI99Dir, emulators' FIAD folders) put before a TI-99/4A file's
 * content to keep its disk catalog entry, as xdt99's {@code xdm99.py} writes and reads it:
 *
 * <pre>
 * offset  what
 *   0-7   >07 "TIFILES"
 *   8-9   total sectors of 256 bytes (big-endian)
 *    10   flags: bits 0-1 the type (0 DIS, 1 PROGRAM, 2 INT), >08 protected, >80 variable records
 *    11   records per sector
 *    12   EOF offset: bytes used in the last sector (0: all 256)
 *    13   record length
 * 14-15   level-3 records (little-endian)
 * 16-25   the file name, padded with blanks ("long" header; zeros in a "short" one)
 * 26-127  dates and padding
 * </pre>
 *
 * The content follows at offset 128, padded to whole sectors. Only PROGRAM files hold a memory image.
 */
public final class TifilesHeader {

    /** The header's length, where the content starts. */
    public static final int LENGTH = 128;
    private static final byte[] SIGNATURE = "\u0007TIFILES".getBytes(StandardCharsets.ISO_8859_1);
    private static final int SECTOR = 256;
    private static final int PROGRAM = 0x01;
    private static final String[] TYPES = {"DIS", "PROGRAM", "INT", "an unknown type"};

    private TifilesHeader() {
    }

    /** Whether {@code file} starts with the signature {@code >07 "TIFILES"}. */
    public static boolean hasSignature(byte[] file) {
        return file.length >= SIGNATURE.length
                && Arrays.equals(file, 0, SIGNATURE.length, SIGNATURE, 0, SIGNATURE.length);
    }

    /**
     * The content of a TIFILES PROGRAM file: its sectors less the unused end of the last one.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public static byte[] programContent(byte[] file) {
        if (!hasSignature(file)) {
            throw new IllegalArgumentException("not a TIFILES file: it does not start with >07 \"TIFILES\"");
        }
        if (file.length < LENGTH) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "truncated TIFILES header: %,d bytes of %,d", file.length,
                    LENGTH));
        }
        int flags = file[10] & 0xFF;
        if ((flags & 0x03) != PROGRAM) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "TIFILES flags field (byte 10) is >%02X: a %s file, "
                    + "not the PROGRAM file a memory image is", flags, TYPES[flags & 0x03]));
        }
        int sectors = (file[8] & 0xFF) << 8 | (file[9] & 0xFF);
        int eofOffset = file[12] & 0xFF;
        int length = sectors * SECTOR - (eofOffset == 0 ? 0 : SECTOR - eofOffset);
        if (length <= 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "TIFILES sector count field (bytes 8-9) is %,d with EOF "
                    + "offset %d: the file holds nothing", sectors, eofOffset));
        }
        if (LENGTH + length > file.length) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "TIFILES sector count field (bytes 8-9) says %,d "
                    + "sectors (%,d bytes with EOF offset %d), but only %,d bytes follow the header", sectors, length,
                    eofOffset, file.length - LENGTH));
        }
        return Arrays.copyOfRange(file, LENGTH, LENGTH + length);
    }
}
