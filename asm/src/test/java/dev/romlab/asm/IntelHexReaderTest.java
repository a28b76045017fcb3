package dev.romlab.asm;

import static dev.romlab.asm.TestSources.assemble;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Reading Intel HEX (Intel, "Hexadecimal Object File Format Specification", rev. A, 1988). Checksums in the
 * records below are worked out by hand: the two's complement of the sum of the other bytes.
 */
class IntelHexReaderTest {

    private static IntelHexReader.Contents read(String text) throws IntelHexException {
        return IntelHexReader.read("test.hex", text);
    }

    /** Every diagnostic of a file that fails to read, formatted, one per list element. */
    private static List<String> errors(String text) {
        IntelHexException e = assertThrows(IntelHexException.class, () -> read(text));
        return e.diagnostics().stream().map(Diagnostic::format).toList();
    }

    @Test
    void readsBackWhatIntelHexWrites() throws IntelHexException {
        Assembly assembly = assemble(".org $8000\n.ds 20,$11\n.org $9000\n.db $22\n.org $FFFE\n.dw $1234");

        IntelHexReader.Contents contents = read(IntelHex.format(assembly));

        assertEquals(assembly.segments(), contents.segments());
        assertEquals(OptionalInt.empty(), contents.startAddress());
    }

    @Test
    void adjacentRecordsJoinIntoOneSegmentInAddressOrder() throws IntelHexException {
        // 02+01+00+00+BB+6D = $12B -> $D5; 01+01+02+00+C9 = $CD -> $33
        IntelHexReader.Contents contents = read(":01010200C933\n:02010000BB6DD5\n:00000001FF\n");

        assertEquals(List.of(new Segment(0x100, new byte[] {(byte) 0xBB, 0x6D, (byte) 0xC9})), contents.segments());
    }

    @Test
    void acceptsCrLfBlankLinesSurroundingBlanksAndLowerCase() throws IntelHexException {
        IntelHexReader.Contents contents = read("\r\n  :0300300002337a1e \r\n\r\n:00000001ff\r\n");

        assertEquals(List.of(new Segment(0x30, new byte[] {0x02, 0x33, 0x7A})), contents.segments());
    }

    @Test
    void extendedAddressRecordsMoveTheBaseWithinSixtyFourKilobytes() throws IntelHexException {
        // 02 segment $0800 -> base $8000; 04 linear $0000 -> base 0 again.
        IntelHexReader.Contents contents = read(":020000020800F4\n:01000000AA55\n:020000040000FA\n:01000000AA55\n"
                + ":00000001FF\n");

        assertEquals(List.of(new Segment(0, new byte[] {(byte) 0xAA}), new Segment(0x8000, new byte[] {(byte) 0xAA})),
                contents.segments());
    }

    @Test
    void startAddressRecordsGiveTheStartAddress() throws IntelHexException {
        assertEquals(OptionalInt.of(0x3800), read(":01000000AA55\n:0400000300003800C1\n:00000001FF\n").startAddress());
        assertEquals(OptionalInt.of(0xCD), read(":01000000AA55\n:04000005000000CD2A\n:00000001FF\n").startAddress());
    }

    @Test
    void anEndOfFileRecordWithAnAddressGivesTheStartAddress() throws IntelHexException {
        // IntelHex and zmac after "END start"; a type 03 or 05 record comes first where there is one
        assertEquals(OptionalInt.of(0x8001), read(":04800000003E01C974\n:008001017E\n").startAddress());
        assertEquals(OptionalInt.of(0x3800), read(":0400000300003800C1\n:008001017E\n").startAddress());
        assertEquals(OptionalInt.empty(), read(":04800000003E01C974\n:00000001FF\n").startAddress());
    }

    @Test
    void dataAboveSixtyFourKilobytesIsAnError() {
        assertEquals(List.of("""
                test.hex:2:4: error: 1 bytes at $12000 run past $FFFF (the address space is 64 KiB)
                    :01000000AA55
                       ^"""), errors(":020000021200EA\n:01000000AA55\n:00000001FF\n"));
    }

    @Test
    void dataRunningPastFfffIsAnError() {
        // 02+FF+FF+01+02 = $203 -> $FD
        assertEquals(List.of("""
                test.hex:1:4: error: 2 bytes at $FFFF run past $FFFF (the address space is 64 KiB)
                    :02FFFF000102FD
                       ^"""), errors(":02FFFF000102FD\n:00000001FF\n"));
    }

    @Test
    void everyBadRecordIsReportedWithLineAndColumn() {
        List<String> errors = errors("""
                :0300300002337A1F
                0300300002337A1E
                :03003000023G7A1E
                :0400300002337A1E
                :0300300602337A18
                :00000001FF
                :00000001FF
                """);

        assertEquals(List.of("""
                test.hex:1:16: error: checksum $1F does not match the record (it should be $1E)
                    :0300300002337A1F
                                   ^""", """
                test.hex:2:1: error: a record starts with ':'
                    0300300002337A1E
                    ^""", """
                test.hex:3:13: error: 'G' is not a hex digit
                    :03003000023G7A1E
                                ^""", """
                test.hex:4:2: error: the length field says 4 data bytes but the record holds 3
                    :0400300002337A1E
                     ^""", """
                test.hex:5:8: error: unknown record type 06 (known: 00 to 05)
                    :0300300602337A18
                           ^""", """
                test.hex:7:1: error: text after the end-of-file record on line 6
                    :00000001FF
                    ^"""), errors);
    }

    @Test
    void bytesGivenTwiceAreAnError() {
        assertEquals(List.of("""
                test.hex:2:4: error: address $0000 already has a byte from line 1
                    :01000000AA55
                       ^"""), errors(":01000000AA55\n:01000000AA55\n:00000001FF\n"));
    }

    @Test
    void aFileWithoutEndOfFileRecordIsCutOff() {
        assertEquals(List.of("test.hex: error: no end-of-file record (:00000001FF): the file is cut off"),
                errors(":01000000AA55\n"));
    }
}
