package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.romlab.kernels.BenchEngine;
import dev.romlab.kernels.BenchPart;
import dev.romlab.kernels.BenchReport;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.CycleStats;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code romlab bench}: cycles per call over a kernel's inputs, on the target's clock and on the host. */
@Command(name = "bench",
        header = "Cycles per call over a kernel's inputs, the time on the target's clock, the host's speed.",
        sortOptions = false,
        description = {"Run a kernel's routine on the emulator over its default input set (what check runs) and "
                + "print its cycles per call in its CPU's unit (min, mean, max: T-states on the Z80, cycles on the "
                + "6502 and 2A03, clock cycles on the TMS9900, cost units on COMET II and MLFE), the same as time on "
                + "the target machine's clock (the kernel's machine, a TI-83+ at 6 MHz for the Z80 kernels, unless "
                + "--clock says otherwise), and how fast the host emulated them.",
                "Every setting 'romlab list' shows for the kernel is an option here, under the kernel's own names, "
                        + "and fixes that input in the set as in diff (--sides 6: z80-rolldie's DIESIDES 6 alone, "
                        + "--map forest: "
                        + "the forest's positions); --seed is the seed of the set's samples, as diff's.",
                "The host speed is one timed pass after one warm-up pass, measured by this run: a rough figure, "
                        + "not a JMH measurement (see benchmarks/README.md for those). Merged from the parts of a "
                        + "run with --shard K/N ('romlab merge'), it is the parts' emulated cycles over their host "
                        + "time; every other figure is the one run's."},
        footer = {"%nExample (figures vary):",
                "  $ romlab bench z80-mul",
                "  z80-mul: every h 0..255 × every l 0..255 (65,536 calls), Z80 on a TI-83+ at 6 MHz",
                "  T-states per call  min 96  mean 3,538.5  max 6,981",
                "  on the target      min 16.0 µs  mean 589.8 µs  max 1,163.5 µs (at 6 MHz)",
                "  host               ... emulated MHz, ...x the target's speed (one timed pass, not a JMH figure)"})
final class BenchCommand extends SingleKernelCommand {

    @Mixin
    private EngineOption engine;

    @Option(names = "--clock", paramLabel = "MHZ", converter = MegahertzConverter.class,
            description = "The target's clock in MHz, e.g. 15 for the TI-83+ SE and TI-84+ (default: the "
                    + "kernel's machine's, 6 MHz for the Z80 kernels' TI-83+).")
    private Long clockHz;

    @Mixin
    private ShardOption shard;
    @Option(names = "--seed", paramLabel = "S", converter = SeedConverter.class,
            description = "Seed of the default set's sampled inputs, as diff's (default: $2F3497D144B7DA85).")
    private Long seed;

    @Mixin
    private PlotOption plot;

    @Override
    public Integer call() {
        Kernel kernel = kernel();
        Settings given = given(kernel);
        Machine machine = clockHz == null ? kernel.machine() : kernel.machine().withClock(clockHz);
        InputSpace inputs = shard.slice(usage("", () -> kernel.inputs(new Coverage.DefaultSet(seed == null
                ? Coverage.DEFAULT_SEED : seed), given)));
        plot.checkInputs(inputs.size());
        BenchReport report = shard.merging() ? BenchEngine.merge(kernel, inputs, machine,
                shard.parts(BenchPart::fromJson)) : BenchEngine.bench(kernel, inputs, machine);
        BenchChart chart = plot.requested(shard) ? spread(kernel, inputs) : null;
        print(shard.json(report::toJson, () -> report.part().toJson()), shard.text(() -> text(report, chart)));
        if (chart != null) {
            plot.writeStacked(() -> chart.charts(report.kernel(), report.inputs(), machine.text(),
                    machine.cycleUnit()), filesRead());
        }
        return 0;
    }

    /** The cycles of every call, in a pass of their own, for the picture. */
    private BenchChart spread(Kernel kernel, InputSpace inputs) {
        List<Values> each = new ArrayList<>();
        inputs.forEach(each::add);
        BenchChart chart = new BenchChart(each, BenchEngine.cyclesPerInput(kernel, inputs));
        if (!chart.drawable()) {
            throw new CommandFailure("no call of " + kernel.id() + " returned: no cycles to draw");
        }
        return chart;
    }

    /** The report; with a picture ({@code chart}), the median its marks show too. */
    private static String text(BenchReport report, BenchChart chart) {
        CycleStats cycles = report.cycles();
        Machine machine = report.machine();
        // the labels' column fits the longest, "clock cycles per call" on the TMS9900, "T-states per call" on the Z80
        String perCall = machine.cycleUnit() + " per call";
        String label = "%-" + Math.max(perCall.length(), "never returned".length()) + "s  ";
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%s: %s (%,d calls), %s%n", report.kernel(),
                report.inputs(), cycles.calls() + cycles.neverReturned(), machine.text()));
        out.append(String.format(Locale.ROOT, label + "min %,d  mean %,.1f  max %,d%n", perCall,
                cycles.min(), cycles.mean(), cycles.max()));
        if (chart != null) {
            out.append(String.format(Locale.ROOT, label + "median %,d (of the two middle calls the fewer)%n",
                    perCall, chart.median()));
        }
        out.append(String.format(Locale.ROOT, label + "min %,.1f µs  mean %,.1f µs  max %,.1f µs (at %s)%n",
                "on the target", report.minMicrosOnTarget(), report.meanMicrosOnTarget(), report.maxMicrosOnTarget(),
                machine.clockText()));
        if (cycles.neverReturned() > 0) {
            out.append(String.format(Locale.ROOT, label + "%,d calls (stopped at the cycle budget; "
                    + "not in min/mean/max)%n", "never returned", cycles.neverReturned()));
        }
        out.append(String.format(Locale.ROOT, label + "%,.1f emulated MHz, %,.0fx the target's speed "
                + "(one timed pass, not a JMH figure)%n", "host", report.hostMegahertz(), report.speedup()));
        return out.toString();
    }
}
