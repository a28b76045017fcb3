package dev.romlab.kernels.comet2;

import java.io.InputStream;
import java.io.Writer;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.kernels.BundledRoms;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.TraceTail;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * One bundled COMET II or MLFE program on its emulator, for the kernels: loaded afresh before each run (the
 * programs keep their state in memory), with a clock for {@code SVC time}, a console that reads nothing and writes
 * nowhere, a cycle budget in cost units, and the last instructions kept when asked for. Not thread-safe.
 *
 * <p>A run costs the program's own instructions and little else, so that an exhaustive run (mlfe-rand's 60,000,000
 * instants) is the interpreter's work: a fresh state copies back only the program's words (kept as bytes once),
 * resets the CPU and sets the clock. Memory outside the program keeps what the run before left there: the
 * programs read only their own words and what they push ({@code Comet2KernelsTest} runs each kernel's inputs in
 * two orders and compares).
 */
final class Comet2Rom {

    private static final MachineClock NO_CLOCK = new MachineClock.Fixed(LocalDateTime.of(2000, 1, 1, 0, 0), 0);

    private final CpuDescription description;
    private final Assembly assembly;
    private final String program;
    private final Memory memory;
    private final Comet2 cpu;
    private final Runner runner;
    private final Comet2Console console = new Comet2Console(InputStream.nullInputStream(), Writer.nullWriter());
    /** The program's words, at their byte offsets in memory. */
    private final List<Image> image = new ArrayList<>();
    private final Map<String, Integer> addresses = new HashMap<>();
    private final int start;
    private TraceTail trace;

    private record Image(int offset, byte[] bytes) {
    }

    /** {@code file} of {@code roms/CPU/} for the CPU {@code cpuId}, whose START label is {@code program}. */
    Comet2Rom(String cpuId, String file, String program, long budget) {
        this.description = CpuRegistry.standard().require(cpuId);
        this.assembly = new BundledRoms(cpuId, "roms/" + cpuId + "/").assemble(file);
        this.program = program;
        this.memory = description.newMemory();
        this.cpu = (Comet2) description.newCpu(memory);
        this.runner = new Runner(cpu).budget(budget);
        for (Segment segment : assembly.segments()) {
            image.add(new Image(segment.address() * memory.wordBytes(), segment.bytes()));
        }
        this.start = (int) assembly.symbol(program);
    }

    /** The word address of the program's START. */
    int start() {
        return start;
    }

    /** The word address of {@code label} of the program. */
    int address(String label) {
        return addresses.computeIfAbsent(label, l -> (int) assembly.symbol(program + "." + l));
    }

    /** The CPU reset, the program loaded, SP at the top of memory, {@code clock} behind SVC time. */
    Comet2 fresh(MachineClock clock, int traceLines) {
        for (Image words : image) {
            System.arraycopy(words.bytes(), 0, memory.bytes, words.offset(), words.bytes().length);
        }
        cpu.reset();
        cpu.setStackTop(0);
        cpu.services(new Comet2Services(console, clock));
        trace = traceLines > 0 ? new TraceTail(memory, cpu, description, traceLines) : null;
        runner.trace(trace);
        return cpu;
    }

    /** {@link #fresh(MachineClock, int)} for a program that reads no clock (COMET II has no SVC time). */
    Comet2 fresh(int traceLines) {
        return fresh(NO_CLOCK, traceLines);
    }

    /** Calls {@code label} as CALL would, up to its RET (or the budget). */
    RunResult call(String label) {
        return runner.call(address(label), start); // the START, which no routine reaches
    }

    /** Runs the program from its START until the pc reaches {@code stop}. */
    RunResult runTo(int stop) {
        cpu.setPc(start);
        runner.breakpoint(stop);
        return runner.run();
    }

    /** Whether a run came back as asked rather than running out of budget or trapping. */
    static boolean returned(RunResult result) {
        return result.reason() instanceof StopReason.Returned || result.reason() instanceof StopReason.Breakpoint;
    }

    /** Tells {@code seen} of every time the pc reaches {@code label}, with the CPU there. */
    void watch(String label, Consumer<Comet2> seen) {
        runner.hook(address(label), machine -> {
            seen.accept((Comet2) machine);
            return null;
        });
    }

    /** GR {@code n}'s word. */
    int register(int n) {
        return cpu.register(n);
    }

    /** The word at {@code label} + {@code offset}. */
    int word(String label, int offset) {
        return cpu.word(address(label) + offset);
    }

    /** Every register in hex, as the trace names them. */
    Values registers() {
        List<Value> out = new ArrayList<>();
        RegisterFile file = cpu.registers();
        for (RegisterFile.Register register : file.registers()) {
            long mask = register.bits() == 32 ? 0xFFFF_FFFFL : (1L << register.bits()) - 1;
            out.add(new Value(register.name(), register.bits(), file.get(register.name()) & mask, Radix.HEX));
        }
        return new Values(out);
    }

    List<String> traceLines() {
        return trace == null ? List.of() : trace.lines();
    }
}
