package dev.romlab.asm.mos6502;

import dev.romlab.asm.BinaryOperator;
import dev.romlab.asm.DirectiveKind;
import dev.romlab.asm.LexicalRules;
import dev.romlab.asm.NumberForm;
import dev.romlab.asm.OperatorTable;
import dev.romlab.asm.OperatorTable.Binary;
import dev.romlab.asm.OperatorTable.Unary;
import dev.romlab.asm.SourceDialect;
import dev.romlab.asm.UnaryOperator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How 6502 programmers write source: the syntax of ca65 (cc65 project, "ca65 Users Guide"), the assembler most
 * published 6502 code targets. Only data: {@code ;} comments, {@code label:} (a colon always), {@code @name} cheap
 * locals scoped between ordinary labels, {@code $FF}, {@code %0101}, {@code *} as the current address, directives
 * with a dot in any case, and ca65's operator precedence rather than C's. asm/README.md, "6502 source syntax",
 * lists what is read and what is left out.
 */
public final class Ca65Dialect {

    private static final SourceDialect INSTANCE = new SourceDialect("6502",
            new LexicalRules(';', (char) 0, "\"'", false, false, false, false, ".", '@',
                    EnumSet.of(NumberForm.DOLLAR_HEX, NumberForm.PERCENT_BINARY, NumberForm.DECIMAL), '*', true,
                    false, "", true),
            directives(), operators(), true, features(), true, true, false, true, false);

    private Ca65Dialect() {
    }

    public static SourceDialect instance() {
        return INSTANCE;
    }

    /**
     * ca65 Users Guide, section 5.5 "Available operators": unary operators bind tightest; then the multiplicative
     * level, which also holds {@code & ^ << >>}; the additive level with {@code |}; the comparisons, {@code =}
     * and {@code <>} among them; then {@code && .and .xor}; then {@code || .or}; last the prefix {@code ! .not},
     * which applies to the whole rest of the expression ({@code !2 + 1} is {@code !(2 + 1)}: 0, in ca65 2.19).
     */
    private static OperatorTable operators() {
        List<Binary> binaries = List.of(
                new Binary("||", BinaryOperator.LOGICAL_OR, 1, false),
                new Binary(".or", BinaryOperator.LOGICAL_OR, 1, false),
                new Binary("&&", BinaryOperator.LOGICAL_AND, 2, false),
                new Binary(".and", BinaryOperator.LOGICAL_AND, 2, false),
                new Binary("=", BinaryOperator.EQUAL, 3, false),
                new Binary("<>", BinaryOperator.NOT_EQUAL, 3, false),
                new Binary("<", BinaryOperator.LESS, 3, false),
                new Binary("<=", BinaryOperator.LESS_OR_EQUAL, 3, false),
                new Binary(">", BinaryOperator.GREATER, 3, false),
                new Binary(">=", BinaryOperator.GREATER_OR_EQUAL, 3, false),
                new Binary("+", BinaryOperator.ADD, 4, false),
                new Binary("-", BinaryOperator.SUBTRACT, 4, false),
                new Binary("|", BinaryOperator.OR, 4, false),
                new Binary(".bitor", BinaryOperator.OR, 4, false),
                new Binary("*", BinaryOperator.MULTIPLY, 5, false),
                new Binary("/", BinaryOperator.DIVIDE, 5, false),
                new Binary(".mod", BinaryOperator.REMAINDER, 5, false),
                new Binary("&", BinaryOperator.AND, 5, false),
                new Binary(".bitand", BinaryOperator.AND, 5, false),
                new Binary("^", BinaryOperator.XOR, 5, false),
                new Binary(".bitxor", BinaryOperator.XOR, 5, false),
                new Binary("<<", BinaryOperator.SHIFT_LEFT, 5, false),
                new Binary(".shl", BinaryOperator.SHIFT_LEFT, 5, false),
                new Binary(">>", BinaryOperator.SHIFT_RIGHT, 5, false),
                new Binary(".shr", BinaryOperator.SHIFT_RIGHT, 5, false));
        List<Unary> unaries = List.of(
                new Unary("-", UnaryOperator.NEGATE),
                new Unary("+", UnaryOperator.PLUS),
                new Unary("~", UnaryOperator.COMPLEMENT),
                new Unary(".bitnot", UnaryOperator.COMPLEMENT),
                new Unary("!", UnaryOperator.NOT, 0),
                new Unary(".not", UnaryOperator.NOT, 0),
                new Unary("<", UnaryOperator.LOW_BYTE),
                new Unary(".lobyte", UnaryOperator.LOW_BYTE),
                new Unary(">", UnaryOperator.HIGH_BYTE),
                new Unary(".hibyte", UnaryOperator.HIGH_BYTE),
                new Unary("^", UnaryOperator.BANK_BYTE),
                new Unary(".bankbyte", UnaryOperator.BANK_BYTE),
                new Unary(".loword", UnaryOperator.LOW_WORD));
        return new OperatorTable(binaries, unaries);
    }

