package dev.romlab.troll.parse;

import java.util.HashMap;
import java.util.Map;

/** The kinds of Troll tokens; keywords carry their spelling (paper appendix, "Variables, spaces and comments"). */
enum TokenKind {
    NUMBER(null), NAME(null), STRING(null), CHANCE(null), END(null),
    PLUS("+"), MINUS("-"), TIMES("*"), DIVIDE("/"), LEFT_PAREN("("), RIGHT_PAREN(")"), LEFT_BRACE("{"),
    RIGHT_BRACE("}"), COMMA(","), SEMICOLON(";"), ASSIGN(":="), EQUAL("="), LESS("<"), GREATER(">"),
    LESS_OR_EQUAL("<="), GREATER_OR_EQUAL(">="), NOT_EQUAL("=/="), HASH("#"), DOT_DOT(".."), AT("@"),
    AMPERSAND("&"), QUOTE("'"), BAR_BAR("||"), BAR_GREATER("|>"), LESS_BAR("<|"), LESS_GREATER("<>"),
    MINUS_MINUS("--"), BANG("!"), TILDE("~"), LEFT_BRACKET("["), RIGHT_BRACKET("]"), FIRST("%1"),
    SECOND("%2"),
    D("d"), Z("z"), SUM("sum"), SGN("sgn"), COUNT("count"), MIN("min"), MAX("max"), MINIMAL("minimal"),
    MAXIMAL("maximal"),
    LEAST("least"), LARGEST("largest"), MEDIAN("median"), DIFFERENT("different"), CHOOSE("choose"), UNION("U"),
    DROP("drop"), KEEP("keep"), PICK("pick"), MOD("mod"), IF("if"), THEN("then"), ELSE("else"),
    FOREACH("foreach"), IN("in"), DO("do"), REPEAT("repeat"), ACCUMULATE("accumulate"), WHILE("while"),
    UNTIL("until"), FUNCTION("function"), COMPOSITIONAL("compositional"), CALL("call");

    private static final Map<String, TokenKind> KEYWORDS = new HashMap<>();

    static {
        for (TokenKind kind : values()) {
            if (kind.spelling != null && Character.isLetter(kind.spelling.charAt(0))) {
                KEYWORDS.put(kind.spelling, kind);
            }
        }
        KEYWORDS.put("D", D);
        KEYWORDS.put("Z", Z);
    }

    private final String spelling;

    TokenKind(String spelling) {
        this.spelling = spelling;
    }

    /** The keyword spelt by a run of letters, or NAME when it is a variable or function name. */
    static TokenKind ofWord(String word) {
        return KEYWORDS.getOrDefault(word, NAME);
    }

    /** The fixed spelling of an operator or keyword; null for numbers, names, strings and ?p. */
    String spelling() {
        return spelling;
    }

    /** How the token is shown in error messages. */
    String describe() {
        return switch (this) {
            case NUMBER -> "a number";
            case NAME -> "a name";
            case STRING -> "a string";
            case CHANCE -> "?p";
            case END -> "the end of the input";
            default -> "'" + spelling + "'";
        };
    }
}
