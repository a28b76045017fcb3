package dev.romlab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import dev.romlab.cpu.Engine;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.tms9900.Tms9900;

/**
 * {@link Tms9900Speed}'s copy loop measured in the thread's CPU time instead of wall time: on a machine shared with
 * other work, wall time counts the time the thread waits for a core, CPU time only the time it runs, so this is
 * the figure an idle machine would approach. Each round runs about 200 million instructions three ways, one after
 * the other in the same JVM: {@code step()} in a bare loop, the Runner with the interpreter, and the Runner with the
 * translator; one line each: instructions and emulated clock cycles per CPU-second, and the load average, then
 * the translator's ratio to the Runner's interpreter.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.romlab.bench.Tms9900CpuTime [ROUNDS]</pre>
 */
public final class Tms9900CpuTime {

    private static final long ROUND = 200_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Tms9900CpuTime() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Tms9900Speed benchmark = new Tms9900Speed();
        benchmark.load();
        Tms9900 cpu = benchmark.cpu();
        for (int round = 1; round <= rounds; round++) {
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long cyclesStart = cpu.cycles();
            for (long i = 0; i < ROUND; i++) {
                cpu.step();
            }
            print(round, "step()", ROUND, cpu.cycles() - cyclesStart, cpuStart);
            double interpreted = runner(round, "runner interpreter", benchmark.runner(Engine.INTERPRETER));
            double translated = runner(round, "runner translator", benchmark.runner(Engine.TRANSLATOR));
            System.out.printf(Locale.ROOT, "round %d: translator / interpreter %.2f%n", round, translated / interpreted);
        }
    }

    /** A round of Runner slices; instructions per CPU-second. */
    private static double runner(int round, String name, Runner runner) {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long instructions = 0;
        long cycles = 0;
        while (instructions < ROUND) {
            RunResult result = runner.run();
            instructions += result.instructions();
            cycles += result.cycles();
        }
        return print(round, name, instructions, cycles, cpuStart);
    }

    private static double print(int round, String name, long instructions, long cycles, long cpuStart) {
        double seconds = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        System.out.printf(Locale.ROOT, "round %d %s: %.1f million instructions/CPU-s, %.0f emulated MHz, load %.2f%n",
                round, name, instructions / seconds / 1e6, cycles / seconds / 1e6,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        return instructions / seconds;
    }
}
