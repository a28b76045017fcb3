package dev.romlab.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.mos6502.Mos6502;
import dev.romlab.cpu.mos6502.Mos6502Descriptions;
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
 * How fast the 6502 interpreter runs, in emulated MHz, on the workload issue #12 names: the Backgammon refill
 * routine {@code RndFunc} (bundled {@code roms/6502/backgammon}) called forever by {@code jsr RndFunc / jmp} on
 * the 2A03 in the Famicom Disk System profile (work RAM mirrors behind hooks, the game in the FDS RAM), after the
 * game's reset has built its 55-value table from the power-on seed.
 *
 * <p>Each invocation runs one slice of {@value #SLICE} cycles; the {@code cycles} secondary result counts cycles
 * per microsecond, which reads directly as emulated MHz. The primary score (slices per microsecond) only says how
 * often the method ran.
 * <ul>
 *   <li>{@link #interpreter}: {@code Mos6502.step()} in a bare loop, the interpreter alone;</li>
 *   <li>{@link #runner}: the same through {@link Runner#run()} with {@link Engine#INTERPRETER}, the loop the
 *       {@code romlab} commands use;</li>
 *   <li>{@link #translator}: the same slices through {@link Runner#run()} with {@link Engine#TRANSLATOR}: blocks
 *       compiled to JVM bytecode (issue #24).</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Mos6502Speed {

    /** The bundled game source, a class-path resource of the roms module. */
    static final String PROGRAM = "roms/6502/backgammon/backgammon.s65";

    /** Where the caller loop goes: FDS RAM below the game's first byte ($6245), which the reset leaves alone. */
    static final int DRIVER = 0x6000;

    /** Cycles per invocation: about 20,000 instructions, so the call itself costs nothing measurable. */
    static final int SLICE = 100_000;

    private Mos6502 cpu;
    private Runner runner;
    private Runner translator;

    /**
     * Assembles the game and the caller, runs the game's reset up to its title screen (the table built), then
     * leaves the pc at the caller.
     */
    @Setup(Level.Trial)
    public void load() throws AssemblyException {
        Assembly game = Assembler.mos6502(SourceLoader.classPath(Mos6502Speed.class.getClassLoader()))
                .assembleFile(PROGRAM, Map.of());
        Assembly driver = Assembler.mos6502().assemble("driver.s65", """
                        .org %d
                forever:
                        jsr RndFunc
                        jmp forever
                """.formatted(DRIVER), Map.of("RndFunc", game.symbol("RndFunc")));
        MachineProfile fds = Mos6502Descriptions.profiles(Mos6502.Variant.RICOH_2A03).stream()
                .filter(profile -> profile.id().equals("fds")).findFirst().orElseThrow();
        Memory memory = new Memory();
        fds.memory().prepare(memory);
        game.copyInto(memory.bytes);
        driver.copyInto(memory.bytes);
        cpu = Mos6502.ricoh2A03(memory, IoPorts.NONE);
        cpu.setPc((int) game.symbol("Reset"));
        RunResult reset = new Runner(cpu).breakpoint((int) game.symbol("TitleScreen")).run();
        if (!(reset.reason() instanceof StopReason.Breakpoint)) {
            throw new IllegalStateException("the reset did not reach the title screen: "
                    + reset.reason().describe(CpuRegistry.standard().require("2a03").addressFormat()));
        }
        cpu.setPc(DRIVER);
        runner = new Runner(cpu).engine(Engine.INTERPRETER).budget(SLICE);
        translator = new Runner(cpu).engine(Engine.TRANSLATOR).budget(SLICE);
    }

    @Benchmark
    public int interpreter(Cycles counter) {
        return steps(cpu, counter);
    }

    @Benchmark
    public int runner(Cycles counter) {
        return run(runner, cpu, counter);
    }

    @Benchmark
    public int translator(Cycles counter) {
        return run(translator, cpu, counter);
    }

    /** One slice of {@code cpu.step()} in a bare loop, counted; returns the pc (for JMH's blackhole). */
    static int steps(Mos6502 cpu, Cycles counter) {
        long start = cpu.cycles();
        long end = start + SLICE;
        while (cpu.cycles() < end) {
            cpu.step();
        }
        counter.cycles += cpu.cycles() - start;
        return cpu.pc();
    }

    /** One slice through {@code runner}, counted. */
    static int run(Runner runner, Mos6502 cpu, Cycles counter) {
        RunResult result = runner.run();
        counter.cycles += result.cycles();
        return cpu.pc();
    }
}
