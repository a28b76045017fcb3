package dev.romlab.asm.tms9900;

import dev.romlab.asm.BinaryOperator;
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
 * How TI-99/4A programmers write TMS9900 source: the TI Editor/Assembler's syntax (Editor/Assembler manual), as
 * xas99 reads it. Only data: fixed fields (label in column 1, then mnemonic, operands and a comment field without
 * any mark; {@code *} in column 1 for a comment line), {@code >} hex, {@code :} binary, {@code 'c'} and {@code 'AB'},
 * {@code $} the current address, expressions strictly left to right. xas99's relaxed spellings are read by default:
 * any case for mnemonics and directives, {@code ;} comments, labels of any length with {@code .} and {@code $}
 * after the first character ({@code w$0000}, {@code edb.top}), {@code & | ^} (left to right as well). asm/README.md, "TMS9900 source syntax", lists the choices.
 */
public final class EditorAssemblerDialect {

    private static final SourceDialect INSTANCE = new SourceDialect("tms9900",
            new LexicalRules(';', (char) 0, "'\"", true, false, true, true, ".", (char) 0,
                    EnumSet.of(NumberForm.GREATER_HEX, NumberForm.COLON_BINARY, NumberForm.DECIMAL), '$', false,
                    true, ".$").withRelativeLabels('!').withNumberedMacros('.', '#'),
            directives(), operators());

    private EditorAssemblerDialect() {
    }

    public static SourceDialect instance() {
        return INSTANCE;
    }

    /** Editor/Assembler: {@code + - * /} without precedence; xas99 adds {@code & | ^}. */
    private static OperatorTable operators() {
        Map<String, BinaryOperator> binaries = Map.of("+", BinaryOperator.ADD, "-", BinaryOperator.SUBTRACT,
                "*", BinaryOperator.MULTIPLY, "/", BinaryOperator.DIVIDE, "&", BinaryOperator.AND,
                "|", BinaryOperator.OR, "^", BinaryOperator.XOR);
        return OperatorTable.leftToRight(binaries, Map.of("-", UnaryOperator.NEGATE, "+", UnaryOperator.PLUS));
    }

    private static Map<String, DirectiveKind> directives() {
        Map<String, DirectiveKind> directives = new HashMap<>();
        directives.put("AORG", DirectiveKind.ORG);
        directives.put("RORG", DirectiveKind.RELOCATABLE_ORG);
        directives.put("DORG", DirectiveKind.DUMMY_ORG);
        directives.put("BSS", DirectiveKind.SPACE);
        directives.put("BES", DirectiveKind.SPACE_LABEL_AFTER);
        directives.put("DATA", DirectiveKind.WORDS);
        directives.put("BYTE", DirectiveKind.BYTES);
        directives.put("TEXT", DirectiveKind.BYTES);
        directives.put("STRI", DirectiveKind.BYTES_LENGTH_PREFIXED);
        directives.put("EQU", DirectiveKind.EQU);
        directives.put("EVEN", DirectiveKind.EVEN);
        directives.put("END", DirectiveKind.END);
        directives.put("REF", DirectiveKind.EXTERNAL);
        directives.put("SREF", DirectiveKind.EXTERNAL);
        directives.put("COPY", DirectiveKind.INCLUDE);
        directives.put("LIST", DirectiveKind.LIST);
        directives.put("UNL", DirectiveKind.NOLIST);
        // A one-file image links nothing and prints no pages: DEF (entry names), IDT (program name), TITL (page
        // title) and PAGE (a page break) change no byte. xas99 ignores TI's data and common segments too (its
        // source lists them with UNL and PAGE): their bytes stay where they stand, in the section around them.
        for (String name : new String[] {"DEF", "IDT", "TITL", "PAGE", "DSEG", "DEND", "CSEG", "CEND", "PSEG",
                "PEND", "LOAD"}) {
            directives.put(name, DirectiveKind.NO_EFFECT);
        }
        // xas99's preprocessor: conditions, macros (.defm NAME, called as .NAME with #1, #2 ... in the body),
        // repetition and messages.
        directives.put(".IFDEF", DirectiveKind.IFDEF);
        directives.put(".IFNDEF", DirectiveKind.IFNDEF);
        directives.put(".IFEQ", DirectiveKind.IF_EQUAL);
        directives.put(".IFNE", DirectiveKind.IF_NOT_EQUAL);
        directives.put(".IFGT", DirectiveKind.IF_GREATER);
        directives.put(".IFGE", DirectiveKind.IF_GREATER_OR_EQUAL);
        directives.put(".IFLT", DirectiveKind.IF_LESS);
        directives.put(".IFLE", DirectiveKind.IF_LESS_OR_EQUAL);
        directives.put(".ELSE", DirectiveKind.ELSE);
        directives.put(".ENDIF", DirectiveKind.ENDIF);
        directives.put(".DEFM", DirectiveKind.MACRO);
        directives.put(".ENDM", DirectiveKind.ENDMACRO);
        directives.put(".REPT", DirectiveKind.REPT);
        directives.put(".ENDR", DirectiveKind.ENDREPT);
        directives.put(".ERROR", DirectiveKind.ERROR);
        directives.put(".PRINT", DirectiveKind.ECHO);
        return directives;
    }
}
