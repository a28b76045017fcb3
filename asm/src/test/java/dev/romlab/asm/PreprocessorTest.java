package dev.romlab.asm;

import static dev.romlab.asm.TestSources.assemble;
import static dev.romlab.asm.TestSources.errors;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Text macros, conditionals, macros (pasmo, sjasmplus and spasm-ng forms), repetition and local labels. */
class PreprocessorTest {

    @Test
    void defineWithoutArgumentsReplacesWholeWords() {
        assertEquals("3E 05 3E 05", hex("#define FIVE 5\n ld a,FIVE\n ld a,FIVE ; FIVEs stays"));
        assertEquals("40", hex("#define R b\n ld R,R"));
    }

    @Test
    void defineWithArgumentsKeepsItsStatementSeparator() {
        // The TI-83+ include file's own definition: rst 28h followed by the address of the ROM call.
        assertEquals("EF 40 45", hex("#define bcall(xxxx) rst 28h \\ .dw xxxx\n bcall(4540h)"));
        assertEquals("EF 40 45 06 00", hex("#define bcall(xxxx) rst 28h \\ .dw xxxx\n bcall(4540h) \\ ld b,0"));
    }

    @Test
    void defineCanRenameDirectivesAsTheTiIncludeFileDoes() {
        assertEquals("3E 02", hex("#define equ .equ\nXSCLt equ 2\n ld a,XSCLt"));
    }

    @Test
    void defineIsNotReplacedInsideStringsOrInsideItself() {
        assertEquals("41", hex("#define A 1\n .db \"A\""));
        assertEquals(List.of("test.asm:2:7: error: undefined symbol 'LOOP'\n    ld a,LOOP\n         ^"),
                errors("#define LOOP LOOP\n ld a,LOOP"));
    }

    @Test
    void undefForgetsADefinition() {
        assertEquals("00", hex("#define X\n#undef X\n#ifdef X\n .db 1\n#else\n .db 0\n#endif"));
    }

    @Test
    void conditionalsChooseOneBranch() {
        String source = "#if SIDES > 6\n .db 1\n#elif SIDES == 6\n .db 2\n#else\n .db 3\n#endif";
        assertEquals("01", hex(source, Map.of("SIDES", 20L)));
        assertEquals("02", hex(source, Map.of("SIDES", 6L)));
        assertEquals("03", hex(source, Map.of("SIDES", 4L)));
    }

    @Test
    void ifdefSeesDefinesCommandLineSymbolsAndSymbolsAbove() {
        assertEquals("01", hex("#define TI83P\n#ifdef TI83P\n .db 1\n#endif"));
        assertEquals("01 02", hex("#ifdef DEBUG\n .db 1\n#endif\n#ifndef NOPE\n .db 2\n#endif", Map.of("DEBUG", 1L)));
        assertEquals("00 01", hex("X = 1\n#ifdef X\n nop\n#endif\n#if defined(X) && !defined(Y)\n .db 1\n#endif"));
    }

    @Test
    void nestedConditionalsInsideASkippedBlockAreNotEvaluated() {
        assertEquals("02", hex("#if 0\n#if NOPE/0\n .db 1\n#endif\n#else\n .db 2\n#endif"));
    }

    @Test
    void pasmoAndZmacSpellingsOfConditionals() {
        assertEquals("02 03", hex("if 0\n db 1\nelse\n db 2\nendif\nifndef X\n db 3\nendif"));
    }

    @Test
    void unclosedAndStrayConditionalsAreReported() {
        assertEquals(List.of("test.asm:1:1: error: '#if' is never closed (missing 'endif')\n    #if 1\n    ^"),
                errors("#if 1\n nop"));
        assertEquals(List.of("test.asm:1:1: error: '#endif' without an open 'if'\n    #endif\n    ^"),
                errors("#endif"));
    }

    @Test
    void conditionsCannotUseSymbolsDefinedFurtherDown() {
        assertEquals(List.of("test.asm:1:5: error: this value decides where code goes, so it cannot use symbols "
                + "defined further down\n    #if LATER\n        ^"), errors("#if LATER\n nop\n#endif\nLATER = 1"));
    }

    @Test
    void macroInPasmoAndZmacForm() {
        assertEquals("3E 01 06 3E 3E 02", hex("load macro reg, value\n ld reg,value\n endm\n load a,1\n ld b,$3E\n"
                + " load a,2"));
    }

