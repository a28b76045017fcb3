package dev.romlab.cpu.hotspots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.program.SourceLines;

/**
 * Where a run's cycles went, from its {@link InstructionCounts}: by address (with the source line and label of each)
 * and by routine, each sorted by cycles, most first (ties in address order).
 *
 * <p>A routine is the code from one of the program's labels to the next: each address that ran counts for the
 * nearest label at or below it. Only labels inside the program's bytes count (a constant such as
 * {@code DIESIDES = $14} is no routine), and local labels belong to the routine around them: a name holding its
 * dialect's local-label mark ({@code rollDie.loop} from the Z80's {@code .loop}, {@code roll@loop} from ca65's
 * {@code @loop}) or lying in a {@code .proc} named by a label of its own ({@code roll::loop} under {@code roll}).
 * CASL II and MLFE labels ({@code PGM.LOOP}) are all routines, as every plain label is on the other CPUs. Addresses
 * below every label form a routine without a name. A routine's calls are the runs of the instruction at its label.
 */
public final class Hotspots {

    /**
     * One address that ran.
     *
     * @param label   its label ({@code loop}, {@code loop+3}), or null
     * @param routine the routine it belongs to, or null below every label
     * @param source  the source line of the statement there, or null (a binary, or code no statement starts at)
     */
    public record Line(int address, String label, String routine, SourceLines.Row source, long executions,
            long cycles) {
    }

    /**
     * One routine that ran.
     *
     * @param name         its label, or null for the code below every label
     * @param address      the label's address, or -1 for the code below every label
     * @param calls        the runs of the instruction at its label
     * @param instructions the instructions it ran, its calls not included (they count for their own routines)
     */
    public record Routine(String name, int address, long calls, long instructions, long cycles) {
    }

    private final List<Line> lines;
    private final List<Routine> routines;
    private final long totalCycles;
    private final long totalExecutions;

    private Hotspots(List<Line> lines, List<Routine> routines, long totalCycles, long totalExecutions) {
        this.lines = lines;
        this.routines = routines;
        this.totalCycles = totalCycles;
        this.totalExecutions = totalExecutions;
    }

    /**
     * The hotspots of {@code counts}, named by {@code labels} and placed in {@code source}; {@code localLabelPrefix}
     * marks local labels (0: none), as {@code CpuDescription.localLabelPrefix()} gives it.
     */
    public static Hotspots of(InstructionCounts counts, Labels labels, SourceLines source, char localLabelPrefix) {
        NavigableMap<Integer, String> starts = routineStarts(labels, localLabelPrefix);
        List<Line> lines = new ArrayList<>();
        Map<Integer, long[]> byRoutine = new LinkedHashMap<>(); // start (-1: none): instructions, cycles
        for (int address = 0; address < Memory.SIZE; address++) {
            long executions = counts.executions(address);
            if (executions == 0) {
                continue;
            }
            Map.Entry<Integer, String> routine = starts.floorEntry(address);
            lines.add(new Line(address, labels.labelOf(address), routine == null ? null : routine.getValue(),
                    source.rowAt(address), executions, counts.cycles(address)));
            long[] sums = byRoutine.computeIfAbsent(routine == null ? -1 : routine.getKey(), start -> new long[2]);
            sums[0] += executions;
            sums[1] += counts.cycles(address);
        }
        List<Routine> routines = new ArrayList<>();
        byRoutine.forEach((start, sums) -> routines.add(new Routine(start < 0 ? null : starts.get(start), start,
                start < 0 ? 0 : counts.executions(start), sums[0], sums[1])));
        lines.sort(Comparator.comparingLong(Line::cycles).reversed().thenComparingInt(Line::address));
        routines.sort(Comparator.comparingLong(Routine::cycles).reversed().thenComparingInt(Routine::address));
        return new Hotspots(List.copyOf(lines), List.copyOf(routines), counts.totalCycles(),
                counts.totalExecutions());
    }

    /** The labels that start routines, by address: at an address with several, the one stop lines show. */
    private static NavigableMap<Integer, String> routineStarts(Labels labels, char localLabelPrefix) {
        NavigableMap<Integer, String> starts = new TreeMap<>();
        for (String name : labels.names()) {
            int address = labels.addressOf(name).orElseThrow();
            if (labels.inProgram(address) && !isLocal(name, labels, localLabelPrefix)) {
                starts.merge(address, name, (a, b) -> a.compareTo(b) <= 0 ? a : b);
            }
        }
        return starts;
    }

    /**
     * Whether {@code name} is a local label: it holds the mark ({@code rollDie.loop}, as the assembler qualifies
     * {@code .loop}; {@code .loop} as a symbol file may write it), or lies in a ca65 {@code .proc} whose name is
     * itself a label.
     */
    static boolean isLocal(String name, Labels labels, char localLabelPrefix) {
        if (localLabelPrefix != 0 && name.indexOf(localLabelPrefix) >= 0) {
            return true;
        }
        int scope = name.lastIndexOf("::");
        return scope > 0 && labels.addressOf(name.substring(0, scope)).isPresent();
    }

    /** Every address that ran, most cycles first. */
    public List<Line> lines() {
        return lines;
    }

    /** Every routine that ran, most cycles first. */
    public List<Routine> routines() {
        return routines;
    }

    /** Whether any routine has a name: without labels (a binary without --symbols) there are only addresses. */
    public boolean hasRoutines() {
        return routines.stream().anyMatch(routine -> routine.name() != null);
    }

    public long totalCycles() {
        return totalCycles;
    }

    public long totalExecutions() {
        return totalExecutions;
    }

    /** {@code cycles} as a share of every cycle counted, in percent (0 when nothing ran). */
    public double percent(long cycles) {
        return totalCycles == 0 ? 0 : cycles * 100.0 / totalCycles;
    }
}
