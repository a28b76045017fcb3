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
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.tms9900.Ti994aMemory;
import dev.romlab.cpu.tms9900.Tms9900;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The TMS9900 workload of issue #24's side-by-side comparison (the image the other cores run, see
 * benchmarks/README.md): {@code sidebyside-copyloop.a99}, assembled at set-up by romlab's own assembler, in the
 * two memory profiles of the comparison, {@code zero-wait} (a plain {@link Memory}) and {@code ti99-4a}
 * ({@link Ti994aMemory#prepare}: 4 wait states per access outside >0000->1FFF and >8000->83FF). The set-up first
 * runs one pass of the loop and fails unless it took 3,076 instructions and 47,148 (zero-wait) or 71,752
 * (ti99-4a) cycles and copied the buffer, the check every core of the comparison passes.
 *
 * <p>{@code instructions} reads as millions of instructions per second, {@code cycles} as emulated MHz. Ignore
 * the primary score.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class SideBySideTms9900 {

    /** The workload, a class-path resource of this module. */
    static final String PROGRAM = "dev/romlab/bench/sidebyside-copyloop.a99";
    static final int OUTER = 0xA004;
    static final int SOURCE = 0xB000;
    static final int DESTINATION = 0xC000;
    static final int LENGTH = 1024;
    static final int INSTRUCTIONS_PER_PASS = 3_076;

    /** Instructions per invocation of {@link #interpreter}, cycles per {@link #runner} call. */
    static final int SLICE = 100_000;

    @Param({"zero-wait", "ti99-4a"})
    public String profile;

    private Tms9900 cpu;
    private Runner runner;
    private Tms9900 translatedCpu;
    private Runner translated;

    /** One pass of the loop as the set-up measured it. */
    record FirstPass(long cycles, long instructions, boolean copied) {
    }

    @Setup(Level.Trial)
    public void load() throws AssemblyException {
        Memory memory = image(assemble(), profile);
        cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.reset();
        FirstPass pass = firstPass(cpu, memory);
        long want = cyclesPerPass(profile);
        if (pass.cycles() != want || pass.instructions() != INSTRUCTIONS_PER_PASS || !pass.copied()) {
            throw new IllegalStateException(String.format("%s: the first pass took %d cycles and %d instructions"
                    + " (want %d and %d), copy %s", profile, pass.cycles(), pass.instructions(), want,
                    INSTRUCTIONS_PER_PASS, pass.copied() ? "ok" : "WRONG"));
        }
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE);
        translatedCpu = new Tms9900(image(assemble(), profile), IoPorts.NONE);
        translatedCpu.reset();
        translated = new Runner(translatedCpu).engine(Engine.TRANSLATOR).budget(SLICE);
    }

    static Assembly assemble() throws AssemblyException {
        return Assembler.tms9900(SourceLoader.classPath(SideBySideTms9900.class.getClassLoader()))
                .assembleFile(PROGRAM, Map.of());
    }

    /** The comparison's 64 KiB image: the program, source byte i = i &amp; >FF, the destination zeroed. */
    static Memory image(Assembly program, String profile) {
        Memory memory = new Memory();
        program.copyInto(memory.bytes);
        for (int i = 0; i < LENGTH; i++) {
            memory.bytes[SOURCE + i] = (byte) i;
        }
        switch (profile) {
            case "zero-wait" -> { }
            case "ti99-4a" -> Ti994aMemory.prepare(memory);
            default -> throw new IllegalArgumentException("profile zero-wait or ti99-4a, not " + profile);
        }
        return memory;
    }

    static long cyclesPerPass(String profile) {
        return profile.equals("ti99-4a") ? 71_752 : 47_148;
    }

    /** Runs to OUTER, then one pass of the loop (OUTER to OUTER): its cycles, instructions, and the copy. */
    static FirstPass firstPass(Tms9900 cpu, Memory memory) {
        for (int i = 0; cpu.pc() != OUTER; i++) {
            if (i == 100) {
                throw new IllegalStateException("the program never reached >A004");
            }
            cpu.step();
        }
        long start = cpu.cycles();
        long instructions = 0;
        do {
            cpu.step();
            instructions++;
        } while (cpu.pc() != OUTER && instructions < 10 * INSTRUCTIONS_PER_PASS);
        boolean copied = java.util.Arrays.equals(memory.bytes, SOURCE, SOURCE + LENGTH, memory.bytes,
                DESTINATION, DESTINATION + LENGTH);
        return new FirstPass(cpu.cycles() - start, instructions, copied);
    }

    /** {@code step()} in a bare loop: the interpreter alone, as the other cores' drivers run theirs. */
    @Benchmark
    public int interpreter(InstructionsAndCycles counter) {
        Tms9900 tms = cpu;
        long start = tms.cycles();
        for (int i = 0; i < SLICE; i++) {
            tms.step();
        }
        counter.instructions += SLICE;
        counter.cycles += tms.cycles() - start;
        return tms.pc();
    }

    /** Through {@code Runner.run()} with a budget of {@link #SLICE} cycles on the interpreter. */
    @Benchmark
    public int runner(InstructionsAndCycles counter) {
        var result = runner.run();
        counter.instructions += result.instructions();
        counter.cycles += result.cycles();
        return cpu.pc();
    }

    /** Through {@code Runner.run()} with a budget of {@link #SLICE} cycles on the translating engine. */
    @Benchmark
    public int translator(InstructionsAndCycles counter) {
        var result = translated.run();
        counter.instructions += result.instructions();
        counter.cycles += result.cycles();
        return translatedCpu.pc();
    }
}
