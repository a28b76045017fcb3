package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.assemble;
import static dev.romlab.asm.TestSources.errors;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Listing;
import dev.romlab.asm.SourceLoader;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The Z80 dialect's spellings: TI-83+ (spasm-ng) dot directives and the pasmo/zmac/sjasmplus words. */
class Z80DialectTest {

    @Test
    void pasmoAndZmacDirectiveWordsWithoutDots() {
        assertEquals("01 02 34 12 00 00 48 69",
                hex(" org 100h\n db 1\n defb 2\n dw 1234h\n ds 1\n defs 1\n defm \"Hi\""));
        assertEquals("78 56 00", hex(" defw 5678h\n defb 0"));
    }

    @Test
    void equWithoutDotAndWithoutColonAsTiIncludeFilesWriteIt() {
        Assembly program = assemble("_JForceCmdNoChar .equ 4027h\n_ClrLCDFull\tequ 4540h\nflags = 89F0h\n"
                + " call _ClrLCDFull\n jp _JForceCmdNoChar");
        assertEquals(0x4027L, program.symbol("_JForceCmdNoChar"));
        assertEquals("CD 40 45 C3 27 40", hex(program.toBinary()));
    }

    @Test
    void labelsInColumnOneNeedNoColon() {
        Assembly program = assemble(" org 8000h\nWAIT  djnz WAIT\nEXIT\n  ret\nnop\n.loop: jr .loop");
        assertEquals(0x8000L, program.symbol("WAIT"));
        assertEquals(0x8002L, program.symbol("EXIT"));
        assertEquals(0x8004L, program.symbol("EXIT.loop"));
        assertEquals("10 FE C9 00 18 FE", hex(program.toBinary()));
    }

    @Test
    void hashHexAndTheCpuDirectiveAsPasmoSourcesWriteThem() {
        assertEquals("3E 20 D3 FE", hex(".Z80\n ld a,#20\n out (#fe),a"));
    }

    @Test
    void symbolsMatchInAnyCaseWhenOnlyOneFits() {
        assertEquals("3E 6D", hex("tasmCmp equ 6Dh\n ld a,tAsmCmp"));
        assertEquals("3E 02", hex("Foo = 1\nfoo = 2\n ld a,foo"));
        assertEquals(List.of("test.asm:3:7: error: undefined symbol 'FOO'\n    ld a,FOO\n         ^"),
                errors("Foo = 1\nfoo = 2\n ld a,FOO"));
    }

    @Test
    void textMacrosAndMacrosMatchInAnyCaseWhenOnlyOneFits() {
        // spasm-ng upper-cases #define names: "#define b_call(x) rst 28h \ .dw x" then "B_CALL(_x)" is EF 0A 45
        assertEquals("EF 0A 45 EF 0A 45", hex("#define b_call(x) rst 28h \\ .dw x\n B_CALL($450A)\n B_Call($450A)"));
        assertEquals("3E 01 3E 02", hex("#define one 1\n#define ONE 2\n ld a,one\n ld a,ONE"));
        assertEquals("3E 01", hex("#define Flag 1\n#ifdef FLAG\n ld a,flag\n#endif"));
        assertEquals("", hex("#define Flag 1\n#undef FLAG\n#ifdef Flag\n ld a,1\n#endif"));
        assertEquals("3E 07", hex("setA macro v\n ld a,v\n endm\n SETA 7"));
        assertEquals(1, errors("#define one 1\n#define ONE 2\n ld a,One").size());
    }

    @Test
    void defcontContinuesTheLastDefineLineByLine() {
        // spasm-ng v0.5-beta.3 on these lines: DD 2B DD 70 00 DD 2B DD 71 00 3C 3C
        assertEquals("DD 2B DD 70 00 DD 2B DD 71 00 3C 3C", hex("""
                #define SAVE_BC dec ix
                #defcont \\ ld (ix + 0), b ; high byte
                #defcont \\ dec ix
                #defcont \\ ld (ix + 0), c
                 SAVE_BC
                #define TWICE(r) inc r
                #defcont \\ inc r
                 TWICE(a)
                """));
        assertEquals(List.of("test.asm:1:1: error: '#defcont' continues a #define, but none stands above it\n"
                + "    #defcont \\ nop\n    ^"), errors("#defcont \\ nop"));
    }

    @Test
    void aConstantGivenTwiceWithOneValueIsNoDuplicate() {
        // TI's ti84pcse.inc gives smartGraph twice, as 0 both times; spasm-ng v0.5-beta.3 takes it silently
        assertEquals("00", hex("flag .equ 0\nflag equ 0\n .db flag"));
        assertEquals(List.of("test.asm:2:1: error: duplicate symbol 'flag' (first defined at test.asm:1)\n"
                + "    flag equ 1\n    ^"), errors("flag .equ 0\nflag equ 1\n .db flag"));
    }

