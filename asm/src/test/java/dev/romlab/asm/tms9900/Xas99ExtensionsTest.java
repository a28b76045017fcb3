package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * xas99's extensions of the Editor/Assembler syntax: its preprocessor, {@code !} local labels, STRI, the colon that
 * carries a label to the next line. Each expected binary is what xas99 3.6.5 ({@code xas99.py -b}, run outside the
 * repository on the same source) wrote.
 */
class Xas99ExtensionsTest {

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(Assembler.tms9900(SourceLoader.of(Map.of())).assemble("main.a99", source, Map.of())
                .toBinary());
    }

    private static List<String> errors(String source) {
        return TestSources.errors(Assembler.tms9900(SourceLoader.of(Map.of())), "main.a99", source);
    }

    @Test
    void aCharacterAbove127InTextIsOneByteOfItsCode() throws AssemblyException {
        // xas99 3.6.5 (Python, reading characters): TEXT 'é' is E9
        assertEquals("E9", hex("       TEXT '\u00e9'\n"));
    }

    @Test
    void ifdefSeesOnlySymbolsDefinedAboveAndSkippedBlocksNest() throws AssemblyException {
        assertEquals("00 02 00 05 AA AA AA AA AA AA", hex("       aorg >6000\n"
                + "       .ifdef later\n       data 1\n       .else\n       data 2\n       .endif\n"
                + "later  equ  5\n"
                + "       .ifdef nope\n       .ifdef later\n       data 3\n       .else\n       data 4\n"
                + "       .endif\n       .else\n       data 5\n       .endif\n"
                + "       .rept 3\n       data >aaaa\n       .endr\n"));
    }

    @Test
    void comparisonsAreUnsignedWordsAndUndefinedSymbolsCountAsZero() throws AssemblyException {
        assertEquals("00 01 00 03 00 05", hex("       aorg >6000\n"
                + "       .ifeq nothing\n       data 1\n       .endif\n"
                + "       .ifge later,5\n       data 2\n       .else\n       data 3\n       .endif\n"
                + "later  equ  5\n"
                + "       .ifle >8000,1\n       data 4\n       .else\n       data 5\n       .endif\n"));
        assertEquals("00 04", hex("       .ifgt -1          -1 is >FFFF\n       data 4\n       .endif\n"
                + "       .iflt -1\n       data 7\n       .endif\n"));
    }

    @Test
    void macrosTakeNumberedArgumentsAndAreCalledInAnyCaseAndAColonCarriesALabelToTheNextLine() throws AssemblyException {
        assertEquals("00 07 00 07 41 42 41 42 01 00 60 0A 00 09", hex("       aorg >6000\n"
                + "       .defm Twice\n       data #1,#1\n       .endm\n"
                + "       .TWICE 7\n       .twice 'AB'\n       byte 1\n"
                + "here:\n       data here\nthere:\n       equ  9\n       data there\n"));
    }

    @Test
    void localLabelsFindTheNearestDefinitionForwardOrBackward() throws AssemblyException {
        // jmp ! finds the nop (>1001), jmp !! the last line (>1004); a named label only its own name; the
        // DATA's -! is the nop before it, not the label of its own line.
        assertEquals("06 01 16 FE 10 01 10 04 10 00 10 01 10 FD 60 08 10 00", hex("       aorg >6000\n"
                + "!      dec  1\n       jne  -!\n       jmp  !\n       jmp  !!\n!      nop\n"
                + "!x     jmp  !x2\n       jmp  -!\n!x2    data -!\n!      nop\n"));
    }

    @Test
    void striPrefixesTheLengthAndDataSegmentsStayInPlace() throws AssemblyException {
        assertEquals("02 41 54 00 55 55 60 04", hex("       aorg >6000\n       stri 'AT'\n       dseg\n"
                + "d      data >5555\n       dend\n       data d\n"));
    }

    @Test
    void mistakesArePositioned() {
        assertEquals("main.a99:2:6: error: no local label '!' before this line\n    jmp -!\n        ^",
                errors(" aorg >6000\n jmp -!\n").get(0));
        assertEquals("main.a99:2:6: error: '!!' names no local label: fewer than 2 labels '!' after this line\n"
                + "    jmp !!\n        ^", errors(" aorg >6000\n jmp !!\n! nop\n").get(0));
        assertEquals(List.of("main.a99:2:9: error: '#2' is a macro parameter the call gave no argument for\n"
                + "    data 1,#2\n           ^\nnote: in macro 'two' called at main.a99:4:2"),
                errors(" .defm two\n data #1,#2\n .endm\n .two 1\n"));
        assertEquals(List.of("main.a99:2:2: error: Cartridge program too large\n    .error 'Cartridge program too large'"
                + "\n    ^"), errors(" aorg >6000\n .error 'Cartridge program too large'\n"));
        assertEquals("main.a99:1:2: error: '.ifeq' takes one or two values\n    .ifeq\n    ^",
                errors(" .ifeq\n .endif\n").get(0));
    }
}
