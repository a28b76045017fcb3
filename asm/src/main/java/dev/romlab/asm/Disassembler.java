package dev.romlab.asm;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/** The decoding view of one CPU's instruction table: instructions at addresses, as text and bytes. */
public interface Disassembler {

    /** Decodes the instruction at {@code address}; {@code memory} gives the byte (or word) at an address. */
    DisassembledInstruction decode(IntUnaryOperator memory, int address);

    /**
     * The instructions in the {@code length} bytes from {@code from}; one cut off by the end of the range shows its
     * bytes inside it as data, so that the text assembles back to exactly the range.
     */
    default List<DisassembledInstruction> disassemble(IntUnaryOperator memory, int from, int length) {
        List<DisassembledInstruction> lines = new ArrayList<>();
        int end = from + length;
        int address = from;
        while (address < end) {
            DisassembledInstruction line = decode(memory, address);
            if (address + line.length() > end) {
                byte[] inside = new byte[end - address];
                System.arraycopy(line.bytes(), 0, inside, 0, inside.length);
                line = dataLine(address, inside, "cut off: " + line.text(), line.cycles());
            }
            lines.add(line);
            address += line.length();
        }
        return lines;
    }

    /** {@code bytes} at {@code address} as this CPU's data directive, with {@code meaning} as a comment. */
    DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles);

    /*
     * How this CPU's assembler writes what disasm adds around the instructions, so that its text assembles again
     * (romlab asm): the defaults are the Z80's, as pasmo, sjasmplus and romlab take them.
     */

    /** What marks a hexadecimal number in this CPU's assembler, and so in what romlab prints for it: {@code $}. */
    default String hexPrefix() {
        return "$";
    }

    /**
     * How the source writes each of {@code symbols} (as a symbol file names them), no two alike: each its own name by
     * default; CASL II shortens them to its labels ({@code PROG.LOOP} is {@code LOOP}) and numbers those that come out
     * alike.
     */
    default Map<String, String> sourceNames(Collection<String> symbols) {
        Map<String, String> names = new LinkedHashMap<>();
        symbols.forEach(symbol -> names.put(symbol, symbol));
        return names;
    }

    /** The line that puts {@code name} at the address of the line after it: {@code loop:}. */
    default String labelLine(String name) {
        return name + ":";
    }

    /**
     * The line that gives {@code name} the address {@code value} without placing anything ({@code loop .equ $1234}),
     * or empty where the assembler has no such line: the operands then keep their numbers.
     */
    default Optional<String> equateLine(String name, int value) {
        return Optional.of(String.format("%s equ $%04X", name, value));
    }

    /**
     * How many columns the label field takes where a label is the word in column 1 (E/A, CASL II), or 0 where a label
     * ends with a colon (the Z80's and 6502's assemblers).
     */
    default int labelField() {
        return 0;
    }

    /** An instruction's text as a source line: as it is where a label ends with a colon, else past the label field. */
    default String instructionLine(String text) {
        return " ".repeat(labelField()) + text;
    }

    /*
     * The frame of a whole disassembly as a source file (romlab disasm): what comes first, where each run of
     * addresses is placed, what comes last. The defaults are the Z80's and 6502's, whose labels end with a colon.
     */

    /** An instruction's text as a line of a disassembly's source: indented where labels end with a colon. */
    default String sourceLine(String text) {
        return labelField() == 0 ? "    " + text : instructionLine(text);
    }

    /**
     * The column where a disassembly line's comment (address, code, cycles) starts, past most instructions: 20, or
     * 32 where instructions stand past a label field (E/A's longer operands, CASL II's three).
     */
    default int commentColumn() {
        return labelField() == 0 ? 20 : 32;
    }

    /** The lines before everything else; {@code labels} are the names the disassembly uses, which they must not. */
    default List<String> prologue(Collection<String> labels) {
        return List.of();
    }

    /**
     * The line that places the text after it at {@code address}, where the text so far has reached {@code placed}
     * (0 at the start): {@code org $0100}; empty where nothing needs to be said.
     */
    default Optional<String> originLine(int address, int placed) {
        return Optional.of(sourceLine(String.format("org %s%04X", hexPrefix(), address)));
    }

    /** The lines after everything else (E/A's and CASL II's {@code END}). */
    default List<String> epilogue() {
        return List.of();
    }

    /**
     * How many addresses one data line of a disassembly's {@code --data} range holds, its lines starting at multiples
     * of it: 8 bytes, or 4 words on a word-addressed CPU.
     */
    default int dataLineAddresses() {
        return 8;
    }
}
