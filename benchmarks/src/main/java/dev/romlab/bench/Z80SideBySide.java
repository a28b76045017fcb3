package dev.romlab.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembler;
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
 * Issue #24's Z80 workload, the one the other cores run side by side with romlab: the seed's rollDie called
 * forever ({@code z80/rolldie-side-by-side.asm}, assembled at set-up), in emulated MHz.
 *
 * <p>The set-up first checks that one pass of the loop ({@value #ENTRY_TEXT} back to itself) takes
 * {@value #PASS_T_STATES} T-states in {@value #PASS_INSTRUCTIONS} instructions, the figures every core of the
 * side-by-side run prints first, and fails if not. Each invocation then runs a slice of {@value #SLICE} T-states;
 * the {@code tStates} secondary result reads directly as emulated MHz (ignore the primary score).
 * <ul>
 *   <li>{@link #interpreter}: {@code Z80.step()} in a bare loop, as the side-by-side drivers run every core;</li>
 *   <li>{@link #runner}: the interpreter through {@link Runner#run()}, as romlab runs it (what {@link SideBySide}
 *       reports as romlab's interpreter): {@link Z80#stepUntil} runs opcodes 00-BF in a loop of their own;</li>
 *   <li>{@link #translator}: through {@link Runner#run()} on the translating engine.</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Z80SideBySide {

    /** The workload, a class-path resource of this module. */
    static final String PROGRAM = "z80/rolldie-side-by-side.asm";
    static final int ENTRY = 0x8000;
    static final String ENTRY_TEXT = "$8000";
    static final int STACK = 0xF000;
    static final int PASS_T_STATES = 1_069;
    static final int PASS_INSTRUCTIONS = 119;
    static final int SLICE = 100_000;

    private byte[] image;
    private Z80 cpu;
    private Runner runner;
    private Z80 translatedCpu;
    private Runner translated;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        image = image();
        long[] pass = firstPass(start(image));
        if (pass[0] != PASS_T_STATES || pass[1] != PASS_INSTRUCTIONS) {
            throw new IllegalStateException("the first pass took " + pass[0] + " T-states in " + pass[1]
                    + " instructions, not " + PASS_T_STATES + " in " + PASS_INSTRUCTIONS);
        }
        cpu = start(image);
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE);
        translatedCpu = start(image);
        translated = new Runner(translatedCpu).engine(Engine.TRANSLATOR).budget(SLICE);
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
        return z80.pc();
    }

    @Benchmark
    public int runner(TStates counter) {
        RunResult result = runner.run();
        counter.tStates += result.cycles();
        return cpu.pc();
    }

    /** The translating engine through {@code Runner.run()}, slices of {@link #SLICE} T-states. */
    @Benchmark
    public int translator(TStates counter) {
        RunResult result = translated.run();
        counter.tStates += result.cycles();
        return translatedCpu.pc();
    }

    /** The flat 64 KiB image the side-by-side run loads into every core. */
    static byte[] image() throws AssemblyException {
        byte[] image = new byte[Memory.SIZE];
        Assembler.z80(SourceLoader.classPath(Z80SideBySide.class.getClassLoader()))
                .assembleFile(PROGRAM, Map.of()).copyInto(image);
        return image;
    }

    /** A Z80 on a copy of {@code image}, at the loop with the workload's stack. */
    static Z80 start(byte[] image) {
        Memory memory = new Memory();
        System.arraycopy(image, 0, memory.bytes, 0, Memory.SIZE);
        Z80 z80 = new Z80(memory, IoPorts.NONE);
        z80.setPc(ENTRY);
        z80.registers().set("SP", STACK);
        return z80;
    }

    /** Runs one pass of the loop: its T-states and its instructions. */
    static long[] firstPass(Z80 z80) {
        long start = z80.cycles();
        long instructions = 0;
        do {
            z80.step();
            instructions++;
        } while (z80.pc() != ENTRY);
        return new long[] {z80.cycles() - start, instructions};
    }
}
