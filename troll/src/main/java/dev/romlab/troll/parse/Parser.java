package dev.romlab.troll.parse;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Comparison;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.DieKind;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.LoopTest;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.ast.UnaryOp;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Recursive-descent parser for Troll, one method per row of the paper's precedence table (appendix, "Operator
 * precedences"), lowest first:
 * <pre>
 *   right  ;                          {@link #sequence}  (x := e1; e2)
 *   n/a    else while until do        tails of if/foreach/repeat/accumulate extend as far as possible
 *   right  ||  |&gt;  &lt;|  &lt;&gt;  {@link #text}
 *   none   ..                         {@link #range}
 *   left   drop keep pick --          {@link #dropKeep}  (-- is not in the paper's table; it sits with drop)
 *   right  U @ &amp;                  {@link #union}
 *   left   + infix -                  {@link #additive}
 *   left   * / mod                    {@link #multiplicative}
 *   prefix prefix -                   in {@link #atom}, operand at the n' level
 *   prefix choose count sum sgn ! %1 %2 ... '  in {@link #atom}, operand at the filter level; n ' e in
 *                                     {@link #textColumn}
 *   right  = &lt; &gt; &lt;= &gt;= =/=  {@link #filter}
 *   right  infix d D z Z # ~          {@link #dice}  (x ~ e: the original's default value, at the level of #)
 *   prefix prefix d D z Z             in {@link #atom}, operand an atom
 * </pre>
 * Prefix operators may start any operand, as in the original yacc grammar, and their operand is parsed at their
 * own level: {@code 2 * sum 3d6 + 1} is {@code (2 * (sum 3d6)) + 1}.
 */
public final class Parser {

    /**
     * Operands nested inside operands (parentheses, prefix operators, {@code if} ...) beyond this are an error. Chains
     * of infix operators ({@code 1+1+...}, {@code a U b U ...}) and of {@code x := e;} are read in loops and
     * may be of any length; the engines limit the depth of the resulting tree
     * ({@link dev.romlab.troll.LargeStack#MAX_EVALUATION_DEPTH}).
     */
    public static final int MAX_NESTING = 100_000;

    /** ?p uses a 64-bit draw, so p may have at most 18 decimals. */
    private static final int MAX_CHANCE_DIGITS = 18;

    private final List<Token> tokens;
    private int index;
    private int nesting;
    /**
     * {@code least}/{@code largest} operands already read, by the index of their first token, with the index after
     * them: {@link #selectionCount} may read an operand twice, which nested selections would make exponential.
     */
    private final Map<Integer, Parsed> selections = new HashMap<>();

    private record Parsed(Expr expr, int end) {
    }

    /** Builds the node of one infix operator from its operands. */
    private interface Infix {
        Expr build(Token op, Expr left, Expr right);
    }

    private Parser(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** Parses a whole definition: declarations, one main expression, declarations. */
    public static Program parse(String source) {
        return new Parser(Lexer.tokenize(source)).program();
    }

    /** Parses a lone expression (no declarations), for tests and command-line snippets. */
    public static Expr parseExpression(String source) {
        Parser parser = new Parser(Lexer.tokenize(source));
        Expr expr = parser.sequence();
        parser.expect(TokenKind.END);
        return expr;
    }

    private Program program() {
        Map<String, Declaration> declarations = new LinkedHashMap<>();
        Expr main = null;
        while (peek().kind() != TokenKind.END) {
            if (peek().kind() == TokenKind.FUNCTION || peek().kind() == TokenKind.COMPOSITIONAL) {
                Declaration declaration = declaration();
                if (declarations.putIfAbsent(declaration.name(), declaration) != null) {
                    throw new TrollException(declaration.position(),
                            "function " + declaration.name() + " is declared twice");
                }
            } else if (main == null) {
                main = sequence();
            } else {
                throw unexpected("a declaration or the end of the input");
            }
        }
        if (main == null) {
            throw new TrollException(peek().position(), "the definition has no main expression");
        }
        return new Program(main, declarations);
    }

    private Declaration declaration() {
        Token keyword = advance();
        String name = expect(TokenKind.NAME).text();
        expect(TokenKind.LEFT_PAREN);
        if (keyword.kind() == TokenKind.COMPOSITIONAL) {
            Expr empty = sequence();
            expect(TokenKind.COMMA);
            FunctionRef singleton = singletonPart();
            expect(TokenKind.COMMA);
            FunctionRef union = unionPart();
            expect(TokenKind.RIGHT_PAREN);
            return new Declaration.Compositional(keyword.position(), name, empty, singleton, union);
        }
        List<String> parameters = new ArrayList<>();
        if (peek().kind() != TokenKind.RIGHT_PAREN) {
            do {
                parameters.add(expect(TokenKind.NAME).text());
            } while (accept(TokenKind.COMMA));
        }
        expect(TokenKind.RIGHT_PAREN);
        expect(TokenKind.EQUAL);
        return new Declaration.Function(keyword.position(), name, parameters, sequence());
    }

    /** The operators the paper allows as the singleton part of a compositional function (section 6.1). */
    private FunctionRef singletonPart() {
        Token token = advance();
        return switch (token.kind()) {
            case NAME -> new FunctionRef.Named(token.text());
            case MINUS -> new FunctionRef.Prefix(UnaryOp.NEGATE);
            case D -> new FunctionRef.DieRoll(DieKind.D);
            case Z -> new FunctionRef.DieRoll(DieKind.Z);
            case SUM, SGN, COUNT, MIN, MAX, MINIMAL, MAXIMAL, CHOOSE, DIFFERENT ->
                    new FunctionRef.Prefix(unaryOp(token));
            default -> throw new TrollException(token.position(),
                    "expected a function name or one of - d z sum sgn count min max minimal maximal choose different");
        };
    }

    /** The commutative, associative operators the paper allows as the union part (section 6.1). */
    private FunctionRef unionPart() {
        Token token = advance();
        return switch (token.kind()) {
            case NAME -> new FunctionRef.Named(token.text());
            case PLUS -> new FunctionRef.Infix(BinaryOp.PLUS);
            case TIMES -> new FunctionRef.Infix(BinaryOp.TIMES);
            case UNION, AT -> new FunctionRef.Infix(BinaryOp.UNION);
            default -> throw new TrollException(token.position(), "expected a function name or one of + * U @");
        };
    }

    /** {@code x := e1; e2}, right-associative, or any lower-level expression. */
    private Expr sequence() {
        List<Token> names = new ArrayList<>();
        List<Expr> values = new ArrayList<>();
        while (peek().kind() == TokenKind.NAME && peek(1).kind() == TokenKind.ASSIGN) {
            names.add(advance());
            advance();
            values.add(text());
            expect(TokenKind.SEMICOLON);
        }
        Expr result = text();
        for (int i = names.size() - 1; i >= 0; i--) {
            result = new Expr.Let(names.get(i).position(), names.get(i).text(), values.get(i), result);
        }
        return result;
    }

    /**
     * A right-associative chain {@code a op b op c} read in a loop and built as {@code a op (b op c)}, so that its
     * length costs no stack.
     */
    private Expr rightChain(Supplier<Expr> operand, Predicate<TokenKind> isOperator, Infix node) {
        List<Expr> operands = new ArrayList<>();
        List<Token> operators = new ArrayList<>();
        operands.add(operand.get());
        while (isOperator.test(peek().kind())) {
            operators.add(advance());
            operands.add(operand.get());
        }
        Expr result = operands.get(operands.size() - 1);
        for (int i = operators.size() - 1; i >= 0; i--) {
            result = node.build(operators.get(i), operands.get(i), result);
        }
        return result;
    }

    private Expr text() {
        return rightChain(this::range, kind -> textOperator(kind) != null,
                (op, left, right) -> new Expr.Binary(op.position(), textOperator(op.kind()), left, right));
    }

    private static BinaryOp textOperator(TokenKind kind) {
        return switch (kind) {
            case BAR_BAR -> BinaryOp.BESIDE;
            case BAR_GREATER -> BinaryOp.ABOVE_LEFT;
            case LESS_BAR -> BinaryOp.ABOVE_RIGHT;
            case LESS_GREATER -> BinaryOp.ABOVE_CENTRE;
            default -> null;
        };
    }

    private Expr range() {
        Expr left = dropKeep();
        if (peek().kind() != TokenKind.DOT_DOT) {
            return left;
        }
        Token op = advance();
        Expr range = new Expr.Binary(op.position(), BinaryOp.RANGE, left, dropKeep());
        if (peek().kind() == TokenKind.DOT_DOT) {
            throw new TrollException(peek().position(), "'..' does not associate: add parentheses");
        }
        return range;
    }

    private Expr dropKeep() {
        Expr left = union();
        while (true) {
            Token op = peek();
            BinaryOp binary = switch (op.kind()) {
                case DROP -> BinaryOp.DROP;
                case KEEP -> BinaryOp.KEEP;
                case PICK -> BinaryOp.PICK;
                case MINUS_MINUS -> BinaryOp.DIFFERENCE;
                default -> null;
            };
            if (binary == null) {
                return left;
            }
            advance();
            left = new Expr.Binary(op.position(), binary, left, union());
        }
    }

    private Expr union() {
        return rightChain(this::additive,
                kind -> kind == TokenKind.UNION || kind == TokenKind.AT || kind == TokenKind.AMPERSAND,
                (op, left, right) -> op.kind() == TokenKind.AMPERSAND ? new Expr.And(op.position(), left, right)
                        : new Expr.Binary(op.position(), BinaryOp.UNION, left, right));
    }

    private Expr additive() {
        Expr left = multiplicative();
        while (peek().kind() == TokenKind.PLUS || peek().kind() == TokenKind.MINUS) {
            Token op = advance();
            BinaryOp binary = op.kind() == TokenKind.PLUS ? BinaryOp.PLUS : BinaryOp.MINUS;
            left = new Expr.Binary(op.position(), binary, left, multiplicative());
        }
        return left;
    }

    private Expr multiplicative() {
        Expr left = textColumn();
        while (true) {
            Token op = peek();
            BinaryOp binary = switch (op.kind()) {
                case TIMES -> BinaryOp.TIMES;
                case DIVIDE -> BinaryOp.DIVIDE;
                case MOD -> BinaryOp.MODULO;
                default -> null;
            };
            if (binary == null) {
                return left;
            }
            advance();
            left = new Expr.Binary(op.position(), binary, left, textColumn());
        }
    }

    /** {@code n ' e}: n samples of e, at the level of the prefix operators (paper section 7.1). */
    private Expr textColumn() {
        return rightChain(this::filter, kind -> kind == TokenKind.QUOTE,
                (quote, left, right) -> new Expr.TextColumn(quote.position(), left, right));
    }

    private Expr filter() {
        return rightChain(this::dice, kind -> comparison(kind) != null,
                (op, left, right) -> new Expr.Filter(op.position(), comparison(op.kind()), left, right));
    }

    private static Comparison comparison(TokenKind kind) {
        return switch (kind) {
            case LESS -> Comparison.LESS;
            case LESS_OR_EQUAL -> Comparison.LESS_OR_EQUAL;
            case GREATER -> Comparison.GREATER;
            case GREATER_OR_EQUAL -> Comparison.GREATER_OR_EQUAL;
            case EQUAL -> Comparison.EQUAL;
            case NOT_EQUAL -> Comparison.NOT_EQUAL;
            default -> null;
        };
    }

    private Expr dice() {
        return rightChain(this::atom, kind -> kind == TokenKind.D || kind == TokenKind.Z || kind == TokenKind.HASH
                || kind == TokenKind.TILDE, (op, left, right) -> switch (op.kind()) {
                    case HASH -> new Expr.Samples(op.position(), left, right);
                    case TILDE -> {
                        if (!(left instanceof Expr.Variable variable)) {
                            throw new TrollException(op.position(), "'~' needs a variable name on its left");
                        }
                        yield new Expr.Default(op.position(), variable.name(), right);
                    }
                    default -> new Expr.Dice(op.position(), dieKind(op), left, right);
                });
    }

    /** Every nesting of operands passes through here (the infix chains are loops), so here it is counted. */
    private Expr atom() {
        if (nesting == MAX_NESTING) {
            throw new TrollException(peek().position(), "operands nested deeper than " + MAX_NESTING);
        }
        nesting++;
        Expr atom = peek().kind() == TokenKind.LEAST || peek().kind() == TokenKind.LARGEST ? selection() : operand();
        nesting--;
        return atom;
    }

    /** {@code least n e} or {@code largest n e}, read once per position. */
    private Expr selection() {
        int start = index;
        Parsed known = selections.get(start);
        if (known == null) {
            known = new Parsed(operand(), index);
            selections.put(start, known);
        }
        index = known.end();
        return known.expr();
    }

    private Expr operand() {
        Token token = advance();
        Position at = token.position();
        return switch (token.kind()) {
            case NUMBER -> new Expr.Constant(at, number(token));
            case NAME -> new Expr.Variable(at, token.text());
            case STRING -> new Expr.Text(at, token.text());
            case CHANCE -> chance(token);
            case LEFT_PAREN -> {
                Expr inner = sequence();
                expect(TokenKind.RIGHT_PAREN);
                yield inner;
            }
            case LEFT_BRACE -> new Expr.CollectionLiteral(at, elements());
            case LEFT_BRACKET -> pair(at);
            case FIRST, SECOND -> new Expr.Projection(at, token.kind() == TokenKind.FIRST ? 1 : 2, filter());
            case D, Z -> new Expr.Die(at, dieKind(token), atom());
            case MINUS -> new Expr.Unary(at, UnaryOp.NEGATE, textColumn());
            case SUM, SGN, COUNT, MIN, MAX, MINIMAL, MAXIMAL, MEDIAN, DIFFERENT, CHOOSE, BANG ->
                    new Expr.Unary(at, unaryOp(token), filter());
            case LEAST, LARGEST -> {
                Expr count = selectionCount();
                BinaryOp op = token.kind() == TokenKind.LEAST ? BinaryOp.LEAST : BinaryOp.LARGEST;
                yield new Expr.Binary(at, op, count, filter());
            }
            case QUOTE -> new Expr.TextOf(at, filter());
            case IF -> conditional(at);
            case FOREACH -> foreach(at);
            case REPEAT, ACCUMULATE -> loop(token);
            case CALL -> call(at);
            default -> throw unexpected(token, "an expression");
        };
    }

    /**
     * The count of {@code least}/{@code largest}, read greedily at the filter level; if that leaves nothing to
     * select from, as in {@code largest 2 d6}, the count is only the first atom and the rest is the collection.
     */
    private Expr selectionCount() {
        int start = index;
        Expr count = filter();
        if (startsExpression(peek().kind())) {
            return count;
        }
        index = start;
        return atom();
    }

    private static boolean startsExpression(TokenKind kind) {
        return switch (kind) {
            case NUMBER, NAME, STRING, CHANCE, LEFT_PAREN, LEFT_BRACE, LEFT_BRACKET, FIRST, SECOND, D, Z, MINUS,
                    SUM, SGN, COUNT, MIN, MAX, MINIMAL, MAXIMAL, MEDIAN, DIFFERENT, CHOOSE, BANG, LEAST, LARGEST,
                    QUOTE, IF, FOREACH, REPEAT, ACCUMULATE, CALL -> true;
            default -> false;
        };
    }

    private List<Expr> elements() {
        List<Expr> elements = new ArrayList<>();
        if (!accept(TokenKind.RIGHT_BRACE)) {
            do {
                elements.add(sequence());
            } while (accept(TokenKind.COMMA));
            expect(TokenKind.RIGHT_BRACE);
        }
        return elements;
    }

    /** {@code [e1, e2]}: the original's pair (its Parser.grm, rule LBRACK Exp COMMA Exp RBRACK). */
    private Expr pair(Position at) {
        Expr first = sequence();
        expect(TokenKind.COMMA);
        Expr second = sequence();
        expect(TokenKind.RIGHT_BRACKET);
        return new Expr.Pair(at, first, second);
    }

    private Expr conditional(Position at) {
        Expr condition = sequence();
        expect(TokenKind.THEN);
        Expr then = sequence();
        expect(TokenKind.ELSE);
        return new Expr.If(at, condition, then, sequence());
    }

    private Expr foreach(Position at) {
        String name = expect(TokenKind.NAME).text();
        expect(TokenKind.IN);
        Expr collection = sequence();
        expect(TokenKind.DO);
        return new Expr.Foreach(at, name, collection, sequence());
    }

    private Expr loop(Token keyword) {
        String name = expect(TokenKind.NAME).text();
        expect(TokenKind.ASSIGN);
        Expr body = sequence();
        Token test = advance();
        LoopTest loopTest = switch (test.kind()) {
            case WHILE -> LoopTest.WHILE;
            case UNTIL -> LoopTest.UNTIL;
            default -> throw unexpected(test, "'while' or 'until'");
        };
        Expr condition = sequence();
        return keyword.kind() == TokenKind.REPEAT
                ? new Expr.Repeat(keyword.position(), name, body, loopTest, condition)
                : new Expr.Accumulate(keyword.position(), name, body, loopTest, condition);
    }

    private Expr call(Position at) {
        String name = expect(TokenKind.NAME).text();
        expect(TokenKind.LEFT_PAREN);
        List<Expr> arguments = new ArrayList<>();
        if (!accept(TokenKind.RIGHT_PAREN)) {
            do {
                arguments.add(sequence());
            } while (accept(TokenKind.COMMA));
            expect(TokenKind.RIGHT_PAREN);
        }
        return new Expr.Call(at, name, arguments);
    }

    private static int number(Token token) {
        try {
            return Integer.parseInt(token.text());
        } catch (NumberFormatException tooLarge) {
            throw new TrollException(token.position(), "number " + token.text() + " is too large");
        }
    }

    private static Expr chance(Token token) {
        BigDecimal p = new BigDecimal(token.text());
        if (p.compareTo(BigDecimal.ONE) >= 0) {
            throw new TrollException(token.position(), "?p needs p below 1, got " + token.text());
        }
        if (p.scale() > MAX_CHANCE_DIGITS) {
            throw new TrollException(token.position(), "?p takes at most " + MAX_CHANCE_DIGITS + " decimals");
        }
        return new Expr.Chance(token.position(), p);
    }

    private static DieKind dieKind(Token token) {
        return token.kind() == TokenKind.D ? DieKind.D : DieKind.Z;
    }

    private static UnaryOp unaryOp(Token token) {
        return switch (token.kind()) {
            case SUM -> UnaryOp.SUM;
            case SGN -> UnaryOp.SIGN;
            case BANG -> UnaryOp.NOT;
            case COUNT -> UnaryOp.COUNT;
            case MIN -> UnaryOp.MIN;
            case MAX -> UnaryOp.MAX;
            case MINIMAL -> UnaryOp.MINIMAL;
            case MAXIMAL -> UnaryOp.MAXIMAL;
            case MEDIAN -> UnaryOp.MEDIAN;
            case DIFFERENT -> UnaryOp.DIFFERENT;
            case CHOOSE -> UnaryOp.CHOOSE;
            default -> throw new IllegalArgumentException("not a prefix collection operator: " + token.kind());
        };
    }

    private Token peek() {
        return tokens.get(index);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    private Token advance() {
        Token token = tokens.get(index);
        if (token.kind() != TokenKind.END) {
            index++;
        }
        return token;
    }

    private boolean accept(TokenKind kind) {
        if (peek().kind() == kind) {
            advance();
            return true;
        }
        return false;
    }

    private Token expect(TokenKind kind) {
        if (peek().kind() != kind) {
            throw unexpected(kind.describe());
        }
        return advance();
    }

    private TrollException unexpected(String wanted) {
        return unexpected(peek(), wanted);
    }

    private static TrollException unexpected(Token found, String wanted) {
        String shown = switch (found.kind()) {
            case NUMBER, NAME, CHANCE -> found.kind().describe() + " '" + found.text() + "'";
            case STRING -> "the string \"" + found.text() + "\"";
            default -> found.kind().describe();
        };
        return new TrollException(found.position(), "expected " + wanted + " but found " + shown);
    }
}
