package dev.romlab.asm.mos6502;

import dev.romlab.asm.EncodedInstruction;
import dev.romlab.asm.EncodingContext;
import dev.romlab.asm.InstructionSet;
import dev.romlab.asm.InstructionStatement;
import dev.romlab.asm.SourceText;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The encoding view of {@link Mos6502InstructionTable}, reading operands as ca65 writes them: {@code #imm},
 * {@code zp}, {@code zp,x}, {@code abs,y}, {@code (ind)}, {@code (zp,x)}, {@code (zp),y}, {@code a} (or nothing)
 * for the accumulator, branch targets as addresses. Zero page is chosen, as ca65 does, when the value is known
 * where the instruction stands (its symbols defined above it) and below $100 and the mnemonic has that form;
 * {@code z:} forces zero page and {@code a:} absolute.
 */
public final class Mos6502InstructionSet implements InstructionSet {

    /** The width a prefix asks for ({@code a:}, {@code z:}), or what the value decides. */
    private enum Width { AUTOMATIC, ZERO_PAGE, ABSOLUTE }

    @Override
    public String name() {
        return "6502";
    }

    @Override
    public boolean cpuNamed(String name) {
        // ca65's names for the NMOS 6502 without and with the undocumented opcodes; the table always holds both.
        return name.equalsIgnoreCase("6502") || name.equalsIgnoreCase("6502X");
    }

    @Override
    public boolean isMnemonic(String mnemonic) {
        return !Mos6502InstructionTable.forms(mnemonic).isEmpty();
    }

    @Override
    public Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context) {
        Map<Mos6502AddressingMode, Mos6502Instruction> forms =
                Mos6502InstructionTable.forms(statement.mnemonic().text());
        List<SourceText> operands = statement.operands();
        if (operands.size() > 2) {
            context.error(operands.get(2), "a 6502 instruction has at most one operand and an index register");
            return Optional.empty();
        }
        if (operands.isEmpty()) {
            Mos6502AddressingMode mode = forms.containsKey(Mos6502AddressingMode.IMPLIED)
                    ? Mos6502AddressingMode.IMPLIED : Mos6502AddressingMode.ACCUMULATOR;
            return encoded(statement, forms, mode, 0, context);
        }
        SourceText operand = operands.get(0);
        String index = operands.size() == 2 ? operands.get(1).text().toLowerCase(Locale.ROOT) : "";
        if (operands.size() == 2 && !index.equals("x") && !index.equals("y")) {
            context.error(operands.get(1), "expected the index register x or y");
            return Optional.empty();
        }
        if (operands.size() == 1 && operand.text().equalsIgnoreCase("a")
                && forms.containsKey(Mos6502AddressingMode.ACCUMULATOR)) {
            return encoded(statement, forms, Mos6502AddressingMode.ACCUMULATOR, 0, context);
        }
        if (operand.text().startsWith("#")) {
            if (!index.isEmpty()) {
                context.error(operands.get(1), "an immediate operand takes no index register");
                return Optional.empty();
            }
            SourceText expression = operand.slice(1, operand.text().length()).trim();
            long value = context.value(expression);
            context.checkDataRange(value, -0x80, 0xFF, expression);
            return encoded(statement, forms, Mos6502AddressingMode.IMMEDIATE, value, context);
        }
        if (forms.containsKey(Mos6502AddressingMode.RELATIVE)) {
            return branch(statement, forms, operand, index, context);
        }
        if (isParenthesized(operand.text())) {
            return indirect(statement, forms, operand.slice(1, operand.text().length() - 1).trim(), index, context);
        }
        return direct(statement, forms, operand, index, context);
    }

    private Optional<EncodedInstruction> branch(InstructionStatement statement,
            Map<Mos6502AddressingMode, Mos6502Instruction> forms, SourceText target, String index,
            EncodingContext context) {
        if (!index.isEmpty()) {
            context.error(target, "a branch takes only its target");
            return Optional.empty();
        }
        long displacement = context.value(target) - (context.address() + 2);
        if (!context.checkRange(displacement, -128, 127, target)) {
            displacement = 0;
        }
        return encoded(statement, forms, Mos6502AddressingMode.RELATIVE, displacement, context);
    }

    /** {@code (ind)}, {@code (zp,x)} or {@code (zp),y}: {@code inner} is the text between the parentheses. */
    private Optional<EncodedInstruction> indirect(InstructionStatement statement,
            Map<Mos6502AddressingMode, Mos6502Instruction> forms, SourceText inner, String index,
            EncodingContext context) {
        int comma = topLevelComma(inner.text());
        Mos6502AddressingMode mode;
        SourceText expression = inner;
        if (comma >= 0) {
            String innerIndex = inner.text().substring(comma + 1).trim();
            if (!innerIndex.equalsIgnoreCase("x") || !index.isEmpty()) {
                context.error(inner, "the only indexed indirect form is (zp,x)");
                return Optional.empty();
            }
            mode = Mos6502AddressingMode.INDEXED_INDIRECT;
            expression = inner.slice(0, comma).trim();
        } else if (index.equals("y")) {
            mode = Mos6502AddressingMode.INDIRECT_INDEXED;
        } else if (index.isEmpty()) {
            mode = Mos6502AddressingMode.INDIRECT;
        } else {
            context.error(inner, "the only indirect indexed form is (zp),y");
            return Optional.empty();
        }
        long value = context.value(expression);
        if (mode == Mos6502AddressingMode.INDIRECT) {
            context.checkRange(value, 0, 0xFFFF, expression);
        } else {
            context.checkRange(value, 0, 0xFF, expression);
        }
        return encoded(statement, forms, mode, value, context);
    }

    /** {@code addr}, {@code addr,x}, {@code addr,y}, each zero page or absolute. */
    private Optional<EncodedInstruction> direct(InstructionStatement statement,
            Map<Mos6502AddressingMode, Mos6502Instruction> forms, SourceText operand, String index,
            EncodingContext context) {
        Width width = Width.AUTOMATIC;
        SourceText expression = operand;
        String text = operand.text().toLowerCase(Locale.ROOT);
        if (text.startsWith("a:") || text.startsWith("z:")) {
            width = text.charAt(0) == 'a' ? Width.ABSOLUTE : Width.ZERO_PAGE;
            expression = operand.slice(2, operand.text().length()).trim();
        }
        Mos6502AddressingMode absolute = index.isEmpty() ? Mos6502AddressingMode.ABSOLUTE
                : index.equals("x") ? Mos6502AddressingMode.ABSOLUTE_X : Mos6502AddressingMode.ABSOLUTE_Y;
        Mos6502AddressingMode zeroPage = absolute.zeroPageForm();
        boolean hasZeroPage = forms.containsKey(zeroPage);
        boolean hasAbsolute = forms.containsKey(absolute);
        long value;
        boolean useZeroPage;
        if (width == Width.ZERO_PAGE || (hasZeroPage && !hasAbsolute)) {
            value = context.value(expression);
            useZeroPage = true;
        } else if (width == Width.ABSOLUTE || !hasZeroPage) {
            value = context.value(expression);
            useZeroPage = false;
        } else {
            OptionalLong known = context.valueKnownInFirstPass(expression);
            value = known.isPresent() ? known.getAsLong() : context.value(expression);
            useZeroPage = known.isPresent() && known.getAsLong() >= 0 && known.getAsLong() <= 0xFF;
        }
        context.checkRange(value, 0, useZeroPage ? 0xFF : 0xFFFF, expression);
        return encoded(statement, forms, useZeroPage ? zeroPage : absolute, value, context);
    }

    private static Optional<EncodedInstruction> encoded(InstructionStatement statement,
            Map<Mos6502AddressingMode, Mos6502Instruction> forms, Mos6502AddressingMode mode, long value,
            EncodingContext context) {
        Mos6502Instruction instruction = forms.get(mode);
        if (instruction == null) {
            context.error(statement.mnemonic(), "'" + statement.mnemonic().text() + "' has no "
                    + mode.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " addressing mode");
            return Optional.empty();
        }
        byte[] bytes = new byte[mode.length()];
        bytes[0] = (byte) instruction.opcode();
        if (bytes.length > 1) {
            bytes[1] = (byte) value;
        }
        if (bytes.length > 2) {
            bytes[2] = (byte) (value >> 8);
        }
        return Optional.of(new EncodedInstruction(bytes, instruction.cycles()));
    }

    /** Whether {@code text} is one parenthesised expression: its first parenthesis closes at its last character. */
    private static boolean isParenthesized(String text) {
        if (!text.startsWith("(")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i == text.length() - 1;
            }
        }
        return false;
    }

    /** The index of the last comma outside parentheses and quotes, or -1. */
    private static int topLevelComma(String text) {
        int depth = 0;
        int comma = -1;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                comma = i;
            }
        }
        return comma;
    }
}
