package dev.romlab.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Descriptions;
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
 * Issue #24's COMET II workload, the one the other cores run side by side with romlab: a 16-bit xorshift stepped
 * 65,536 times per block ({@code comet2/xorshift16-side-by-side.cas}, assembled at set-up by romlab's CASL II
 * assembler), run with BLOCKS 0, i.e. 2^32 steps (47 billion instructions, which the translator runs in about 13
 * s): a machine that reaches the outermost RET starts again from the program's start.
 *
 * <p>The set-up first runs the program with BLOCKS 1 to its outermost RET and fails unless GR1 is then #8181 after
 * {@value #CHECK_INSTRUCTIONS} instructions, the check every core of the side-by-side run prints first. Each
 * invocation then runs {@value #SLICE} instructions; the {@code instructions} secondary result reads as millions of
 * instructions per second, {@code cycles} as romlab's cost units per microsecond (ignore the primary score).
 * <ul>
 *   <li>{@link #interpreter}: {@code Comet2.step()} in a bare loop, as the side-by-side driver runs every core;</li>
 *   <li>{@link #runner}: the interpreter through {@link Runner#run()}, slices of {@value #SLICE_CYCLES} cost
 *       units, as romlab runs it (what {@link SideBySide} reports as romlab's interpreter);</li>
 *   <li>{@link #translator}: the translating engine through {@link Runner#run()}, slices of {@value #SLICE_CYCLES}
 *       cost units.</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Comet2SideBySide {

    /** The workload, a class-path resource of this module. */
    static final String PROGRAM = "comet2/xorshift16-side-by-side.cas";
    static final String BLOCKS_LINE = "BLOCKS   DC      0";
    static final int CHECK_GR1 = 0x8181;
    static final long CHECK_INSTRUCTIONS = 786_438;
    static final int SLICE = 100_000;
    /** The slice of a run through {@link Runner} in cost units: about as many instructions as {@link #SLICE}. */
    static final int SLICE_CYCLES = 160_000;

    private Comet2 cpu;
    private Runner runner;
    private Comet2 translatedCpu;
    private Runner translated;
    /** The machines' state at the program's start, where one that ended starts again. */
    private CpuState start;

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException, IOException {
        Comet2 check = start(program(1));
        long instructions = runToEnd(check);
        if (check.register(1) != CHECK_GR1 || instructions != CHECK_INSTRUCTIONS
                || !(check.haltReason() instanceof StopReason.Exited)) {
            throw new IllegalStateException(String.format("BLOCKS 1 ended with GR1 #%04X after %,d instructions (%s),"
                    + " not #%04X after %,d at its RET", check.register(1), instructions, check.haltReason(),
                    CHECK_GR1, CHECK_INSTRUCTIONS));
        }
        cpu = start(program(0));
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE_CYCLES);
        translatedCpu = start(program(0));
        translated = new Runner(translatedCpu).engine(Engine.TRANSLATOR).budget(SLICE_CYCLES);
        start = cpu.saveState();
    }

    /** Starts {@code comet2} again from the program's start once it has ended (the same code, still translated). */
    private void againWhenEnded(Comet2 comet2) {
        if (comet2.halted()) {
            comet2.restoreState(start);
        }
    }

    @Benchmark
    public int interpreter(InstructionsAndCycles counter) {
        Comet2 comet2 = cpu;
        againWhenEnded(comet2);
        long cycles = comet2.cycles();
        long instructions = comet2.instructions();
        for (int i = 0; i < SLICE; i++) {
            comet2.step();
        }
        counter.instructions += comet2.instructions() - instructions;
        counter.cycles += comet2.cycles() - cycles;
        return comet2.pc();
    }

    @Benchmark
    public int runner(InstructionsAndCycles counter) {
        againWhenEnded(cpu);
        RunResult result = runner.run();
        counter.instructions += result.instructions();
        counter.cycles += result.cycles();
        return cpu.pc();
    }

    @Benchmark
    public int translator(InstructionsAndCycles counter) {
        againWhenEnded(translatedCpu);
        RunResult result = translated.run();
        counter.instructions += result.instructions();
        counter.cycles += result.cycles();
        return translatedCpu.pc();
    }

    /** The workload assembled with {@code blocks} blocks of 65,536 steps (0: 65,536 blocks). */
    static Assembly program(int blocks) throws AssemblyException, IOException {
        String source;
        try (InputStream in = Comet2SideBySide.class.getClassLoader().getResourceAsStream(PROGRAM)) {
            if (in == null) {
                throw new IOException(PROGRAM + " is not on the class path");
            }
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!source.contains(BLOCKS_LINE)) {
            throw new IllegalStateException(PROGRAM + " has no line " + BLOCKS_LINE);
        }
        source = source.replace(BLOCKS_LINE, BLOCKS_LINE.replace(" 0", " " + blocks));
        return new CaslAssembler(Comet2Profile.COMET2).translate(PROGRAM, source, Map.of());
    }

    /** A COMET II with {@code program} loaded, at its start, SP 0 (the stack at the top of memory). */
    static Comet2 start(Assembly program) {
        Memory memory = new Memory(Comet2Descriptions.addressSpace(Comet2Profile.COMET2));
        program.segments().forEach(segment -> memory.load(segment.address(), segment.bytes()));
        Comet2 comet2 = Comet2.comet2(memory);
        comet2.setPc(program.origin());
        return comet2;
    }

    /** Steps to the outermost RET (at most 10,000,000 instructions): the instructions run. */
    static long runToEnd(Comet2 comet2) {
        while (!comet2.halted() && comet2.instructions() < 10_000_000) {
            comet2.step();
        }
        return comet2.instructions();
    }
}
