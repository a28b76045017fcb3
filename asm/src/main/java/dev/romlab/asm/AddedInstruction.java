package dev.romlab.asm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * An instruction a source defines for itself with TASM's {@code .addinstr} line, read as spasm-ng reads it
 * ({@code directive.cpp}, case ADDINSTR; matched and written by {@code pass_one.cpp}'s {@code match_opcode_args} and
 * {@code write_instruction_data}): {@code .addinstr MNEMONIC PATTERN OPCODE SIZE [CLASS [EXTENDED [END]]]}.
 * <ul>
 * <li>{@code PATTERN} is the operand text, each {@code *} standing for an expression
 * ({@code (HL+),*}; {@code ""} for none). It is matched against the source character by character in any case,
 * blanks in the source skipped ({@code ( hl + )} fits {@code (HL+)}).</li>
 * <li>{@code OPCODE} is hexadecimal, written as a number in little-endian order: {@code 238E} places
 * {@code 8E 23}.</li>
 * <li>{@code SIZE} is the whole instruction's length; an operand is a word when the bytes left for it (after the
 * opcode, the {@code END} byte and the operands before it, two each) are 2, a byte otherwise.</li>
 * <li>{@code CLASS} and {@code EXTENDED} (TASM's rule and class columns, {@code NOP 1}) are ignored; {@code END}, in
 * hexadecimal, is one more byte placed after the operands.</li>
 * </ul>
 * Where spasm-ng would place other bytes than {@code SIZE} says (two operands, a size that fits no operand), its
 * labels no longer match its bytes; romlab reports the line instead.
 *
 * @param mnemonic       as written (matched in any case)
 * @param pattern        the operand pattern, quotes removed
 * @param opcode         the opcode bytes in the order they are placed
 * @param operandWidths  the width in bytes (1 or 2) of each {@code *}, in order
 * @param end            the byte placed after the operands, if any
 */
public record AddedInstruction(String mnemonic, String pattern, byte[] opcode, int[] operandWidths,
        OptionalInt end) {

    /** What spasm-ng's {@code match_opcode_args} reads as an operand; only {@code *} has a meaning here. */
    private static final String SPASM_OPERAND_CHARACTERS = "&%@^#";
    /** spasm-ng keeps the opcode in an {@code int}: at most four bytes. */
    private static final int MAX_OPCODE_DIGITS = 8;

    public AddedInstruction {
        opcode = opcode.clone();
        operandWidths = operandWidths.clone();
    }

    @Override
    public byte[] opcode() {
        return opcode.clone();
    }

    @Override
    public int[] operandWidths() {
        return operandWidths.clone();
    }

    /** The bytes the instruction places: opcode, operands, end byte. */
    public int size() {
        int size = opcode.length + (end.isPresent() ? 1 : 0);
        for (int width : operandWidths) {
            size += width;
        }
        return size;
    }

    /**
     * Reads the fields after {@code .addinstr}; reports what is wrong through {@code context} (at the field's
     * column) and returns empty then. {@code sizeValue} evaluates the size field (it decides where code goes).
     */
    public static Optional<AddedInstruction> parse(SourceText directive, SourceText fieldText, LexicalRules lexical,
            EncodingContext context, Function<SourceText, OptionalLong> sizeValue) {
        List<SourceText> fields = fields(fieldText, lexical);
        if (fields.size() < 4) {
            context.error(fields.isEmpty() ? directive : fields.get(fields.size() - 1), "'" + directive.text()
                    + "' needs MNEMONIC PATTERN OPCODE SIZE (then CLASS, EXTENDED and an END byte, all optional): "
                    + "'.addinstr B_CALL * EF 3 NOP 1'");
            return Optional.empty();
        }
        SourceText mnemonic = fields.get(0);
        if (!lexical.isSymbol(mnemonic.text()) || lexical.isLocal(mnemonic.text())) {
            context.error(mnemonic, "'" + mnemonic.text() + "' is not a name an instruction can have");
            return Optional.empty();
        }
        String pattern = unquoted(fields.get(1).text());
        for (int i = 0; i < pattern.length(); i++) {
            if (SPASM_OPERAND_CHARACTERS.indexOf(pattern.charAt(i)) >= 0) {
                context.error(fields.get(1), "'" + pattern.charAt(i) + "' in an operand pattern: spasm-ng reads it as"
                        + " an operand of its own kind; romlab takes only '*'");
                return Optional.empty();
            }
        }
        byte[] opcode = opcodeBytes(fields.get(2), context);
        OptionalLong size = sizeValue.apply(fields.get(3));
        OptionalInt end = fields.size() > 6 ? endByte(fields.get(6), context) : OptionalInt.empty();
        if (opcode == null || size.isEmpty() || end == null) {
            return Optional.empty();
        }
        int stars = (int) pattern.chars().filter(c -> c == '*').count();
        int[] widths = new int[stars];
        long left = size.getAsLong() - opcode.length;
        for (int i = 0; i < stars; i++) {
            widths[i] = left - (end.isPresent() ? 1 : 0) == 2 ? 2 : 1;
            left -= 2;
        }
        AddedInstruction added = new AddedInstruction(mnemonic.text(), pattern, opcode, widths, end);
        if (added.size() != size.getAsLong()) {
            context.error(fields.get(3), "size " + size.getAsLong() + ", but the instruction places " + added.size()
                    + " bytes (" + added.layout() + "); spasm-ng would count " + size.getAsLong() + " and place "
                    + added.size());
            return Optional.empty();
        }
        return Optional.of(added);
    }

    /** Whether {@code mnemonic} (any case) names this instruction. */
    public boolean named(String mnemonic) {
        return this.mnemonic.equalsIgnoreCase(mnemonic);
    }

    /**
     * The operand expressions of {@code operands} (the text after the mnemonic) when it matches the pattern, one per
     * {@code *}; empty when it does not. As spasm-ng: pattern characters equal in any case, an operand runs to a
     * comma or an unopened {@code )} outside quotes and parentheses, blanks are skipped after each pattern character
     * (spasm-ng keeps them only between two letters, where there are none to skip).
     */
    public Optional<List<SourceText>> match(SourceText operands, LexicalRules lexical) {
        String text = operands.text();
        List<SourceText> expressions = new ArrayList<>();
        int at = skipBlanks(text, 0);
        int p = 0;
        for (; p < pattern.length() && at < text.length(); p++) {
            char wanted = pattern.charAt(p);
            if (wanted == '*') {
                int start = at;
                at = operandEnd(text, at, lexical);
                expressions.add(operands.slice(start, at).trim());
            } else if (Character.toLowerCase(text.charAt(at)) == Character.toLowerCase(wanted)) {
                at++;
            } else {
                return Optional.empty();
            }
            at = skipBlanks(text, at);
        }
        return p == pattern.length() && at == text.length() ? Optional.of(expressions) : Optional.empty();
    }

    /**
     * The instruction's bytes for the operand expressions {@link #match} found; words little endian unless
     * {@code bigEndian}.
     */
    public byte[] encode(List<SourceText> expressions, EncodingContext context, boolean bigEndian) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(opcode);
        for (int i = 0; i < expressions.size(); i++) {
            SourceText expression = expressions.get(i);
            long value = context.value(expression);
            if (operandWidths[i] == 1) {
                context.checkRange(value, -0x80, 0xFF, expression);
                out.write((int) value & 0xFF);
            } else {
                context.checkRange(value, -0x8000, 0xFFFF, expression);
                out.write((int) (bigEndian ? value >> 8 : value) & 0xFF);
                out.write((int) (bigEndian ? value : value >> 8) & 0xFF);
            }
        }
        end.ifPresent(out::write);
        return out.toByteArray();
    }

    /** How the bytes are made up, for messages: {@code opcode 1 + word + end 1}. */
    private String layout() {
        StringBuilder layout = new StringBuilder("opcode " + opcode.length);
        for (int width : operandWidths) {
            layout.append(width == 2 ? " + word" : " + byte");
        }
        end.ifPresent(e -> layout.append(" + end byte"));
        return layout.toString();
    }

    /** The blank-separated fields; blanks inside quotes and parentheses belong to the field. */
    private static List<SourceText> fields(SourceText text, LexicalRules lexical) {
        List<SourceText> fields = new ArrayList<>();
        String s = text.text();
        int i = skipBlanks(s, 0);
        while (i < s.length()) {
            int start = i;
            int depth = 0;
            while (i < s.length() && (depth > 0 || !isBlank(s.charAt(i)))) {
                if (lexical.opensQuote(s, i)) {
                    int close = lexical.quoteEnd(s, i);
                    i = close < 0 ? s.length() : close;
                    continue;
                }
                depth += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
                i++;
            }
            fields.add(text.slice(start, i));
            i = skipBlanks(s, i);
        }
        return fields;
    }

    /** spasm-ng's {@code reduce_string}: a pattern written in double quotes stands without them. */
    private static String unquoted(String pattern) {
        boolean quoted = pattern.length() >= 2 && pattern.startsWith("\"") && pattern.endsWith("\"");
        return quoted ? pattern.substring(1, pattern.length() - 1) : pattern;
    }

    /** The opcode field's bytes in the order they are placed (the number's low byte first), or null if bad. */
    private static byte[] opcodeBytes(SourceText field, EncodingContext context) {
        String digits = field.text();
        if (!isHex(digits) || digits.length() % 2 != 0 || digits.length() > MAX_OPCODE_DIGITS) {
            context.error(field, "opcode '" + digits + "': two to eight hexadecimal digits, two per byte ('EF', "
                    + "'238E')");
            return null;
        }
        byte[] bytes = new byte[digits.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            int from = digits.length() - 2 * (i + 1);
            bytes[i] = (byte) Integer.parseInt(digits.substring(from, from + 2), 16);
        }
        return bytes;
    }

    /** The END field's byte, or null (reported) if it is not one hexadecimal byte. */
    private static OptionalInt endByte(SourceText field, EncodingContext context) {
        String digits = field.text();
        if (!isHex(digits) || Integer.parseInt(digits, 16) > 0xFF) {
            context.error(field, "end byte '" + digits + "': one byte in hexadecimal ('23')");
            return null;
        }
        return OptionalInt.of(Integer.parseInt(digits, 16));
    }

    private static boolean isHex(String digits) {
        return !digits.isEmpty() && digits.length() <= MAX_OPCODE_DIGITS
                && digits.toLowerCase(Locale.ROOT).chars().allMatch(c -> Character.digit(c, 16) >= 0);
    }

    /**
     * Where an operand that starts at {@code start} ends (spasm-ng's {@code read_expr} with the delimiter
     * {@code ,}): at a comma outside parentheses and quotes, at a {@code )} that closes nothing, or at the end.
     */
    private static int operandEnd(String text, int start, LexicalRules lexical) {
        int depth = 0;
        int i = start;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (lexical.opensQuote(text, i)) {
                int close = lexical.quoteEnd(text, i);
                i = close < 0 ? text.length() : close;
                continue;
            }
            if (c == ')' && depth == 0 || c == ',' && depth == 0) {
                return i;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            i++;
        }
        return i;
    }

    private static int skipBlanks(String text, int from) {
        int i = from;
        while (i < text.length() && isBlank(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

}
