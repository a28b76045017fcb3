package dev.romlab.asm.z80;

import dev.romlab.asm.DirectiveKind;
import dev.romlab.asm.LexicalRules;
import dev.romlab.asm.NumberForm;
import dev.romlab.asm.OperatorTable;
import dev.romlab.asm.SourceDialect;
import dev.romlab.asm.UnaryOperator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;

/**
 * How Z80 programmers write source: TI-83+ style as seed 000 and spasm-ng write it ({@code \} between
 * statements, {@code .org .db .dw .equ}, {@code #define}, {@code #include}), plus the spellings of pasmo, zmac
 * and sjasmplus where they do not clash ({@code org db dw ds defb defw defs defm equ}, {@code NAME macro a,b}
 * ... {@code endm}, {@code rept n} ... {@code endm}, {@code if/else/endif}). Only data: the choices where those
 * assemblers disagree are listed in asm/README.md.
 */
public final class Z80Dialect {

    private static final SourceDialect INSTANCE = new SourceDialect("z80",
            new LexicalRules(';', '\\', "\"'", true, true, true, true, ".#", '.',
                    EnumSet.of(NumberForm.DOLLAR_HEX, NumberForm.HASH_HEX, NumberForm.PERCENT_BINARY, NumberForm.C_HEX,
                            NumberForm.C_BINARY, NumberForm.H_SUFFIX_HEX, NumberForm.B_SUFFIX_BINARY,
                            NumberForm.DECIMAL),
                    '$').withBackslashEscapes().withReusableLabels(),
            directives(),
            // spasm-ng (parser.cpp's MathDefs) and pasmo both read "=" inside an expression as "=="
            OperatorTable.c(Map.of("high", UnaryOperator.HIGH_BYTE, "low", UnaryOperator.LOW_BYTE))
                    .withSynonym("=", "==")).withUtf8Strings().withOperandFormsAsWritten();

    private Z80Dialect() {
    }

    public static SourceDialect instance() {
        return INSTANCE;
    }

    private static Map<String, DirectiveKind> directives() {
        Map<String, DirectiveKind> directives = new HashMap<>();
        spell(directives, DirectiveKind.ORG, ".org", "org");
        spell(directives, DirectiveKind.BYTES, ".db", ".byte", ".defb", ".text", "db", "defb", "defm", "dm");
        spell(directives, DirectiveKind.WORDS, ".dw", ".word", ".defw", "dw", "defw");
        spell(directives, DirectiveKind.SPACE, ".ds", ".block", ".defs", ".fill", "ds", "defs");
        spell(directives, DirectiveKind.ALIGN, ".align", "align");
        spell(directives, DirectiveKind.INCLUDE, ".include", "#include", "include");
        spell(directives, DirectiveKind.INCBIN, ".incbin", "#incbin", "incbin");
        spell(directives, DirectiveKind.END, ".end", "end");
        spell(directives, DirectiveKind.LIST, ".list", "#list");
        spell(directives, DirectiveKind.NOLIST, ".nolist", "#nolist");
        spell(directives, DirectiveKind.EQU, ".equ", "equ", "=");
        spell(directives, DirectiveKind.ECHO, ".echo", "#echo");
        spell(directives, DirectiveKind.ERROR, ".error", "#error");
        spell(directives, DirectiveKind.DEFINE, "#define", ".define");
        spell(directives, DirectiveKind.DEFINE_CONTINUE, "#defcont");
        spell(directives, DirectiveKind.UNDEF, "#undef", ".undef", "#undefine", ".undefine");
        spell(directives, DirectiveKind.IF, "#if", ".if", "if");
        spell(directives, DirectiveKind.IFDEF, "#ifdef", ".ifdef", "ifdef");
        spell(directives, DirectiveKind.IFNDEF, "#ifndef", ".ifndef", "ifndef");
        spell(directives, DirectiveKind.ELIF, "#elif", ".elif", "#elseif", ".elseif", "elseif");
        spell(directives, DirectiveKind.ELSE, "#else", ".else", "else");
        spell(directives, DirectiveKind.ENDIF, "#endif", ".endif", "endif");
        spell(directives, DirectiveKind.MACRO, "#macro", ".macro", "macro");
        spell(directives, DirectiveKind.ENDMACRO, "#endmacro", ".endmacro", ".endm", "endm");
        spell(directives, DirectiveKind.REPT, ".rept", "rept");
        spell(directives, DirectiveKind.ENDREPT, ".endr", "endr");
        spell(directives, DirectiveKind.LOCAL, "local", ".local");
        spell(directives, DirectiveKind.CPU, ".z80");
        spell(directives, DirectiveKind.ADDINSTR, ".addinstr", "#addinstr");
        return directives;
    }

    private static void spell(Map<String, DirectiveKind> directives, DirectiveKind kind, String... spellings) {
        for (String spelling : spellings) {
            directives.put(spelling, kind);
        }
    }
}