    @Test
    void aNumberInParenthesesWhereNoMemoryFormFitsIsTheNumber() {
        // spasm-ng v0.5-beta.3 (warning "Suggest remove extra parentheses"): 0E 80 FE FF CB 49 36 00 C3 0B 00,
        // then 3A 80 00 (a memory form fits) and E9
        assertEquals("0E 80 FE FF CB 49 36 00 C3 0B 00 3A 80 00 E9", hex(
                " ld c,($80)\n cp ($FF)\n bit (1),c\n ld (hl),(0)\n jp (lab)\nlab: ld a,($80)\n jp (hl)"));
        assertEquals(1, errors(" ld bc,(hl)").size());
    }

    @Test
    void anOperandMayNameATextMacroDefinedFurtherDown() {
        // spasm-ng v0.5-beta.3 on these lines: 01 01 01 FF
        assertEquals("01 01 01 FF", hex(" ld bc,SIZE\n .db LATER\n#define SIZE (257)\n#define LATER SIZE-2"));
        assertEquals(List.of("test.asm:1:7: error: undefined symbol 'SELF'\n    ld a,SELF\n         ^"),
                errors(" ld a,SELF\n#define SELF SELF+1"));
        assertEquals(1, errors(" .org START\n nop\n#define START $100").size());
    }

    @Test
    void anEqualsSignInsideAnExpressionIsEquality() {
        // spasm-ng v0.5-beta.3 on these lines: 01 00 AA 3E 01 (its MathDefs read "=" as "=="); pasmo 0.5.3 reads
        // "=" as equality too, with true as -1 ("db VAL = 3" is FF there)
        assertEquals("01 00 AA 3E 01", hex("""
                VAL = 3
                 .db VAL = 3, VAL=4
                #if VAL = 3
                 .db $AA
                #else
                 .db $BB
                #endif
                 ld a, VAL=3
                """));
    }

    @Test
    void reusableLabelsCountAsSpasmNgCountsThem() {
        // spasm-ng v0.5-beta.3 on these lines: 00 18 FD 18 04 18 02 18 01 00 18 FE 18 FB 0A 01 19 01 19 01 00 01
        // 21 0B 01 19 01
        assertEquals("00 18 FD 18 04 18 02 18 01 00 18 FE 18 FB 0A 01 19 01 19 01 00 01 21 0B 01 19 01", hex("""
                 .org $100
                _: nop
                 jr -_
                 jr _
                 jr +_
                 jr ++_
                _ nop
                _: jr -_
                 jr --_
                 .dw -_, +_, _, ---_
                 ld hl,-_ + 1
                _
                 .dw -_
                """));
    }

    @Test
    void aReusableLabelThatIsNotThereIsAPositionedError() {
        // spasm-ng v0.5-beta.3 stops at the first: "error SE101: Error in local label's syntax"
        assertEquals(List.of("test.asm:2:5: error: no reusable label '_' up to this line\n    jr -_\n       ^",
                "test.asm:4:5: error: '++_' names no reusable label: fewer than 2 labels '_' after this line\n"
                        + "    jr ++_\n       ^"),
                errors(" .org 0\n jr -_\n_: ret\n jr ++_\n"));
    }

    @Test
    void aNameThatOnlyStartsWithAnUnderscoreIsAnOrdinarySymbol() {
        assertEquals("3E 05 3E FB", hex("_five = 5\n ld a,_five\n ld a,-_five"));
    }

    @Test
    void aCharacterAbove127InAStringStoresItsUtf8Bytes() {
        // spasm-ng v0.5-beta.3 and pasmo 0.5.3 store a UTF-8 file's bytes: "é€" is C3 A9 E2 82 AC
        assertEquals("C3 A9 E2 82 AC 00", hex(" .db \"\u00e9\u20ac\", 0"));
    }

    @Test
    void aTextMacroInParenthesesAsAWholeOperandIsANumberAsSpasmNgMatchesIt() {
        // spasm-ng v0.5-beta.3 on these lines (it matches "ld a,*" on the operand as written, then replaces PAGE):
        // 3E 05 21 0A 00 11 02 01 3A 05 00 3E 06 32 05 00 01 05 00 3E 05 05 0A
        assertEquals("3E 05 21 0A 00 11 02 01 3A 05 00 3E 06 32 05 00 01 05 00 3E 05 05 0A", hex("""
                #define PAGE (5)
                #define SIZE (PAGE*2)
                #define ADDR(x) (x+$100)
                 .org 0
                 ld a,PAGE
                 ld hl, SIZE ; comment
                 ld de,ADDR(2)
                 ld a,(PAGE)
                 ld a,PAGE+1
                 ld (PAGE),a
                 ld bc,PAGE \\ ld a,PAGE
                 .db PAGE, SIZE
                """));
    }

