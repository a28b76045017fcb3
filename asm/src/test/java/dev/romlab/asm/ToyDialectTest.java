package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A made-up CPU with a made-up syntax goes through the same core as the Z80: the Z80 dialect is only data
 * ({@code z80.Z80Dialect}) plus its instruction set, and so is this one. Its expressions run strictly left to
 * right, as TI's Editor/Assembler does.
 */
class ToyDialectTest {

    /** Two instructions: NOP (00) and LDI n (01 n). */
    private static final class ToyInstructionSet implements InstructionSet {

        @Override
        public String name() {
            return "toy";
        }

        @Override
        public boolean isMnemonic(String mnemonic) {
            return List.of("nop", "ldi").contains(mnemonic.toLowerCase(Locale.ROOT));
        }

        @Override
        public Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context) {
            boolean load = statement.mnemonic().text().equalsIgnoreCase("ldi");
            if (statement.operands().size() != (load ? 1 : 0)) {
                context.error(statement.mnemonic(), "wrong operand count");
                return Optional.empty();
            }
            if (!load) {
                return Optional.of(new EncodedInstruction(new byte[] {0}, CycleCount.of(1)));
            }
            long value = context.value(statement.operands().get(0));
            context.checkRange(value, 0, 0xFF, statement.operands().get(0));
            return Optional.of(new EncodedInstruction(new byte[] {1, (byte) value}, CycleCount.of(2)));
        }
    }

    private static final SourceDialect TOY = new SourceDialect("toy",
            new LexicalRules('!', (char) 0, "'", false, false, true, false, ".", (char) 0,
                    EnumSet.of(NumberForm.GREATER_HEX, NumberForm.DECIMAL), '$'),
            Map.of("AORG", DirectiveKind.ORG, "BYTE", DirectiveKind.BYTES, "EQU", DirectiveKind.EQU,
                    "COPY", DirectiveKind.INCLUDE, "IFDEF", DirectiveKind.IFDEF, "ENDIF", DirectiveKind.ENDIF),
            OperatorTable.leftToRight(Map.of("+", BinaryOperator.ADD, "-", BinaryOperator.SUBTRACT,
                    "*", BinaryOperator.MULTIPLY, "/", BinaryOperator.DIVIDE), Map.of("-", UnaryOperator.NEGATE)));

    private static Assembler toy(Map<String, String> files) {
        return new Assembler(new ToyInstructionSet(), TOY, SourceLoader.of(files), List.of());
    }

    @Test
    void toyDialectAssemblesThroughTheSameCore() throws AssemblyException {
        Assembly program = toy(Map.of("defs.inc", "X EQU 1+2*3   ! left to right: 9, not 7\n"))
                .assemble("main.toy", "       AORG >100\n       COPY 'defs.inc'\nSTART  LDI X\n       IFDEF X\n"
                        + "       NOP    ! a comment after the operands\n       ENDIF\n       BYTE 'AB',>FF\n",
                        Map.of());
        assertEquals(0x100, program.origin());
        assertEquals(9L, program.symbol("X"));
        assertEquals(0x100L, program.symbol("START"));
        assertEquals("01 09 00 41 42 FF", TestSources.hex(program.toBinary()));
    }

    @Test
    void toyDialectReportsErrorsTheSameWay() {
        AssemblyException e = assertThrows(AssemblyException.class,
                () -> toy(Map.of()).assemble("main.toy", "  LDI 10/(2-2)\n  .db 1", Map.of()));
        assertEquals(List.of("main.toy:1:11: error: division by zero\n    LDI 10/(2-2)\n            ^",
                "main.toy:2:3: error: unknown toy directive '.db' (closest: 'equ')\n    .db 1\n    ^"),
                e.diagnostics().stream().map(Diagnostic::format).toList());
    }

    @Test
    void leftToRightTableHasNoPrecedence() throws ExpressionException {
        ExpressionParser parser = TOY.expressionParser();
        Expression.Scope none = new Expression.Scope() {
            @Override
            public Long symbol(String name) {
                return null;
            }

            @Override
            public long currentAddress() {
                return 0;
            }
        };
        assertEquals(9, parser.parse(new SourceText("1+2*3", 1)).evaluate(none));
        assertEquals(2, parser.parse(new SourceText("10-4/3", 1)).evaluate(none));
        assertEquals(7, parser.parse(new SourceText("1+(2*3)", 1)).evaluate(none));
        assertEquals(0x1F, parser.parse(new SourceText(">10+>F", 1)).evaluate(none));
    }
}
