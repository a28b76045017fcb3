package dev.romlab.asm.z80;

import dev.romlab.asm.EncodingContext;
import dev.romlab.asm.SourceText;
import java.io.ByteArrayOutputStream;
import java.util.Locale;
import java.util.Set;

/**
 * How Z80 operands are written in source: which source operand fits which {@link Z80OperandPattern} (by
 * shape only, never by value) and the bytes an operand contributes.
 *
 * <p>Shapes: an operand in parentheses that close at its end ({@code (label+1)}, not {@code (1+2)*3}) is memory,
 * a port or an index address ({@code (ix)}, {@code (ix+d)}, {@code (ix-d)}); register and condition names are
 * reserved words, so they never fit a number; everything else is an expression.
 */
final class Z80OperandSyntax {

    /** Names that are registers or conditions and therefore never an expression operand. */
    private static final Set<String> RESERVED = Set.of("a", "b", "c", "d", "e", "h", "l", "f", "i", "r", "af",
            "af'", "bc", "de", "hl", "sp", "ix", "iy", "ixh", "ixl", "iyh", "iyl", "nz", "z", "nc", "po", "pe", "p",
            "m");
    private static final int INDEX_REGISTER_LENGTH = 2;

    private Z80OperandSyntax() {
    }

    /** A source operand read once for matching against many forms: lower case, white space removed. */
    record Shape(String word, boolean indirect, String inside) {

        static Shape of(String text) {
            String word = withoutWhitespace(text).toLowerCase(Locale.ROOT);
            boolean indirect = isIndirect(text);
            return new Shape(word, indirect, indirect ? word.substring(1, word.length() - 1) : "");
        }

        /** {@code text} without the whitespace of a regex's {@code \s}: a scan, where a regex was compiled per operand. */
        private static String withoutWhitespace(String text) {
            StringBuilder kept = new StringBuilder(text.length());
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c != ' ' && (c < '\t' || c > '\r')) {
                    kept.append(c);
                }
            }
            return kept.length() == text.length() ? text : kept.toString();
        }

        /**
         * The same operand read as a number in parentheses, {@code ($80)}, when it is no register, port or index
         * address ({@code (hl)}, {@code (c)}, {@code (ix+1)} stay as they are).
         */
        Shape asNumber() {
            boolean register = RESERVED.contains(inside) || indexRegisterIn(inside, "ix")
                    || indexRegisterIn(inside, "iy");
            return indirect && !register ? new Shape(word, false, "") : this;
        }
    }

    /** Whether a source operand of shape {@code operand} fits {@code pattern}. */
    static boolean fits(Z80OperandPattern pattern, Shape operand) {
        if (pattern instanceof Z80OperandPattern.Keyword keyword) {
            return operand.word().equals(keyword.name());
        }
        if (pattern instanceof Z80OperandPattern.Indexed indexed) {
            return operand.indirect() && indexRegisterIn(operand.inside(), indexed.register());
        }
        if (pattern instanceof Z80OperandPattern.Memory16 || pattern instanceof Z80OperandPattern.Port8) {
            String inside = operand.inside();
            return operand.indirect() && !RESERVED.contains(inside) && !indexRegisterIn(inside, "ix")
                    && !indexRegisterIn(inside, "iy");
        }
        return !operand.indirect() && !RESERVED.contains(operand.word());
    }

    /** Writes the bytes {@code operand} adds for {@code pattern}; {@code next} is the following instruction. */
    static void writeBytes(Z80OperandPattern pattern, SourceText operand, int next, EncodingContext context,
            ByteArrayOutputStream out) {
        if (pattern instanceof Z80OperandPattern.Immediate8) {
            writeByte(context.value(operand), -0x80, 0xFF, operand, context, out);
        } else if (pattern instanceof Z80OperandPattern.Immediate16) {
            writeWord(context.value(operand), operand, context, out);
        } else if (pattern instanceof Z80OperandPattern.Memory16) {
            SourceText address = innerText(operand);
            writeWord(context.value(address), address, context, out);
        } else if (pattern instanceof Z80OperandPattern.Port8) {
            SourceText port = innerText(operand);
            writeByte(context.value(port), 0, 0xFF, port, context, out);
        } else if (pattern instanceof Z80OperandPattern.Relative) {
            writeDistance(operand, next, context, out);
        } else if (pattern instanceof Z80OperandPattern.Indexed) {
            SourceText inside = innerText(operand);
            SourceText displacement = inside.slice(INDEX_REGISTER_LENGTH, inside.text().length()).trim();
            if (displacement.text().startsWith("+")) {
                displacement = displacement.slice(1, displacement.text().length()).trim();
            }
            long value = displacement.isEmpty() ? 0 : context.value(displacement);
            writeByte(value, -0x80, 0x7F, displacement.isEmpty() ? inside : displacement, context, out);
        }
    }

    /** JR/DJNZ: the target is an address; the byte is its signed distance from the next instruction. */
    private static void writeDistance(SourceText operand, int next, EncodingContext context,
            ByteArrayOutputStream out) {
        long target = context.value(operand);
        if (!context.checkRange(target, 0, 0xFFFF, operand)) {
            out.write(0);
            return;
        }
        // Addresses wrap at 64 KiB, so a jump from $FFF0 to $0010 is 32 bytes forward.
        long distance = (short) (target - next);
        if (distance < -0x80 || distance > 0x7F) {
            context.error(operand, String.format("relative jump out of range: $%04X is %d bytes from $%04X "
                    + "(allowed: -128..127)", target, distance, next));
        }
        out.write((int) distance & 0xFF);
    }

    private static void writeByte(long value, long min, long max, SourceText where, EncodingContext context,
            ByteArrayOutputStream out) {
        context.checkRange(value, min, max, where);
        out.write((int) value & 0xFF);
    }

    private static void writeWord(long value, SourceText where, EncodingContext context,
            ByteArrayOutputStream out) {
        context.checkRange(value, -0x8000, 0xFFFF, where);
        out.write((int) value & 0xFF);
        out.write((int) (value >> 8) & 0xFF);
    }

    /** Whether the parenthesis that opens {@code text} closes at its end. */
    private static boolean isIndirect(String text) {
        if (text.isEmpty() || text.charAt(0) != '(') {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    return i == text.length() - 1;
                }
            }
        }
        return false;
    }

    /** {@code ix}, {@code ix+...} or {@code ix-...} (already normalised). */
    private static boolean indexRegisterIn(String inside, String register) {
        return inside.equals(register) || inside.startsWith(register + "+") || inside.startsWith(register + "-");
    }

    private static SourceText innerText(SourceText operand) {
        return operand.slice(1, operand.text().length() - 1).trim();
    }

}
