package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Intel HEX input for a 64 KiB address space: what {@link IntelHex} writes, and what other tools (zmac, SDCC's
 * {@code .ihx}, EPROM programmers) write.
 *
 * <p>Record layout (Intel, "Hexadecimal Object File Format Specification", rev. A, 1988):
 * {@code :LLAAAATT<data>CC}, CC the two's complement of the sum of the other bytes. Types: 00 data, 01 end of
 * file, 02 extended segment address (base = value × 16), 03 start segment address (CS:IP), 04 extended linear
 * address (base = value × 65536), 05 start linear address. 02 and 04 are accepted as long as every data byte
 * still lands below $10000; 03 and 05 give the start address when it is below $10000. Without them, an
 * end-of-file record whose address field is not 0000 gives the start address, as {@link IntelHex} and zmac
 * write it after {@code END start}.
 *
 * <p>Every error is reported, each naming line and column: a line not starting with {@code :}, a character
 * that is not a hex digit, a length field that disagrees with the record, a wrong checksum, an unknown record
 * type, data past $FFFF or over bytes an earlier record gave, anything after the end-of-file record, and a
 * missing end-of-file record (a cut-off file). Blank lines, surrounding blanks and CR LF line ends are accepted.
 */
public final class IntelHexReader {

    /**
     * What an Intel HEX file holds.
     *
     * @param segments     the bytes by address as maximal runs of consecutive addresses, in address order
     * @param startAddress where execution starts, when a type 03 or 05 record says, or else a non-zero address in
     *                     the end-of-file record
     */
    public record Contents(List<Segment> segments, OptionalInt startAddress) {

        public Contents {
            segments = List.copyOf(segments);
        }
    }

    private static final int ADDRESS_SPACE = 0x10000;
    /** Length, two address bytes, type and checksum: the bytes of a record that carries no data. */
    private static final int FRAME_BYTES = 5;

    private static final int DATA = 0x00;
    private static final int END_OF_FILE = 0x01;
    private static final int EXTENDED_SEGMENT_ADDRESS = 0x02;
    private static final int START_SEGMENT_ADDRESS = 0x03;
    private static final int EXTENDED_LINEAR_ADDRESS = 0x04;
    private static final int START_LINEAR_ADDRESS = 0x05;

    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final byte[] memory = new byte[ADDRESS_SPACE];
    /** The line of the record that gave each address its byte; 0 where no record did. */
    private final int[] lineOfByte = new int[ADDRESS_SPACE];
    private long base;
    private OptionalInt startAddress = OptionalInt.empty();
    private int endOfFileLine;

    private IntelHexReader(String file) {
        this.file = file;
    }

    /** Reads the Intel HEX {@code text} of the file named {@code file} (the name is for diagnostics only). */
    public static Contents read(String file, String text) throws IntelHexException {
        return new IntelHexReader(file).readAll(text);
    }

    private Contents readAll(String text) throws IntelHexException {
        String[] lines = text.split("\n", -1);
        for (int index = 0; index < lines.length; index++) {
            String line = lines[index];
            if (line.isBlank()) {
                continue;
            }
            int number = index + 1;
            if (endOfFileLine > 0) {
                error(number, firstNonBlank(line) + 1, "text after the end-of-file record on line " + endOfFileLine,
                        line);
            } else {
                readRecord(number, line);
            }
        }
        if (endOfFileLine == 0 && diagnostics.isEmpty()) {
            diagnostics.add(new Diagnostic(file, 0, 0, "no end-of-file record (:00000001FF): the file is cut off",
                    ""));
        }
        if (!diagnostics.isEmpty()) {
            throw new IntelHexException(diagnostics);
        }
        return new Contents(segments(), startAddress);
    }

