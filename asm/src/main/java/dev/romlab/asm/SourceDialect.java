package dev.romlab.asm;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Everything about how one assembler community writes source, as data: lexical rules, the spellings of the
 * shared directives, and the expression operators. The core ({@link Assembler}) reads source only through a
 * dialect, so a new CPU's syntax is a new {@code SourceDialect} (plus its {@link InstructionSet}), not a fork.
 *
 * @param name       a short name for messages ({@code z80})
 * @param lexical    comments, separators, quotes, symbols, numbers
 * @param directives directive spellings (matched in any case) to what they do; {@code "="} may map to
 *                   {@link DirectiveKind#EQU}
 * @param operators  the expression operators with their precedence and associativity
 * @param hereIsDataItem whether the current address ({@code *}) inside a data list ({@code .byte}, {@code .word})
 *                   is the address of the item being emitted, as in ca65 ({@code .word *, *} gives two addresses
 *                   two apart), rather than the statement's, as in pasmo and spasm-ng
 * @param features   the names {@link DirectiveKind#FEATURE} accepts (ca65's {@code .feature pc_assignment}): what the
 *                   dialect always does, so turning it on changes nothing; any other name is reported
 * @param missingArgumentsBlank whether a macro called with fewer arguments than it has parameters gets the missing
 *                   ones empty (ca65, which tests them with {@code .ifblank}) rather than an error
 * @param tokenFunctions whether ca65's token pseudo-functions ({@code .string(x)}, {@code .xmatch(a, b)} ...) are
 *                   replaced before a line is read ({@link TokenFunctions})
 * @param expansionLocals whether a macro expansion is a scope of local labels ({@code .loop} defined in it is its
 *                   own, as in pasmo and spasm-ng) and {@code local} names become such labels; ca65's cheap locals
 *                   ({@code @loop}) belong to the ordinary label above wherever they are written, and its
 *                   {@code .local} names are ordinary labels of the expansion ({@code name@3}), which start a new
 *                   cheap-local scope as in ca65
 * @param utf8Strings whether a character above 127 in a string stores its UTF-8 bytes, as the byte-oriented
 *                   assemblers (spasm-ng, pasmo, ca65) store the bytes of a UTF-8 source ({@code "é"} is C3 A9), rather
 *                   than one byte of its code, as xas99 (Python, reading characters) stores it ({@code E9})
 * @param operandFormsAsWritten whether an instruction's operand form is taken from the operand as written, before
 *                   text macros are replaced, as spasm-ng matches it: after {@code #define PAGE (0)},
 *                   {@code ld a,PAGE} loads the number 0 (the operand {@code PAGE} is no {@code (address)}), where
 *                   replacing first would give {@code ld a,(0)}, a load from memory ({@link DefineTable})
 */
public record SourceDialect(String name, LexicalRules lexical, Map<String, DirectiveKind> directives,
        OperatorTable operators, boolean hereIsDataItem, Set<String> features, boolean missingArgumentsBlank,
        boolean tokenFunctions, boolean expansionLocals, boolean utf8Strings, boolean operandFormsAsWritten) {

    /**
     * A dialect whose current address in a data list is the statement's, without {@link DirectiveKind#FEATURE}s,
     * whose macros take exactly as many arguments as they have parameters, without token pseudo-functions.
     */
    public SourceDialect(String name, LexicalRules lexical, Map<String, DirectiveKind> directives,
            OperatorTable operators) {
        this(name, lexical, directives, operators, false, Set.of(), false, false, true, false, false);
    }

    /** This dialect with strings stored as UTF-8 bytes ({@link #utf8Strings()}). */
    public SourceDialect withUtf8Strings() {
        return new SourceDialect(name, lexical, directives, operators, hereIsDataItem, features,
                missingArgumentsBlank, tokenFunctions, expansionLocals, true, operandFormsAsWritten);
    }

    /** This dialect with operand forms taken as written, before text macros ({@link #operandFormsAsWritten()}). */
    public SourceDialect withOperandFormsAsWritten() {
        return new SourceDialect(name, lexical, directives, operators, hereIsDataItem, features,
                missingArgumentsBlank, tokenFunctions, expansionLocals, utf8Strings, true);
    }

    public SourceDialect {
        Map<String, DirectiveKind> lowerCase = new HashMap<>();
        directives.forEach((spelling, kind) -> lowerCase.put(spelling.toLowerCase(Locale.ROOT), kind));
        directives = Map.copyOf(lowerCase);
        features = Set.copyOf(features);
    }

    /** What the directive spelled {@code word} does, or null when {@code word} is no directive. */
    public DirectiveKind directive(String word) {
        return directives.get(word.toLowerCase(Locale.ROOT));
    }

    /** A parser for this dialect's expressions. */
    public ExpressionParser expressionParser() {
        return new ExpressionParser(lexical, operators);
    }
}
