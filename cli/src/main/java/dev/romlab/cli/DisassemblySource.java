package dev.romlab.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.IntFunction;

import dev.romlab.asm.AddressRanges;
import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.program.ProgramImage;

/**
 * A disassembly as a source file that the CPU's assembler takes as it is printed ({@code romlab disasm}): the
 * CPU's frame ({@code org $0100}, E/A's {@code AORG} ... {@code END}, CASL II's {@code START} ... {@code END}),
 * equates, label lines, instructions, and data ranges as data directives; each instruction's address, code and
 * cycles follow as a comment at a fixed column, so the text keeps the look of a listing:
 * <pre>    ld a,$05        ; 0100  3E 05       7</pre>
 */
final class DisassemblySource {

    /** The fewest columns the code takes: the Z80's four bytes, so that 8-bit CPUs line up alike. */
    private static final int CODE_COLUMNS = 11;
    /** What separates the meaning of a data line from its directive in a disassembler's text. */
    private static final String MEANING = " ; ";

    /** One line of the disassembly: an instruction, or data of a {@code --data} range (no cycles). */
    private record Line(DisassembledInstruction instruction, boolean data) {
    }

    /** A run of consecutive addresses, placed by one origin line. */
    private record Run(int address, int end, List<Line> lines) {
    }

    private final CpuDescription cpu;
    private final Disassembler syntax;

    DisassemblySource(CpuDescription cpu) {
        this.cpu = cpu;
        this.syntax = cpu.disassembler();
    }

    /**
     * The source for the addresses {@code [start, end)} of {@code image} (loaded into {@code memory}), the addresses
     * of {@code data} as data directives, labels from the image.
     */
    String of(ProgramImage image, Memory memory, int start, long end, AddressRanges data) {
        List<Run> runs = new ArrayList<>();
        Labels labels = DisasmCommand.sourceLabels(cpu, image.labels());
        for (Segment segment : image.segments()) {
            int first = Math.max(start, segment.address());
            int last = (int) Math.min(end, image.end(segment));
            if (first < last) {
                runs.add(new Run(first, last, lines(segment, image.wordBytes(), memory, first, last, data, labels)));
            }
        }
        return text(runs, labels);
    }

    private List<Line> lines(Segment segment, int wordBytes, Memory memory, int first, int last, AddressRanges data,
            Labels labels) {
        List<Line> lines = new ArrayList<>();
        int address = first;
        while (address < last) {
            boolean isData = data.contains(address);
            int pieceEnd = Math.min(last, isData ? data.endOf(address) : data.nextStart(address));
            if (isData) {
                lines.addAll(dataLines(segment, wordBytes, address, pieceEnd, labels));
            } else {
                syntax.disassemble(memory::read, address, pieceEnd - address)
                        .forEach(instruction -> lines.add(new Line(instruction, false)));
            }
            address = pieceEnd;
        }
        return lines;
    }

    /** Data directives for {@code [from, to)}, a line at each multiple of the CPU's data line and at each label. */
    private List<Line> dataLines(Segment segment, int wordBytes, int from, int to, Labels labels) {
        List<Line> lines = new ArrayList<>();
        int step = syntax.dataLineAddresses();
        byte[] bytes = segment.bytes();
        int address = from;
        while (address < to) {
            int lineEnd = Math.min(to, (address / step + 1) * step);
            for (int next = address + 1; next < lineEnd; next++) {
                if (!labels.namesAt(next).isEmpty()) {
                    lineEnd = next;
                    break;
                }
            }
            int offset = (address - segment.address()) * wordBytes;
            byte[] lineBytes = Arrays.copyOfRange(bytes, offset, offset + (lineEnd - address) * wordBytes);
            lines.add(new Line(syntax.dataLine(address, lineBytes, "", CycleCount.of(1)), true));
            address = lineEnd;
        }
        return lines;
    }

    /**
     * The text: prologue, an equate for each name an operand uses that no label line defines (a label outside the
     * range or inside an instruction), then each run after its origin line, then the epilogue; where the CPU's
     * assembler has no equate (CASL II), such an operand keeps its number.
     */
    private String text(List<Run> runs, Labels labels) {
        Set<Integer> starts = new HashSet<>();
        runs.forEach(run -> run.lines().forEach(line -> starts.add(line.instruction().address())));
        SortedMap<String, String> equates = new TreeMap<>();
        for (Run run : runs) {
            for (Line line : run.lines()) {
                for (DisassembledInstruction.AddressOperand operand : line.instruction().addressOperands()) {
                    String name = labels.nameAt(operand.value());
                    if (name != null && !starts.contains(operand.value())) {
                        syntax.equateLine(name, operand.value()).ifPresent(equate -> equates.put(name, equate));
                    }
                }
            }
        }
        IntFunction<String> names = address -> {
            String name = labels.nameAt(address);
            return name != null && (starts.contains(address) || equates.containsKey(name)) ? name : null;
        };
        Set<String> used = new HashSet<>(equates.keySet());
        starts.forEach(address -> used.addAll(labels.namesAt(address)));
        StringBuilder out = new StringBuilder();
        syntax.prologue(used).forEach(line -> out.append(line).append('\n'));
        equates.values().forEach(line -> out.append(line).append('\n'));
        int placed = 0;
        for (Run run : runs) {
            syntax.originLine(run.address(), placed).ifPresent(line -> out.append(line).append('\n'));
            for (Line line : run.lines()) {
                for (String name : labels.namesAt(line.instruction().address())) {
                    out.append(syntax.labelLine(name)).append('\n');
                }
                out.append(line(line, names)).append('\n');
            }
            placed = run.end();
        }
        syntax.epilogue().forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }

    /** {@code     ld a,$05        ; 0100  3E 05       7}, a data line's meaning after the cycles. */
    private String line(Line line, IntFunction<String> names) {
        DisassembledInstruction instruction = line.instruction();
        String text = instruction.text(names);
        String meaning = "";
        int comment = text.indexOf(MEANING);
        if (comment >= 0) {
            meaning = text.substring(comment + MEANING.length());
            text = text.substring(0, comment);
        }
        StringBuilder out = new StringBuilder(syntax.sourceLine(text));
        out.append(" ".repeat(Math.max(1, syntax.commentColumn() - out.length())));
        int codeColumns = Math.max(CODE_COLUMNS, cpu.codeColumns());
        out.append(String.format("; %s  %-" + codeColumns + "s %s", cpu.addressSpace().hex(instruction.address()),
                instruction.hexWords(cpu.addressSpace().wordBits() / 8),
                line.data() ? "" : instruction.cycles().text()));
        if (!meaning.isEmpty()) {
            out.append("  ").append(meaning);
        }
        return out.toString().stripTrailing();
    }
}
