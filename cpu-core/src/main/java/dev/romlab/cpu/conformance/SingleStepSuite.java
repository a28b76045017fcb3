package dev.romlab.cpu.conformance;

import static dev.romlab.cpu.conformance.VectorFiles.asList;
import static dev.romlab.cpu.conformance.VectorFiles.asMap;
import static dev.romlab.cpu.conformance.VectorFiles.intOf;

import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.BusObservable;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuFactory;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A set of single-step vectors in the SingleStepTests format (github.com/SingleStepTests; Z80: {@code
 * shared/testdata/z80/sst-v1/*.json.gz}), for any CPU: each vector is one instruction from a full initial state
 * to a full final state, and the CPU's {@link VectorField field list} says which registers the state names.
 * Files are {@code *.json.gz} or plain {@code *.json}, checked in file-name order, one {@link FileReport} each.
 *
 * <p>Per vector: the memory holds only the vector's {@code initial.ram} cells (everything else 0), a fresh CPU
 * gets every recorded field of {@code initial} (unrecorded ones 0), port reads are answered from the vector's
 * {@code "r"} entries of {@code ports} in order, and one {@link Cpu#step()} runs. Then every field of
 * {@code final}, every cell of {@code final.ram}, every other cell (must still be 0: a stray write), the port
 * accesses in order against all of {@code ports}, and the cycles against the length of {@code cycles} (one
 * entry per cycle) are compared. A CPU that the step left {@link Cpu#halted() locked up} (a 6502 JAM) is stepped
 * on, one jammed cycle at a time, while the vector records more cycles. A suite made with {@code busCycles} also compares the bus, cycle by cycle, with
 * {@code cycles} entries of the form {@code [address, value, "read"|"write"]} (the 6502 sets); its CPU must be
 * {@link BusObservable}.
 *
 * <p>Not thread-safe (one memory is reused across vectors, cleared cell by cell): one suite per thread.
 */
public final class SingleStepSuite implements ConformanceSuite {

    private final String set;
    private final CpuFactory factory;
    private final List<VectorField> fields;
    private final CycleUnit unit;
    private final Memory memory;
    private final byte[] clear;
    private final boolean busCycles;
    private final AddressSpace space;
    private Stepping stepping = Stepping.INTERPRETER;

    /**
     * @param set     the folder under the test-data folder: {@code z80/sst-v1}
     * @param factory makes the CPU for each vector
     * @param space   the CPU's address space (the memory's size)
     * @param fields  the state the vectors describe, in the order diffs list it
     * @param unit    what the vectors' {@code cycles} count, as diffs name it
     */
    public SingleStepSuite(String set, CpuFactory factory, AddressSpace space, List<VectorField> fields,
            CycleUnit unit) {
        this(set, factory, space, fields, unit, false);
    }

    /**
     * As above; {@code busCycles} says the vectors' {@code cycles} list every bus access as {@code [address,
     * value, "read"|"write"]}, to be compared with what the ({@link BusObservable}) CPU does.
     */
    public SingleStepSuite(String set, CpuFactory factory, AddressSpace space, List<VectorField> fields,
            CycleUnit unit, boolean busCycles) {
        this.busCycles = busCycles;
        this.space = space;
        this.set = set;
        this.factory = factory;
        this.fields = List.copyOf(fields);
        this.unit = unit;
        this.memory = new Memory(space);
        this.clear = new byte[space.bytes()];
    }

    /**
     * The same set run by {@code stepping} in place of {@link Cpu#step()} (a translating engine's), comparing the bus
     * only if {@code busCycles}: a bus listener makes such an engine step its interpreter.
     */
    public SingleStepSuite steppedBy(Stepping stepping, boolean busCycles) {
        SingleStepSuite suite = new SingleStepSuite(set, factory, space, fields, unit,
                busCycles);
        suite.stepping = stepping;
        return suite;
    }

    @Override
    public String set() {
        return set;
    }

    @Override
    public SetReport run(Path testdata, Consumer<FileReport> progress) {
        List<FileReport> reports = new ArrayList<>();
        for (Path file : files(testdata)) {
            FileReport report = runFile(file);
            progress.accept(report);
            reports.add(report);
        }
        return new SetReport(set, reports);
    }

    /** One per file. */
    @Override
    public int reports(Path testdata) {
        return files(testdata).size();
    }

    /** The set's files ({@code *.json.gz}, {@code *.json}) in file-name order. */
    public List<Path> files(Path testdata) {
        return VectorFiles.list(testdata.resolve(set));
    }

    /** Reads one file of vectors and checks them all. */
    public FileReport runFile(Path file) {
        return run(file.getFileName().toString(), VectorFiles.read(file));
    }

    /** Checks already-parsed vectors, reporting them under {@code fileName}. */
    public FileReport run(String fileName, List<?> vectors) {
        FileTally tally = new FileTally(fileName);
        for (Object vector : vectors) {
            Map<?, ?> test = asMap(vector);
            tally.add(String.valueOf(test.get("name")), check(test));
        }
        return tally.report();
    }

    /** Runs one vector and returns every difference found. */
    VectorCheck check(Map<?, ?> test) {
        Map<?, ?> initial = asMap(test.get("initial"));
        Map<?, ?> expected = asMap(test.get("final"));
        List<?> portEntries = test.containsKey("ports") ? asList(test.get("ports")) : List.of();
        RecordingPorts ports = new RecordingPorts(readAnswers(portEntries));
        VectorCheck check = new VectorCheck();
        try {
            loadRam(asList(initial.get("ram")));
            Cpu cpu = factory.create(memory, ports);
            RegisterFile registers = cpu.registers();
            for (VectorField field : fields) {
                field.set(registers, field.key() == null ? 0 : intOf(initial.get(field.key())));
            }
            List<BusEvent> bus = new ArrayList<>();
            if (busCycles) {
                ((BusObservable) cpu).busListener((address, value, write) -> bus.add(new BusEvent(address, value,
                        write)));
            }
            long start = cpu.cycles();
            List<?> expectedCycles = asList(test.get("cycles"));
            long stepped = stepping.of(cpu).getAsInt();
            // A CPU that locked up in its instruction (6502 JAM) is clocked on while the vector records more
            // cycles: the JAM vectors list a fixed number of the jammed chip's cycles (6502/README.md, "JAM").
            int cycle;
            while (cpu.halted() && stepped < expectedCycles.size() && (cycle = cpu.step()) > 0) {
                stepped += cycle;
            }
            compareRegisters(check, expected, registers);
            compareRam(check, asList(expected.get("ram")));
            check.ports(expectedEvents(portEntries), ports.events());
            check.cycles(unit.text(), expectedCycles.size(), cpu.cycles() - start);
            if (busCycles) {
                compareBus(check, expectedCycles, bus);
            }
            if (stepped != cpu.cycles() - start) {
                check.other("step() result", "the " + unit.text() + " counted (" + (cpu.cycles() - start) + ")",
                        Long.toString(stepped));
            }
        } catch (RuntimeException e) {
            check.crashed(e);
            System.arraycopy(clear, 0, memory.bytes, 0, clear.length);
        }
        return check;
    }

    private void loadRam(List<?> cells) {
        for (Object cell : cells) {
            List<?> pair = asList(cell);
            memory.write(intOf(pair.get(0)), intOf(pair.get(1)));
        }
    }

    private void compareRegisters(VectorCheck check, Map<?, ?> expected, RegisterFile registers) {
        for (VectorField field : fields) {
            if (field.key() != null && expected.containsKey(field.key())) {
                field.check(check, intOf(expected.get(field.key())), registers);
            }
        }
    }

    /**
     * The listed cells must hold their final values and every other cell its initial 0; listed cells are
     * zeroed as they are checked, so whatever is left non-zero afterwards is a write the reference never made.
     */
    private void compareRam(VectorCheck check, List<?> cells) {
        byte[] bytes = memory.bytes;
        for (Object cell : cells) {
            List<?> pair = asList(cell);
            int address = intOf(pair.get(0)) & (bytes.length - 1);
            check.memory(address, intOf(pair.get(1)), bytes[address] & 0xFF);
            bytes[address] = 0;
        }
        if (Arrays.mismatch(bytes, clear) >= 0) {
            check.memory(clear, bytes);
            System.arraycopy(clear, 0, bytes, 0, clear.length);
        }
    }

    /** One bus cycle: what the vector lists as {@code [address, value, "read"|"write"]}. */
    private record BusEvent(int address, int value, boolean write) {
        @Override
        public String toString() {
            return String.format("%s $%04X = $%02X", write ? "write" : "read", address, value);
        }
    }

    /** The first bus cycle that differs, if any (a different count shows as a missing or extra cycle). */
    private static void compareBus(VectorCheck check, List<?> cycles, List<BusEvent> actual) {
        for (int k = 0; k < Math.max(cycles.size(), actual.size()); k++) {
            BusEvent expected = null;
            if (k < cycles.size()) {
                List<?> entry = asList(cycles.get(k));
                expected = new BusEvent(intOf(entry.get(0)), intOf(entry.get(1)), "write".equals(entry.get(2)));
            }
            BusEvent made = k < actual.size() ? actual.get(k) : null;
            if (!Objects.equals(expected, made)) {
                check.other("bus cycle " + (k + 1), String.valueOf(expected == null ? "none" : expected),
                        String.valueOf(made == null ? "none" : made));
                return;
            }
        }
    }

    /** SST's {@code ports}: {@code [port, value, "r"|"w"]} in bus order; reads take their values from it. */
    private static RecordingPorts.ReadAnswer readAnswers(List<?> portEntries) {
        int[] reads = portEntries.stream().<List<?>>map(VectorFiles::asList)
                .filter(entry -> "r".equals(entry.get(2))).mapToInt(entry -> intOf(entry.get(1))).toArray();
        // A read the reference never made gets an open bus; the port comparison then reports it.
        return (port, index) -> index < reads.length ? reads[index] : 0xFF;
    }

    private static List<PortEvent> expectedEvents(List<?> portEntries) {
        List<PortEvent> events = new ArrayList<>(portEntries.size());
        for (Object entry : portEntries) {
            List<?> fields = asList(entry);
            PortEvent.Kind kind = "r".equals(fields.get(2)) ? PortEvent.Kind.READ : PortEvent.Kind.WRITE;
            events.add(new PortEvent(kind, intOf(fields.get(0)), intOf(fields.get(1))));
        }
        return events;
    }
}