    private void readRecord(int number, String line) {
        int start = firstNonBlank(line);
        if (line.charAt(start) != ':') {
            error(number, start + 1, "a record starts with ':'", line);
            return;
        }
        String digits = line.strip().substring(1);
        int[] bytes = hexBytes(number, line, start + 2, digits);
        if (bytes == null) {
            return;
        }
        int length = bytes[0];
        if (bytes.length != length + FRAME_BYTES) {
            error(number, start + 2, String.format("the length field says %d data bytes but the record holds %d",
                    length, bytes.length - FRAME_BYTES), line);
            return;
        }
        int sum = 0;
        for (int i = 0; i < bytes.length - 1; i++) {
            sum += bytes[i];
        }
        int checksum = bytes[bytes.length - 1];
        if (((sum + checksum) & 0xFF) != 0) {
            error(number, start + 2 + 2 * (bytes.length - 1), String.format(
                    "checksum $%02X does not match the record (it should be $%02X)", checksum, -sum & 0xFF), line);
            return;
        }
        int offset = bytes[1] << 8 | bytes[2];
        int type = bytes[3];
        int typeColumn = start + 8;
        switch (type) {
            case DATA -> placeData(number, line, start + 4, base + offset, bytes);
            case END_OF_FILE -> {
                if (requireLength(number, line, start, length, 0)) {
                    endOfFileLine = number;
                    if (offset != 0 && startAddress.isEmpty()) {
                        startAddress = OptionalInt.of(offset);
                    }
                }
            }
            case EXTENDED_SEGMENT_ADDRESS, EXTENDED_LINEAR_ADDRESS -> {
                if (requireLength(number, line, start, length, 2)) {
                    int value = bytes[4] << 8 | bytes[5];
                    base = type == EXTENDED_SEGMENT_ADDRESS ? value * 16L : (long) value << 16;
                }
            }
            case START_SEGMENT_ADDRESS, START_LINEAR_ADDRESS -> {
                if (requireLength(number, line, start, length, 4)) {
                    long high = bytes[4] << 8 | bytes[5];
                    long low = bytes[6] << 8 | bytes[7];
                    long address = type == START_SEGMENT_ADDRESS ? high * 16 + low : high << 16 | low;
                    if (address >= ADDRESS_SPACE) {
                        error(number, start + 10, String.format("start address $%X is outside $0000-$FFFF",
                                address), line);
                    } else {
                        startAddress = OptionalInt.of((int) address);
                    }
                }
            }
            default -> error(number, typeColumn, String.format("unknown record type %02X (known: 00 to 05)", type),
                    line);
        }
    }

    /** The bytes the hex digits of a record spell, or null (after reporting why) when they spell none. */
    private int[] hexBytes(int number, String line, int column, String digits) {
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), 16) < 0) {
                error(number, column + i, "'" + digits.charAt(i) + "' is not a hex digit", line);
                return null;
            }
        }
        if (digits.length() % 2 != 0) {
            error(number, column + digits.length() - 1, "odd number of hex digits", line);
            return null;
        }
        if (digits.length() < 2 * FRAME_BYTES) {
            error(number, column, "too short for a record (:LLAAAATTCC at least)", line);
            return null;
        }
        int[] bytes = new int[digits.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = Integer.parseInt(digits, 2 * i, 2 * i + 2, 16);
        }
        return bytes;
    }

    private boolean requireLength(int number, String line, int start, int length, int expected) {
        if (length != expected) {
            error(number, start + 2, "this record type has " + expected + " data bytes, not " + length, line);
            return false;
        }
        return true;
    }

    private void placeData(int number, String line, int addressColumn, long address, int[] bytes) {
        int length = bytes.length - FRAME_BYTES;
        if (address + length > ADDRESS_SPACE) {
            error(number, addressColumn, String.format("%d bytes at $%X run past $FFFF (the address space is 64 KiB)",
                    length, address), line);
            return;
        }
        for (int i = 0; i < length; i++) {
            int target = (int) address + i;
            if (lineOfByte[target] != 0) {
                error(number, addressColumn, String.format("address $%04X already has a byte from line %d",
                        target, lineOfByte[target]), line);
                return;
            }
        }
        for (int i = 0; i < length; i++) {
            memory[(int) address + i] = (byte) bytes[4 + i];
            lineOfByte[(int) address + i] = number;
        }
    }

    private List<Segment> segments() {
        List<Segment> segments = new ArrayList<>();
        int address = 0;
        while (address < ADDRESS_SPACE) {
            if (lineOfByte[address] == 0) {
                address++;
                continue;
            }
            int end = address;
            while (end < ADDRESS_SPACE && lineOfByte[end] != 0) {
                end++;
            }
            byte[] run = new byte[end - address];
            System.arraycopy(memory, address, run, 0, run.length);
            segments.add(new Segment(address, run));
            address = end;
        }
        return segments;
    }

    private void error(int line, int column, String message, String sourceLine) {
        diagnostics.add(new Diagnostic(file, line, column, message, sourceLine.stripTrailing()));
    }

    private static int firstNonBlank(String line) {
        int index = 0;
        while (Character.isWhitespace(line.charAt(index))) {
            index++;
        }
        return index;
    }
}
