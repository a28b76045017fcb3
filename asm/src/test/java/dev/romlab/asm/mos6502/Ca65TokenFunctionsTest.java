package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * ca65's token pseudo-functions. Every expected byte string is what ca65 V2.18 (Debian 2.19-1) and ld65 made of the
 * same source ({@code ca65 t.s && ld65 -t none t.o}), recorded as facts.
 */
class Ca65TokenFunctionsTest {

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(Assembler.mos6502(SourceLoader.of(Map.of())).assemble("t.s", source, Map.of())
                .toBinary());
    }

    private static List<String> errors(String source) {
        return TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "t.s", source);
    }

    @Test
    void stringConcatStrlenAndIdentBuildStringsAndNames() throws AssemblyException {
        // .string of a number is its decimal value; of a .define'd name, the name's replacement.
        assertEquals("66 6F 6F 00 31 36 00 31 36 00 5A 50 00",
                hex(".define SEG ZP\n.define NUM 16\n.byte .string(foo), 0\n.byte .string(NUM), 0\n"
                        + ".byte .string($10), 0\n.byte .string(SEG), 0"));
        assertEquals("61 62 63 64 65 00 05 03 03 03",
                hex(".byte .concat(\"ab\", .string(cd), \"e\"), 0\n.byte .strlen(\"hello\"), .strlen(.string(abc))\n"
                        + "foo = 3\n.byte .ident(\"foo\"), .ident(.concat(\"f\", \"oo\"))"));
    }

    @Test
    void xmatchComparesTokensAndMatchTheirKinds() throws AssemblyException {
        // The idiom of published engines: whether a name was .define'd.
        assertEquals("01 01 00 01", hex(".define SEG ZP\n.byte .xmatch(.string(SEG), \"ZP\"), "
                + ".xmatch(.string(NOPE), \"NOPE\"), .xmatch(a, b), .xmatch(a, a)"));
        // Numbers compare by value; a x y are registers in any case; names keep their case.
        assertEquals("01 00 00 00 00 00 01 01 01 01",
                hex(".byte .xmatch($10, 16), .match(a, b), .match(1, a), .match({a+1}, {b+2}), .match({a+1},{b-2})\n"
                        + ".byte .xmatch(lda, LDA), .xmatch(a, A), .xmatch(\"a\", \"a\"), .xmatch('a', 'a'), "
                        + ".match(\"a\", \"b\")"));
        assertEquals("01 00 00 01 01 01 01 01 00 01 01 00",
                hex(".byte .match(foo, bar), .match(x, y), .match(x, foo), .xmatch(x, X), .match(z, foo), "
                        + ".match(s, foo), .match(1, $ff)\n.byte .match({1 + 2}, {3 + 4}), .match(+, -), "
                        + ".xmatch(1, 01), .xmatch({1,2},{1 , 2}), .xmatch(foo, 3)"));
    }

    @Test
    void blankTcountAndTheTokenSlices() throws AssemblyException {
        assertEquals("01 01 00 01 03 03 01 05 07 0A",
                hex(".byte .blank(), .blank({}), .blank(x), .blank({ })\n.byte .tcount({a b c}), .tcount(1+2)\n"
                        + ".byte .left(1, {1 2 3}), .right(1, {4 5}), .mid(1, 1, {6 7 8}), .left(3, {9 + 1 2})"));
        // .blank of a macro parameter left out.
        assertEquals("01 00", hex(".macro m arg\n.byte .blank(arg)\n.endmacro\n m\n m 5"));
    }

    @Test
    void sprintfConstAndIsmnemonic() throws AssemblyException {
        assertEquals("61 62 2D 31 32 2D 30 41 2D 41 00",
                hex(".byte .sprintf(\"%s-%d-%02X-%c\", \"ab\", 12, 10, 65), 0"));
        // .const: known here (bar is defined further down).
        assertEquals("01 00 01 00 01", hex("foo = 3\n.byte .const(foo), .const(bar), .ismnemonic(lda), "
                + ".ismnemonic(foo), .defined(foo)\nbar:"));
    }

    @Test
    void aSegmentNamedByAString() throws AssemblyException {
        assertEquals("EA", hex(".define CODESEG CODE\n.segment .string(CODESEG)\n nop"));
    }

    @Test
    void misusedFunctionsAreReported() {
        assertEquals(List.of("t.s:1:15: error: '.string' takes a name or a number, not '\"x\"'\n"
                + "    .byte .string(\"x\")\n                  ^"), errors(".byte .string(\"x\")"));
        assertEquals(List.of("t.s:1:7: error: '.xmatch' takes 2 arguments\n    .byte .xmatch(a)\n          ^"),
                errors(".byte .xmatch(a)"));
        assertEquals(List.of("t.s:1:7: error: missing ')' after '.blank('\n    .byte .blank(a\n          ^"),
                errors(".byte .blank(a"));
    }
}
