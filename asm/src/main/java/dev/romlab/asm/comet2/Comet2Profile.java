package dev.romlab.asm.comet2;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The two machines of one instruction table: COMET II as the IPA CASL II specification defines it, and MLFE, the
 * 32-bit dialect of the minesweeper tutorial (seed 004). Both have 16-bit word addresses; they differ in word width,
 * register count and instruction layout.
 *
 * <p>COMET II (specification, "instruction format"): word 1 holds OP in bits 15-8, r/r1 in bits 7-4 and x/r2 in
 * bits 3-0; instructions with an address have a second word, adr.
 *
 * <p>MLFE has one 32-bit word per instruction. The tutorial's simulator ({@code mlfe.py}) is not redistributable and
 * its encoding is not published, so romlab defines one: OP in bits 31-24, r/r1 in bits 23-20, x/r2 in bits 19-16,
 * adr in bits 15-0 (the third register of a three-register form in adr). Opcodes are COMET II's where the
 * instruction exists there. MLFE programs index with GR0 too (seed 004: {@code LD GR4, FIELD, GR0}), and x = 0 means
 * "no index", so an x field of {@link #MLFE_GR0_INDEX} (15) names GR0.
 */
public enum Comet2Profile {
    COMET2("comet2", 16, 8),
    MLFE("mlfe", 32, 14);

    /** MLFE's x field for GR0 as the index register (0 means no index; GR0-GR13 leave 14 and 15 free). */
    public static final int MLFE_GR0_INDEX = 0xF;
    /**
     * MLFE's SP as an operand (mlfe.py reads {@code SP} and {@code PC} wherever it reads a register and ignores a write
     * to them): 14 in the r, x and r3 fields.
     */
    public static final int MLFE_SP = 0xE;
    /**
     * MLFE's PC as an operand: 15 in the r and r3 fields (the x field's 15 is GR0 as index; there the assembler puts
     * the instruction's address, which is PC while it runs).
     */
    public static final int MLFE_PC = 0xF;

    private static final Pattern REGISTER = Pattern.compile("GR(0|[1-9][0-9]?)");
    private static final Pattern CASL2_LABEL = Pattern.compile("[A-Z][A-Z0-9]{0,7}");
    /**
     * mlfe.py takes any first word that is no instruction as a label (get_label), the word ending at a blank, comma,
     * {@code ;} or quote (split_line); a word starting with {@code =} is a literal there and {@code #} a hex number
     * in romlab, and a signed decimal would read as a number, so those three stay out.
     */
    private static final Pattern MLFE_LABEL = Pattern.compile("(?![+-]?[0-9]+$)[^\\s,;'=#][^\\s,;']*");

    private final String id;
    private final int wordBits;
    private final int registers;

    Comet2Profile(String id, int wordBits, int registers) {
        this.id = id;
        this.wordBits = wordBits;
        this.registers = registers;
    }

    /** The CPU id: {@code comet2} or {@code mlfe}. */
    public String id() {
        return id;
    }

    /** 16 or 32. */
    public int wordBits() {
        return wordBits;
    }

    /** The mask of a word's bits: {@code 0xFFFF} or {@code 0xFFFFFFFF} (as a long). */
    public long wordMask() {
        return (1L << wordBits) - 1;
    }

    /** GR0 .. GR(registers - 1): 8 on COMET II, 14 on MLFE. */
    public int registers() {
        return registers;
    }

    /** How many words an instruction of {@code form} takes: 1 or 2 on COMET II, always 1 on MLFE. */
    public int length(Comet2OperandForm form) {
        return this == COMET2 && form.hasAddress() ? 2 : 1;
    }

    /** The words of one instruction; {@code adr} is 16 bits (the address, or r3 of a three-register form). */
    public int[] encode(int opcode, int r, int x, int adr, Comet2OperandForm form) {
        if (this == MLFE) {
            return new int[] {opcode << 24 | r << 20 | x << 16 | adr & 0xFFFF};
        }
        int first = opcode << 8 | r << 4 | x;
        return form.hasAddress() ? new int[] {first, adr & 0xFFFF} : new int[] {first};
    }

    /** The opcode field of an instruction's first word. */
    public int opcode(int firstWord) {
        return this == MLFE ? firstWord >>> 24 : firstWord >>> 8 & 0xFF;
    }

    /** The r/r1 field of an instruction's first word. */
    public int r(int firstWord) {
        return this == MLFE ? firstWord >>> 20 & 0xF : firstWord >>> 4 & 0xF;
    }

    /** The x/r2 field of an instruction's first word. */
    public int x(int firstWord) {
        return this == MLFE ? firstWord >>> 16 & 0xF : firstWord & 0xF;
    }

    /** The adr field: MLFE's low 16 bits of the first word, COMET II's second word. */
    public int adr(int firstWord, int secondWord) {
        return this == MLFE ? firstWord & 0xFFFF : secondWord & 0xFFFF;
    }

    /** The register {@code text} names (GR0 .. GR(registers - 1); any case on MLFE), or -1 when it names none. */
    public int register(String text) {
        String upper = this == MLFE ? text.toUpperCase(Locale.ROOT) : text;
        if (!REGISTER.matcher(upper).matches()) {
            return -1;
        }
        int number = Integer.parseInt(upper.substring(2));
        return number < registers ? number : -1;
    }

    /**
     * Whether {@code label} is written as a label may be: CASL II 1-8 characters, an upper-case letter then
     * upper-case letters and digits (specification, "label"); MLFE, as its simulator takes them, any word without
     * blanks, commas, {@code ;} and quotes, of any length and case ({@code C+}, {@code 2ND}, {@code _1ZERO}), that
     * does not start with {@code =} or {@code #} and is no decimal number. Register names are excluded separately
     * ({@link #isLabel}).
     */
    public boolean hasLabelSyntax(String label) {
        return (this == COMET2 ? CASL2_LABEL : MLFE_LABEL).matcher(label).matches();
    }

    /** Whether {@code label} can be a label: its syntax, and no register name. */
    public boolean isLabel(String label) {
        return hasLabelSyntax(label) && register(label) < 0 && counter(label) < 0;
    }

    /** MLFE's field for {@code SP} or {@code PC} (any case): {@link #MLFE_SP}, {@link #MLFE_PC}, or -1. */
    public int counter(String text) {
        if (this != MLFE) {
            return -1;
        }
        return text.equalsIgnoreCase("SP") ? MLFE_SP : text.equalsIgnoreCase("PC") ? MLFE_PC : -1;
    }
}
