package dev.romlab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import dev.romlab.cpu.tms9900.Tms9900;

/**
 * {@link Tms9900Speed}'s copy loop measured in the thread's CPU time instead of wall time: on a machine shared with
 * other work, wall time counts the time the thread waits for a core, CPU time only the time it runs, so this is
 * the figure an idle machine would approach. Prints one line per round of 200 million instructions:
 * instructions and emulated clock cycles per CPU-second, and the load average.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar dev.romlab.bench.Tms9900CpuTime [ROUNDS]</pre>
 */
public final class Tms9900CpuTime {

    private static final long ROUND = 200_000_000L;

    private Tms9900CpuTime() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Tms9900Speed benchmark = new Tms9900Speed();
        benchmark.load();
        Tms9900 cpu = benchmark.cpu();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= rounds; round++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long cyclesStart = cpu.cycles();
            for (long i = 0; i < ROUND; i++) {
                cpu.step();
            }
            double seconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf(Locale.ROOT, "round %d: %.1f million instructions/CPU-s, %.0f emulated MHz, load %.2f%n",
                    round, ROUND / seconds / 1e6, (cpu.cycles() - cyclesStart) / seconds / 1e6,
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }
}
