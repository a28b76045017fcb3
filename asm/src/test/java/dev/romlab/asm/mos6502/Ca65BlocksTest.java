package dev.romlab.asm.mos6502;

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
 * ca65's structs and unions, {@code .sizeof}, the conditionals on constants, references and the CPU,
 * {@code .exitmacro}, {@code .linecont}, {@code .list} and {@code .macpack}. Every expected byte string is what
 * ca65 V2.18 (Debian 2.19-1) and ld65 made of the same source ({@code ca65 t.s && ld65 -t none -S 0 t.o}), recorded
 * as facts.
 */
class Ca65BlocksTest {

    private static Assembly assemble(String source) throws AssemblyException {
        return Assembler.mos6502(SourceLoader.of(Map.of())).assemble("t.s", source, Map.of());
    }

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(assemble(source).toBinary());
    }

    private static List<String> errors(String source) {
        return TestSources.errors(Assembler.mos6502(SourceLoader.of(Map.of())), "t.s", source);
    }

    @Test
    void structMembersAreOffsetsAndSizeofTheirSizes() throws AssemblyException {
        String source = """
                .struct Point
                    xcoord .word
                    ycoord .word
                .endstruct
                .struct Obj
                    kind .byte
                    pos .tag Point
                    name .byte 3
                    .union
                      one .byte
                      two .word
                    .endunion
                    flags .res 2
                    .struct inner
                      q .byte
                      r .dword
                    .endstruct
                    last .addr
                    far .faraddr
                .endstruct
                .union U
                    small .byte
                    big .word 3
                .endunion
                .byte .sizeof(Point), Point::xcoord, Point::ycoord, .sizeof(Obj), Obj::kind, Obj::pos, Obj::name, \
                Obj::one, Obj::two
                .byte Obj::flags, Obj::inner::q, Obj::inner::r, Obj::last, Obj::far, .sizeof(Obj::name), .sizeof(U), \
                U::big
                .byte .sizeof(Obj::pos), .sizeof(Obj::inner), Obj::pos + Point::ycoord
                spot: .tag Point
                list: .byte 1,2,3
                alone:
                .byte .sizeof(spot), .sizeof(list), .sizeof(alone)
                .proc p
                  nop
                  nop
                .endproc
                .byte .sizeof(p)
                """;
        // An anonymous union takes its largest member's size where it stands; a named nested struct counts its own
        // offsets from 0; a label's size is its own statement's bytes; a proc's, its bytes.
        assertEquals("04 00 02 16 00 01 05 08 08 0A 00 01 11 13 03 06 00 04 05 03 00 00 00 00 01 02 03 04 03 00 "
                + "EA EA 02", hex(source));
    }

    @Test
    void structMistakesAreReported() {
        assertEquals(List.of("t.s:2:9: error: inside '.struct' each line is [NAME] .byte, .word, .addr, .faraddr, "
                + ".dword, .res or .tag, a nested .struct or .union, or its end\n    x lda #1\n      ^"),
                errors(".struct S\n      x lda #1\n.endstruct"));
        assertEquals(List.of("t.s:1:1: error: '.struct' is never closed (missing '.endstruct')\n    .struct S\n    ^"),
                errors(".struct S\n a .byte"));
        assertEquals(List.of("t.s:1:15: error: the size of 'Nope' is not known here (a .struct, .union, named scope "
                + "or label defined above has one)\n    .byte .sizeof(Nope)\n                  ^"),
                errors(".byte .sizeof(Nope)"));
    }

    @Test
    void conditionalsOnConstantsReferencesAndTheCpu() throws AssemblyException {
        String source = """
                .smart on
                .ifp02
                .byte 1
                .endif
                .ifpc02
                .byte 2
                .endif
                .ifconst foo
                .byte 3
                .endif
                foo = 1
                .ifconst foo
                .byte 4
                .endif
                .ifref used
                .byte 6
                .endif
                .ifnref used
                .byte 7
                .endif
                lda used
                .ifref used
                .byte 8
                .endif
                .ifref later
                .byte 9
                .endif
                .condes ctor, constructor
                .list off
                .list +
                used: rts
                later: jmp later
                ctor: rts
                """;
        // .ifref is true once the name was used above (a forward use too: lda used), not for a use further down.
        assertEquals("01 04 07 AD 07 00 08 60 4C 08 00 60", hex(source));
    }

    @Test
    void exitmacroLeavesTheExpansionAndLinecontJoinsLines() throws AssemblyException {
        String source = """
                .linecont +
                .macro m a1, a2
                  .byte a1
                  .if a1 > 2
                    .exitmacro
                  .endif
                  .byte a2
                .endmacro
                  m 1, 2
                  m 3, 4
                  m 5, \\
                    6
                .byte 1, \\
                   2, 3 ; the comment after the last part
                .linecont -
                .byte 9
                """;
        assertEquals("01 02 03 05 01 02 03 09", hex(source));
        assertEquals(List.of("t.s:1:1: error: '.exitmacro' outside a macro\n    .exitmacro\n    ^"),
                errors(".exitmacro"));
    }

    @Test
    void macpackGenericAndLongbranchBehaveAsCa65s() throws AssemblyException {
        String source = """
                .macpack generic
                .macpack longbranch
                back: add #1
                 add ($10),y
                 sub $10
                 bge back
                 blt back
                 bgt back
                 ble back
                 bnz back
                 bze back
                 jeq back
                 jne fwd
                 jmi $1234
                 .res 120
                 jpl back
                 jcs fwd
                fwd: rts
                """;
        // jeq back: in reach, a beq; jne fwd: a label further down, beq over a jmp; jmi $1234: a number, always the
        // jmp; jpl back: out of reach after the .res, bmi over a jmp.
        assertEquals("18 69 01 18 71 10 38 E5 10 B0 F5 90 F3 F0 02 B0 EF F0 ED 90 EB D0 E9 F0 E7 F0 E5 F0 03 4C "
                + "A7 00 10 03 4C 34 12 " + "00 ".repeat(120) + "30 03 4C 00 00 90 03 4C A7 00 60", hex(source));
        assertEquals(List.of("t.s:1:10: error: no macro package 'cbm' for the 6502 (romlab has: generic, "
                + "longbranch)\n    .macpack cbm\n             ^"), errors(".macpack cbm"));
    }

    @Test
    void cheapLocalsInMacrosBelongToTheLabelAboveAndLocalNamesToTheExpansion() throws AssemblyException {
        String source = """
                .macro br t
                  beq t
                .endmacro
                .macro inner
                  @x: nop
                  bne @x
                .endmacro
                .macro uniq
                  .local @y
                  @y: dex
                  bne @y
                .endmacro
                first:
                  br @end
                  inner
                  uniq
                  uniq
                  nop
                @end: rts
                second:
                  inner
                  bne @x
                """;
        // A cheap local passed to a macro is the caller's; one defined in a macro belongs to the label above the
        // call (bne @x after the second expansion finds it); .local @y gives each expansion its own.
        assertEquals("F0 0A EA D0 FD CA D0 FD CA D0 FD EA 60 EA D0 FD D0 FB", hex(source));
        // A .local label is an ordinary label: it starts a new cheap-local scope, as in ca65 ("Symbol '@a' is
        // undefined" there too).
        assertEquals(List.of("t.s:5:6: error: undefined symbol '@a'\n    bne @a\n        ^"),
                errors(".macpack generic\nfirst:\n@a: nop\n bgt @a\n bne @a"));
    }

    @Test
    void forceRangeCutsDataAndImmediatesToTheirBits() throws AssemblyException {
        assertEquals("00 38 A9 2C 45 23", hex(".feature force_range\n.byte 256, -200\nlda #300\n.word $12345"));
        assertEquals(List.of("t.s:1:7: error: value 256 out of range (-128..255)\n    .byte 256\n          ^"),
                errors(".byte 256"));
    }

    @Test
    void paramcountIsHowManyArgumentsTheCallWrote() throws AssemblyException {
        String source = """
                .macro m a1, a2, a3
                  .byte .paramcount
                  .if .paramcount > 1
                    .ifnblank a2
                      .byte a2
                    .endif
                  .endif
                .endmacro
                 m
                 m 1
                 m 1, 7
                 m 1,,3
                 m ,
                """;
        assertEquals("00 01 02 07 03 02", hex(source));
    }
}
