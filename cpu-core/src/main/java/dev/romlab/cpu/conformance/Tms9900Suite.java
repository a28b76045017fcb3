package dev.romlab.cpu.conformance;

import static dev.romlab.cpu.conformance.VectorFiles.asList;
import static dev.romlab.cpu.conformance.VectorFiles.asMap;
import static dev.romlab.cpu.conformance.VectorFiles.intOf;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuFactory;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The TMS9900 vectors ({@code shared/testdata/tms9900}, its README "Format"): one instruction from a state of PC,
 * WP, ST and 16-bit words ({@code ram}: {@code [address, word]}, big-endian) to the state after it, its
 * {@code cycles} with no wait states and its {@code accesses}, the data manual's C and M. The CRU files add
 * {@code initial.cru_in} (the bits read, in order) and {@code final.cru_out} (the bits written), compared as port
 * accesses: a port is a CRU bit address.
 *
 * <p>With {@code waitStates} W on every page of memory, each vector must take {@code cycles + W × accesses}: the
 * access count checked through the cycles (the vectors do not say which access goes where, so only a uniform W
 * can be checked exactly). Every word not listed must stay 0, as in {@link SingleStepSuite}.
 *
 * <p>Not thread-safe (one memory is reused across vectors): one suite per thread.
 */
public final class Tms9900Suite extends VectorFileSuite {

    /** The folder under the test-data folder. */
    public static final String SET = "tms9900";

    private final CpuFactory factory;
    private final List<VectorField> fields;
    private final int waitStates;
    private final Memory memory = new Memory();
    private final byte[] clear = new byte[Memory.SIZE];

    /**
     * @param factory    makes the CPU for each vector
     * @param fields     PC, WP and ST as the CPU's register file names them
     * @param waitStates the wait states of every access (0: the vectors as they are)
     */
    public Tms9900Suite(CpuFactory factory, List<VectorField> fields, int waitStates) {
        this(factory, fields, waitStates, Engine.INTERPRETER);
    }

    /** The same vectors, each instruction run by {@code engine}: the translator's as a block of one instruction. */
    public Tms9900Suite(CpuFactory factory, List<VectorField> fields, int waitStates, Engine engine) {
        super(SET, engine);
        this.factory = factory;
        this.fields = List.copyOf(fields);
        this.waitStates = waitStates;
        memory.waitStates(0, Memory.SIZE - 1, waitStates);
    }

    @Override
    protected VectorCheck check(Map<?, ?> test) {
        Map<?, ?> initial = asMap(test.get("initial"));
        Map<?, ?> expected = asMap(test.get("final"));
        List<PortEvent> cruIn = cruEvents(initial.get("cru_in"), PortEvent.Kind.READ);
        RecordingPorts cru = new RecordingPorts((bit, index) -> index < cruIn.size() ? cruIn.get(index).value() : 0);
        VectorCheck check = new VectorCheck();
        try {
            for (Object cell : asList(initial.get("ram"))) {
                List<?> pair = asList(cell);
                int address = intOf(pair.get(0));
                int word = intOf(pair.get(1));
                memory.write(address, word >>> 8);
                memory.write(address + 1, word);
            }
            Cpu cpu = factory.create(memory, cru);
            RegisterFile registers = cpu.registers();
            for (VectorField field : fields) {
                field.set(registers, intOf(initial.get(field.key())));
            }
            long start = cpu.cycles();
            int stepped = instruction.step(cpu);
            long took = cpu.cycles() - start;
            for (VectorField field : fields) {
                field.check(check, intOf(expected.get(field.key())), registers);
            }
            compareRam(check, asList(expected.get("ram")));
            List<PortEvent> traffic = new ArrayList<>(cruIn);
            traffic.addAll(cruEvents(expected.get("cru_out"), PortEvent.Kind.WRITE));
            check.ports(traffic, cru.events());
            long cycles = intOf(test.get("cycles")) + (long) waitStates * intOf(test.get("accesses"));
            check.cycles(CycleUnit.CLOCK_CYCLES.text(), cycles, took);
            if (stepped != took) {
                check.other("step() result", "the cycles counted (" + took + ")", Integer.toString(stepped));
            }
        } catch (RuntimeException e) {
            check.crashed(e);
            System.arraycopy(clear, 0, memory.bytes, 0, clear.length);
        }
        return check;
    }

    /** The listed words must hold their final values, every other byte its initial 0 (else a stray write). */
    private void compareRam(VectorCheck check, List<?> cells) {
        byte[] bytes = memory.bytes;
        for (Object cell : cells) {
            List<?> pair = asList(cell);
            int address = intOf(pair.get(0)) & 0xFFFE;
            int word = intOf(pair.get(1));
            check.memory(address, word >>> 8, bytes[address] & 0xFF);
            check.memory(address + 1, word & 0xFF, bytes[address + 1] & 0xFF);
            bytes[address] = 0;
            bytes[address + 1] = 0;
        }
        if (Arrays.mismatch(bytes, clear) >= 0) {
            check.memory(clear, bytes);
            System.arraycopy(clear, 0, bytes, 0, clear.length);
        }
    }

    /** {@code cru_in} or {@code cru_out}: {@code [bit, value]} in order (absent in files without CRU traffic). */
    private static List<PortEvent> cruEvents(Object entries, PortEvent.Kind kind) {
        if (entries == null) {
            return List.of();
        }
        List<PortEvent> events = new ArrayList<>();
        for (Object entry : asList(entries)) {
            List<?> pair = asList(entry);
            events.add(new PortEvent(kind, intOf(pair.get(0)), intOf(pair.get(1))));
        }
        return events;
    }
}
