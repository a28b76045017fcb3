package dev.romlab.asm;

import java.util.OptionalLong;

/**
 * What an {@link InstructionSet} may ask of the assembler while encoding one instruction. In the first pass
 * symbols defined further down are not known yet: {@link #value} gives 0 for them and nothing is reported, so
 * the encoder must choose the instruction's length without depending on such values. In the final pass every
 * problem is reported with the column of the text it is about.
 */
public interface EncodingContext {

    /** The address of the instruction's first byte ({@code $}). */
    int address();

    /** Parses and evaluates an expression; reports a syntax error or undefined symbol and returns 0 on error. */
    long value(SourceText expression);

    /**
     * The value of {@code expression} when the first pass could compute it (every symbol it uses defined above
     * the statement), empty otherwise (then nothing is reported: call {@link #value} for the value). Both passes
     * give the same answer, so an encoder may choose a shorter form by it (6502 zero page for an operand known
     * below $100) and keep every address stable.
     */
    OptionalLong valueKnownInFirstPass(SourceText expression);

    /**
     * Whether {@code value} lies in {@code [min, max]}; reports {@code value out of range} at {@code where}
     * (final pass only) when it does not.
     */
    boolean checkRange(long value, long min, long max, SourceText where);

    /**
     * As {@link #checkRange}, for a value stored as data or an immediate operand: always true (the value is cut to
     * its bits) once the source forces such values into range (ca65's {@code .feature force_range}).
     */
    default boolean checkDataRange(long value, long min, long max, SourceText where) {
        return checkRange(value, min, max, where);
    }

    /** Reports an error at the column of {@code where} (final pass only). */
    void error(SourceText where, String message);
}
