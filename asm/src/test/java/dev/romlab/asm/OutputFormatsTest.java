package dev.romlab.asm;

import static dev.romlab.asm.TestSources.assemble;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Intel HEX, listing and symbol file texts. */
class OutputFormatsTest {

    @Test
    void intelHexDataRecordChecksumIsTheTwosComplementOfTheSum() {
        // 03 + 01 + 00 + 00 + 3E + 01 + C9 = $10C; -$10C & $FF = $F4.
        assertEquals(":030100003E01C9F4\n:00000001FF\n", IntelHex.format(assemble(".org $100\nld a,1\nret")));
    }

    @Test
    void intelHexSplitsIntoSixteenByteRecordsAndSegments() {
        String hex = IntelHex.format(assemble(".org $8000\n.ds 20,$11\n.org $9000\n.db $22"));
        // $10+$80+16*$11 = $1A0 -> $60; $04+$80+$10+4*$11 = $D8 -> $28; $01+$90+$22 = $B3 -> $4D.
        assertEquals(List.of(":10800000" + "11".repeat(16) + "60", ":048010001111111128", ":01900000224D",
                ":00000001FF"), List.of(hex.split("\n")));
    }

    @Test
    void intelHexEndOfFileRecordCarriesTheEntryOfEndStart() {
        // pasmo --hex writes the same data record and :00000001FF with or without "end start"; zmac puts the
        // entry into the end-of-file record: $00+$80+$01+$01 = $82 -> $7E
        assertEquals(":04800000003E01C974\n:008001017E\n",
                IntelHex.format(assemble(" org $8000\n nop\nstart: ld a,1\n ret\n end start")));
        assertEquals(":04800000003E01C974\n:00000001FF\n",
                IntelHex.format(assemble(" org $8000\n nop\nstart: ld a,1\n ret\n end")));
    }

    @Test
    void listingShowsTakenAndNotTakenTStates() {
        String listing = Listing.format(assemble(".org $9000\nloop: jr nz,loop\n ldir\n ld hl,$1234\n djnz loop\n"
                + " ret z\n call c,loop"));
        assertEquals("""
                 line  addr  bytes        cycles  source
                ; file test.asm
                    1  9000                       .org $9000
                    2  9000  20 FE          12/7  loop: jr nz,loop
                    3  9002  ED B0         21/16   ldir
                    4  9004  21 34 12         10   ld hl,$1234
                    5  9007  10 F7          13/8   djnz loop
                    6  9009  C8             11/5   ret z
                    7  900A  DC 00 90      17/10   call c,loop
                """, listing);
    }

    @Test
    void listingWrapsLongByteRunsAndSplitsBackslashStatements() {
        String listing = Listing.format(assemble(".db 1,2,3,4,5,6\nnop \\ inc a ; two"));
        assertEquals("""
                 line  addr  bytes        cycles  source
                ; file test.asm
                    1  0000  01 02 03 04          .db 1,2,3,4,5,6
                       0004  05 06
                    2  0006  00                4  nop
                    2  0007  3C                4  inc a
                """, listing);
    }

    @Test
    void symbolFileListsEverySymbolSortedByName() {
        assertEquals("LIMIT = $0014\n_m = $8002\nstart = $8000\n",
                SymbolFile.format(assemble("LIMIT = 20\n.org $8000\nstart: ld a,LIMIT\n_m: ret")));
    }

    @Test
    void listingMarksWhereItEntersAndLeavesAnInclude() throws AssemblyException {
        Assembler assembler = Assembler.z80(SourceLoader.of(Map.of("lib.asm", "inc a")));
        String listing = Listing.format(assembler.assemble("main.asm", ".include \"lib.asm\"\nret", Map.of()));
        assertEquals("""
                 line  addr  bytes        cycles  source
                ; file main.asm
                    1  0000                       .include "lib.asm"
                ; file lib.asm
                    1  0000  3C                4  inc a
                ; file main.asm
                    2  0001  C9               10  ret
                """, listing);
    }

    @Test
    void copyIntoPlacesEverySegmentAtItsAddress() {
        byte[] memory = new byte[0x10000];
        assemble(".org $FFFE\n.db 1,2\n.org 0\n.db 3").copyInto(memory);
        assertEquals("03 01 02", TestSources.hex(new byte[] {memory[0], memory[0xFFFE], memory[0xFFFF]}));
    }
}
