package dev.romlab.asm.comet2;

/**
 * One comma-separated operand of a CASL II / MLFE statement, as written.
 *
 * @param text   the operand without surrounding blanks ({@code GR1}, {@code =#FFFF}, {@code 'It''s'})
 * @param column the 1-based column of its first character, for diagnostics
 */
record CaslOperand(String text, int column) {
}
