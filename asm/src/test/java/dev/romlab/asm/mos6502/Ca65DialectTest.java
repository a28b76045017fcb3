package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Listing;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ca65 forms beyond single instructions, each with bytes worked out by hand. */
class Ca65DialectTest {

    private static Assembly assemble(Map<String, String> files, String source) throws AssemblyException {
        return Assembler.mos6502(SourceLoader.of(files)).assemble("main.s", source, Map.of());
    }

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(assemble(Map.of(), source).toBinary());
    }

    @Test
    void aCharacterAbove127InAStringStoresItsUtf8Bytes() throws AssemblyException {
        // ca65 2.19 lists .byte "é" as C3 A9 (the source's bytes)
        assertEquals("C3 A9", hex(".byte \"\u00e9\"\n"));
    }

    @Test
    void cheapLocalsBelongToTheOrdinaryLabelAbove() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".org $0200\nfirst: ldx #2\n@loop: dex\n bne @loop\n"
                + "second: ldy #3\n@loop: dey\n bne @loop\n");
        assertEquals("A2 02 CA D0 FD A0 03 88 D0 FD", TestSources.hex(a.toBinary()));
        assertEquals(0x202L, a.symbol("first@loop"));
        assertEquals(0x207L, a.symbol("second@loop"));
    }

    @Test
    void unnamedLabelsCountForwardAndBack() throws AssemblyException {
        // $0300: ldx #3 / : dex (0302) / bne :- / beq :++ / : nop (0307) / : jmp :-- (0308): the label that
        // starts a line comes before its own operand, so :-- there is the nop's (as ca65 reads it).
        Assembly a = assemble(Map.of(), ".org $0300\n ldx #3\n: dex\n bne :-\n beq :++\n: nop\n: jmp :--\n"
                + "cheap: bne @out\n:\n@out: rts");
        assertEquals("A2 03 CA D0 FD F0 01 EA 4C 07 03 D0 00 60", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("cheap", 0x30BL, "cheap@out", 0x30DL), a.symbols());
    }

    @Test
    void anUnnamedReferenceWithoutItsLabelIsReported() {
        assertEquals(List.of("main.s:1:5: error: undefined symbol ':+'\n    bne :+\n        ^"),
                TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "main.s", "bne :+"));
    }

    @Test
    void setVariablesMayBeAssignedAgainAlsoInsideAMacro() throws AssemblyException {
        assertEquals("00 01 02 05", hex("count .set 0\n.macro next\n .byte count\n count .set count + 1\n.endmacro\n"
                + " next\n next\n next\ncount .set 5\n .byte count"));
        assertEquals(List.of("main.s:2:1: error: 'x' is a label or constant (defined at main.s:1), not a .set "
                + "variable\n    x .set 2\n    ^"),
                TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "main.s", "x = 1\nx .set 2"));
    }

    @Test
    void directivesInAnyCaseAndConstants() throws AssemblyException {
        assertEquals("A9 05 A9 07 EA",
                hex("FIVE = 5\nSEVEN .EQU 7\nsum := FIVE\n  LDA #sum\n  .BYTE $A9, SEVEN\n  NOP"));
    }

    @Test
    void conditionalsMacrosAndRepetition() throws AssemblyException {
        assertEquals("E8 E8 E8 A9 01 A9 02",
                hex(".macro load value\n lda #value\n.endmacro\n.repeat 3\n inx\n.endrep\n"
                        + "DEBUG = 1\n.if DEBUG = 1\n load 1\n.else\n load 9\n.endif\n.ifndef NOPE\n load 2\n.endif"));
        assertEquals("A9 02", hex("DEBUG = 1\n.if .defined(NOPE) .or .not .defined(DEBUG)\n lda #1\n"
                + ".elseif .defined(DEBUG) .and DEBUG <> 0\n lda #2\n.endif"));
    }

    @Test
    void notAppliesToTheWholeRestOfTheExpressionAsCa65ReadsIt() throws AssemblyException {
        // ca65 2.19: .byte !2 + 1 is 00, .not 0 && 0 is 01, !0 || 1 is 00, !(0) + 2 is 00, !0 = 0 is 00
        assertEquals("00 01 00 00 00", hex(".byte !2 + 1, .not 0 && 0, !0 || 1, !(0) + 2, !0 = 0\n"));
        assertEquals("A9 01", hex(".if !.defined(NOPE) && 0\n lda #1\n.else\n lda #2\n.endif\n"));
    }

    @Test
    void includeTextMacrosAndEnd() throws AssemblyException {
        assertEquals("A9 42 60", TestSources.hex(assemble(Map.of("defs.inc", "ANSWER = $42\n"),
                ".include \"defs.inc\"\n.define RETURN rts\n lda #ANSWER\n RETURN\n.end\n brk").toBinary()));
    }

    @Test
    void orgPlacesBytesAtTheirAddresses() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".org $1000\n.byte 1\n*=$1004\n.byte 2\n.p02");
        assertEquals("01 00 00 00 02", TestSources.hex(a.toBinary()));
        assertEquals(2, a.segments().size());
    }

    @Test
    void asciizAndTheDirectivesThatPlaceNothingInOneFile() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".setcpu \"6502X\"\n.segment \"CODE\"\n.export start\n.import far\n"
                + ".globalzp ptr\n.code\n.zeropage\n.bss\n.data\nstart: .asciiz \"HI\", 'C'\n.out \"done\"");
        assertEquals("48 49 43 00", TestSources.hex(a.toBinary()));
        assertEquals(List.of("main.s:11: done"), a.messages());
    }

    @Test
    void listingShowsThePageCrossingAndBranchNotation() throws AssemblyException {
        assertEquals(String.join("\n",
                " line  addr  bytes        cycles  source",
                "; file main.s",
                "    1  0200                       .org $0200",
                "    2  0200  BD 34 12         4+  loop: lda $1234,x",
                "    3  0203  D0 FB         2/3/4   bne loop",
                "    4  0205  9D 34 12          5   sta $1234,x", ""),
                Listing.format(assemble(Map.of(), ".org $0200\nloop: lda $1234,x\n bne loop\n sta $1234,x")));
    }
    private static List<String> errors(String source) {
        return TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "main.s", source);
    }

    @Test
    void procLabelsAreLocalToTheirScopeAndReachableAsScopeColonColonName() throws AssemblyException {
        Assembly a = assemble(Map.of(), """
                        .org $0200
                .proc first
                loop:   dex
                        bne loop
                        rts
                .endproc
                .PROC second
                loop:   dey
                        bne loop
                        jmp first::loop
                .ENDPROC
                        jsr second
                """);
        assertEquals("CA D0 FD 60 88 D0 FD 4C 00 02 20 04 02", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("first", 0x200L, "first::loop", 0x200L, "second", 0x204L, "second::loop", 0x204L),
                a.symbols());
    }

    @Test
    void aNameIsLookedUpInTheInnermostProcThenOutwardAndColonColonNamesTheOutermost() throws AssemblyException {
        assertEquals("A9 02 A9 01 60 A9 04 A9 04", hex("""
                        .org $0300
                VALUE = 1
                .proc outer
                VALUE = 2
                .proc inner
                        lda #VALUE
                        lda #::VALUE
                here:   rts
                .endproc
                        lda #<inner::here
                .endproc
                        lda #<outer::inner::here
                """));
    }

    @Test
    void cheapLocalsInAProcBelongToItsLabels() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".org $0200\n.proc p\n@a: nop\nloop: nop\n@a: nop\n.endproc");
        assertEquals(Map.of("p", 0x200L, "p@a", 0x200L, "p::loop", 0x201L, "p::loop@a", 0x202L), a.symbols());
    }

    @Test
    void procMistakesAreReported() {
        assertEquals(List.of("main.s:4:6: error: undefined symbol 'x'\n    jmp x\n        ^"),
                errors(".proc p\nx: rts\n.endproc\n jmp x"));
        assertEquals(List.of("main.s:1:1: error: '.endproc' without an open '.proc'\n    .endproc\n    ^"),
                errors(".endproc"));
        assertEquals(List.of("main.s:2:1: error: '.proc' is never closed (missing '.endproc')\n    .proc p\n    ^"),
                errors("nop\n.proc p\nrts"));
        assertEquals(List.of("main.s:1:7: error: '.proc' needs a name\n    .proc @x\n          ^"),
                errors(".proc @x\n.endproc"));
    }

    @Test
    void scopesNestedDeeperThan256LevelsAreOneError() {
        // 80,000 nested .procs took gigabytes: every level's names carry every enclosing name
        StringBuilder source = new StringBuilder();
        for (int level = 0; level < 1_000; level++) {
            source.append(level % 2 == 0 ? ".proc p" + level + "\n" : ".scope\n");
        }
        for (int level = 1_000; level-- > 0;) {
            source.append(level % 2 == 0 ? ".endproc\n" : ".endscope\n");
        }
        assertEquals(List.of("main.s:257:1: error: scopes nested deeper than 256 levels ('.proc', '.scope', '.struct', "
                + "'.union', '.enum'); stopping\n    .proc p256\n    ^"), errors(source.toString()));
        assertEquals(List.of("main.s:257:1: error: scopes nested deeper than 256 levels ('.proc', '.scope', '.struct', "
                + "'.union', '.enum'); stopping\n    .struct\n    ^"), errors(".struct\n".repeat(300) + ".endstruct\n".repeat(300)));
    }

    @Test
    void scopesAreProcsWithoutALabelAndMayBeAnonymous() throws AssemblyException {
        Assembly a = assemble(Map.of(), """
                        .org $0200
                .scope tables
                size = 2
                data:   .byte 1, 2
                .endscope
                .scope
                size = 9
                .endscope
                        ldx #tables::size
                        lda tables::data
                """);
        assertEquals("01 02 A2 02 AD 00 02", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("tables::size", 2L, "tables::data", 0x200L), a.symbols());
        assertEquals(List.of("main.s:3:1: error: '.endproc' while the '.scope' at line 2 is open (missing "
                + "'.endscope')\n    .endproc\n    ^"), errors(".proc p\n.scope s\n.endproc"));
        assertEquals(List.of("main.s:1:1: error: '.endscope' without an open '.scope'\n    .endscope\n    ^"),
                errors(".endscope"));
    }

    @Test
    void definedWorksInAnyExpressionAndSeesOnlyNamesAbove() throws AssemblyException {
        assertEquals("00 00 01 A9 02", hex(".byte .defined(FOO), .DEFINED(BAR)\nBAR = 1\n.byte .defined(BAR)\n"
                + " lda #.defined(BAR) * 2"));
    }

    @Test
    void repeatWithACounterNameCountsItsRoundsFromZero() throws AssemblyException {
        assertEquals("00 02 04 06", hex(".repeat 4, I\n .byte I * 2\n.endrep"));
        assertEquals("00 01 02 03", hex(".repeat 2, I\n.repeat 2, J\n .byte I * 2 + J\n.endrep\n.endrep"));
        assertEquals("49 00 49 01", hex(".repeat 2, I\n .byte \"I\", I\n.endrepeat"));
        assertEquals(List.of("main.s:1:12: error: '3' is not a valid counter name\n    .repeat 2, 3\n               ^"),
                errors(".repeat 2, 3\n nop\n.endrep"));
    }

    // The facts below are what ca65 and ld65 ("ca65 V2.18 - Debian 2.19-1", ca65 --version; ld65 -t none) made of the
    // same lines, run outside the repository.

    @Test
    void theCurrentAddressInADataListIsTheItemsOwn() throws AssemblyException {
        assertEquals("40 00 42 00 40 00 46 47 EA", hex(".org $0040\nhere: .word *, *, here\n .byte <*, <*, $EA"));
    }

    @Test
    void cheapLocalsMayStartWithADigitAndLabelsMayHaveBlanksBeforeTheColon() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".org $0049\n@1:     dex\n@2nd :  bne @1\nlab :   nop\n: nop\n beq :+\n"
                + " bne :++\n:       bne :--\n: rts");
        assertEquals("CA D0 FD EA EA F0 02 D0 02 D0 F9 60", TestSources.hex(a.toBinary()));
        assertEquals(0x4CL, a.symbol("lab"));
    }

    @Test
    void globalzpMakesANameZeroPageBeforeItsDefinition() throws AssemblyException {
        // .globalzp: two bytes although zz is defined below; sta has no zp,y form, so yy,y stays absolute. A
        // forward reference without the declaration is absolute (ca65 too: "Didn't use zeropage addressing").
        assertEquals("B5 20 99 30 00 BD 40 00", hex(".org $0054\n.globalzp zz, yy\n lda zz,x\n sta yy,y\n lda ww,x\n"
                + "zz = $20\nyy = $30\nww = $40"));
    }

    @Test
    void charmapTranslatesTheCharactersOfStrings() throws AssemblyException {
        assertEquals("41 61 42", hex(".byte \"A\"\n.charmap $41, $61\n.byte \"AB\""));
    }

    @Test
    void charmapTranslatesCharacterConstantsInExpressions() throws AssemblyException {
        // ca65 2.19 lists these lines as A9 C1 and C1 C1
        assertEquals("A9 C1 C1 C1 A9 42", hex(".charmap $41, $C1\n lda #'A'\n .byte 'A', \"A\"\n lda #'B'\n"));
    }

    @Test
    void assertFailsWithItsMessageOrWarns() throws AssemblyException {
        Assembly a = assemble(Map.of(), ".org $0040\nnop\n.assert * = $41, error, \"moved\"\n"
                + ".assert * = 0, warning, \"only a warning\"");
        assertEquals(List.of("main.s:4: warning: only a warning"), a.messages());
        assertEquals(List.of("main.s:2:9: error: layout moved\n    .assert * = $41, error, \"layout moved\"\n"
                + "            ^"), TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "main.s",
                "nop\n.assert * = $41, error, \"layout moved\""));
    }

    @Test
    void setcpuAndFeatureAcceptWhatRomlabDoesAndNameTheRest() {
        assertEquals(List.of(
                "main.s:3:9: error: the 6502 assembler does not assemble for the CPU '65C02'\n    .setcpu \"65C02\"\n"
                        + "            ^",
                "main.s:4:25: error: feature 'labels_without_colons' is not supported (the 6502 assembler always "
                        + "has loose_char_term, loose_string_term, pc_assignment)\n"
                        + "    .feature pc_assignment, labels_without_colons\n" + " ".repeat(28) + "^"),
                TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "main.s", ".setcpu \"6502X\"\n"
                        + ".setcpu \"6502\"\n.setcpu \"65C02\"\n.feature pc_assignment, labels_without_colons"));
    }

    @Test
    void anUnknownDirectiveNamesTheDialectAndTheClosestDirective() {
        assertEquals(List.of("main.s:1:1: error: unknown 6502 directive '.segmnt' (closest: '.segment')\n"
                + "    .segmnt \"CODE\"\n    ^"), TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())),
                "main.s", ".segmnt \"CODE\""));
    }

    @Test
    void byteSelectionsBigEndianFarAndDoubleWords() throws AssemblyException {
        assertEquals("34 CD 12 AB 12 12 34 12 34 56 34 12 78 56 34 12 44 12 00 00",
                hex(".org $1234\nstart:\n .lobytes start, $ABCD\n .hibytes start, $ABCD\n .bankbytes $123456\n"
                        + " .dbyt $1234, start\n .faraddr $123456\n .dword $12345678, *"));
    }

    @Test
    void localNamesInAMacroAreTheExpansionsOwn() throws AssemblyException {
        assertEquals("CA D0 FD CA D0 FD", hex(".macro twice\n.local again\nagain: dex\n bne again\n.endmacro\n"
                + " twice\n twice"));
    }

    @Test
    void enumerationsCountFromZeroAndANamedOneIsAScope() throws AssemblyException {
        assertEquals("00 05 06 00 01", hex(".enum color\n  black\n  white = 5\n  red\n.endenum\n.enum\n  ZERO\n"
                + "  ONE\n.endenum\n.byte color::black, color::white, color::red, ZERO, ONE"));
        assertEquals(List.of("main.s:1:1: error: '.enum' is never closed (missing '.endenum')\n    .enum\n    ^"),
                errors(".enum\nA\n"));
    }

    @Test
    void unnamedLabelsCountAcrossProcBoundaries() throws AssemblyException {
        // ca65: a :- inside a .proc finds the : above the .proc, a :+ the one after its end.
        assertEquals("EA D0 FD D0 FE F0 00 60", hex(".org $10\n: nop\n.proc p\n bne :-\n: bne :-\n beq :+\n.endproc\n"
                + ": rts\n"));
    }

    @Test
    void missingMacroArgumentsAreBlankAndIfblankTestsThem() throws AssemblyException {
        assertEquals("01 EE 02 03 EE 05 EE", hex(".macro put p, q\n.ifblank q\n .byte p\n.else\n .byte p, q\n.endif\n"
                + ".ifnblank p\n .byte $EE\n.endif\n.endmacro\n put 1\n put 2, 3\n put 5,\n"));
    }
}
