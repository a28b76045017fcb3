package dev.romlab.asm.tms9900;

import dev.romlab.asm.EncodedInstruction;
import dev.romlab.asm.EncodingContext;
import dev.romlab.asm.InstructionSet;
import dev.romlab.asm.InstructionStatement;
import dev.romlab.asm.SourceText;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The encoding view of {@link Tms9900InstructionTable}: the 69 instructions in Editor/Assembler syntax, plus the
 * pseudo-instructions {@code RT} ({@code B *R11}) and {@code NOP} ({@code JMP $+2}). Registers are written as bare
 * numbers or expressions ({@code MOV 0,9}) or {@code R0}-{@code R15} in any case; operands {@code Rn}, {@code *Rn},
 * {@code *Rn+}, {@code @addr}, {@code @addr(Rn)}. The cycle column is {@link Tms9900ListingTiming}'s.
 */
public final class Tms9900InstructionSet implements InstructionSet {

    private static final Pattern REGISTER_NAME = Pattern.compile("(?i)R(\\d{1,2})");

    private final Tms9900ListingTiming timing;

    /** Cycles at zero wait states. */
    public Tms9900InstructionSet() {
        this(Tms9900ListingTiming.ZERO_WAIT_STATES);
    }

    /** Cycles as {@code timing} counts them (a machine's wait states and the workspace's address). */
    public Tms9900InstructionSet(Tms9900ListingTiming timing) {
        this.timing = timing;
    }

    @Override
    public String name() {
        return "tms9900";
    }

    @Override
    public boolean isMnemonic(String mnemonic) {
        return Tms9900InstructionTable.byMnemonic(mnemonic) != null || isPseudo(mnemonic);
    }

    @Override
    public boolean takesOperands(String mnemonic) {
        Tms9900Instruction row = Tms9900InstructionTable.byMnemonic(mnemonic);
        return row != null && row.format() != Tms9900Format.NONE;
    }

    @Override
    public boolean bigEndian() {
        return true;
    }

    @Override
    public int alignment() {
        return 2;
    }

    @Override
    public Tms9900InstructionSet withWaitStates(IntUnaryOperator waitStates, OptionalInt workspace) {
        return new Tms9900InstructionSet(new Tms9900ListingTiming(waitStates, workspace));
    }

