package dev.romlab.cli;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

import dev.romlab.cli.plot.Chart;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DeparturePart;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffPart;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Divergence;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code romlab diff}: a kernel's emulator run against its reference model, input by input. */
@Command(name = "diff",
        header = "Compare a kernel's emulator run with its reference model over its inputs.",
        sortOptions = false,
        description = {"Run a kernel's routine on the emulator and its independent Java reference model on each "
                + "input, comparing outputs and cycles, and stop at the first input where they differ. By default "
                + "over the kernel's default input set (what check runs); --exhaustive takes every input of a "
                + "small input space, --samples N draws N inputs from the whole space with --seed. mlfe-rand's "
                + "--exhaustive takes every microsecond of one minute (60,000,000 inputs) with --minute, --A and --B "
                + "fixed. The inputs are shared among all processors, each with its own emulator; the report is "
                + "the same as on one.",
                "Every setting 'romlab list' shows for the kernel is an option here, under the kernel's own names, "
                        + "and fixes that input in the set: --sides 6 for z80-rolldie is every byte (and the sampled "
                        + "states) at DIESIDES 6 (its name for the sides), --map forest for ti-mapview the forest's "
                        + "every position, --sequence "
                        + "5 the Backgammon kernels' sequence 5, --minute 20 mlfe-rand's samples in minute 20. --seed "
                        + "stays the seed of the samples; --count (run's alone) is refused.",
                "Prints the inputs on one line, then 'N inputs, 0 divergences'. On a divergence it prints the "
                        + "input, the model's and the emulator's outcome, the emulator's registers and the last "
                        + "instructions it ran (in the format of 'romlab exec --trace'), and exits with 1."},
        footer = {"%nExamples:",
                "  $ romlab diff z80-mul --exhaustive",
                "  z80-mul: every h 0..255 × every l 0..255 (Z80 on a TI-83+ at 6 MHz)",
                "  65,536 inputs, 0 divergences",
                "  $ romlab diff z80-rolldie --sides 6 --exhaustive",
                "  z80-rolldie: every a 0..255 with DIESIDES=6 (Z80 on a TI-83+ at 6 MHz)",
                "  256 inputs, 0 divergences"})
final class DiffCommand extends SingleKernelCommand {

    @Mixin
    private EngineOption engine;

    @ArgGroup(exclusive = true)
    private Scope scope = new Scope();

    @Option(names = "--model", paramLabel = "MODEL", description = "'faithful' (the default: what the code does, "
            + "outputs and cycles, stopping at the first divergence) or 'intended' (the algorithm the code was meant "
            + "to compute, outputs only, over every input: where the code first departs from it and how often).")
    private String model;

    @Option(names = "--seed", paramLabel = "S", converter = SeedConverter.class,
            description = "Seed of the sampled inputs; the same seed draws the same inputs (default: "
                    + "$2F3497D144B7DA85, the seed document's hash).")
    private Long seed;

    @Mixin
    private ShardOption shard;

    @Mixin
    private PlotOption plot;

    /** Either every input or a number of samples. */
    static final class Scope {

        @Option(names = "--exhaustive", description = "Every input (only kernels with a small input space).")
        boolean exhaustive;

        @Option(names = "--samples", paramLabel = "N", converter = CountConverter.class,
                description = "N inputs drawn from the whole input space.")
        Long samples;
    }

