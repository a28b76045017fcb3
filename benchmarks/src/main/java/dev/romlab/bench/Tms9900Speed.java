package dev.romlab.bench;

import java.util.concurrent.TimeUnit;

import dev.romlab.cpu.Engine;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.tms9900.Ti994aMemory;
import dev.romlab.cpu.tms9900.Tms9900;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How fast the TMS9900 interpreter runs the diary's copy loop on a TI-99/4A with its wait states, in
 * instructions per second and emulated MHz (issue #13: at least 93 million instructions per second).
 *
 * <p>The loop copies 1,024 bytes and starts again, for ever:
 * <pre>
 * A000 0201 B000  START LI   R1,>B000
 * A004 0202 C000        LI   R2,>C000
 * A008 0203 0400        LI   R3,1024
 * A00C DCB1       LOOP  MOVB *R1+,*R2+
 * A00E 0603             DEC  R3
 * A010 16FD             JNE  LOOP
 * A012 10F6             JMP  START
 * </pre>
 * with the code and both buffers in the 32K expansion (8-bit bus, 4 wait states per access) and the workspace in
 * the scratchpad at >8300 (no wait states): {@code ti99-4a}'s memory. The secondary results read as rates per
 * microsecond: {@code instructions} in millions of instructions per second, {@code cycles} in emulated MHz (a
 * TI-99/4A runs at 3 MHz). Ignore the primary score (slices per microsecond).
 *
 * <p>Engines side by side: {@code copyLoop} steps the interpreter in a bare loop; {@code runner} and
 * {@code translator} run slices of {@link #SLICE_CYCLES} cycles (about 100,000 instructions) through
 * {@link Runner#run()}, the first with {@link Engine#INTERPRETER}, the second with {@link Engine#TRANSLATOR}
 * (translated blocks), each on a CPU and memory of its own.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Tms9900Speed {

    /** The program above, from >A000. */
    static final int[] COPY_LOOP = {0x0201, 0xB000, 0x0202, 0xC000, 0x0203, 0x0400, 0xDCB1, 0x0603, 0x16FD,
        0x10F6};
    static final int ORIGIN = 0xA000;
    static final int WORKSPACE = 0x8300;

    /** Instructions per invocation: about 33 rounds of the 1,024-byte copy. */
    static final int SLICE = 100_000;
    /** Cycles per Runner slice: about {@link #SLICE} instructions of the loop with its wait states. */
    static final long SLICE_CYCLES = 2_333_000;

    private Tms9900 cpu;
    private Runner interpreter;
    private Runner translator;

    @Setup(Level.Trial)
    public void load() {
        cpu = copyLoopCpu();
        interpreter = new Runner(copyLoopCpu()).engine(Engine.INTERPRETER).budget(SLICE_CYCLES);
        translator = new Runner(copyLoopCpu()).engine(Engine.TRANSLATOR).budget(SLICE_CYCLES);
    }

    /** A TMS9900 on a {@code ti99-4a} memory holding the loop, about to run it. */
    static Tms9900 copyLoopCpu() {
        Memory memory = new Memory();
        Ti994aMemory.prepare(memory);
        for (int i = 0; i < COPY_LOOP.length; i++) {
            memory.write(ORIGIN + 2 * i, COPY_LOOP[i] >>> 8);
            memory.write(ORIGIN + 2 * i + 1, COPY_LOOP[i]);
        }
        Tms9900 tms = new Tms9900(memory, IoPorts.NONE);
        tms.registers().set("WP", WORKSPACE);
        tms.setPc(ORIGIN);
        return tms;
    }

    /** The Runner with the given engine, for {@link Tms9900CpuTime}. */
    Runner runner(Engine engine) {
        return engine == Engine.INTERPRETER ? interpreter : translator;
    }

    /** The CPU {@link #load} set up, for {@link Tms9900CpuTime}. */
    Tms9900 cpu() {
        return cpu;
    }

    @Benchmark
    public int copyLoop(InstructionsAndCycles counter) {
        Tms9900 tms = cpu;
        long start = tms.cycles();
        for (int i = 0; i < SLICE; i++) {
            tms.step();
        }
        counter.instructions += SLICE;
        counter.cycles += tms.cycles() - start;
        return tms.pc();
    }

    @Benchmark
    public long runner(InstructionsAndCycles counter) {
        return slice(interpreter, counter);
    }

    @Benchmark
    public long translator(InstructionsAndCycles counter) {
        return slice(translator, counter);
    }

    private static long slice(Runner runner, InstructionsAndCycles counter) {
        RunResult result = runner.run();
        counter.instructions += result.instructions();
        counter.cycles += result.cycles();
        return result.cycles();
    }
}