    @Test
    void doubledQuoteInStringsAndCharacters() {
        assertEquals("49 74 27 73", hex(" .db 'It''s'"));
        assertEquals("27", hex(" .db ''''"));
        assertEquals("22 41", hex(" .db \"\"\"A\""));
    }

    @Test
    void doubleQuotedCharacterInExpressions() {
        assertEquals("3E 41 3E 42", hex(" ld a,\"A\"\n ld a,\"A\"+1"));
    }

    @Test
    void highAndLowInBothForms() {
        assertEquals("3E 12 3E 34 3E 12 3E 35", hex("X = 1234h\n ld a,high(X)\n ld a,low(X)\n ld a,HIGH X\n"
                + " ld a,low X+1"));
    }

    @Test
    void binaryWithTrailingB() {
        assertEquals("3E AA 3E 0B", hex(" ld a,10101010b\n ld a,0Bh"));
    }

    @Test
    void fillAndAlign() {
        assertEquals("FF FF FF 00 00 00 00 00 01", hex(" .fill 3,$FF\n .align 8\n .db 1"));
        assertEquals("00 00 01", hex(" nop\n align 2\n db 1"));
        assertEquals("00 00 01", hex(" nop\n nop\n align 2\n db 1"));
    }

    @Test
    void endsOperandIsTheEntryPointAsPasmoReadsIt() {
        // pasmo --msx: "end start+1" after "org 100h / start: ld a,1" gives the exec address $0101
        assertEquals(OptionalInt.of(0x101), assemble(" org 100h\nstart: ld a,1\n end start+1").entry());
        assertEquals(OptionalInt.empty(), assemble(" org 100h\n ld a,1\n end").entry());
        assertEquals(OptionalInt.empty(), assemble(" org 100h\n ld a,1\n .end").entry());
        assertEquals(List.of("test.asm:1:6: error: value 65536 out of range (0..65535)\n    end 10000h\n        ^"),
                errors(" end 10000h"));
    }

    @Test
    void endStopsReadingEvenInsideAnInclude() {
        Assembler assembler = Assembler.z80(SourceLoader.of(Map.of("inc.asm", " .db 1\n .end\n .db 2")));
        try {
            assertEquals("01", hex(assembler.assemble("main.asm", " .include \"inc.asm\"\n .db 3", Map.of())
                    .toBinary()));
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        assertEquals("00", hex(" nop\n .end\n this is not assembled"));
    }

    @Test
    void nolistHidesLinesFromTheListingUntilList() {
        String listing = Listing.format(assemble(" nop\n .nolist\n inc a\n .list\n dec a"));
        assertEquals(List.of("    1  0000  00                4   nop", "    4  0002                        .list",
                "    5  0002  3D                4   dec a"), listing.lines().skip(2).toList());
    }

    @Test
    void incbinPlacesTheFileBytes() throws AssemblyException {
        Assembler assembler = Assembler.z80(SourceLoader.ofBytes(Map.of("font.bin", new byte[] {1, 2, (byte) 0xFF})));
        assertEquals("00 01 02 FF", hex(assembler.assemble("main.asm", " nop\n .incbin \"font.bin\"", Map.of())
                .toBinary()));
    }

    @Test
    void includeSearchesTheIncludingFolderThenTheWorkingFolderThenEachIncludeFolder() throws AssemblyException {
        SourceLoader files = SourceLoader.of(Map.of("src/a.inc", " .db 1", "b.inc", " .db 2", "inc/c.inc", " .db 3",
                "src/main.asm", " .include \"a.inc\"\n .include \"b.inc\"\n .include \"c.inc\""));
        Assembly program = Assembler.z80(files).withIncludeFolders(List.of("inc")).assembleFile("src/main.asm",
                Map.of());
        assertEquals("01 02 03", hex(program.toBinary()));
        AssemblyException missing = assertThrows(AssemblyException.class,
                () -> Assembler.z80(files).assembleFile("src/main.asm", Map.of()));
        assertEquals("src/main.asm:3:11: error: cannot read include file 'src/c.inc': no such file (also looked "
                + "for c.inc)", missing.diagnostics().get(0).format().lines().findFirst().orElseThrow());
    }

    @Test
    void echoCollectsMessagesAndErrorFails() {
        assertEquals(List.of("test.asm:2: SIZE = 3"), assemble(" .db 1,2,3\n .echo \"SIZE = \", $").messages());
        assertEquals(List.of("test.asm:1:2: error: too big\n    .error \"too big\"\n    ^"),
                errors(" .error \"too big\""));
    }
}
