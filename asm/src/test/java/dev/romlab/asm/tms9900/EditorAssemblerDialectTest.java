package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Editor/Assembler forms TI-99/4A programs use, each with bytes worked out by hand from the Editor/Assembler
 * manual's encodings (big-endian words; MOV = >C000 | D << 6 | S, and so on).
 */
class EditorAssemblerDialectTest {

    private static Assembly assemble(Map<String, String> files, String source) throws AssemblyException {
        return Assembler.tms9900(SourceLoader.of(files)).assemble("main.a99", source, Map.of());
    }

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(assemble(Map.of(), source).toBinary());
    }

    private static List<String> errors(String source) {
        return TestSources.errors(Assembler.tms9900(SourceLoader.of(Map.of())), "main.a99", source);
    }

    @Test
    void fieldsLabelInColumnOneCommentsWithoutAMark() throws AssemblyException {
        Assembly a = assemble(Map.of(), "* a comment line\n"
                + "       AORG >A000\n"
                + "START  LI   R1,>1234      load it\n"
                + "LOOP   DEC  1             count down, R1 written as 1\n"
                + "       JNE  LOOP          back (a comment, with commas)\n"
                + "       RT                 return: RT takes no operands\n");
        assertEquals("02 01 12 34 06 01 16 FE 04 5B", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("START", 0xA000L, "LOOP", 0xA004L), a.symbols());
    }

    @Test
    void registersAsBareNumbersOrNamesAndEveryAddressingMode() throws AssemblyException {
        // MOV 0,9 = >C240; MOV R0,R9 the same; MOVB *R1+,*R2+ = >DCB1; MOV @>8300(R1),@>8302 = >C821 8300 8302.
        assertEquals("C2 40 C2 40 DC B1 C8 21 83 00 83 02 C0 51 04 60 83 00",
                hex(" MOV 0,9\n mov r0,r9\n MOVB *R1+,*R2+\n MOV @>8300(R1),@>8302\n MOV *R1,R1\n B @>8300"));
    }

    @Test
    void numbersCharactersAndStrictlyLeftToRightExpressions() throws AssemblyException {
        // 1+2*3 = 9 (no precedence); >10 hex, :101 binary, 'A' = >41, 'AB' = >4142.
        assertEquals("00 09 00 10 00 05 00 41 41 42 FF FE", hex(" DATA 1+2*3,>10,:101,'A','AB',-2"));
    }

    @Test
    void currentAddressAndJumps() throws AssemblyException {
        // JMP $ = >10FF; NOP = JMP $+2 = >1000; JMP $+4 = >1001.
        assertEquals("10 FF 10 00 10 01", hex(" AORG >6000\n JMP $\n NOP\n JMP $+4"));
    }

    @Test
    void labelAloneTakesTheLocationCounterAsItStandsOddAfterBytes() throws AssemblyException {
        Assembly a = assemble(Map.of(), " AORG >6000\n BYTE 1\nODD\n TEXT 'AB'\nALSOOD\nWORD DATA 5\nINS  CLR R0");
        assertEquals("01 41 42 00 00 05 04 C0", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("ODD", 0x6001L, "ALSOOD", 0x6003L, "WORD", 0x6004L, "INS", 0x6006L), a.symbols());
    }

    @Test
    void textNegatesItsLastCharacterWithAMinus() throws AssemblyException {
        assertEquals("48 49 BF", hex(" TEXT -'HIA'"));
    }

    @Test
    void evenAlignsAndTheImageIsNotPaddedAtItsEnd() throws AssemblyException {
        Assembly a = assemble(Map.of(), " AORG >6000\n BYTE 1\nHERE EVEN\n BYTE 2,3,4");
        assertEquals("01 00 02 03 04", TestSources.hex(a.toBinary()));
        assertEquals(0x6002L, a.symbol("HERE"));
    }

    @Test
    void bssReservesZerosAlsoAtTheEndAndBesLabelsTheEnd() throws AssemblyException {
        Assembly a = assemble(Map.of(), " AORG >6000\nBUF BSS 3\n BYTE >FF\nTOP BES 2");
        assertEquals("00 00 00 FF 00 00", TestSources.hex(a.toBinary()));
        assertEquals(Map.of("BUF", 0x6000L, "TOP", 0x6006L), a.symbols());
    }

    @Test
    void relocatableProgramsAreImagedFromZeroWithRelocatableArithmetic() throws AssemblyException {
        Assembly a = assemble(Map.of(), "HEADER DATA >C000-HEADER+SFIRST\nA DATA 1\nB MOV @>8300+A-B,R1\n"
                + " AORG >8300\nWS BSS 2\n RORG\nSFIRST DATA WS");
        assertEquals(0, a.lowestAddress());
        // HEADER 0, A 2, B 4, SFIRST 8: >C000-0+8 = >C008; >8300+2-4 = >82FE; the RORG part resumes at 8.
        assertEquals("C0 08 00 01 C0 60 82 FE 83 00", TestSources.hex(a.segments().get(0).bytes()));
        assertEquals(0x8300, a.segments().get(1).address());
        assertEquals(8L, a.symbol("SFIRST"));
    }

    @Test
    void dummySectionsDefineLabelsAndPlaceNothing() throws AssemblyException {
        Assembly a = assemble(Map.of(), " DORG >8300\nWR0 BSS 2\nWR1 BSS 2\n AORG >6000\n MOV @WR1,@WR0");
        assertEquals("C8 20 83 02 83 00", TestSources.hex(a.toBinary()));
        assertEquals(0x6000, a.lowestAddress());
    }

    @Test
    void directiveNamesAreLabelsInColumnOne() throws AssemblyException {
        Assembly a = assemble(Map.of(), "PAGE EQU >837E\nDATA EQU 2\n AORG >6000\nEND  MOV @PAGE,R1\n DATA DATA\n END");
        assertEquals("C0 60 83 7E 00 02", TestSources.hex(a.toBinary()));
        assertEquals(0x6000L, a.symbol("END"));
    }

    @Test
    void referencedSymbolsAreZeroWithAWarning() throws AssemblyException {
        Assembly a = assemble(Map.of(), " REF VSBW,VMBW\n DEF START\nSTART BLWP @VSBW\n END START");
        assertEquals("04 20 00 00", TestSources.hex(a.toBinary()));
        assertEquals(List.of("main.a99:1: warning: 'VSBW' is defined in another file (REF); a one-file image has no "
                + "other file, so it assembles as 0", "main.a99:1: warning: 'VMBW' is defined in another file (REF); "
                + "a one-file image has no other file, so it assembles as 0"), a.messages());
    }

    @Test
    void copyReadsAnotherFileAndTheOtherDirectivesPlaceNothing() throws AssemblyException {
        assertEquals("00 05 04 5B", TestSources.hex(assemble(Map.of("equ.a99", "FIVE EQU 5\n"),
                " IDT 'PROG'\n TITL 'A TITLE'\n COPY \"equ.a99\"\n UNL\n DATA FIVE\n LIST\n PAGE\n RT").toBinary()));
    }

    @Test
    void relaxedSpellingsLowerCaseSemicolonsLongLabels() throws AssemblyException {
        Assembly a = assemble(Map.of(), "a_long_label_name li r1,>0001 ; a comment\n jmp a_long_label_name");
        assertEquals("02 01 00 01 10 FD", TestSources.hex(a.toBinary()));
    }

    @Test
    void errorsNameTheColumnAndEveryOneIsReported() {
        assertEquals(List.of(
                "main.a99:1:9: error: value 16 out of range (0..15)\n    MOV R1,16\n           ^",
                "main.a99:2:9: error: R0 cannot be an index register (the chip reads @addr(R0) as @addr)\n"
                        + "    MOV @2(R0),R1\n           ^",
                "main.a99:3:2: error: unknown instruction 'MOVE'\n    MOVE R1,R2\n    ^",
                "main.a99:4:6: error: value 200 out of range (-128..127)\n    JMP $+402\n        ^"),
                errors(" MOV R1,16\n MOV @2(R0),R1\n MOVE R1,R2\n JMP $+402"));
    }

    @Test
    void aBlankInsideTheOperandsThatXas99ReadsAsOperandIsAnErrorNotOtherBytes() {
        // xas99 3.6.5 without -s (its default) assembles " MOV @TGT + >FE,1" (TGT EQU >8300) to C0 60 83 FE and
        // " LI 0, 5" to 02 00 00 05; with -s it reports "Bad operand count" and "Syntax Error". Reading them the
        // E/A way would drop "+ >FE,1" or " 5" as a comment, so romlab reports both.
        List<String> errors = errors("TGT    EQU  >8300\n"
                + "       MOV  @TGT + >FE,1\n"
                + "       LI   0, 5\n"
                + "       LI   1,TGT +2\n").stream().filter(e -> e.contains("a blank inside")).toList();
        assertEquals(3, errors.size(), String.join("\n", errors));
        assertEquals(true, errors.get(0).startsWith("main.a99:2:18: error: a blank inside the operands: Editor/Assembler"
                + " (and xas99 -s) end them at '@TGT' and read '+ >FE,1' as a comment; xas99 reads one operand"
                + " field up to two blanks, a tab or ';'."), errors.get(0));
        assertEquals(true, errors.get(1).startsWith("main.a99:3:16:"), errors.get(1));
        assertEquals(true, errors.get(2).startsWith("main.a99:4:19:"), errors.get(2));
    }

    @Test
    void commentsAfterOneBlankStillReadTheEditorAssemblerWay() throws AssemblyException {
        // xas99 -s: " MOV @>8300,1 one blank comment" and " DATA 7 x" are C0 60 83 00 00 07. Two blanks before a
        // comment that starts with an operator keep it a comment in both readings.
        assertEquals("C0 60 83 00 00 07 00 03",
                hex(" MOV @>8300,1 one blank comment\n DATA 7 x\n DATA 3  - three"));
    }
}
