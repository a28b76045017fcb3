package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.IntFunction;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.AddressFormat;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code romlab disasm}: one line per instruction of a binary, an Intel HEX file or an assembled source. */
@Command(name = "disasm",
        header = "Disassemble a binary or Intel HEX file, one instruction per line.",
        sortOptions = false,
        description = {"Disassemble a binary, an Intel HEX file (each run of consecutive addresses on its own), a "
                + "TI-83 Plus program (.8xp, from userMem-2), an NES image, a TI-99/4A memory image (option 5 "
                + "files, bare or in TIFILES headers) or cartridge (.rpk or a ROM image at >6000), or a source "
                + "(assembled first), one instruction per line:",
                "  address, code (hex words of the CPU's word size: bytes for the Z80, 16-bit words for the TMS9900), "
                        + "cycles (taken/not taken as 12/7), then the instruction, e.g.",
                "  0100  3E 05            7  ld a,$05",
                "The text assembles back to the same bytes at the same addresses; a byte sequence with no mnemonic "
                        + "of its own shows as data with its meaning as a comment, and so does an instruction cut "
                        + "off by the end of the file, of a run of HEX records or of --length (its bytes inside "
                        + "the range, then '; cut off: ' and the instruction).",
                "Labels (a source's symbols, or a --symbols file) show in the CPU's assembler syntax as label "
                        + "lines (loop: for the Z80 and 6502, LOOP in column 1 for the TMS9900, LOOP DS 0 for CASL "
                        + "II) and as operands (jp loop); a name an operand uses that no label line defines gets an "
                        + "equate line first (.equ, E/A's EQU), or stays a number where the assembler has none "
                        + "(CASL II).",
                "--cpu may be left out when the file's extension names the CPU or only one CPU exists."})
final class DisasmCommand implements Callable<Integer> {

    /** The fewest columns the code takes: the Z80's four bytes, so that 8-bit CPUs line up alike. */
    private static final int CODE_COLUMNS = 11;

    @Mixin
    private ProgramOptions program;

    @Option(names = "--from", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "The first address to disassemble (default: the start of the file).")
    private Integer from;

    @Option(names = "--length", paramLabel = "N", converter = CountConverter.class,
            description = "How many bytes to disassemble (default: up to the end of the file).")
    private Long length;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        CpuDescription cpuType = program.cpu();
        ProgramImage image = program.load();
        int start = from == null ? image.loadAddress() : from;
        if (start < image.loadAddress() || start >= image.end()) {
            AddressFormat addresses = cpuType.addressFormat();
            throw new CommandFailure(String.format("--from %s is outside the file (%s-%s)", addresses.text(start),
                    addresses.text(image.loadAddress()), addresses.text(image.end() - 1)));
        }
        long end = length == null ? image.end() : Math.min(image.end(), start + length);
        Memory memory = cpuType.newMemory();
        image.loadInto(memory);
        List<DisassembledInstruction> instructions = new ArrayList<>();
        for (Segment segment : image.segments()) {
            int first = Math.max(start, segment.address());
            long last = Math.min(end, image.end(segment));
            if (first < last) {
                instructions.addAll(cpuType.disassembler().disassemble(memory::read, first, (int) (last - first)));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        print(out, cpuType, instructions, image.labels());
        out.flush();
        return 0;
    }

    /**
     * The lines, with labels in the CPU's own syntax: a label line before each instruction that has one, address
     * operands as names, and first an equate line for each name an operand uses that no label line defines (a label
     * outside the range or inside an instruction), so that the text still assembles back to the same bytes; where
     * the CPU's assembler has no equate (CASL II), such an operand keeps its number.
     */
    private static void print(PrintWriter out, CpuDescription cpu, List<DisassembledInstruction> instructions,
            Labels symbols) {
        Disassembler syntax = cpu.disassembler();
        Labels labels = sourceLabels(cpu, symbols);
        Set<Integer> starts = new HashSet<>();
        instructions.forEach(instruction -> starts.add(instruction.address()));
        SortedMap<String, String> equates = new TreeMap<>();
        for (DisassembledInstruction instruction : instructions) {
            for (DisassembledInstruction.AddressOperand operand : instruction.addressOperands()) {
                String name = labels.nameAt(operand.value());
                if (name != null && !starts.contains(operand.value())) {
                    syntax.equateLine(name, operand.value()).ifPresent(line -> equates.put(name, line));
                }
            }
        }
        String blankAddress = " ".repeat(cpu.addressSpace().addressDigits());
        equates.values().forEach(line -> out.println(String.format(lineFormat(cpu), blankAddress, "", "", line)));
        IntFunction<String> names = address -> {
            String name = labels.nameAt(address);
            return name != null && (starts.contains(address) || equates.containsKey(name)) ? name : null;
        };
        for (DisassembledInstruction instruction : instructions) {
            for (String name : labels.namesAt(instruction.address())) {
                out.println(labelLine(cpu, instruction.address(), name));
            }
            out.println(line(cpu, instruction, names));
        }
    }

    /** The addresses {@code symbols} names, under the names the CPU's source writes (CASL II: {@code LOOP}). */
    static Labels sourceLabels(CpuDescription cpu, Labels symbols) {
        return symbols.renamed(cpu.disassembler().sourceNames(symbols.names()));
    }

    /**
     * Address (as wide as the CPU's), code (room for the CPU's longest instruction, at least {@value CODE_COLUMNS}
     * columns), cycles, text.
     */
    static String lineFormat(CpuDescription cpu) {
        return "%s  %-" + Math.max(CODE_COLUMNS, cpu.codeColumns()) + "s  %5s  %s";
    }

    /** {@code 0108                      addByte:}, the line before an instruction at a label, in the CPU's syntax. */
    static String labelLine(CpuDescription cpu, int address, String name) {
        return String.format(lineFormat(cpu), cpu.addressSpace().hex(address), "", "",
                cpu.disassembler().labelLine(name));
    }

    /**
     * An instruction's line, its address operands written as labels where {@code names} names them, its code as
     * hex words of the CPU's word size ({@code 21 9C 9D} for the Z80, {@code 0201 8300} for the TMS9900).
     */
    static String line(CpuDescription cpu, DisassembledInstruction instruction, IntFunction<String> names) {
        return String.format(lineFormat(cpu), cpu.addressSpace().hex(instruction.address()),
                instruction.hexWords(cpu.addressSpace().wordBits() / 8), instruction.cycles().text(),
                cpu.disassembler().instructionLine(instruction.text(names)));
    }
}