    @Override
    public Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context) {
        String mnemonic = statement.mnemonic().text().toUpperCase(Locale.ROOT);
        List<SourceText> operands = statement.operands();
        if (isPseudo(mnemonic)) {
            if (!operandCount(statement, 0, context)) {
                return Optional.empty();
            }
            // RT = B *R11, NOP = JMP $+2 (Editor/Assembler manual, pseudo-instructions).
            int word = mnemonic.equals("RT") ? 0x045B : 0x1000;
            return Optional.of(encoded(new Tms9900Decoded(Tms9900InstructionTable.decode(word), new int[] {word}),
                    context.address()));
        }
        Tms9900Instruction row = Tms9900InstructionTable.byMnemonic(mnemonic);
        int[] words = words(row, statement, operands, context);
        if (words == null) {
            return Optional.empty();
        }
        return Optional.of(encoded(new Tms9900Decoded(row, words), context.address()));
    }

    private EncodedInstruction encoded(Tms9900Decoded decoded, int address) {
        int[] words = decoded.words();
        byte[] bytes = new byte[2 * words.length];
        for (int i = 0; i < words.length; i++) {
            bytes[2 * i] = (byte) (words[i] >> 8);
            bytes[2 * i + 1] = (byte) words[i];
        }
        return new EncodedInstruction(bytes, timing.cycles(decoded, address));
    }

    /** The instruction's words, or null when an operand is wrong (reported). */
    private int[] words(Tms9900Instruction row, InstructionStatement statement, List<SourceText> operands,
            EncodingContext context) {
        int word = row.opcode();
        switch (row.format()) {
            case TWO_ADDRESS: {
                if (!operandCount(statement, 2, context)) {
                    return null;
                }
                Operand source = general(operands.get(0), context);
                Operand destination = general(operands.get(1), context);
                if (source == null || destination == null) {
                    return null;
                }
                return withAddressWords(word | destination.operand.field() << 6 | source.operand.field(), source,
                        destination);
            }
            case JUMP:
                return operandCount(statement, 1, context) ? new int[] {word | jump(operands.get(0), context)} : null;
            case CRU_BIT:
                return operandCount(statement, 1, context)
                        ? new int[] {word | (int) (signed(operands.get(0), -128, 127, context) & 0xFF)} : null;
            case REGISTER_DESTINATION:
            case EXTENDED_OPERATION:
            case CRU_MULTIPLE: {
                if (!operandCount(statement, 2, context)) {
                    return null;
                }
                Operand source = general(operands.get(0), context);
                int field = row.format() == Tms9900Format.REGISTER_DESTINATION ? register(operands.get(1), context)
                        : row.format() == Tms9900Format.CRU_MULTIPLE ? cruCount(operands.get(1), context)
                        : (int) signed(operands.get(1), 0, 15, context);
                return source == null ? null : withAddressWords(word | field << 6 | source.operand.field(), source);
            }
            case SHIFT:
                return operandCount(statement, 2, context) ? new int[] {word | register(operands.get(0), context)
                        | (int) signed(operands.get(1), 0, 15, context) << 4} : null;
            case SINGLE: {
                Operand operand = operandCount(statement, 1, context) ? general(operands.get(0), context) : null;
                return operand == null ? null : withAddressWords(word | operand.operand.field(), operand);
            }
            case REGISTER_IMMEDIATE:
                return operandCount(statement, 2, context) ? new int[] {word | register(operands.get(0), context),
                    immediate(operands.get(1), context)} : null;
            case REGISTER:
                return operandCount(statement, 1, context) ? new int[] {word | register(operands.get(0), context)}
                        : null;
            case IMMEDIATE:
                return operandCount(statement, 1, context) ? new int[] {word, immediate(operands.get(0), context)}
                        : null;
            default:
                return operandCount(statement, 0, context) ? new int[] {word} : null;
        }
    }

    /** A general operand and the address word it needs, if any. */
    private record Operand(Tms9900Operand operand) {
    }

    private static int[] withAddressWords(int word, Operand... operands) {
        int[] words = new int[1 + (int) Arrays.stream(operands).filter(o -> o.operand.mode().hasAddressWord())
                .count()];
        words[0] = word;
        int next = 1;
        for (Operand operand : operands) {
            if (operand.operand.mode().hasAddressWord()) {
                words[next++] = operand.operand.address();
            }
        }
        return words;
    }

    /** {@code Rn}, {@code *Rn}, {@code *Rn+}, {@code @addr}, {@code @addr(Rn)}; null when wrong (reported). */
    private static Operand general(SourceText text, EncodingContext context) {
        String s = text.text();
        if (s.startsWith("*")) {
            boolean increment = s.endsWith("+");
            SourceText register = text.slice(1, s.length() - (increment ? 1 : 0)).trim();
            return new Operand(new Tms9900Operand(increment ? Tms9900AddressingMode.AUTO_INCREMENT
                    : Tms9900AddressingMode.INDIRECT, register(register, context), 0));
        }
        if (s.startsWith("@")) {
            int open = indexOpening(s);
            SourceText address = text.slice(1, open < 0 ? s.length() : open).trim();
            int value = (int) (signed(address, -0x8000, 0xFFFF, context) & 0xFFFF);
            if (open < 0) {
                return new Operand(new Tms9900Operand(Tms9900AddressingMode.SYMBOLIC, 0, value));
            }
            SourceText index = text.slice(open + 1, s.length() - 1).trim();
            int register = register(index, context);
            if (register == 0) {
                context.error(index, "R0 cannot be an index register (the chip reads @addr(R0) as @addr)");
                return null;
            }
            return new Operand(new Tms9900Operand(Tms9900AddressingMode.INDEXED, register, value));
        }
        return new Operand(new Tms9900Operand(Tms9900AddressingMode.REGISTER, register(text, context), 0));
    }

    /** Where {@code (Rn)} of {@code @addr(Rn)} opens, or -1: a parenthesised tail after a non-empty address. */
    private static int indexOpening(String s) {
        if (!s.endsWith(")")) {
            return -1;
        }
        int depth = 0;
        for (int i = s.length() - 1; i > 0; i--) {
            char c = s.charAt(i);
            depth += c == ')' ? 1 : c == '(' ? -1 : 0;
            if (depth == 0) {
                return i > 1 ? i : -1;
            }
        }
        return -1;
    }

    /** A workspace register: {@code R0}-{@code R15} (any case) or an expression of value 0-15. */
    private static int register(SourceText text, EncodingContext context) {
        Matcher name = REGISTER_NAME.matcher(text.text());
        if (name.matches()) {
            int number = Integer.parseInt(name.group(1));
            if (number <= 15) {
                return number;
            }
        }
        return (int) signed(text, 0, 15, context);
    }

    /** LDCR/STCR bit count: 1-16, 16 encoded as 0 (the chip's meaning of 0); 0 itself is accepted too. */
    private static int cruCount(SourceText text, EncodingContext context) {
        return (int) signed(text, 0, 16, context) & 15;
    }

    private static int immediate(SourceText text, EncodingContext context) {
        return (int) (signed(text, -0x8000, 0xFFFF, context) & 0xFFFF);
    }

    /**
     * The word displacement from the next instruction to the target, -128 to 127 words, an even target; addresses
     * wrap at 16 bits as the program counter does (a jump near >FFFF may land near >0000).
     */
    private static int jump(SourceText target, EncodingContext context) {
        long value = context.value(target);
        long distance = (short) ((value - (context.address() + 2)) & 0xFFFF);
        if ((distance & 1) != 0) {
            context.error(target, "jump target " + String.format(">%04X", value & 0xFFFF) + " is odd");
            return 0;
        }
        if (!context.checkRange(distance / 2, -128, 127, target)) {
            return 0;
        }
        return (int) (distance / 2) & 0xFF;
    }

    private static long signed(SourceText text, long min, long max, EncodingContext context) {
        if (text.isEmpty()) {
            context.error(text, "missing operand");
            return 0;
        }
        long value = context.value(text);
        return context.checkRange(value, min, max, text) ? value : 0;
    }

    private static boolean operandCount(InstructionStatement statement, int count, EncodingContext context) {
        int given = statement.operands().size();
        if (given == count) {
            return true;
        }
        context.error(given > count ? statement.operands().get(count) : statement.mnemonic(), "'"
                + statement.mnemonic().text() + "' takes " + (count == 0 ? "no" : String.valueOf(count)) + " operand"
                + (count == 1 ? "" : "s"));
        return false;
    }

    private static boolean isPseudo(String mnemonic) {
        String upper = mnemonic.toUpperCase(Locale.ROOT);
        return upper.equals("RT") || upper.equals("NOP");
    }
}
