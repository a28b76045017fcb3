package dev.romlab.asm;

import static dev.romlab.asm.TestSources.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every error kind, with its exact file:line:column, message, source line and caret. */
class DiagnosticsTest {

    @Test
    void undefinedSymbolIsShownTheWayCompilersDo() {
        String source = "; dice\n".repeat(11) + "  ld h,DIESIDES-1\n";
        assertEquals(List.of("dice.asm:12:8: error: undefined symbol 'DIESIDES'\n"
                + "    ld h,DIESIDES-1\n"
                + "         ^"), errors(Assembler.z80(), "dice.asm", source));
    }

    @Test
    void unknownInstruction() {
        assertEquals(List.of("test.asm:1:5: error: unknown instruction 'lx'\n    lx a,1\n    ^"),
                errors("    lx a,1"));
    }

    @Test
    void indentedLabelWithoutColonGetsAHint() {
        assertEquals(List.of("test.asm:1:3: error: unknown instruction 'start' (a label needs a colon: 'start:')\n"
                + "    start ld a,1\n    ^"), errors("  start ld a,1"));
    }

    @Test
    void invalidOperandCombination() {
        assertEquals(List.of("test.asm:1:4: error: invalid operand combination for 'ld': (bc),b\n"
                + "    ld (bc),b\n       ^"), errors("ld (bc),b"));
    }

    @Test
    void immediateValueOutOfRange() {
        assertEquals(List.of("test.asm:1:6: error: value 300 out of range (-128..255)\n    ld a,300\n         ^"),
                errors("ld a,300"));
    }

    @Test
    void relativeJumpTooFar() {
        assertEquals(List.of("test.asm:2:4: error: relative jump out of range: $8082 is 128 bytes from $8002"
                + " (allowed: -128..127)\n    jr far\n       ^"), errors(".org $8000\njr far\n.ds 128\nfar:"));
    }

    @Test
    void indexDisplacementOutOfRange() {
        assertEquals(List.of("test.asm:1:8: error: value 200 out of range (-128..127)\n"
                + "    ld (ix+200),a\n           ^"), errors("ld (ix+200),a"));
    }

    @Test
    void bitNumberOutOfRange() {
        assertEquals(List.of("test.asm:1:5: error: value 8 out of range (allowed: 0..7)\n    bit 8,a\n        ^"),
                errors("bit 8,a"));
    }

    @Test
    void duplicateLabel() {
        assertEquals(List.of("test.asm:3:1: error: duplicate symbol 'loop' (first defined at test.asm:1)\n"
                + "    loop: ret\n    ^"), errors("loop: nop\nnop\nloop: ret"));
    }

    @Test
    void badNumber() {
        assertEquals(List.of("test.asm:1:6: error: bad number '0FFG'\n    ld a,0FFG\n         ^"),
                errors("ld a,0FFG"));
    }

    @Test
    void missingIncludeFilePointsAtTheName() {
        assertEquals(List.of("test.asm:2:10: error: cannot read include file 'nope.asm': no such file\n"
                + "    .include \"nope.asm\"\n             ^"), errors("nop\n.include \"nope.asm\""));
    }

    @Test
    void errorsInsideAnIncludedFileNameThatFileAndTheIncludeThatLedThere() {
        Assembler assembler = Assembler.z80(SourceLoader.of(Map.of("lib/inc.asm", "nop\nld a,NOPE")));
        assertEquals(List.of("lib/inc.asm:2:6: error: undefined symbol 'NOPE'\n    ld a,NOPE\n         ^\n"
                + "note: included from main.asm:1:1"),
                errors(assembler, "main.asm", ".include \"lib/inc.asm\""));
    }

    @Test
    void missingMainFileIsAWholeFileError() {
        AssemblyException failure = assertThrows(AssemblyException.class,
                () -> Assembler.z80(SourceLoader.of(Map.of())).assembleFile("gone.asm", Map.of()));
        assertEquals("gone.asm: error: cannot read 'gone.asm': no such file", failure.getMessage());
    }

    @Test
    void everyErrorIsReportedInOneRun() {
        List<String> errors = errors("ld a,300\n foo\nld b,UNDEFINED\nbit 9,a\nok: nop\nok: nop");
        assertEquals(List.of("test.asm:1:6", "test.asm:2:2", "test.asm:3:6", "test.asm:4:5", "test.asm:6:1"),
                errors.stream().map(e -> e.substring(0, e.indexOf(": error"))).toList());
    }

    @Test
    void tabsInTheSourceLineKeepTheCaretAligned() {
        assertEquals(List.of("test.asm:1:8: error: undefined symbol 'X'\n    ld\ta,\tX\n      \t  \t^"),
                errors("\tld\ta,\tX"));
    }

    @Test
    void orgCannotUseASymbolDefinedFurtherDown() {
        assertEquals(List.of("test.asm:1:6: error: this value decides where code goes, so it cannot use symbols"
                + " defined further down\n    .org START\n         ^"), errors(".org START\nnop\nSTART = $100"));
    }

    @Test
    void directiveOperandCountsAndUnknownDirectives() {
        assertEquals(List.of("test.asm:1:1: error: '.db' takes at least 1 operand\n    .db\n    ^",
                "test.asm:2:1: error: '.org' takes 1 operand\n    .org 1,2\n    ^",
                "test.asm:3:1: error: '.ds' takes 1 or 2 operands\n    .ds 1,2,3\n    ^",
                "test.asm:4:1: error: unknown z80 directive '.foo' (closest: '.db')\n    .foo 3\n    ^"),
                errors(".db\n.org 1,2\n.ds 1,2,3\n.foo 3"));
    }

    @Test
    void includeCycleIsReportedWhereItCloses() {
        Assembler assembler = Assembler.z80(SourceLoader.of(Map.of("a.asm", ".include \"b.asm\"",
                "b.asm", ".include \"a.asm\"")));
        assertEquals(List.of("b.asm:1:10: error: include cycle: 'a.asm' is already being assembled\n"
                + "    .include \"a.asm\"\n             ^\n"
                + "note: included from a.asm:1:1\n"
                + "note: included from main.asm:1:1"), errors(assembler, "main.asm", ".include \"a.asm\""));
    }

    @Test
    void bytesPlacedTwiceAreAnError() {
        assertEquals(List.of("test.asm:4:1: error: overwrites $0011, already placed by an earlier statement\n"
                + "    .db 3\n    ^"), errors(".org $10\n.db 1,2\n.org $11\n.db 3"));
    }
}