    private static Map<String, DirectiveKind> directives() {
        Map<String, DirectiveKind> directives = new HashMap<>();
        spell(directives, DirectiveKind.ORG, ".org", "*=");
        spell(directives, DirectiveKind.BYTES, ".byte", ".byt");
        spell(directives, DirectiveKind.BYTES_ZERO_TERMINATED, ".asciiz");
        spell(directives, DirectiveKind.WORDS, ".word", ".addr");
        spell(directives, DirectiveKind.SPACE, ".res");
        spell(directives, DirectiveKind.LOW_BYTES, ".lobytes");
        spell(directives, DirectiveKind.HIGH_BYTES, ".hibytes");
        spell(directives, DirectiveKind.BANK_BYTES, ".bankbytes");
        spell(directives, DirectiveKind.WORDS_BIG_ENDIAN, ".dbyt");
        spell(directives, DirectiveKind.FAR_ADDRESSES, ".faraddr");
        spell(directives, DirectiveKind.DOUBLE_WORDS, ".dword");
        spell(directives, DirectiveKind.ALIGN, ".align");
        spell(directives, DirectiveKind.INCLUDE, ".include");
        spell(directives, DirectiveKind.INCBIN, ".incbin");
        spell(directives, DirectiveKind.END, ".end");
        spell(directives, DirectiveKind.EQU, ".equ", "=", ":=");
        spell(directives, DirectiveKind.SET, ".set");
        spell(directives, DirectiveKind.ECHO, ".out", ".warning");
        spell(directives, DirectiveKind.ERROR, ".error", ".fatal");
        spell(directives, DirectiveKind.DEFINE, ".define");
        spell(directives, DirectiveKind.UNDEF, ".undefine", ".undef");
        spell(directives, DirectiveKind.IF, ".if");
        spell(directives, DirectiveKind.IFDEF, ".ifdef");
        spell(directives, DirectiveKind.IFNDEF, ".ifndef");
        spell(directives, DirectiveKind.IFBLANK, ".ifblank");
        spell(directives, DirectiveKind.IFNBLANK, ".ifnblank");
        spell(directives, DirectiveKind.IFCONST, ".ifconst");
        spell(directives, DirectiveKind.IFREF, ".ifref");
        spell(directives, DirectiveKind.IFNREF, ".ifnref");
        spell(directives, DirectiveKind.IF_THIS_CPU, ".ifp02");
        spell(directives, DirectiveKind.IF_OTHER_CPU, ".ifpc02", ".ifpsc02", ".ifp816", ".ifp4510");
        spell(directives, DirectiveKind.EXIT_MACRO, ".exitmacro", ".exitmac");
        spell(directives, DirectiveKind.MACRO_PACKAGE, ".macpack");
        spell(directives, DirectiveKind.LINE_CONTINUATION, ".linecont");
        spell(directives, DirectiveKind.LIST, ".list");
        spell(directives, DirectiveKind.ELIF, ".elseif");
        spell(directives, DirectiveKind.ELSE, ".else");
        spell(directives, DirectiveKind.ENDIF, ".endif");
        spell(directives, DirectiveKind.MACRO, ".macro", ".mac");
        spell(directives, DirectiveKind.ENDMACRO, ".endmacro", ".endmac");
        spell(directives, DirectiveKind.REPT, ".repeat", ".rep");
        spell(directives, DirectiveKind.ENDREPT, ".endrepeat", ".endrep");
        spell(directives, DirectiveKind.PROC, ".proc");
        spell(directives, DirectiveKind.ENDPROC, ".endproc");
        spell(directives, DirectiveKind.SCOPE, ".scope");
        spell(directives, DirectiveKind.ENUM, ".enum");
        spell(directives, DirectiveKind.ENDENUM, ".endenum");
        spell(directives, DirectiveKind.ENDSCOPE, ".endscope");
        spell(directives, DirectiveKind.STRUCT, ".struct");
        spell(directives, DirectiveKind.UNION, ".union");
        spell(directives, DirectiveKind.ENDSTRUCT, ".endstruct");
        spell(directives, DirectiveKind.ENDUNION, ".endunion");
        spell(directives, DirectiveKind.TAG, ".tag");
        spell(directives, DirectiveKind.CPU, ".p02");
        // One file: linker symbols and the CPU choice (the table always holds the undocumented opcodes, as ca65's
        // 6502X) change nothing here; segments are placed by a linker configuration when one is given.
        spell(directives, DirectiveKind.SET_CPU, ".setcpu");
        spell(directives, DirectiveKind.FEATURE, ".feature");
        spell(directives, DirectiveKind.ASSERT, ".assert");
        spell(directives, DirectiveKind.CHARMAP, ".charmap");
        // .smart tracks the 65816's register sizes.
        spell(directives, DirectiveKind.NO_EFFECT, ".forceimport", ".smart");
        spell(directives, DirectiveKind.CONDES, ".condes", ".constructor", ".destructor", ".interruptor");
        spell(directives, DirectiveKind.SEGMENT, ".segment", ".code", ".data", ".rodata", ".zeropage", ".bss");
        spell(directives, DirectiveKind.SEGMENT_PUSH, ".pushseg");
        spell(directives, DirectiveKind.SEGMENT_POP, ".popseg");
        spell(directives, DirectiveKind.LOCAL, ".local");
        // Linkage between files linked together (romlab asm a.s b.s --config x.cfg), as ld65 links objects.
        spell(directives, DirectiveKind.IMPORT, ".import");
        spell(directives, DirectiveKind.IMPORT_ZERO_PAGE, ".importzp");
        spell(directives, DirectiveKind.EXPORT, ".export", ".exportzp");
        spell(directives, DirectiveKind.GLOBAL, ".global");
        spell(directives, DirectiveKind.GLOBAL_ZERO_PAGE, ".globalzp");
        return directives;
    }

    /**
     * The ca65 features (Users Guide, ".FEATURE") romlab always has, so that a source may turn them on:
     * {@code * = addr} sets the address, and both quotes delimit strings and characters ({@code 'AB'} is a string
     * in {@code .byte}, {@code "A"} a character in an expression); and {@code force_range}, the one a source switches:
     * after it, data and immediate values out of range are cut to their bits, as ca65 does, instead of reported. Any
     * other feature is reported.
     */
    private static Set<String> features() {
        return Set.of("pc_assignment", "loose_string_term", "loose_char_term", "force_range");
    }

    private static void spell(Map<String, DirectiveKind> directives, DirectiveKind kind, String... spellings) {
        for (String spelling : spellings) {
            directives.put(spelling, kind);
        }
    }
}
