package dev.romlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressFormat;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.hotspots.Hotspots;
import dev.romlab.cpu.hotspots.InstructionCounts;
import dev.romlab.cpu.program.SourceLines;

/**
 * What {@code exec --hotspots} shows: the routines and the lines that cost most as text tables, every address that
 * ran as CSV rows or JSON objects, and the annotated listing. Instructions are disassembled from memory after the run
 * (code that rewrote itself shows its last form), their address operands named as the trace names them.
 */
final class HotspotReport {

    private final Hotspots hotspots;
    private final InstructionCounts counts;
    private final SourceLines source;
    private final Labels labels;
    private final CpuDescription cpuType;
    private final Memory memory;
    private final CycleUnit unit;

    HotspotReport(InstructionCounts counts, Labels labels, SourceLines source, CpuDescription cpuType, Memory memory,
            CycleUnit unit) {
        this.hotspots = Hotspots.of(counts, labels, source, cpuType.localLabelPrefix());
        this.counts = counts;
        this.source = source;
        this.labels = labels;
        this.cpuType = cpuType;
        this.memory = memory;
        this.unit = unit;
    }

    /**
     * The totals, then the {@code top} routines (when the program has labels) and the {@code top} lines by cycles:
     * <pre>
     * hotspots: 34 instructions, 256 T-states
     * T-states      %  calls  instructions  routine
     *      176  68.8%      1            25  addByte
     * ...
     * T-states      %  executions  address  label    instruction      source
     *       48  18.8%           5  $010F    noCarry  djnz addByte     sum.asm:14
     * </pre>
     */
    String text(int top) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "hotspots: %,d instructions, %,d %s%n",
                hotspots.totalExecutions(), hotspots.totalCycles(), unit.text()));
        if (hotspots.hasRoutines()) {
            out.append(shown("routines", top, hotspots.routines().size()));
            TextTable routines = new TextTable(unit.text(), "%", "calls", "instructions", "routine")
                    .alignRight(0, 1, 2, 3);
            for (Hotspots.Routine routine : hotspots.routines().subList(0, Math.min(top, hotspots.routines().size()))) {
                routines.row(number(routine.cycles()), percent(routine.cycles()),
                        routine.name() == null ? "" : number(routine.calls()), number(routine.instructions()),
                        routine.name() == null ? "(before the first label)" : routine.name());
            }
            out.append(routines.text());
        } else {
            out.append("no routines: the program has no labels (a source's, or a binary's --symbols)\n");
        }
        out.append(shown("lines", top, hotspots.lines().size()));
        TextTable lines = new TextTable(unit.text(), "%", "executions", "address", "label", "instruction", "source")
                .alignRight(0, 1, 2);
        for (Hotspots.Line line : hotspots.lines().subList(0, Math.min(top, hotspots.lines().size()))) {
            lines.row(number(line.cycles()), percent(line.cycles()), number(line.executions()),
                    addressFormat().text(line.address()), orEmpty(line.label()), instruction(line.address()),
                    line.source() == null ? "" : line.source().position());
        }
        return out.append(lines.text()).toString();
    }

    /** {@code "routines (20 of 35):"}, or {@code "routines:"} when every one shows. */
    private static String shown(String what, int top, int all) {
        return all > top ? String.format(Locale.ROOT, "%s (%,d of %,d):%n", what, top, all) : what + ":\n";
    }

    /** The CSV header and one row per address that ran, most cycles first (RFC 4180 quoting). */
    String csv() {
        StringBuilder out = new StringBuilder("address,label,routine,file,line,executions,cycles\n");
        for (Hotspots.Line line : hotspots.lines()) {
            out.append(addressFormat().text(line.address())).append(',')
                    .append(TrollCommand.csvCell(orEmpty(line.label()))).append(',')
                    .append(TrollCommand.csvCell(orEmpty(line.routine()))).append(',')
                    .append(line.source() == null ? "" : TrollCommand.csvCell(line.source().file())).append(',')
                    .append(line.source() == null ? "" : String.valueOf(line.source().line())).append(',')
                    .append(line.executions()).append(',').append(line.cycles()).append('\n');
        }
        return out.toString();
    }

    /**
     * Every address that ran, most cycles first: {@code {address, label, routine, file, line, instruction,
     * executions, cycles}} ({@code label}, {@code routine}, {@code file} and {@code line} null where none; cycles in
     * the unit of the document's {@code cycles}).
     */
    List<Map<String, Object>> json() {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Hotspots.Line line : hotspots.lines()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("address", line.address());
            row.put("label", line.label());
            row.put("routine", line.routine());
            row.put("file", line.source() == null ? null : line.source().file());
            row.put("line", line.source() == null ? null : line.source().line());
            row.put("instruction", instruction(line.address()));
            row.put("executions", line.executions());
            row.put("cycles", line.cycles());
            rows.add(row);
        }
        return rows;
    }

    /**
     * The whole source as assembled, one listing row a line, each statement that ran with its cycles, % and runs
     * ({@code perf annotate}'s and {@code callgrind_annotate}'s layout); a program without source lines: every
     * address that ran, in address order, disassembled. Cycles spent where no statement starts (a jump into an
     * instruction's middle) are summed on a last line.
     */
    String listing() {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "hotspots: %,d instructions, %,d %s%n",
                hotspots.totalExecutions(), hotspots.totalCycles(), unit.text()));
        long annotated = 0;
        if (source.isEmpty()) {
            TextTable table = new TextTable(unit.text(), "%", "executions", "address", "instruction")
                    .alignRight(0, 1, 2);
            for (int address = 0; address < Memory.SIZE; address++) {
                if (counts.executions(address) > 0) {
                    String label = labels.nameAt(address);
                    table.row(number(counts.cycles(address)), percent(counts.cycles(address)),
                            number(counts.executions(address)), addressFormat().text(address),
                            (label == null ? "" : label + ": ") + instruction(address));
                }
            }
            return out.append(table.text()).toString();
        }
        TextTable table = new TextTable(unit.text(), "%", "executions", "line", "source").alignRight(0, 1, 2);
        for (SourceLines.Row row : source.rows()) {
            boolean ran = row.address() >= 0 && source.rowAt(row.address()) == row
                    && counts.executions(row.address()) > 0;
            if (ran) {
                long cycles = counts.cycles(row.address());
                annotated += cycles;
                table.row(number(cycles), percent(cycles), number(counts.executions(row.address())), row.position(),
                        row.text());
            } else {
                table.row("", "", "", row.position(), row.text());
            }
        }
        out.append(table.text());
        long elsewhere = hotspots.totalCycles() - annotated;
        if (elsewhere > 0) {
            out.append(String.format(Locale.ROOT, "%,d %s (%s) where no source line starts%n", elsewhere, unit.text(),
                    percent(elsewhere)));
        }
        return out.toString();
    }

    /** The instruction at {@code address} as it is in memory now, address operands named: {@code djnz addByte}. */
    private String instruction(int address) {
        DisassembledInstruction instruction = cpuType.disassembler().decode(memory::read, address);
        return instruction.text(labels::nameAt);
    }

    private AddressFormat addressFormat() {
        return cpuType.addressFormat();
    }

    private String percent(long cycles) {
        return String.format(Locale.ROOT, "%.1f%%", hotspots.percent(cycles));
    }

    private static String number(long count) {
        return String.format(Locale.ROOT, "%,d", count);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
