package dev.romlab.asm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What happens to a source line before its statements are assembled, for one pass: text macros
 * ({@code #define}, {@code #undef}), conditionals ({@code #if} ... {@code #endif}), macro definitions and calls,
 * repetitions. Lines that belong to the preprocessor are taken whole; a skipped line is dropped; any other line
 * comes back with its text macros replaced. Spellings come from the {@link SourceDialect}.
 */
final class Preprocessor {

    /** The largest repetition count. */
    static final int MAX_REPEATS = 65_536;

    /** What the preprocessor needs from the pass that reads the lines. */
    interface Pass {

        /** Reports an error at a column of the line being read. */
        void error(SourceText where, String message);

        /** Reports an error at a column of {@code line} (the start of a block). */
        void errorAt(SourceLine line, int column, String message);

        /** Whether {@code value} lies in {@code [min, max]}, reporting it at {@code where} when not. */
        boolean checkRange(long value, long min, long max, SourceText where);

        /**
         * The value of an expression that decides the layout ({@code #if}, {@code .rept}), counted as a statement
         * of its own; empty (reported) when it cannot be computed or uses a symbol defined further down.
         */
        OptionalLong layoutValue(SourceText expression);

        /**
         * The value of an xas99 condition's operand: symbols not defined above this point count as 0, as xas99's
         * preprocessor, which runs in its first pass, takes them; empty (reported) on a syntax error.
         */
        OptionalLong valueOrZero(SourceText expression);

        /** The value of an expression when every symbol in it is defined above, else empty (nothing reported). */
        OptionalLong constantValue(String expression);

        /** Whether {@code word} is one of the CPU's mnemonics. */
        boolean isMnemonic(String word);

        /** Whether {@code name} was used in an expression above ({@code .ifref}). */
        boolean isReferenced(String name);

        /** What ca65's {@code .sizeof(name)} gives here, or empty when no size of that name is known above. */
        OptionalLong sizeOf(String name);

        /** Whether {@code name} is a symbol defined above this point or on the command line. */
        boolean isSymbolDefined(String name);

        /** Starts reading {@code frame} (a macro expansion or repetition), unless that nests too deep. */
        void enter(SourceFrame frame, SourceText where);

        /** Lists {@code line} without an address (a definition, a directive of the preprocessor). */
        void list(SourceLine line);

        /** The line being read, as diagnostics and notes name it. */
        SourceLine currentLine();
    }

    private final SourceDialect dialect;
    private final LexicalRules lexical;
    private final LineSplitter splitter;
    private final Pass pass;
    private final ConditionalStack conditions = new ConditionalStack();
    private final DefineTable defines;
    private final TokenFunctions tokenFunctions;
    private final Map<String, MacroDefinition> macros = new HashMap<>();
    private final NamesInAnyCase macroNamesInAnyCase = new NamesInAnyCase();
    /** The name of the last {@code #define}, which {@code #defcont} continues. */
    private String lastDefine;
    private BlockRecorder recorder;
    private int expansions;

    Preprocessor(SourceDialect dialect, Pass pass) {
        this.dialect = dialect;
        this.lexical = dialect.lexical();
        this.splitter = new LineSplitter(lexical);
        this.pass = pass;
        this.defines = new DefineTable(lexical, dialect.operandFormsAsWritten());
        this.tokenFunctions = dialect.tokenFunctions() ? new TokenFunctions(lexical, new TokenContext()) : null;
    }

    /**
     * Takes {@code line}: null when the preprocessor keeps it (a definition, a conditional, a line recorded into
     * a block or skipped), else the text to assemble, text macros replaced.
     */
    String line(SourceLine line) {
        LineStart start = LineStart.of(line, dialect);
        if (recorder != null) {
            pass.list(line);
            if (recorder.take(line, start.firstKind(), start.secondKind())) {
                finishBlock();
            }
            return null;
        }
        DirectiveKind kind = start.firstKind();
        if (kind != null && kind.isConditional()) {
            conditional(kind, start, line);
            return null;
        }
        if (!conditions.active()) {
            return null;
        }
        if (kind == DirectiveKind.DEFINE || kind == DirectiveKind.UNDEF || kind == DirectiveKind.DEFINE_CONTINUE) {
            pass.list(line);
            textMacro(kind, start);
            return null;
        }
        if (kind == DirectiveKind.MACRO || kind == DirectiveKind.REPT
                || (start.secondKind() == DirectiveKind.MACRO && lexical.isSymbol(start.first().text()))) {
            pass.list(line);
            startBlock(start, line);
            return null;
        }
        String expanded = expandTextMacros(definedReplaced(line.text()));
        return expanded == null ? null : functionsReplaced(expanded, 1);
    }

    /**
     * {@code text} with the dialect's token pseudo-functions replaced (ca65's {@code .string(x)}), its comment dropped
     * if anything changed; null after an error.
     */
    private String functionsReplaced(String text, int column) {
        if (tokenFunctions == null || !tokenFunctions.mayHoldCall(text)) {
            return text;
        }
        String code = text.substring(0, lexical.codeEnd(text));
        String replaced = tokenFunctions.replace(code, column);
        return replaced == null || !replaced.equals(code) ? replaced : text;
    }

    /**
     * {@code text} with ca65's {@code .defined(NAME)} replaced by 1 or 0 wherever an expression may stand, not only
     * in conditions (only the prefixed spelling: {@code defined} is an ordinary name outside {@code #if}).
     */
    private String definedReplaced(String text) {
        int codeEnd = lexical.codeEnd(text);
        String code = text.substring(0, codeEnd);
        String replaced = DefinedOperator.replacePrefixed(code, lexical, this::isDefined);
        return replaced.equals(code) ? text : replaced + text.substring(codeEnd);
    }

    /**
     * The macro called {@code name}, or null. Where the dialect calls macros with a prefix ({@code .fill}), only a
     * word with it calls one, and the name is matched in any case, as the dialect's directives are; elsewhere, where
     * the dialect's names match in any case, the one macro whose name differs only in case.
     */
    MacroDefinition macro(String name) {
        char prefix = lexical.macroCallPrefix();
        if (prefix != 0) {
            return name.length() > 1 && name.charAt(0) == prefix ? macros.get(macroKey(name.substring(1))) : null;
        }
        MacroDefinition macro = macros.get(name);
        if (macro != null || !lexical.symbolsMatchAnyCase()) {
            return macro;
        }
        String found = macroNamesInAnyCase.find(name);
        return found == null ? null : macros.get(found);
    }

    /** The key a macro is kept under: its name, in lower case where calls are prefixed (xas99 ignores case). */
    private String macroKey(String name) {
        return lexical.macroCallPrefix() == 0 ? name : name.toLowerCase(Locale.ROOT);
    }

    /** The operand field of a fixed-field line: up to its first blank, the rest being the comment field. */
    private SourceText operandField(SourceText text) {
        return lexical.fixedFields() ? text.slice(0, lexical.operandFieldEnd(text.text(), 0)) : text;
    }

    /** Defines the text macro {@code name} (no parameters) before the source is read ({@code -D NAME="text"}). */
    void predefine(String name, String body) {
        defines.define(name, null, body);
    }

    /** The text macros without parameters defined when the pass ends, name to body. */
    Map<String, String> plainDefines() {
        return defines.plainDefines();
    }

    /** Reports a block or conditional still open at the end of the source. */
    void finish() {
        if (recorder != null) {
            SourceLine start = recorder.start();
            pass.errorAt(start, 1, "'" + LineStart.of(start, dialect).first().text() + "' block is never closed "
                    + "(missing '" + (recorder.kind() == DirectiveKind.MACRO ? "endm" : "endr") + "')");
        }
        SourceLine open = conditions.firstOpen();
        if (open != null) {
            pass.errorAt(open, 1, "'" + LineStart.of(open, dialect).first().text() + "' is never closed (missing "
                    + "'endif')");
        }
    }

    /** Calls {@code macro} with the arguments written after its name ({@code head}). */
    void call(MacroDefinition macro, SourceText head, SourceText argumentText) {
        SourceText text = argumentText;
        if (macro.parenthesized() && text.text().startsWith("(") && text.text().endsWith(")")) {
            text = text.slice(1, text.text().length() - 1);
        }
        List<SourceText> arguments = new ArrayList<>(splitter.operands(text));
        if (dialect.missingArgumentsBlank() && arguments.size() == 1 && arguments.get(0).isEmpty()) {
            arguments.clear();
        }
        int given = arguments.size();
        if (dialect.missingArgumentsBlank()) {
            while (arguments.size() < macro.parameters().size()) {
                arguments.add(new SourceText("", head.column()));
            }
        }
        if (lexical.macroParameterMark() == 0 && arguments.size() != macro.parameters().size()) {
            pass.error(head, "macro '" + macro.name() + "' takes " + macro.parameters().size() + " argument"
                    + (macro.parameters().size() == 1 ? "" : "s") + ", not " + arguments.size());
            return;
        }
        expansions++;
        List<SourceLine> expanded = macro.expand(arguments.stream().map(SourceText::text).toList(), given,
                expansions, dialect);
        String scope = macro.name() + SymbolTable.HIDDEN_MARK + expansions;
        pass.enter(new SourceFrame(null, expanded, 1, "in macro '" + macro.name() + "' called at "
                + pass.currentLine().where(head.column()), scope).startedInside(conditions.depth()), head);
    }

    /** {@code text} with its text macros replaced (its comment dropped if anything changed), or null on error. */
    private String expandTextMacros(String text) {
        String code = text.substring(0, lexical.codeEnd(text));
        try {
            String expanded = defines.expand(code);
            return expanded.equals(code) ? text : expanded;
        } catch (DefineTable.DefineException e) {
            pass.error(new SourceText("", e.column()), e.getMessage());
            return null;
        }
    }

    private void textMacro(DirectiveKind kind, LineStart start) {
        SourceText rest = start.afterFirst();
        if (kind == DirectiveKind.DEFINE_CONTINUE) {
            if (lastDefine == null || !defines.isDefined(lastDefine)) {
                pass.error(start.first(), "'" + start.first().text() + "' continues a #define, but none stands above "
                        + "it");
            } else {
                defines.append(lastDefine, " " + rest.text());
            }
            return;
        }
        int nameEnd = lexical.symbolEnd(rest.text(), 0);
        if (nameEnd == 0 || lexical.isLocal(rest.text())) {
            pass.error(start.first(), "'" + start.first().text() + "' needs a name");
            return;
        }
        String name = rest.text().substring(0, nameEnd);
        if (kind == DirectiveKind.UNDEF) {
            defines.undefine(name);
            return;
        }
        List<String> parameters = null;
        int bodyStart = nameEnd;
        if (nameEnd < rest.text().length() && rest.text().charAt(nameEnd) == '(') {
            int close = rest.text().indexOf(')', nameEnd);
            if (close < 0) {
                pass.error(rest.slice(nameEnd, nameEnd + 1), "missing ')' after the parameters of '" + name + "'");
                return;
            }
            parameters = parameterNames(rest.slice(nameEnd + 1, close));
            if (parameters == null) {
                return;
            }
            bodyStart = close + 1;
        }
        defines.define(name, parameters, rest.text().substring(bodyStart).trim());
        lastDefine = name;
    }

    /** The comma-separated names in {@code text}; reports a name that is not a symbol and returns null. */
    private List<String> parameterNames(SourceText text) {
        List<String> names = new ArrayList<>();
        for (SourceText name : splitter.operands(text)) {
            if (!lexical.isSymbol(name.text()) || lexical.isLocal(name.text())) {
                pass.error(name.isEmpty() ? text : name, "'" + name.text() + "' is not a valid parameter name");
                return null;
            }
            names.add(name.text());
        }
        return names;
    }

    private void conditional(DirectiveKind kind, LineStart start, SourceLine line) {
        String word = start.first().text();
        String problem = null;
        switch (kind) {
            case IF:
                conditions.open(() -> condition(start.afterFirst()), line);
                break;
            case IFDEF:
            case IFNDEF:
                conditions.open(() -> isDefined(start, kind == DirectiveKind.IFDEF), line);
                break;
            case IFBLANK:
            case IFNBLANK:
                conditions.open(() -> start.afterFirst().isEmpty() == (kind == DirectiveKind.IFBLANK), line);
                break;
            case IF_EQUAL:
            case IF_NOT_EQUAL:
            case IF_GREATER:
            case IF_GREATER_OR_EQUAL:
            case IF_LESS:
            case IF_LESS_OR_EQUAL:
                conditions.open(() -> comparison(kind, start), line);
                break;
            case IFCONST:
                conditions.open(() -> isConstant(start.afterFirst()), line);
                break;
            case IFREF:
            case IFNREF:
                conditions.open(() -> isReferenced(start, kind == DirectiveKind.IFREF), line);
                break;
            case IF_THIS_CPU:
            case IF_OTHER_CPU:
                conditions.open(() -> kind == DirectiveKind.IF_THIS_CPU, line);
                break;
            case ELIF:
                problem = conditions.elseIf(() -> condition(start.afterFirst()), word);
                break;
            case ELSE:
                problem = conditions.otherwise(word);
                break;
            default:
                problem = conditions.close(word);
                break;
        }
        if (problem != null) {
            pass.error(start.first(), problem);
        }
    }

    /** {@code #if} and {@code #elif}: text macros replaced, {@code defined(NAME)} known, no forward references. */
    private boolean condition(SourceText expression) {
        if (expression.isEmpty()) {
            pass.error(expression, "missing condition");
            return false;
        }
        String expanded = expandTextMacros(DefinedOperator.replace(expression.text(), lexical, this::isDefined));
        if (expanded != null) {
            expanded = functionsReplaced(expanded, expression.column());
        }
        if (expanded == null) {
            return false;
        }
        OptionalLong value = pass.layoutValue(new SourceText(expanded, expression.column()));
        return value.isPresent() && value.getAsLong() != 0;
    }

    /** xas99's {@code .ifeq a[,b]} and its kin: a and b (0 when left out) compared as unsigned 16-bit words. */
    private boolean comparison(DirectiveKind kind, LineStart start) {
        SourceText field = operandField(start.afterFirst());
        List<SourceText> operands = splitter.operands(field);
        if (field.isEmpty() || operands.size() > 2) {
            pass.error(field.isEmpty() ? start.first() : field, "'" + start.first().text() + "' takes one or two "
                    + "values");
            return false;
        }
        OptionalLong first = pass.valueOrZero(operands.get(0));
        OptionalLong second = operands.size() == 2 ? pass.valueOrZero(operands.get(1)) : OptionalLong.of(0);
        if (first.isEmpty() || second.isEmpty()) {
            return false;
        }
        int order = Long.compare(first.getAsLong() & 0xFFFF, second.getAsLong() & 0xFFFF);
        return switch (kind) {
            case IF_EQUAL -> order == 0;
            case IF_NOT_EQUAL -> order != 0;
            case IF_GREATER -> order > 0;
            case IF_GREATER_OR_EQUAL -> order >= 0;
            case IF_LESS -> order < 0;
            default -> order <= 0;
        };
    }

    /** {@code .ifconst expr}: whether the value is known here (every symbol in it defined above). */
    private boolean isConstant(SourceText expression) {
        if (expression.isEmpty()) {
            pass.error(expression, "missing expression");
            return false;
        }
        String expanded = expandTextMacros(definedReplaced(expression.text()));
        expanded = expanded == null ? null : functionsReplaced(expanded, expression.column());
        return expanded != null && pass.constantValue(expanded).isPresent();
    }

    /** {@code .ifref NAME} / {@code .ifnref NAME}: whether NAME was used in an expression above. */
    private boolean isReferenced(LineStart start, boolean wanted) {
        String name = oneName(start);
        return name != null && pass.isReferenced(name) == wanted;
    }

    /** The one name after a conditional ({@code .ifdef NAME}), or null (reported). */
    private String oneName(LineStart start) {
        SourceText name = start.second();
        SourceText rest = lexical.fixedFields() ? operandField(start.afterFirst()).slice(name.text().length(),
                operandField(start.afterFirst()).text().length()) : start.afterSecond();
        if (!lexical.isSymbol(name.text()) || !rest.isEmpty()) {
            pass.error(start.afterFirst().isEmpty() ? start.first() : start.afterFirst(),
                    "'" + start.first().text() + "' takes one name");
            return null;
        }
        return name.text();
    }

    /** Leaves a macro expansion early ({@code .exitmacro}): its open conditional blocks end with it. */
    void leaveMacro(SourceFrame expansion) {
        conditions.closeDownTo(expansion.conditionalDepth());
    }

    private boolean isDefined(LineStart start, boolean wanted) {
        String name = oneName(start);
        return name != null && isDefined(name) == wanted;
    }

    /** A text macro, a macro, or a symbol defined above this point (or on the command line). */
    private boolean isDefined(String name) {
        return defines.isDefined(name) || macro(name) != null || pass.isSymbolDefined(name);
    }

    /** What the token pseudo-functions ask of this pass. */
    private final class TokenContext implements TokenFunctions.Context {

        @Override
        public OptionalLong value(SourceText expression) {
            return pass.layoutValue(expression);
        }

        @Override
        public OptionalLong constantValue(String expression) {
            return pass.constantValue(expression);
        }

        @Override
        public boolean isMnemonic(String word) {
            return pass.isMnemonic(word);
        }

        @Override
        public OptionalLong sizeOf(String name) {
            return pass.sizeOf(name);
        }

        @Override
        public void error(SourceText where, String message) {
            pass.error(where, message);
        }
    }

    private void startBlock(LineStart start, SourceLine line) {
        if (start.firstKind() == DirectiveKind.REPT) {
            startRepetition(start, line);
            return;
        }
        recorder = BlockRecorder.macro(new MacroDefinition("", List.of(), false, List.of(), ""), line);
        boolean labelFirst = start.firstKind() != DirectiveKind.MACRO;
        SourceText nameAndParameters = labelFirst ? start.first() : start.afterFirst();
        String text = nameAndParameters.text();
        int nameEnd = lexical.symbolEnd(text, 0);
        if (nameEnd == 0 || lexical.isLocal(text)) {
            pass.error(start.first(), "'" + start.first().text() + "' needs a name");
            return;
        }
        if (lexical.macroParameterMark() != 0) {
            // xas99's .defm NAME: no parameter list (the body says #1, #2 ...); the rest is the comment field.
            SourceText field = operandField(nameAndParameters);
            if (field.text().length() != nameEnd) {
                pass.error(field, "'" + start.first().text() + "' takes one name");
                return;
            }
            recorder = BlockRecorder.macro(new MacroDefinition(macroKey(text.substring(0, nameEnd)), List.of(), false,
                    List.of(), line.where(start.first().column())), line);
            return;
        }
        SourceText parameterText = labelFirst ? start.afterSecond() : nameAndParameters.slice(nameEnd, text.length());
        boolean parenthesized = parameterText.text().startsWith("(") && parameterText.text().endsWith(")");
        if (parenthesized) {
            parameterText = parameterText.slice(1, parameterText.text().length() - 1);
        }
        List<String> parameters = parameterNames(parameterText);
        if (parameters != null) {
            recorder = BlockRecorder.macro(new MacroDefinition(text.substring(0, nameEnd), parameters, parenthesized,
                    List.of(), line.where(start.first().column())), line);
        }
    }

    /**
     * {@code .rept COUNT} or, in ca65, {@code .repeat COUNT, NAME}: NAME then stands for the round in the body. An
     * error records the block all the same (so that its end is found) and repeats it 0 times.
     */
    private void startRepetition(LineStart start, SourceLine line) {
        SourceText field = operandField(start.afterFirst());
        List<SourceText> operands = splitter.operands(field);
        if (field.isEmpty() || operands.size() > 2) {
            pass.error(start.first(), "'" + start.first().text() + "' needs a count"
                    + (operands.size() > 2 ? " and at most a counter name" : ""));
            recorder = BlockRecorder.repetition(0, null, line);
            return;
        }
        String counter = null;
        if (operands.size() == 2) {
            SourceText name = operands.get(1);
            if (!lexical.isSymbol(name.text()) || lexical.isLocal(name.text())) {
                pass.error(name.isEmpty() ? start.first() : name, "'" + name.text() + "' is not a valid counter name");
                recorder = BlockRecorder.repetition(0, null, line);
                return;
            }
            counter = name.text();
        }
        recorder = BlockRecorder.repetition(repeatCount(operands.get(0)), counter, line);
    }

    /** The count of a {@code .rept}: 0 (reported) when it is not computable or out of range. */
    private int repeatCount(SourceText expression) {
        OptionalLong count = pass.layoutValue(expression);
        boolean valid = count.isPresent() && pass.checkRange(count.getAsLong(), 0, MAX_REPEATS, expression);
        return valid ? (int) count.getAsLong() : 0;
    }

    private void finishBlock() {
        BlockRecorder block = recorder;
        recorder = null;
        if (block.kind() == DirectiveKind.REPT) {
            if (block.repeats() > 0 && !block.body().isEmpty()) {
                SourceLine start = block.start();
                SourceFrame.RoundCounter counter = block.counter() == null ? null
                        : new SourceFrame.RoundCounter(block.counter(), lexical);
                pass.enter(new SourceFrame(null, block.body(), block.repeats(), "in repetition at "
                        + start.where(LineStart.of(start, dialect).first().column()), null, counter),
                        new SourceText("", 1));
            }
            return;
        }
        MacroDefinition macro = block.macro();
        if (macro.name().isEmpty()) {
            return;
        }
        MacroDefinition earlier = macros.putIfAbsent(macro.name(), macro);
        macroNamesInAnyCase.add(macro.name());
        if (earlier != null) {
            pass.errorAt(block.start(), 1, "macro '" + macro.name() + "' is already defined (at "
                    + earlier.definedAt() + ")");
        }
    }
}
