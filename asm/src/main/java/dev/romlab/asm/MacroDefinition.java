package dev.romlab.asm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A macro: its parameters and body lines as written. Calls substitute arguments for parameters (whole words,
 * outside quotes) and give the expansion its own scope for local labels and {@code local} names.
 *
 * @param name          the name calls use (case-sensitive)
 * @param parameters    the parameter names
 * @param parenthesized whether calls write their arguments in parentheses, {@code name(a,b)} (spasm-ng)
 * @param body          the lines between the start and the end of the definition
 * @param definedAt     where the definition starts
 */
record MacroDefinition(String name, List<String> parameters, boolean parenthesized, List<SourceLine> body,
        String definedAt) {

    MacroDefinition {
        parameters = List.copyOf(parameters);
        body = List.copyOf(body);
    }

    /** ca65's pseudo-variable: how many arguments the call gave. */
    private static final String PARAMETER_COUNT = ".paramcount";

    /**
     * The body of the {@code expansion}-th call with {@code arguments} (as many as parameters, {@code given} of them
     * written by the call): parameters replaced by their arguments, the names of {@code local} lines made local
     * labels of the expansion, the {@code local} lines themselves left out; where the dialect has ca65's token
     * functions, {@code .paramcount} replaced by {@code given}.
     */
    List<SourceLine> expand(List<String> arguments, int given, int expansion, SourceDialect dialect) {
        LexicalRules lexical = dialect.lexical();
        Map<String, String> replacements = new HashMap<>();
        for (int i = 0; i < Math.min(arguments.size(), parameters.size()); i++) {
            replacements.put(parameters.get(i), arguments.get(i));
        }
        List<SourceLine> kept = new ArrayList<>();
        for (SourceLine line : body) {
            LineStart start = LineStart.of(line, dialect);
            if (start.firstKind() != DirectiveKind.LOCAL) {
                kept.add(line);
                continue;
            }
            for (String local : start.afterFirst().text().split(",")) {
                String name = local.trim();
                replacements.put(name, !dialect.expansionLocals() ? name + lexical.localLabelPrefix() + expansion
                        : lexical.localLabelPrefix() != 0 ? lexical.localLabelPrefix() + name : name + "_" + expansion);
            }
        }
        List<SourceLine> expanded = new ArrayList<>();
        for (SourceLine line : kept) {
            String text = lexical.macroParameterMark() != 0 ? numberedReplaced(line.text(), arguments, lexical)
                    : WordReplacer.replace(line.text(), lexical, replacements);
            if (dialect.tokenFunctions()) {
                text = WordReplacer.replaceKeyword(text, lexical, PARAMETER_COUNT, Integer.toString(given));
            }
            expanded.add(new SourceLine(line.file(), line.number(), text));
        }
        return expanded;
    }

    /**
     * {@code text} with xas99's numbered parameters outside quotes ({@code #1}, {@code #2} ...) replaced by the
     * arguments; a number past the last argument stays as written, so that its line reports it.
     */
    private static String numberedReplaced(String text, List<String> arguments, LexicalRules lexical) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            if (lexical.opensQuote(text, i)) {
                int end = lexical.quoteEnd(text, i);
                end = end < 0 ? text.length() : end;
                out.append(text, i, end);
                i = end;
                continue;
            }
            int digits = i + 1;
            while (text.charAt(i) == lexical.macroParameterMark() && digits < text.length()
                    && Character.isDigit(text.charAt(digits))) {
                digits++;
            }
            if (digits > i + 1) {
                int number = digits - i > 6 ? 0 : Integer.parseInt(text.substring(i + 1, digits));
                out.append(number >= 1 && number <= arguments.size() ? arguments.get(number - 1)
                        : text.substring(i, digits));
                i = digits;
                continue;
            }
            out.append(text.charAt(i++));
        }
        return out.toString();
    }
}
