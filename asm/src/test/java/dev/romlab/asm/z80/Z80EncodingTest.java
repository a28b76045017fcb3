package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Encodings per instruction group, checked by hand against the opcode tables of the Zilog Z80 CPU User Manual
 * (UM0080) and, for undocumented forms, Sean Young's "The Undocumented Z80 Documented" v0.91.
 */
class Z80EncodingTest {

    @Test
    void eightBitLoads() {
        assertEquals("78 41 7E 70 3E 2A 36 99 0A 1A 02 12 3A 34 12 32 34 12 ED 57 ED 5F ED 47 ED 4F",
                hex("ld a,b \\ ld b,c \\ ld a,(hl) \\ ld (hl),b \\ ld a,42 \\ ld (hl),$99 \\ ld a,(bc) \\ ld a,(de)"
                        + " \\ ld (bc),a \\ ld (de),a \\ ld a,($1234) \\ ld ($1234),a"
                        + " \\ ld a,i \\ ld a,r \\ ld i,a \\ ld r,a"));
    }

    @Test
    void indexedLoadsWithDisplacements() {
        assertEquals("DD 7E 05 FD 70 FD DD 36 80 07 DD 7E 00 FD 77 7F",
                hex("ld a,(ix+5) \\ ld (iy-3),b \\ ld (ix-128),7 \\ ld a,(ix) \\ ld (iy+127),a"));
    }

    @Test
    void sixteenBitLoadsAndStack() {
        assertEquals("01 34 12 31 00 80 DD 21 CD AB 2A 00 90 ED 4B 00 90 ED 73 02 90 DD 22 04 90 F9 DD F9"
                + " C5 F1 DD E5 FD E1",
                hex("ld bc,$1234 \\ ld sp,$8000 \\ ld ix,$ABCD \\ ld hl,($9000) \\ ld bc,($9000)"
                        + " \\ ld ($9002),sp \\ ld ($9004),ix \\ ld sp,hl \\ ld sp,ix \\ push bc \\ pop af"
                        + " \\ push ix \\ pop iy"));
    }

    @Test
    void exchangesAndBlockInstructions() {
        assertEquals("EB 08 D9 E3 DD E3 ED A0 ED B0 ED A8 ED B8 ED A1 ED B1 ED A9 ED B9",
                hex("ex de,hl \\ ex af,af' \\ exx \\ ex (sp),hl \\ ex (sp),ix \\ ldi \\ ldir \\ ldd \\ lddr"
                        + " \\ cpi \\ cpir \\ cpd \\ cpdr"));
    }

    @Test
    void eightBitArithmeticWithAndWithoutTheAccumulatorOperand() {
        assertEquals("80 80 C6 05 8E DD 86 03 90 90 DE 01 A7 EE FF F6 0F FE 14 FD BE FE 3C 05 34 DD 35 02",
                hex("add a,b \\ add b \\ add a,5 \\ adc a,(hl) \\ add a,(ix+3) \\ sub b \\ sub a,b \\ sbc a,1"
                        + " \\ and a \\ xor $FF \\ or %1111 \\ cp 20 \\ cp (iy-2) \\ inc a \\ dec b \\ inc (hl)"
                        + " \\ dec (ix+2)"));
    }

    @Test
    void sixteenBitArithmetic() {
        assertEquals("09 39 ED 42 ED 7A DD 09 DD 29 FD 39 03 2B DD 23 FD 2B",
                hex("add hl,bc \\ add hl,sp \\ sbc hl,bc \\ adc hl,sp \\ add ix,bc \\ add ix,ix \\ add iy,sp"
                        + " \\ inc bc \\ dec hl \\ inc ix \\ dec iy"));
    }

    @Test
    void generalPurposeAndControl() {
        assertEquals("27 2F ED 44 3F 37 00 76 F3 FB ED 46 ED 56 ED 5E", hex("daa \\ cpl \\ neg \\ ccf \\ scf \\ nop"
                + " \\ halt \\ di \\ ei \\ im 0 \\ im 1 \\ im 2"));
    }

    @Test
    void rotatesAndShiftsIncludingSll() {
        assertEquals("07 0F 17 1F CB 00 CB 0E CB 13 CB 1A CB 27 CB 2F CB 37 CB 3F ED 6F ED 67 DD CB 05 06",
                hex("rlca \\ rrca \\ rla \\ rra \\ rlc b \\ rrc (hl) \\ rl e \\ rr d \\ sla a \\ sra a \\ sll a"
                        + " \\ srl a \\ rld \\ rrd \\ rlc (ix+5)"));
    }

    @Test
    void bitSetAndReset() {
        assertEquals("CB 47 CB 7E CB 80 CB FF DD CB 05 46 FD CB FE FE DD CB 01 86",
                hex("bit 0,a \\ bit 7,(hl) \\ res 0,b \\ set 7,a \\ bit 0,(ix+5) \\ set 7,(iy-2) \\ res 0,(ix+1)"));
    }

    @Test
    void jumpsCallsAndReturns() {
        assertEquals("C3 00 90 C2 00 90 FA 00 90 E9 DD E9 FD E9 18 FE 20 FC 38 FA 10 F8 CD 00 90 DC 00 90 C9 C8"
                + " ED 4D ED 45 C7 FF",
                hex(".org $9000\n jp $9000 \\ jp nz,$9000 \\ jp m,$9000 \\ jp (hl) \\ jp (ix) \\ jp (iy)"
                        + " \\ jr $ \\ jr nz,$-2 \\ jr c,$-4 \\ djnz $-6 \\ call $9000 \\ call c,$9000 \\ ret"
                        + " \\ ret z \\ reti \\ retn \\ rst $00 \\ rst 38h"));
    }

    @Test
    void inputAndOutput() {
        assertEquals("DB FE D3 01 ED 78 ED 41 ED A2 ED B2 ED AB ED BB", hex("in a,($FE) \\ out (1),a \\ in a,(c)"
                + " \\ out (c),b \\ ini \\ inir \\ outd \\ otdr"));
    }

    @Test
    void undocumentedIndexHalvesAndInOutForms() {
        assertEquals("DD 7C DD 65 FD 6F FD 26 05 DD 84 FD BD DD 24 ED 70 ED 70 ED 71",
                hex("ld a,ixh \\ ld ixh,ixl \\ ld iyl,a \\ ld iyh,5 \\ add a,ixh \\ cp iyl \\ inc ixh"
                        + " \\ in f,(c) \\ in (c) \\ out (c),0"));
    }

    @Test
    void undocumentedIndexBitRegisterCopies() {
        assertEquals("DD CB 05 00 FD CB FD 3F DD CB 05 80 FD CB 01 FF DD CB 02 37",
                hex("rlc (ix+5),b \\ srl (iy-3),a \\ res 0,(ix+5),b \\ set 7,(iy+1),a \\ sll (ix+2),a"));
    }

    @Test
    void mnemonicsAndRegistersAreCaseInsensitive() {
        assertEquals(hex("ld a,(ix+5) \\ ex af,af'"), hex("LD A,(IX+5) \\ Ex AF,AF'"));
    }
}
