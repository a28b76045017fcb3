package dev.romlab.cpu.conformance;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * Checks a Z80 against SingleStepTests/z80 files ({@code shared/testdata/z80/sst-v1/*.json.gz}): each vector
 * is one instruction from a full initial state to a full final state.
 *
 * <p>Per vector: the memory holds only the vector's {@code initial.ram} cells (everything else 0), a fresh CPU
 * gets every register of {@code initial}, port reads are answered from the vector's {@code "r"} entries of
 * {@code ports} in order, and exactly one {@link Cpu#step()} runs. Then every register of {@code final}, every
 * cell of {@code final.ram}, every other cell (must still be 0: a stray write), the port accesses in order
 * against all of {@code ports}, and the T-states against the length of {@code cycles} (one entry per
 * T-state) are compared. SingleStepTests' HALT leaves PC on the next instruction, as our Z80 does, so there is
 * nothing to adapt.
 *
 * <p>Not thread-safe (one memory is reused across vectors, cleared cell by cell): one runner per thread.
 */
public final class Z80SstRunner {

    private static final byte[] CLEAR = new byte[Memory.SIZE];

    private final CpuFactory factory;
    private final Memory memory = new Memory();

    public Z80SstRunner(CpuFactory factory) {
        this.factory = factory;
    }

    /** Reads one gzip'd JSON file of vectors and checks them all. */
    public FileReport runFile(Path file) throws IOException {
        List<?> vectors;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file), 1 << 16)) {
            vectors = asList(Json.parse(in));
        }
        return run(file.getFileName().toString(), vectors);
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
            for (Z80Field field : Z80Field.values()) {
                field.set(registers, field.sstKey == null ? 0 : intOf(initial.get(field.sstKey)));
            }
            long start = cpu.cycles();
            int stepped = cpu.step();
            compareRegisters(check, expected, registers);
            compareRam(check, asList(expected.get("ram")));
            check.ports(expectedEvents(portEntries), ports.events());
            check.cycles("T-states", asList(test.get("cycles")).size(), cpu.cycles() - start);
            if (stepped != cpu.cycles() - start) {
                check.other("step() result", "the T-states counted (" + (cpu.cycles() - start) + ")",
                        Integer.toString(stepped));
            }
        } catch (RuntimeException e) {
            check.crashed(e);
            System.arraycopy(CLEAR, 0, memory.bytes, 0, Memory.SIZE);
        }
        return check;
    }

    private void loadRam(List<?> cells) {
        for (Object cell : cells) {
            List<?> pair = asList(cell);
            memory.write(intOf(pair.get(0)), intOf(pair.get(1)));
        }
    }

    private static void compareRegisters(VectorCheck check, Map<?, ?> expected, RegisterFile registers) {
        for (Z80Field field : Z80Field.values()) {
            if (field.sstKey != null && expected.containsKey(field.sstKey)) {
                field.check(check, intOf(expected.get(field.sstKey)), registers);
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
            int address = intOf(pair.get(0)) & (Memory.SIZE - 1);
            check.memory(address, intOf(pair.get(1)), bytes[address] & 0xFF);
            bytes[address] = 0;
        }
        if (Arrays.mismatch(bytes, CLEAR) >= 0) {
            check.memory(CLEAR, bytes);
            System.arraycopy(CLEAR, 0, bytes, 0, Memory.SIZE);
        }
    }

    /** SST's {@code ports}: {@code [port, value, "r"|"w"]} in bus order; reads take their values from it. */
    private static RecordingPorts.ReadAnswer readAnswers(List<?> portEntries) {
        int[] reads = portEntries.stream().<List<?>>map(Z80SstRunner::asList)
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

    private static List<?> asList(Object value) {
        if (value instanceof List<?> list) {
            return list;
        }
        throw new IllegalArgumentException("not a SingleStepTests file: expected an array, found " + value);
    }

    private static Map<?, ?> asMap(Object value) {
        if (value instanceof Map<?, ?> map) {
            return map;
        }
        throw new IllegalArgumentException("not a SingleStepTests vector: expected an object, found " + value);
    }

    private static int intOf(Object value) {
        if (value instanceof Long number) {
            return number.intValue();
        }
        throw new IllegalArgumentException("not a SingleStepTests value: expected an integer, found " + value);
    }
}
