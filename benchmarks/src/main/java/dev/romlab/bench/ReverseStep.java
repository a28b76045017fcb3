package dev.romlab.bench;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.ReverseDebugger;
import dev.romlab.cpu.reverse.SnapshotHistory;
import dev.romlab.cpu.z80.Z80;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * What reverse execution costs after a long run: the time of one {@code rstep} and the memory the snapshots hold.
 *
 * <p>At set-up, a Z80 debug session with the default history ({@link SnapshotHistory.Limits#DEFAULT}: a snapshot
 * every 65,536 instructions, at most 64 MiB and 4,096 snapshots) runs {@code roms/z80/bench/crc16-loop.asm} for
 * {@link #instructions} instructions. {@link #stepBack} then goes back one instruction and forward one again, so
 * that every invocation steps back from the same place: the newest snapshot at or before it, then a replay of
 * the instructions since (at most 65,535). What the history holds after the forward run (snapshots, bytes, how far
 * back) is printed at set-up.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@State(Scope.Thread)
public class ReverseStep {

    @Param({"1000000", "100000000"})
    public long instructions;

    private DebugSession session;
    private ReverseDebugger back;

    @Setup(Level.Trial)
    public void runForward() throws AssemblyException {
        Assembly program = Assembler.z80(SourceLoader.classPath(ReverseStep.class.getClassLoader()))
                .assembleFile(Z80Speed.PROGRAM, Map.of());
        Memory memory = new Memory();
        program.copyInto(memory.bytes);
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        cpu.setPc(program.origin());
        session = new DebugSession(cpu, memory, address -> 0, CpuRegistry.standard().require("z80").addressFormat())
                .budget(Long.MAX_VALUE);
        back = session.recordHistory(SnapshotHistory.Limits.DEFAULT);
        RunResult run = session.step(instructions);
        if (run.instructions() != instructions) {
            throw new IllegalStateException("the workload stopped after " + run.instructions() + ": " + run.reason());
        }
        SnapshotHistory history = back.history();
        System.out.printf(Locale.ROOT, "%n%,d instructions: %,d snapshots, %,d bytes, back to instruction %,d%n",
                instructions, history.size(), history.bytes(), history.oldest().position());
    }

    @Benchmark
    public long stepBack() {
        RunResult result = back.stepBack(1);
        session.step(1);
        return result.cycles();
    }
}
