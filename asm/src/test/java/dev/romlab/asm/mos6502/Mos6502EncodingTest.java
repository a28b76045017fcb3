package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every addressing mode and the undocumented mnemonics, with bytes worked out by hand from the opcode matrix. */
class Mos6502EncodingTest {

    static String hex(String source) {
        try {
            return TestSources.hex(Assembler.mos6502(SourceLoader.of(Map.of())).assemble("t.s", source, Map.of())
                    .toBinary());
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static List<String> errors(String source) {
        return TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "t.s", source);
    }

    @Test
    void everyAddressingModeOfLda() {
        assertEquals("A9 12 A5 12 B5 12 AD 34 12 BD 34 12 B9 34 12 A1 12 B1 12",
                hex("lda #$12\nlda $12\nlda $12,x\nlda $1234\nlda $1234,X\nlda $1234,y\nlda ($12,x)\nlda ($12),y"));
    }

    @Test
    void impliedAccumulatorIndirectAndZeroPageY() {
        assertEquals("EA 0A 0A 6C 34 12 B6 12 96 80 4A",
                hex("nop\nasl a\nasl\njmp ($1234)\nldx $12,y\nstx $80,y\nLSR A"));
    }

    @Test
    void zeroPageOnlyWhenKnownAndBelow100() {
        // zp above: 2 bytes; a forward symbol: absolute, as ca65 assumes; a: and z: force the width.
        assertEquals("A5 10 AD 0A 00 AD 10 00 A5 10 00 00 00",
                hex("zp = $10\n lda zp\n lda later\n lda a:zp\n lda z:$0010\nlater: .byte 0,0,0"));
        // no zp,y form for lda: abs,y even for a small address
        assertEquals("B9 10 00", hex("lda $10,y"));
    }

    @Test
    void branchesAreRelativeToTheNextInstruction() {
        assertEquals("D0 FE F0 00 10 80", hex(".org $1000\nloop: bne loop\nbeq next\nnext: bpl *-$7E"));
        assertEquals(List.of("t.s:1:5: error: value 128 out of range (-128..127)\n    bne *+130\n        ^"),
                errors("bne *+130"));
    }

    @Test
    void undocumentedMnemonicsAndCa65Aliases() {
        assertEquals("A7 12 AF 34 12 B7 12 87 12 C7 12 E7 12 07 12 27 12 47 12 67 12",
                hex("lax $12\nlax $1234\nlax $12,y\nsax $12\ndcp $12\nisc $12\nslo $12\nrla $12\nsre $12\nrra $12"));
        assertEquals("0B 01 4B 02 6B 03 CB 04 CB 05 8B 06 8B 07 AB 08",
                hex("anc #1\nalr #2\narr #3\nsbx #4\naxs #5\nane #6\nxaa #7\nlax #8"));
        assertEquals("93 12 9F 34 12 9E 34 12 9C 34 12 9B 34 12 BB 34 12 02",
                hex("sha ($12),y\nsha $1234,y\nshx $1234,y\nshy $1234,x\ntas $1234,y\nlas $1234,y\njam"));
        assertEquals("80 01 04 12 14 12 0C 34 12 1C 34 12", hex("nop #1\nnop $12\nnop $12,x\nnop $1234\nnop $1234,x"));
    }

    @Test
    void ca65OperatorPrecedence() {
        // < > ^ bind tightest: #>$1234+1 is ($12)+1; << and & sit with *, | with +.
        assertEquals("A9 13 A9 35 A9 12 A9 07 A9 01 A9 01",
                hex("lda #>$1234+1\nlda #<$1234+1\nlda #^$123456\nlda #1|2*3\nlda #2=2\nlda #1<>2"));
        assertEquals("A9 02 A9 0C", hex("lda #1+1<<2-3\nlda #.hibyte($0C00)"));
    }

    @Test
    void dataDirectivesAndCurrentAddress() {
        assertEquals("41 42 01 34 12 05 10 EE EE 00 00 0D 10",
                hex("*= $1000\n.byte \"AB\",1\n.word $1234\n.addr *\n.res 2,$EE\n.RES 2\n.word *+2"));
        assertEquals("3B 41 3B 27 A9 27", hex(".byte ';', 'A' ; a comment after ';'\n.byte ';', '''\nlda #'''"));
    }

    @Test
    void wrongOperandsAreReportedWithTheirColumn() {
        assertEquals(List.of(
                "t.s:1:1: error: 'sta' has no immediate addressing mode\n    sta #1\n    ^",
                "t.s:2:6: error: value 256 out of range (0..255)\n    lda ($100),y\n         ^",
                "t.s:3:9: error: expected the index register x or y\n    lda $12,z\n            ^"),
                errors("sta #1\nlda ($100),y\nlda $12,z"));
    }

    @Test
    void everyErrorIsReported() {
        assertEquals(2, errors("lda #1,x\nldq #2").size());
    }
}
