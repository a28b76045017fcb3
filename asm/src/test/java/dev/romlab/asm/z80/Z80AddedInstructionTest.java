package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.assemble;
import static dev.romlab.asm.TestSources.errors;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code .addinstr}: instructions a source defines for itself, as TI-83 Plus include files define {@code B_CALL}.
 * Expected bytes: spasm-ng v0.5-beta.3 (alberthdev/spasm-ng at commit 5f0786d, built under /tmp), run with
 * {@code -T} on these lines.
 */
class Z80AddedInstructionTest {

    @Test
    void anAddedInstructionAssemblesInTheLinesBelowInAnyCase() {
        // spasm-ng: EF 0A 45 EF 95 9D EF 96 9D
        assertEquals("EF 0A 45 EF 95 9D EF 96 9D", hex("""
                 .addinstr ROMCALL *       EF   3 NOP 1
                 .org $9D95
                start:
                 ROMCALL $450A
                 romcall start
                 RomCall ( start + 1 )
                """));
    }

    @Test
    void theOpcodeIsAHexNumberPlacedLowByteFirst() {
        // spasm-ng: 12 34 34 12 for LONGOP $1234, 8E 23 for TWOB (HL+)
        assertEquals("12 34 34 12 8E 23", hex("""
                 .addinstr LONGOP * 3412 4 NOP 1
                 .ADDINSTR TWOB (HL+) 238E 2
                 LONGOP $1234
                 TWOB (HL+)
                """));
    }

    @Test
    void theSizeMakesAnOperandAByteOrAWord() {
        // spasm-ng: C6 07 (size 2: a byte), AB 34 12 (size 3: a word)
        assertEquals("C6 07 AB 34 12", hex("""
                 .addinstr BYTEOP * C6 2 NOP 1
                 .addinstr WORDOP *,A AB 3 NOP 1
                 BYTEOP 7
                 WORDOP $1234,a
                """));
    }

    @Test
    void theEndByteComesAfterTheOperands() {
        // spasm-ng: 36 55 23; 06 12 55 06 FF 55 06 41 55 (the class fields ignored)
        assertEquals("36 55 23 06 12 55 06 FF 55 06 41 55", hex("""
                 .addinstr PUTB (HL+),* 36 3 NOP 1 23
                 .addinstr RB * 06 3 x y 55
                 PUTB (HL+),$55
                 RB $12
                 RB -1
                 rb 'A'
                """));
    }

    @Test
    void patternsMatchInAnyCaseWithBlanksAnywhere() {
        // spasm-ng: 8E 23 21 05 00
        assertEquals("8E 23 21 05 00", hex("""
                 .addinstr TWOB (HL+) 238E 2
                 .addinstr FOO HL,* 21 3 NOP 1
                 twob ( hl + )
                 FOO H L , 5
                """));
    }

    @Test
    void aQuotedPatternStandsWithoutItsQuotesAndEmptyQuotesMeanNoOperands() {
        // spasm-ng: EA 04 00 76 04 00
        assertEquals("EA 04 00 76 04 00", hex("""
                 .addinstr BAR "(*)" EA 3
                 .addinstr NONE "" 76 1
                 BAR (later)
                 NONE
                later:
                 .dw later
                """));
    }

    @Test
    void theNewestDefinitionOfAMnemonicIsTriedFirst() {
        // spasm-ng: 31 05 00
        assertEquals("31 05 00", hex("""
                 .addinstr FOO HL,* 21 3 NOP 1
                 .addinstr FOO HL,* 31 3 NOP 1
                 FOO HL,5
                """));
    }

    @Test
    void anAddedFormOfACpuMnemonicComesFirstAndTheCpuFormsStillWork() {
        // spasm-ng: 7E 23 7E 3A 06 00 06 00
        assertEquals("7E 23 7E 3A 06 00 06 00", hex("""
                 .addinstr LD A,(HL+) 237E 2 NOP 1
                 ld a,(hl+)
                 ld a,(hl)
                 ld a,(later)
                later:
                 .dw later
                """));
    }

    @Test
    void labelsAfterAnAddedInstructionCountItsBytes() {
        assertEquals(0x9D98L, assemble("""
                 .addinstr ROMCALL * EF 3 NOP 1
                 .org $9D95
                 ROMCALL next
                next:
                """).symbol("next"));
    }

    @Test
    void hashAddinstrIsTheSameDirective() {
        // spasm-ng does not know #addinstr (error SE111); romlab reads it as .addinstr
        assertEquals("EF 34 12", hex(" #addinstr ROMCALL * EF 3 NOP 1\n ROMCALL $1234"));
    }

    @Test
    void aSizeThatDisagreesWithTheBytesIsAnError() {
        // spasm-ng places DD 36 01 00 02 for TWO 1,2 but moves its address by 4, and EF 03 for BIG 3 moving by 5
        assertEquals(List.of("test.asm:1:25: error: size 4, but the instruction places 5 bytes (opcode 2 + word + "
                + "byte); spasm-ng would count 4 and place 5\n    .addinstr TWO *,* DD36 4 NOP 1\n"
                + "                           ^"), errors(" .addinstr TWO *,* DD36 4 NOP 1").subList(0, 1));
        assertEquals(1, errors(" .addinstr BIG * EF 5 NOP 1").size());
    }

    @Test
    void missingOrBadFieldsAreErrorsAtTheField() {
        assertEquals(List.of("test.asm:1:16: error: '.addinstr' needs MNEMONIC PATTERN OPCODE SIZE (then CLASS, "
                + "EXTENDED and an END byte, all optional): '.addinstr B_CALL * EF 3 NOP 1'\n"
                + "    .addinstr FOO *\n                  ^"), errors(" .addinstr FOO *"));
        assertEquals(List.of("test.asm:1:18: error: opcode 'EFA': two to eight hexadecimal digits, two per byte "
                + "('EF', '238E')\n    .addinstr FOO * EFA 3\n                    ^"), errors(" .addinstr FOO * EFA 3"));
        assertEquals(1, errors(" .addinstr FOO * EF 3 NOP 1 123").size());
        assertEquals(1, errors(" .addinstr FOO * EF size").size());
        assertEquals(1, errors(" .addinstr FOO # EF 1").size());
    }

    @Test
    void operandsThatFitNoAddedPatternAreAnError() {
        assertEquals(List.of("test.asm:2:7: error: operands 'a,1' fit no pattern '.addinstr' gave 'TWOB': "
                + "'(HL+)'\n    TWOB a,1\n         ^"), errors(" .addinstr TWOB (HL+) 238E 2\n TWOB a,1"));
    }

    @Test
    void operandValuesAreCheckedAsTheCpusOwnOperands() {
        // spasm-ng warns and truncates a byte operand of 256 (SW800), as it does for its own instructions
        assertEquals(1, errors(" .addinstr BYTEOP * C6 2\n BYTEOP 256").size());
        assertEquals(1, errors(" .addinstr ROMCALL * EF 3\n ROMCALL $10000").size());
        assertEquals(1, errors(" .addinstr ROMCALL * EF 3\n ROMCALL undefinedName").size());
    }

    @Test
    void anAddedInstructionIsKnownOnlyBelowItsDefinition() {
        assertEquals(2, errors(" ROMCALL $1234\n .addinstr ROMCALL * EF 3 NOP 1\n ROMCALL2 1").size());
    }
}
