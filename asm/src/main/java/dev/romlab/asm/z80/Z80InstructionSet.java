package dev.romlab.asm.z80;

import dev.romlab.asm.EncodedInstruction;
import dev.romlab.asm.EncodingContext;
import dev.romlab.asm.InstructionSet;
import dev.romlab.asm.InstructionStatement;
import dev.romlab.asm.SourceText;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The Z80 encoder: the assembler's view of {@link Z80InstructionTable}. A statement is matched against the
 * forms of its mnemonic in two steps. First by shape, which never depends on symbol values (so an instruction
 * has the same length in both passes): register names and {@code (hl)}-like words must match exactly, an
 * operand in parentheses is memory, a port or an indexed address, anything else a number. Then, among forms
 * that differ only in a number encoded in the opcode ({@code bit 3}, {@code rst $38}, {@code im 1}), by value.
 */
public final class Z80InstructionSet implements InstructionSet {

    private final Z80InstructionTable table = Z80InstructionTable.instance();

    @Override
    public String name() {
        return "z80";
    }

    @Override
    public boolean isMnemonic(String mnemonic) {
        return table.isMnemonic(mnemonic);
    }

    @Override
    public Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context) {
        List<SourceText> operands = statement.operands();
        List<Z80OperandSyntax.Shape> shapes = operands.stream().map(o -> Z80OperandSyntax.Shape.of(o.text()))
                .toList();
        List<Z80Instruction> shaped = formsFitting(statement.mnemonic().text(), shapes);
        if (shaped.isEmpty()) {
            // spasm-ng reads "ld c,($80)", "cp ($FF)", "bit (1),c" as numbers in extra parentheses where the
            // instruction has no memory form there (its pass_one.cpp warns "Suggest remove extra parentheses")
            shaped = formsFitting(statement.mnemonic().text(), shapes.stream()
                    .map(Z80OperandSyntax.Shape::asNumber).toList());
        }
        if (shaped.isEmpty()) {
            SourceText where = operands.isEmpty() ? statement.mnemonic() : operands.get(0);
            String written = operands.stream().map(SourceText::text).collect(Collectors.joining(","));
            context.error(where, "invalid operand combination for '" + statement.mnemonic().text() + "'"
                    + (written.isEmpty() ? " (it needs operands)" : ": " + written));
            return Optional.empty();
        }
        Z80Instruction chosen = chooseByLiterals(shaped, operands, context);
        return Optional.of(new EncodedInstruction(bytes(chosen, operands, context), chosen.tStates()));
    }

    private List<Z80Instruction> formsFitting(String mnemonic, List<Z80OperandSyntax.Shape> shapes) {
        List<Z80Instruction> shaped = new ArrayList<>();
        for (Z80Instruction form : table.forms(mnemonic, shapes.size())) {
            if (fitsShape(form, shapes)) {
                shaped.add(form);
            }
        }
        return shaped;
    }

    private static boolean fitsShape(Z80Instruction form, List<Z80OperandSyntax.Shape> operands) {
        for (int i = 0; i < operands.size(); i++) {
            if (!Z80OperandSyntax.fits(form.operands().get(i), operands.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The form whose opcode-encoded numbers equal the operands' values. When none does, reports the first
     * operand whose value no form allows and returns the first form, so the length stays that of the shape.
     */
    private static Z80Instruction chooseByLiterals(List<Z80Instruction> shaped, List<SourceText> operands,
            EncodingContext context) {
        if (shaped.size() == 1 && shaped.get(0).operands().stream()
                .noneMatch(o -> o instanceof Z80OperandPattern.Literal)) {
            return shaped.get(0);
        }
        long[] values = new long[operands.size()];
        for (int i = 0; i < operands.size(); i++) {
            boolean literal = shaped.get(0).operands().get(i) instanceof Z80OperandPattern.Literal;
            values[i] = literal ? context.value(operands.get(i)) : 0;
        }
        for (Z80Instruction form : shaped) {
            if (literalsEqual(form, values)) {
                return form;
            }
        }
        for (int i = 0; i < operands.size(); i++) {
            TreeSet<Long> allowed = new TreeSet<>();
            for (Z80Instruction form : shaped) {
                if (form.operands().get(i) instanceof Z80OperandPattern.Literal literal) {
                    allowed.add(literal.value());
                }
            }
            if (!allowed.isEmpty() && !allowed.contains(values[i])) {
                context.error(operands.get(i), "value " + values[i] + " out of range (allowed: "
                        + describe(allowed) + ")");
                break;
            }
        }
        return shaped.get(0);
    }

    private static boolean literalsEqual(Z80Instruction form, long[] values) {
        for (int i = 0; i < values.length; i++) {
            if (form.operands().get(i) instanceof Z80OperandPattern.Literal literal && literal.value() != values[i]) {
                return false;
            }
        }
        return true;
    }

    private static String describe(TreeSet<Long> allowed) {
        if (allowed.last() - allowed.first() == allowed.size() - 1) {
            return allowed.size() == 1 ? allowed.first().toString() : allowed.first() + ".." + allowed.last();
        }
        return allowed.stream().map(v -> String.format("$%02X", v)).collect(Collectors.joining(", "));
    }

    private static byte[] bytes(Z80Instruction form, List<SourceText> operands, EncodingContext context) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Z80Prefix prefix = form.prefix();
        for (int i = 0; i < prefix.length(); i++) {
            out.write(prefix.byteAt(i));
        }
        if (!prefix.displacementBeforeOpcode()) {
            out.write(form.opcode());
        }
        int next = context.address() + form.length();
        for (int i = 0; i < operands.size(); i++) {
            Z80OperandSyntax.writeBytes(form.operands().get(i), operands.get(i), next, context, out);
        }
        if (prefix.displacementBeforeOpcode()) {
            out.write(form.opcode());
        }
        return out.toByteArray();
    }
}
