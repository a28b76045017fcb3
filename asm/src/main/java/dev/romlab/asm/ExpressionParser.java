package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses expressions by a dialect's rules ({@link LexicalRules} for numbers, characters, symbols and the current
 * address; {@link OperatorTable} for operators) with an explicit operator stack (Dijkstra's shunting-yard), so a
 * sum of 20,000 terms or 2,000 nested parentheses never recurses. Nesting (open parentheses and pending prefix
 * operators) deeper than {@value #MAX_NESTING} is reported at the column where it goes too deep.
 */
public final class ExpressionParser {

    /** The deepest nesting of parentheses and prefix operators accepted. */
    public static final int MAX_NESTING = 1_000;

    private final LexicalRules lexical;
    private final OperatorTable operators;

    public ExpressionParser(LexicalRules lexical, OperatorTable operators) {
        this.lexical = lexical;
        this.operators = operators;
    }

    /** A pending operator or open parenthesis on the operator stack. */
    private record Pending(Expression.Term term, int precedence, boolean rightAssociative, int column) {

        boolean isParenthesis() {
            return term == null;
        }
    }

    /** Parses the whole of {@code source}; anything left over is an error. */
    public Expression parse(SourceText source) throws ExpressionException {
        String text = source.text();
        int base = source.column();
        List<Expression.Term> output = new ArrayList<>();
        List<Pending> stack = new ArrayList<>();
        boolean expectOperand = true;
        int position = 0;
        while (true) {
            position = skipSpaces(text, position);
            int column = base + position;
            if (expectOperand) {
                if (position >= text.length()) {
                    throw new ExpressionException(column, "expected an expression");
                }
                int reusableEnd = lexical.reusableReferenceEnd(text, position);
                if (reusableEnd > position) {
                    // spasm-ng's -_ and ++_ are one reference each, not a sign before the label _.
                    output.add(new Expression.Symbol(text.substring(position, reusableEnd), column));
                    position = reusableEnd;
                    expectOperand = false;
                    continue;
                }
                int relativeEnd = lexical.relativeLabelEnd(text, position, true);
                if (relativeEnd > position) {
                    // xas99's -!loop is one reference (the last !loop before), not a negated !loop.
                    output.add(new Expression.Symbol(text.substring(position, relativeEnd), column));
                    position = relativeEnd;
                    expectOperand = false;
                    continue;
                }
                OperatorTable.Unary unary = operators.unaryAt(text, position, lexical);
                if (text.charAt(position) == '(' || unary != null) {
                    if (stack.size() >= MAX_NESTING) {
                        throw new ExpressionException(column, "expression nested deeper than " + MAX_NESTING
                                + " levels (parentheses and prefix operators)");
                    }
                    boolean parenthesis = text.charAt(position) == '(';
                    stack.add(parenthesis ? new Pending(null, 0, false, column)
                            : new Pending(new Expression.Unary(unary.operator(), column), unary.precedence(), true,
                                    column));
                    position += parenthesis ? 1 : unary.spelling().length();
                    continue;
                }
                position = operand(text, position, base, output);
                expectOperand = false;
                continue;
            }
            if (position >= text.length()) {
                break;
            }
            if (text.charAt(position) == ')') {
                if (!popUntilParenthesis(stack, output)) {
                    break;
                }
                position++;
                continue;
            }
            OperatorTable.Binary binary = operators.binaryAt(text, position, lexical);
            if (binary == null) {
                break;
            }
            while (!stack.isEmpty() && bindsFirst(stack.get(stack.size() - 1), binary)) {
                output.add(stack.remove(stack.size() - 1).term());
            }
            stack.add(new Pending(new Expression.Binary(binary.operator(), column), binary.precedence(),
                    binary.rightAssociative(), column));
            position += binary.spelling().length();
            expectOperand = true;
        }
        if (position < text.length()) {
            throw new ExpressionException(base + position, "unexpected '" + text.charAt(position) + "' in expression");
        }
        for (int i = stack.size() - 1; i >= 0; i--) {
            Pending pending = stack.get(i);
            if (pending.isParenthesis()) {
                throw new ExpressionException(pending.column(), "missing ')'");
            }
            output.add(pending.term());
        }
        return new Expression(output);
    }

    /** Whether the stacked operator {@code top} applies before the incoming {@code next}. */
    private static boolean bindsFirst(Pending top, OperatorTable.Binary next) {
        if (top.isParenthesis()) {
            return false;
        }
        return top.precedence() > next.precedence()
                || (top.precedence() == next.precedence() && !next.rightAssociative());
    }

    /** Moves operators to the output up to the innermost open parenthesis; false when there is none. */
    private static boolean popUntilParenthesis(List<Pending> stack, List<Expression.Term> output) {
        int open = stack.size() - 1;
        while (open >= 0 && !stack.get(open).isParenthesis()) {
            open--;
        }
        if (open < 0) {
            return false;
        }
        while (stack.size() - 1 > open) {
            output.add(stack.remove(stack.size() - 1).term());
        }
        stack.remove(open);
        return true;
    }

    /** Reads one operand at {@code position} into {@code output}; returns the position after it. */
    private int operand(String text, int position, int base, List<Expression.Term> output)
            throws ExpressionException {
        char c = text.charAt(position);
        int column = base + position;
        if (lexical.opensQuote(text, position)) {
            int end = lexical.quoteEnd(text, position);
            String characters;
            try {
                characters = end < 0 ? null : lexical.unquote(text.substring(position, end));
            } catch (IllegalArgumentException e) {
                throw new ExpressionException(column + LexicalRules.badEscapeOffset(e), e.getMessage());
            }
            if (characters == null || characters.isEmpty() || characters.length() > 2) {
                throw new ExpressionException(column,
                        "bad character constant (expected one or two characters in quotes)");
            }
            // Two characters make a word, the first in the high byte (TI Editor/Assembler 'AB' = >4142).
            output.add(characters.length() == 1 ? new Expression.CharacterConstant(characters.charAt(0), column)
                    : new Expression.Number((characters.charAt(0) & 0xFF) << 8 | (characters.charAt(1) & 0xFF),
                            column));
            return end;
        }
        if (lexical.startsNumber(text, position)) {
            int end = lexical.numberEnd(text, position);
            String token = text.substring(position, end);
            try {
                output.add(new Expression.Number(NumberForm.parse(token, lexical.numberForms()), column));
            } catch (NumberFormatException e) {
                throw new ExpressionException(column, "bad number '" + token + "'");
            }
            return end;
        }
        if (c == lexical.currentAddressChar() && c != 0) {
            output.add(new Expression.CurrentAddress(column));
            return position + 1;
        }
        int end = Math.max(lexical.symbolEnd(text, position), lexical.unnamedReferenceEnd(text, position));
        if (end > position) {
            output.add(new Expression.Symbol(text.substring(position, end), column));
            return end;
        }
        if (c == lexical.macroParameterMark() && c != 0) {
            throw new ExpressionException(column, "'" + text.substring(position, lexical.numberEnd(text, position))
                    + "' is a macro parameter the call gave no argument for");
        }
        throw new ExpressionException(column, "expected an expression, found '" + c + "'");
    }

    private static int skipSpaces(String text, int position) {
        while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
        return position;
    }
}