    @Override
    public Integer call() {
        Kernel kernel = kernel();
        String kernelId = kernel.id();
        Settings given = given(kernel);
        long sampleSeed = seed == null ? Coverage.DEFAULT_SEED : seed;
        Coverage coverage = scope.exhaustive ? new Coverage.Exhaustive()
                : scope.samples != null ? new Coverage.Samples(scope.samples, sampleSeed)
                : new Coverage.DefaultSet(sampleSeed);
        InputSpace inputs = shard.slice(usage("", () -> kernel.inputs(coverage, given)));
        if (plot.requested(shard) && !"intended".equals(model)) {
            throw new ParameterException(spec.commandLine(), "--plot draws where the routine departs from its "
                    + "intended model: add --model intended");
        }
        plot.checkInputs(inputs.size());
        KernelWorkers workers = workers();
        if ("intended".equals(model)) {
            return intended(workers, inputs);
        }
        if (model != null && !model.equals("faithful")) {
            throw new ParameterException(spec.commandLine(), "--model is 'faithful' or 'intended', not '" + model
                    + "'");
        }
        withModel(kernel);
        DiffReport report;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), kernelId, inputs.size());
                InterruptSignal interrupt = bar.interruptible("diff")) {
            report = shard.merging() ? usage("", () -> DiffEngine.merge(workers.first(), inputs,
                    shard.parts(DiffPart::fromJson))) : DiffEngine.diff(workers, inputs, bar);
        }
        print(shard.json(report::toJson, () -> report.part().toJson()), shard.text(() -> text(report)));
        if (!report.matches()) {
            throw new CommandFailure("the emulator and the model of " + kernelId + " diverge: "
                    + report.summary());
        }
        return 0;
    }

    private int intended(KernelWorkers workers, InputSpace inputs) {
        Kernel kernel = workers.first();
        usage("", () -> kernel.intended().orElseThrow(() -> new IllegalArgumentException(kernel.id()
                + " has no intended model (only the faithful one: leave out --model)")));
        DepartureReport report;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), kernel.id(), inputs.size());
                InterruptSignal interrupt = bar.interruptible("diff")) {
            report = shard.merging() ? usage("", () -> DepartureEngine.merge(kernel, inputs,
                    shard.parts(DeparturePart::fromJson))) : DepartureEngine.compare(workers, inputs, bar);
        }
        print(shard.json(report::toJson, () -> report.part().toJson()), shard.text(() -> {
            StringBuilder out = new StringBuilder(report.kernel() + ": " + report.inputs() + " ("
                    + report.machine().text() + ")\n" + "intended: " + report.intended() + "\n" + report.summary()
                    + "\n");
            report.first().ifPresent(d -> out.append("  first at   ").append(d.input().text()).append(": ")
                    .append(d.text()).append('\n')
                    .append("  intended   ").append(d.intended().text()).append('\n')
                    .append(String.format(Locale.ROOT, "  %-11s", d.codeName())).append(d.actual().text())
                    .append('\n'));
            return out.toString();
        }));
        if (plot.requested()) {
            plot.write(() -> departures(workers, inputs, report), filesRead());
        }
        return 0;
    }

    /** The picture of where the routine departs: each input run once more, to know which depart. */
    private Chart departures(KernelWorkers workers, InputSpace inputs, DepartureReport report) {
        List<Values> each = new ArrayList<>();
        inputs.forEach(each::add);
        BitSet departing;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), report.kernel(), inputs.size())) {
            departing = DepartureEngine.departing(workers, inputs, bar);
        }
        return DepartureChart.chart(report, each, departing);
    }

    private static String text(DiffReport report) {
        StringBuilder out = new StringBuilder(report.kernel() + ": " + report.inputs() + " (" + report.machine().text()
                + ")\n" + report.summary() + "\n");
        report.firstDivergence().ifPresent(d -> appendDivergence(out, d, report.machine()));
        return out.toString();
    }

    private static void appendDivergence(StringBuilder out, Divergence divergence, Machine machine) {
        Emulation actual = divergence.actual();
        out.append("  input      ").append(divergence.input().text()).append('\n');
        out.append("  model      ").append(outcomeText(divergence.expected(), machine)).append('\n');
        out.append("  emulator   ").append(outcomeText(actual.outcome(), machine)).append('\n');
        out.append("  registers  ").append(actual.registers().text()).append('\n');
        out.append(String.format(Locale.ROOT, "  last %d of %,d instructions:%n", actual.traceTail().size(),
                actual.instructions()));
        actual.traceTail().forEach(line -> out.append("    ").append(line).append('\n'));
    }

    /** {@code hl=$0003, 123 T-states} or {@code never returns}: the outcome with the machine's cycle unit. */
    static String outcomeText(Outcome outcome, Machine machine) {
        if (outcome instanceof Outcome.Returned returned) {
            return returned.output().text() + (returned.timed() ? String.format(Locale.ROOT, ", %,d %s",
                    returned.cycles(), machine.cycleUnit()) : "");
        }
        return outcome.text();
    }
}
