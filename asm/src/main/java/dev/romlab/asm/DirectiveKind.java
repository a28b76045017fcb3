package dev.romlab.asm;

/**
 * What a directive does, whatever a dialect calls it ({@code .db}, {@code defb} and {@code db} are all
 * {@link #BYTES}). A {@link SourceDialect} maps its spellings to these kinds; the core implements each kind once.
 */
public enum DirectiveKind {
    /** Sets the address of the next byte. */
    ORG,
    /**
     * Starts or resumes relocatable code (TI's {@code RORG}): a one-file image places it from address 0, so its
     * addresses are its offsets; with an operand the relocatable address is set to it, without one it resumes
     * where the relocatable code stood before an absolute or dummy section.
     */
    RELOCATABLE_ORG,
    /** Starts a dummy section at its operand (TI's {@code DORG}): labels get addresses, no byte is placed. */
    DUMMY_ORG,
    /** Bytes: numbers and strings. */
    BYTES,
    /** Bytes as {@link #BYTES}, then a zero byte (ca65 {@code .asciiz}). */
    BYTES_ZERO_TERMINATED,
    /** 16-bit words, little endian. */
    WORDS,
    /** {@code count[,fill]} bytes of one value (0 by default). */
    SPACE,
    /** Pads with zero bytes (or a given fill) up to the next multiple of its operand. */
    ALIGN,
    /** Pads with a zero byte to the next even address (TI's {@code EVEN}); a label on its line names that address. */
    EVEN,
    /** Reserves zero bytes as {@link #SPACE}; a label on its line names the address after them (TI's {@code BES}). */
    SPACE_LABEL_AFTER,
    /**
     * Names symbols defined in another file (TI's {@code REF}): a one-file image has none, so each is 0, with a
     * warning in {@link Assembly#messages()}, as xas99 does.
     */
    EXTERNAL,
    /** Reads another source file here. */
    INCLUDE,
    /** Places the bytes of a binary file here. */
    INCBIN,
    /** Stops reading the source. */
    END,
    /** Turns the listing back on. */
    LIST,
    /** Turns the listing off until {@link #LIST}. */
    NOLIST,
    /** {@code NAME equ VALUE}: a constant. */
    EQU,
    /** {@code NAME .set VALUE}: a variable, which later statements may assign again. */
    SET,
    /** Prints its operands (strings and values) while assembling. */
    ECHO,
    /** Fails the assembly with its message. */
    ERROR,
    /** A text replacement, {@code NAME body} or {@code NAME(a,b) body}. */
    DEFINE,
    /**
     * Continues the last {@link #DEFINE} above it (spasm-ng's {@code #defcont}): a blank and the rest of the line
     * are added to its body, so a text macro can hold several statements written one a line.
     */
    DEFINE_CONTINUE,
    /** Forgets a text replacement. */
    UNDEF,
    /** Starts a conditional block on an expression. */
    IF,
    /** Starts a conditional block on a name being defined. */
    IFDEF,
    /** Starts a conditional block on a name not being defined. */
    IFNDEF,
    /** Another condition of the same block. */
    ELIF,
    /** The part of a conditional block taken when no condition held. */
    ELSE,
    /** Ends a conditional block. */
    ENDIF,
    /** Starts a macro definition. */
    MACRO,
    /** Ends a macro definition (some dialects also end a repetition with it). */
    ENDMACRO,
    /** Starts a block repeated a given number of times. */
    REPT,
    /** Ends a repeated block. */
    ENDREPT,
    /** Inside a macro: names made unique to each expansion. */
    LOCAL,
    /** {@code .proc name}: a label that opens a scope; names defined inside belong to it ({@code name::label}). */
    PROC,
    /** Closes the innermost {@link #PROC} scope. */
    ENDPROC,
    /** {@code .scope [name]}: a scope as {@link #PROC} opens one, without a label. */
    SCOPE,
    /** Closes the innermost {@link #SCOPE}. */
    ENDSCOPE,
    /** Names the CPU the source is written for ({@code .z80}): the dialect's own, so there is nothing to do. */
    CPU,
    /**
     * TASM's {@code .addinstr MNEMONIC PATTERN OPCODE SIZE ...}: defines an instruction the lines below may use
     * ({@link AddedInstruction}, read as spasm-ng reads it).
     */
    ADDINSTR,
    /**
     * Accepted with any operands and otherwise ignored: what places or links nothing in a one-file assembly (ca65's
     * {@code .segment}, {@code .export}, {@code .setcpu}).
     */
    NO_EFFECT;

    /** Whether the kind opens, continues or closes a conditional block (handled even where code is skipped). */
    boolean isConditional() {
        return this == IF || this == IFDEF || this == IFNDEF || this == ELIF || this == ELSE || this == ENDIF;
    }

    /** Whether the kind starts a block whose lines are recorded, not assembled, until its end. */
    boolean startsBlock() {
        return this == MACRO || this == REPT;
    }
}
