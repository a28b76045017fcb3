package dev.romlab.asm.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.DisassembledInstruction;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** Decoding: text, length and T-states (Zilog UM0080; Young, "The Undocumented Z80 Documented"). */
class Z80DisassemblerTest {

    private final Z80Disassembler disassembler = new Z80Disassembler();

    /** {@code text | T-states} of the instruction made of {@code bytes} at $9000. */
    private String decode(int... bytes) {
        byte[] image = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            image[i] = (byte) bytes[i];
        }
        DisassembledInstruction line = disassembler.decode(image, 0x9000, 0x9000);
        assertEquals(bytes.length, line.length(), () -> "length of " + line);
        return line.text() + " | " + line.cycles().text();
    }

    @Test
    void conditionalInstructionsCarryTakenAndNotTakenTStates() {
        assertEquals("jr nz,$8FF0 | 12/7", decode(0x20, 0xEE));
        assertEquals("djnz $9002 | 13/8", decode(0x10, 0x00));
        assertEquals("ret z | 11/5", decode(0xC8));
        assertEquals("call nc,$1234 | 17/10", decode(0xD4, 0x34, 0x12));
        assertEquals("jp pe,$1234 | 10", decode(0xEA, 0x34, 0x12));
    }

    @Test
    void repeatingBlockInstructionsCarryRepeatAndLastTStates() {
        assertEquals("ldir | 21/16", decode(0xED, 0xB0));
        assertEquals("cpdr | 21/16", decode(0xED, 0xB9));
        assertEquals("otir | 21/16", decode(0xED, 0xB3));
        assertEquals("ini | 16", decode(0xED, 0xA2));
    }

    @Test
    void indexedInstructionsShowSignedDisplacements() {
        assertEquals("ld (iy-$03),$12 | 19", decode(0xFD, 0x36, 0xFD, 0x12));
        assertEquals("inc (ix+$7F) | 23", decode(0xDD, 0x34, 0x7F));
        assertEquals("ld a,(ix-$80) | 19", decode(0xDD, 0x7E, 0x80));
        assertEquals("ld ix,($1234) | 20", decode(0xDD, 0x2A, 0x34, 0x12));
        assertEquals("jp (iy) | 8", decode(0xFD, 0xE9));
    }

    @Test
    void undocumentedInstructionsHaveMnemonics() {
        assertEquals("sll b | 8", decode(0xCB, 0x30));
        assertEquals("ld ixh,ixl | 8", decode(0xDD, 0x65));
        assertEquals("add a,iyl | 8", decode(0xFD, 0x85));
        assertEquals("in f,(c) | 12", decode(0xED, 0x70));
        assertEquals("out (c),0 | 12", decode(0xED, 0x71));
        assertEquals("rlc (ix+$05),b | 23", decode(0xDD, 0xCB, 0x05, 0x00));
        assertEquals("res 0,(iy-$02),a | 23", decode(0xFD, 0xCB, 0xFE, 0x87));
        assertEquals("bit 7,(ix+$01) | 20", decode(0xDD, 0xCB, 0x01, 0x7E));
    }

    @Test
    void byteSequencesWithoutAUniqueMnemonicBecomeDataWithTheMeaning() {
        assertEquals("db $ED,$4C ; neg | 8", decode(0xED, 0x4C));
        assertEquals("db $ED,$55 ; retn | 14", decode(0xED, 0x55));
        assertEquals("db $ED,$4E ; im 0 | 8", decode(0xED, 0x4E));
        assertEquals("db $ED,$63,$34,$12 ; ld ($1234),hl | 20", decode(0xED, 0x63, 0x34, 0x12));
        assertEquals("db $DD,$CB,$05,$40 ; bit 0,(ix+$05) | 20", decode(0xDD, 0xCB, 0x05, 0x40));
    }

    @Test
    void edHolesAreEightTStateNoOps() {
        assertEquals("db $ED,$00 ; nop (no ED instruction) | 8", decode(0xED, 0x00));
        assertEquals("db $ED,$FF ; nop (no ED instruction) | 8", decode(0xED, 0xFF));
    }

    @Test
    void indexPrefixBeforeAnUnaffectedOpcodeIsItsOwnFourTStateLine() {
        assertEquals("db $DD ; prefix ignored by the next opcode | 4", decode(0xDD));
        List<DisassembledInstruction> lines = disassembler.disassemble(new byte[] {(byte) 0xFD, 0x47, (byte) 0xDD,
            (byte) 0xDD, 0x23}, 0x100, 0x100, 5);
        assertEquals(List.of("db $FD ; prefix ignored by the next opcode", "ld b,a",
                "db $DD ; prefix ignored by the next opcode", "inc ix"),
                lines.stream().map(DisassembledInstruction::text).toList());
    }

    @Test
    void memoryReaderDecodingWrapsAtTheEndOfTheAddressSpace() {
        DisassembledInstruction line = disassembler.decode(address -> address == 0xFFFF ? 0x21
                : address == 0 ? 0x34 : address == 1 ? 0x12 : 0, 0xFFFF);
        assertEquals("ld hl,$1234", line.text());
    }

    @Test
    void rangeDisassemblyCutsAnInstructionThatRunsPastTheEnd() {
        List<DisassembledInstruction> lines = disassembler.disassemble(new byte[] {0x00, 0x21, 0x34, 0x12}, 0x9000,
                0x9000, 3);
        assertEquals(List.of("nop", "db $21,$34 ; cut off: ld hl,$1234"),
                lines.stream().map(DisassembledInstruction::text).toList());
    }

    @Test
    void formatLineHasAddressBytesTextAndTStates() {
        assertEquals("9000  21 9C 9D     ld hl,$9D9C              10",
                disassembler.decode(new byte[] {0x21, (byte) 0x9C, (byte) 0x9D}, 0x9000, 0x9000).format());
    }

    @Test
    void addressOperandsAreMarkedSoThatLabelsCanReplaceThem() {
        DisassembledInstruction jump = disassembler.decode(new byte[] {(byte) 0xC3, 0x34, 0x12}, 0x9000, 0x9000);
        DisassembledInstruction load = disassembler.decode(new byte[] {0x3A, 0x34, 0x12}, 0x9000, 0x9000);
        DisassembledInstruction relative = disassembler.decode(new byte[] {0x10, (byte) 0xFE}, 0x9000, 0x9000);
        DisassembledInstruction store = disassembler.decode(new byte[] {(byte) 0xDD, 0x22, 0x34, 0x12}, 0x9000, 0x9000);
        IntFunction<String> names = address -> address == 0x1234 ? "table"
                : address == 0x9000 ? "loop" : null;

        assertEquals("jp table", jump.text(names));
        assertEquals("ld a,(table)", load.text(names));
        assertEquals("djnz loop", relative.text(names));
        assertEquals("ld (table),ix", store.text(names));
        assertEquals("jp $1234", jump.text(address -> null));
    }

    @Test
    void byteOperandsAndIndexedDisplacementsAreNoAddresses() {
        DisassembledInstruction line = disassembler.decode(new byte[] {(byte) 0xDD, 0x36, 0x12, 0x34}, 0, 0);

        assertEquals(List.of(), line.addressOperands());
    }

    @Test
    void callsAndRestartsAreCallsJumpsAreNot() {
        assertTrue(disassembler.decode(new byte[] {(byte) 0xCD, 0, 0}, 0, 0).call());
        assertTrue(disassembler.decode(new byte[] {(byte) 0xDC, 0, 0}, 0, 0).call(), "call c,nn");
        assertTrue(disassembler.decode(new byte[] {(byte) 0xFF}, 0, 0).call(), "rst $38");
        assertFalse(disassembler.decode(new byte[] {(byte) 0xC3, 0, 0}, 0, 0).call());
        assertFalse(disassembler.decode(new byte[] {(byte) 0xC9}, 0, 0).call());
    }
}
