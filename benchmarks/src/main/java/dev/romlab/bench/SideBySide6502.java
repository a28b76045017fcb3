package dev.romlab.bench;

import java.util.concurrent.TimeUnit;

import dev.romlab.asm.AssemblyException;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.mos6502.Mos6502;
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
 * The 6502 workload of issue #24, the one the other cores (fake6502, chips' m6502, halfnes) run side by side on
 * the same image: Backgammon's table refill called forever on the 2A03 over a flat 64 KiB memory
 * ({@link BackgammonRefill}, {@code backgammon-refill.s65} assembled at set-up). The set-up first runs the
 * first-pass check (11,049 cycles to the loop, 2,795 for the first refill, the table after it) and fails if it
 * does not hold. Slices of {@value #SLICE} cycles; {@code cycles} reads as emulated MHz.
 * <ul>
 *   <li>{@link #interpreter}: {@code Mos6502.step()} in a bare loop, as the side-by-side drivers run it;</li>
 *   <li>{@link #runner}: the same through {@link Runner#run()} with {@link Engine#INTERPRETER}, as romlab runs it
 *       (what {@link SideBySide} reports as romlab's interpreter);</li>
 *   <li>{@link #translator}: the same slices with {@link Engine#TRANSLATOR}, blocks compiled to JVM bytecode.</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
@State(Scope.Thread)
public class SideBySide6502 {

    static final int SLICE = Mos6502Speed.SLICE;

    private Mos6502 cpu;
    private Runner runner;
    private Runner translator;

    @Setup(Level.Trial)
    public void load() throws AssemblyException {
        byte[] image = BackgammonRefill.image();
        Memory checked = new Memory();
        System.arraycopy(image, 0, checked.bytes, 0, Memory.SIZE);
        BackgammonRefill.check(BackgammonRefill.load(checked), checked);
        Memory memory = new Memory();
        System.arraycopy(image, 0, memory.bytes, 0, Memory.SIZE);
        cpu = BackgammonRefill.load(memory);
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE);
        translator = new Runner(cpu).engine(Engine.TRANSLATOR).budget(SLICE);
    }

    @Benchmark
    public int interpreter(Cycles counter) {
        return Mos6502Speed.steps(cpu, counter);
    }

    @Benchmark
    public int runner(Cycles counter) {
        return Mos6502Speed.run(runner, cpu, counter);
    }

    @Benchmark
    public int translator(Cycles counter) {
        return Mos6502Speed.run(translator, cpu, counter);
    }
}