    @Test
    void macroInSjasmplusAndSpasmForms() {
        assertEquals("3E 07", hex("macro load value\n ld a,value\nendm\n load 7"));
        assertEquals("0E 09", hex("#macro setc(value)\n ld c,value\n#endmacro\n setc(9)"));
    }

    @Test
    void macroLocalLabelsAreUniqueToEachExpansion() {
        String source = "wait macro\n.loop: djnz .loop\n endm\n wait\n wait";
        assertEquals("10 FE 10 FE", hex(source));
        assertEquals("10 FE 10 FE", hex("wait macro\n local again\nagain: djnz again\n endm\n wait\n wait"));
    }

    @Test
    void localLabelsBelongToTheGlobalLabelAbove() {
        Assembly program = assemble(" .org $100\nfirst:\n.loop: jr .loop\nsecond:\n.loop: jr .loop\n jp first.loop");
        assertEquals(0x100L, program.symbol("first.loop"));
        assertEquals(0x102L, program.symbol("second.loop"));
        assertEquals("18 FE 18 FE C3 00 01", hex(program.toBinary()));
    }

    @Test
    void symbolFileWithLocalLabelsIsValidSourceAndLeavesOutMacroLocals() {
        Assembly program = assemble(" .org $100\nfirst:\n.loop: jr .loop\nwait macro\n.again: djnz .again\n endm\n"
                + " wait");
        String symbols = SymbolFile.format(program);
        assertEquals("first = $0100\nfirst.loop = $0100\n", symbols);
        assertEquals(program.symbols(), assemble(symbols).symbols());
    }

    @Test
    void macroCalledMidLineRunsBeforeTheRestOfTheLine() {
        assertEquals("00 3E 01", hex("two macro\n nop\n endm\n two \\ ld a,1"));
    }

    @Test
    void wrongArgumentCountIsReported() {
        assertEquals(List.of("test.asm:4:2: error: macro 'load' takes 1 argument, not 2\n    load 1,2\n    ^"),
                errors("load macro v\n ld a,v\n endm\n load 1,2").subList(0, 1));
    }

    @Test
    void errorsInAMacroNameTheCallThatLedThere() {
        assertEquals(List.of("test.asm:2:8: error: undefined symbol 'NOPE'\n    ld a,NOPE\n         ^\n"
                + "note: in macro 'bad' called at test.asm:4:2"), errors("bad macro\n  ld a,NOPE\n endm\n bad"));
    }

    @Test
    void notesGiveTheWholeChainInnermostFirst() {
        Assembler assembler = Assembler.z80(SourceLoader.of(Map.of("lib.asm",
                "bad macro\n  ld a,NOPE\n endm\n\n\n\n bad\n")));
        assertEquals(List.of("lib.asm:2:8: error: undefined symbol 'NOPE'\n    ld a,NOPE\n         ^\n"
                + "note: in macro 'bad' called at lib.asm:7:2\nnote: included from main.asm:1:1"),
                errors(assembler, "main.asm", ".include \"lib.asm\""));
    }

    @Test
    void recursiveMacroStopsWithADiagnostic() {
        List<String> errors = errors("again macro\n again\n endm\n again");
        assertEquals(1, errors.size());
        assertEquals("test.asm:2:2: error: macro calls, repetitions and includes nested deeper than 64 levels (a "
                + "macro that calls itself?)", errors.get(0).lines().findFirst().orElseThrow());
    }

    @Test
    void repetitionInBothSpellings() {
        assertEquals("00 00 00", hex(".rept 3\n nop\n.endr"));
        assertEquals("01 02 01 02 01 02 01 02", hex("rept 2\n rept 2\n db 1,2\n endm\n endm"));
        assertEquals("", hex(".rept 0\n nop\n.endr"));
    }

    @Test
    void repetitionCountIsCheckedAndUnclosedBlocksAreReported() {
        assertEquals(List.of("test.asm:1:7: error: value 100000 out of range (0..65536)\n    .rept 100000\n"
                + "          ^"), errors(".rept 100000\n nop\n.endr"));
        assertEquals(List.of("test.asm:1:1: error: '.rept' block is never closed (missing 'endr')\n    .rept 2\n    ^"),
                errors(".rept 2\n nop"));
    }
}
