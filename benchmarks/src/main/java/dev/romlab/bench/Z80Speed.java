package dev.romlab.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.z80.Z80;
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
 * How fast the Z80 interpreter runs ordinary code, in emulated MHz.
 *
 * <p>Each invocation runs one slice of {@value #SLICE} T-states of {@code roms/z80/bench/crc16-loop.asm}
 * (LFSR fill and CRC-16 of a buffer: loads, stores, arithmetic, shifts, taken and untaken branches).
 * The {@code tStates} secondary result counts T-states per microsecond: it reads directly as emulated MHz.
 * The primary score (slices per microsecond) only says how often the method ran.
 * <ul>
 *   <li>{@link #interpreter}: {@code Z80.step()} in a bare loop, the interpreter alone;</li>
 *   <li>{@link #runner}: the same through {@link Runner#run()} with {@link Engine#INTERPRETER}, the loop the
 *       {@code romlab} commands use when they interpret (hook table, budget and halt checks per instruction);</li>
 *   <li>{@link #translator}: the same slices through {@link Runner#run()} with {@link Engine#TRANSLATOR}, the
 *       default: translated blocks (Z80Translator), with the hook, budget and halt checks per block.</li>
 * </ul>
 * The program halts after about ten billion T-states; a halted machine is rebuilt and started again.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Z80Speed {

    /** The bundled workload, a class-path resource of the roms module. */
    static final String PROGRAM = "roms/z80/bench/crc16-loop.asm";

    /** T-states per invocation: about 15,000 instructions, so the call itself costs nothing measurable. */
    static final int SLICE = 100_000;

    private Assembly program;
    private Z80 cpu;
    private Runner runner;
    private Runner translating;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        program = Assembler.z80(SourceLoader.classPath(Z80Speed.class.getClassLoader()))
                .assembleFile(PROGRAM, Map.of());
        restart();
    }

    @Benchmark
    public int interpreter(TStates counter) {
        Z80 z80 = cpu;
        long start = z80.cycles();
        long end = start + SLICE;
        while (z80.cycles() < end) {
            z80.step();
        }
        counter.tStates += z80.cycles() - start;
        return restartIfHalted();
    }

    @Benchmark
    public int runner(TStates counter) {
        RunResult result = runner.run();
        counter.tStates += result.cycles();
        return restartIfHalted();
    }

    @Benchmark
    public int translator(TStates counter) {
        RunResult result = translating.run();
        counter.tStates += result.cycles();
        return restartIfHalted();
    }

    /** Returns the pc, which JMH consumes so the work cannot be optimised away. */
    private int restartIfHalted() {
        if (cpu.halted()) {
            restart();
        }
        return cpu.pc();
    }

    private void restart() {
        Memory memory = new Memory();
        program.copyInto(memory.bytes);
        cpu = new Z80(memory, IoPorts.NONE);
        cpu.setPc(program.origin());
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE);
        translating = new Runner(cpu).engine(Engine.TRANSLATOR).budget(SLICE);
    }
}
