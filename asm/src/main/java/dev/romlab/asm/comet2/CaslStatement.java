package dev.romlab.asm.comet2;

import java.util.List;

/**
 * One statement of a CASL II / MLFE line: {@code [label] mnemonic [operand{,operand}] [;comment]}.
 *
 * @param label          the label in column 1, or null
 * @param mnemonic       the instruction, pseudo-instruction or macro as written, or null on a label-only line
 * @param mnemonicColumn its 1-based column
 * @param operands       the operands in order (empty when none)
 */
record CaslStatement(String label, String mnemonic, int mnemonicColumn, List<CaslOperand> operands) {

    CaslStatement {
        operands = List.copyOf(operands);
    }

    /** The source text of a generated statement (a macro expansion line): {@code PUSH 0,GR1}. */
    String text() {
        StringBuilder out = new StringBuilder(mnemonic);
        for (int i = 0; i < operands.size(); i++) {
            out.append(i == 0 ? " " : ",").append(operands.get(i).text());
        }
        return out.toString();
    }
}
