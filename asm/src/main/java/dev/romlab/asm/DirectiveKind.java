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
    /** Bytes as {@link #BYTES}, after a byte that counts them (xas99's {@code STRI}, a string with its length). */
    BYTES_LENGTH_PREFIXED,
    /** 16-bit words, little endian. */
    WORDS,
    /** The low byte of each value ({@code .lobytes}). */
    LOW_BYTES,
    /** Bits 8-15 of each value ({@code .hibytes}). */
    HIGH_BYTES,
    /** Bits 16-23 of each value ({@code .bankbytes}). */
    BANK_BYTES,
    /** 16-bit words, high byte first whatever the CPU ({@code .dbyt}). */
    WORDS_BIG_ENDIAN,
    /** 24-bit values, little endian ({@code .faraddr}). */
    FAR_ADDRESSES,
    /** 32-bit values, little endian ({@code .dword}). */
    DOUBLE_WORDS,
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
    /** Starts a conditional block taken when its operand text is empty (ca65 {@code .ifblank}: a macro argument left out). */
    IFBLANK,
    /** Starts a conditional block taken when its operand text is not empty ({@code .ifnblank}). */
    IFNBLANK,
    /**
     * Starts a conditional block on two values compared (xas99's {@code .ifeq a[,b]}, the second 0 when left out):
     * both taken as 16-bit words, unsigned, as xas99 compares them ({@code -1} is {@code >FFFF}).
     */
    IF_EQUAL,
    /** As {@link #IF_EQUAL}, taken when the values differ ({@code .ifne}). */
    IF_NOT_EQUAL,
    /** As {@link #IF_EQUAL}, taken when the first is greater ({@code .ifgt}). */
    IF_GREATER,
    /** As {@link #IF_EQUAL}, taken when the first is greater or equal ({@code .ifge}). */
    IF_GREATER_OR_EQUAL,
    /** As {@link #IF_EQUAL}, taken when the first is less ({@code .iflt}). */
    IF_LESS,
    /** As {@link #IF_EQUAL}, taken when the first is less or equal ({@code .ifle}). */
    IF_LESS_OR_EQUAL,
    /** Starts a conditional block taken when its expression's value is known here ({@code .ifconst}). */
    IFCONST,
    /** Starts a conditional block taken when its name was used in an expression above ({@code .ifref}). */
    IFREF,
    /** Starts a conditional block taken when its name was not used above ({@code .ifnref}). */
    IFNREF,
    /** Starts a conditional block taken always: a test for the CPU being assembled for ({@code .ifp02}). */
    IF_THIS_CPU,
    /** Starts a conditional block never taken: a test for another CPU ({@code .ifpc02}, {@code .ifp816}). */
    IF_OTHER_CPU,
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
    /** Leaves the innermost macro expansion here ({@code .exitmacro}). */
    EXIT_MACRO,
    /** {@code .macpack NAME}: defines the macros of one of the dialect's bundled packages ({@link MacroPackages}). */
    MACRO_PACKAGE,
    /** {@code .linecont +|-}: whether a line ending in {@code \} continues on the next. */
    LINE_CONTINUATION,
    /** {@code .proc name}: a label that opens a scope; names defined inside belong to it ({@code name::label}). */
    PROC,
    /** Closes the innermost {@link #PROC} scope. */
    ENDPROC,
    /** {@code .scope [name]}: a scope as {@link #PROC} opens one, without a label. */
    SCOPE,
    /** Closes the innermost {@link #SCOPE}. */
    ENDSCOPE,
    /**
     * {@code .enum [name]}: each line up to {@link #ENDENUM} is {@code NAME [= value]}, a constant one more than the
     * one before (0 first); a named enumeration is a scope ({@code name::NAME}).
     */
    ENUM,
    /** Ends an {@link #ENUM}. */
    ENDENUM,
    /**
     * {@code .struct [name]}: each line up to {@link #ENDSTRUCT} is {@code [NAME] .byte|.word|.addr|.faraddr|.dword
     * [count]}, {@code [NAME] .res count} or {@code [NAME] .tag struct}: NAME is the member's offset, in the struct's
     * scope ({@code point::y}); places nothing ({@link StructLayout}).
     */
    STRUCT,
    /** {@code .union [name]}: as {@link #STRUCT}, every member at offset 0. */
    UNION,
    /** Ends a {@link #STRUCT}. */
    ENDSTRUCT,
    /** Ends a {@link #UNION}. */
    ENDUNION,
    /** {@code .tag struct}: reserves the struct's size in zero bytes (in a struct: a member of that size). */
    TAG,
    /**
     * {@code .segment "NAME"} or a directive named after its segment ({@code .code}): with a linker configuration
     * ({@link Assembler#withLinkerConfig}) the bytes after it go to that segment; without one it changes nothing.
     */
    SEGMENT,
    /** {@code .pushseg}: remembers the current segment, for {@link #SEGMENT_POP}. */
    SEGMENT_PUSH,
    /** {@code .popseg}: back to the segment the last {@link #SEGMENT_PUSH} remembered. */
    SEGMENT_POP,
    /** {@code .import NAME, ...}: the names come from another file's export (absolute). */
    IMPORT,
    /** {@code .importzp NAME, ...}: as {@link #IMPORT}, the names zero page before their definition. */
    IMPORT_ZERO_PAGE,
    /** {@code .export NAME, ...}: the names are known to every file that imports them. */
    EXPORT,
    /** {@code .global NAME, ...}: exported where the file defines the name, imported where it does not. */
    GLOBAL,
    /** {@code .globalzp NAME, ...}: as {@link #GLOBAL}, the names zero page before their definition. */
    GLOBAL_ZERO_PAGE,
    /** {@code .setcpu "NAME"}: the CPU must be one the instruction set assembles for ({@link InstructionSet#cpuNamed}). */
    SET_CPU,
    /** {@code .feature NAME, ...}: each must be one the dialect always has ({@link SourceDialect#features()}). */
    FEATURE,
    /**
     * {@code .assert EXPR, error|warning[, "message"]} (also ca65's {@code lderror}, {@code ldwarning}): when the
     * value is 0, fails the assembly with the message, or adds it to {@link Assembly#messages()} as a warning.
     */
    ASSERT,
    /** {@code .charmap CODE, BYTE}: strings in data directives store {@code BYTE} for the character {@code CODE}. */
    CHARMAP,
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
    NO_EFFECT,
    /**
     * ca65's {@code .constructor name [, priority]}, {@code .destructor}, {@code .interruptor} and
     * {@code .condes name, type [, priority]}: an entry of a table the linker builds when the configuration's
     * FEATURES ask for one of that type ({@code CONDES: type = constructor ...}; {@link CondesTables}); the name is
     * exported. Without such a feature the entry changes nothing, as in ld65.
     */
    CONDES;

    /** Whether the kind opens, continues or closes a conditional block (handled even where code is skipped). */
    boolean isConditional() {
        return this == IF || this == IFDEF || this == IFNDEF || this == IFBLANK || this == IFNBLANK || this == IFCONST
                || this == IFREF || this == IFNREF || this == IF_THIS_CPU || this == IF_OTHER_CPU || isComparison()
                || this == ELIF || this == ELSE || this == ENDIF;
    }

    /** Whether the kind opens a block on two values compared ({@link #IF_EQUAL} ... {@link #IF_LESS_OR_EQUAL}). */
    boolean isComparison() {
        return this == IF_EQUAL || this == IF_NOT_EQUAL || this == IF_GREATER || this == IF_GREATER_OR_EQUAL
                || this == IF_LESS || this == IF_LESS_OR_EQUAL;
    }

    /** Whether the kind starts a block whose lines are recorded, not assembled, until its end. */
    boolean startsBlock() {
        return this == MACRO || this == REPT;
    }
}
