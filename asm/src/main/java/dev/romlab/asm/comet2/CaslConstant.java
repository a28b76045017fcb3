package dev.romlab.asm.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The constants of CASL II (IPA specification, "DC"): a decimal ({@code -1}, {@code 65535}), a hexadecimal
 * ({@code #FFFF}) or a character constant ({@code 'It''s'}: one word per character, {@code ''} a quote). MLFE adds
 * the escapes of its simulator's manual ({@code manual_mlfe.md}, "データ") inside quotes: {@code \\ \' \" \a \b \e
 * \f \n \r \t \v \0}. A character's word is its code in {@link Comet2Characters}: JIS X 0201 on COMET II (the
 * half-width katakana at #A1-#DF), the code point on MLFE.
 */
final class CaslConstant {

    private static final String KNOWN_ESCAPES = "\\\\ \\' \\\" \\a \\b \\e \\f \\n \\r \\t \\v \\0";

    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9]+|#[0-9A-Fa-f]+");

    private CaslConstant() {
    }

    /** Whether {@code text} is written as a number: decimal with an optional sign, or {@code #} hex. */
    static boolean isNumber(String text) {
        return NUMBER.matcher(text).matches();
    }

    /** Whether {@code text} is a quoted character constant. */
    static boolean isString(String text) {
        return text.startsWith("'");
    }

    /**
     * The value of a number constant; {@code problems} gets a message when it does not fit {@code profile}'s word
     * (decimal: signed or unsigned range; hex: at most one word of digits).
     */
    static long number(String text, Comet2Profile profile, List<String> problems) {
        int bits = profile.wordBits();
        if (text.startsWith("#")) {
            String digits = text.substring(1);
            if (digits.length() > bits / 4) {
                problems.add("hex constant " + text + " has more than " + bits / 4 + " digits");
                return 0;
            }
            return Long.parseLong(digits, 16);
        }
        long min = -(1L << bits - 1);
        long max = (1L << bits) - 1;
        try {
            long value = Long.parseLong(text.startsWith("+") ? text.substring(1) : text);
            if (value < min || value > max) {
                problems.add("decimal constant " + text + " out of range " + min + ".." + max);
                return 0;
            }
            return value;
        } catch (NumberFormatException e) {
            problems.add("decimal constant " + text + " out of range " + min + ".." + max);
            return 0;
        }
    }

    /**
     * The value a {@code DC} or a literal stores for a number constant: COMET II keeps the low 16 bits of a decimal
     * outside -32768..32767 (IPA specification, "DC", decimal constant; YACASL2's {@code dc_i1} listing stores
     * 65536 as #0000 and -32769 as #7FFF); otherwise as {@link #number}.
     */
    static long stored(String text, Comet2Profile profile, List<String> problems) {
        if (profile == Comet2Profile.COMET2 && !text.startsWith("#")) {
            try {
                return Long.parseLong(text.startsWith("+") ? text.substring(1) : text) & profile.wordMask();
            } catch (NumberFormatException e) {
                // longer than a long: number() reports it
            }
        }
        return number(text, profile, problems);
    }

    /** The character codes of a quoted constant; problems (unclosed, empty, bad escape) go to {@code problems}. */
    static List<Long> characters(String text, Comet2Profile profile, List<String> problems) {
        List<Long> codes = new ArrayList<>();
        boolean escapes = profile == Comet2Profile.MLFE;
        int i = 1;
        while (true) {
            if (i >= text.length()) {
                problems.add("character constant " + text + " has no closing quote");
                return codes;
            }
            char c = text.charAt(i);
            if (c == '\'') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                    codes.add((long) '\'');
                    i += 2;
                    continue;
                }
                if (i + 1 < text.length()) {
                    problems.add("unexpected text after the character constant: " + text.substring(i + 1));
                }
                break;
            }
            if (escapes && c == '\\' && i + 1 < text.length()) {
                Long escaped = escape(text.charAt(i + 1));
                if (escaped == null) {
                    problems.add("unknown escape \\" + text.charAt(i + 1) + " (known: " + KNOWN_ESCAPES + ")");
                    return codes;
                }
                codes.add(escaped);
                i += 2;
                continue;
            }
            int codePoint = text.codePointAt(i);
            int code = Comet2Characters.code(profile, codePoint);
            if (code > profile.wordMask()) {
                problems.add("character '" + Character.toString(codePoint) + "' does not fit a word");
            }
            codes.add((long) code);
            i += Character.charCount(codePoint);
        }
        if (codes.isEmpty()) {
            problems.add("empty character constant ''");
        }
        return codes;
    }

    private static Long escape(char c) {
        return switch (c) {
            case '\\' -> (long) '\\';
            case '\'' -> (long) '\'';
            case '"' -> (long) '"';
            case 'a' -> 7L;
            case 'b' -> 8L;
            case 'e' -> 27L;
            case 'f' -> 12L;
            case 'n' -> 10L;
            case 'r' -> 13L;
            case 't' -> 9L;
            case 'v' -> 11L;
            case '0' -> 0L;
            default -> null;
        };
    }
}
