package dev.romlab.cli;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.romlab.cli.plot.DistributionChart;
import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.FairnessEngine;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.OutputCounts;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.exact.Rational;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code romlab fairness}: a dice kernel's exact distribution beside the Troll spec of what it should produce. */
@Command(name = "fairness",
        header = "A kernel's exact distribution beside the Troll spec of what it should produce.",
        sortOptions = false,
        description = {"Run a kernel's reduction on the emulator for every random byte 0..255 with the sides fixed, "
                + "compute the exact distribution of a Troll spec, and print per value both probabilities (exact "
                + "fractions and decimals) and their ratio; then the values the spec allows and the kernel never "
                + "produces, the values the kernel produces outside the spec, the total variation distance "
                + "(1/2 the sum of |kernel - spec|; a byte for which the routine never returns counts as an outcome "
                + "the spec never has) and the largest ratio kernel/spec over the spec's values.",
                "Specs: z80-rolldie 'd N', z80-maxu8 and z80-srl 'z (N-1)' (rangeMax 0 has none: give --spec), "
                        + "fds-backgammon-dice '6 * (d6 - 1) + d6' (two fair dice as one pair number).",
                "--frames N compares instead what the game really rolls: the first roll of the games started "
                        + "after 0..N-1 title frames in every start sequence (fds-backgammon-dice).",
                "--exhaustive takes mlfe-rand's every microsecond of the minute instead of one a millisecond (see "
                        + "'romlab dist --help').",
                "The minesweepers' every bomb position (ten a board) against 'z 80', each cell 1/81 of them.",
                "The kernel's own settings fix their inputs as in dist: --sequence 7 --frames 200 is the games of "
                        + "start sequence 7 alone.",
                "Exit code 0 whatever the distance: a finding is not an error."},
        footer = {"%nExample (shortened):",
                "  $ romlab fairness z80-rolldie",
                "  z80-rolldie with DIESIDES=20 against the Troll spec 'd 20' over every random byte (256 inputs)",
                "  VALUE  KERNEL  P(KERNEL)  SPEC   P(SPEC)  KERNEL/SPEC",
                "      1  13/256   0.050781  1/20  0.050000     1.015625",
                "  ...",
                "      5    3/64   0.046875  1/20  0.050000     0.937500",
                "  ...",
                "  total variation distance: 1/80 = 0.012500",
                "  largest ratio kernel/spec: 65/64 = 1.015625 (at 1)",
                "  $ romlab fairness fds-backgammon-dice --sequence 7 --frames 200",
                "  fds-backgammon-dice with pairs=36 sequence=7 against the Troll spec '6 * (d6 - 1) + d6' over the "
                        + "first 200 title frames of the stream (200 inputs)",
                "  ...",
                "  total variation distance: 11/90 = 0.122222",
                "  largest ratio kernel/spec: 9/5 = 1.800000 (at 29)"})
final class FairnessCommand extends SingleKernelCommand {

    @Mixin
    private EngineOption engine;

    @Mixin
    private SidesOptions counting;

    @Option(names = "--spec", paramLabel = "EXPR",
            description = "A Troll program giving one number per roll, instead of the kernel's own spec.")
    private String specSource;

    @Mixin
    private ShardOption shard;

    @Mixin
    private PlotOption plot;

    @Override
    public Integer call() {
        Kernel kernel = kernel();
        String kernelId = kernel.id();
        Settings given = given(kernel);
        boolean exhaustive = counting.exhaustive();
        RandomByteInput input = usage("", () -> counting.reduction(kernel, given));
        Field random = usage(kernelId, () -> input.randomInput(exhaustive));
        long sidesValue = usage(kernelId, () -> counting.sides(input, given));
        InputSpace inputs = shard.slice(usage("", () -> counting.inputs(kernel, input, sidesValue, given)));
        boolean picture = plot.requested(shard);
        KernelWorkers workers = workers();
        FairnessReport report;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), kernelId, inputs.size())) {
            report = usage("", () -> shard.merging() ? FairnessEngine.fairness(kernel, input, specSource,
                    DistributionEngine.distribution(kernel, input, sidesValue, OutputCounts.sum(shard.parts(
                            OutputCounts::fromJson))))
                    : FairnessEngine.fairness(workers, input, sidesValue, specSource, inputs, bar));
        } catch (TrollException e) {
            throw new CommandFailure("--spec " + e.describe(specSource));
        }
        String heading = heading(report, input, counting.over(input, random, report.fixed()));
        if (picture) {
            plot.write(() -> DistributionChart.of(report, input.shape(), heading), filesRead());
        }
        print(shard.json(report::toJson, () -> report.counts().toJson()), shard.text(() -> text(report, input,
                heading)));
        return 0;
    }

    /**
     * The first line: {@code z80-rolldie with DIESIDES=20 against the Troll spec 'd 20' over every random byte (256
     * inputs)}.
     */
    static String heading(FairnessReport report, RandomByteInput input, String over) {
        return String.format(Locale.ROOT, "%s with %s against the Troll spec '%s' over %s (%s)", report.kernel(),
                SidesOptions.fixedText(report.sidesName(), report.sides(), report.fixed()), report.spec(), over,
                SidesOptions.counted(input, report.inputs()));
    }

    private static String text(FairnessReport report, RandomByteInput input, String heading) {
        TextTable table = new TextTable("VALUE", "KERNEL", "P(KERNEL)", "SPEC", "P(SPEC)", "KERNEL/SPEC")
                .alignRight(0, 1, 2, 3, 4, 5);
        for (FairnessReport.Row row : report.rows()) {
            table.row(row.value() + (row.spec().isZero() ? "!" : ""), row.kernel().toString(), decimal(row.kernel()),
                    row.spec().toString(), decimal(row.spec()), row.ratio().map(FairnessCommand::decimal).orElse("-"));
        }
        StringBuilder out = new StringBuilder(heading).append('\n');
        out.append(table.text());
        out.append("never: ").append(listText(report.neverOccurring())).append('\n');
        out.append("outside the spec (marked !): ").append(listText(report.outsideSpec())).append('\n');
        if (report.neverReturned() > 0) {
            out.append("never returns: for ").append(report.neverReturned()).append(' ').append(input.unit())
                    .append(" (").append(report.neverReturnedProbability()).append(")\n");
        }
        Rational tvd = report.totalVariationDistance();
        out.append("total variation distance: ").append(tvd).append(" = ").append(decimal(tvd)).append('\n');
        out.append("largest ratio kernel/spec: ").append(report.largestRatio()
                .map(r -> r.ratio() + " = " + decimal(r.ratio()) + " (at " + r.value() + ")")
                .orElse("none (the spec gives no number)")).append('\n');
        return out.toString();
    }

    private static String decimal(Rational value) {
        return FairnessReport.decimal(value, FairnessReport.TABLE_PLACES);
    }

    private static String listText(List<Long> values) {
        return values.isEmpty() ? "none" : values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
