package dev.romlab.cli;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.DistributionChart;
import dev.romlab.kernels.Distribution;
import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.FairnessEngine;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.OutputCounts;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.troll.TrollException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code romlab dist}: the exact distribution of a dice kernel's output over every random byte. */
@Command(name = "dist",
        header = "The exact distribution of a kernel's output over every random byte.",
        sortOptions = false,
        description = {"Run a kernel's reduction on the emulator for every random byte 0..255 with the sides fixed "
                + "and print, per value, how many bytes give it, its probability and a bar of '#' scaled to the most "
                + "frequent value. Every value the routine is meant to produce is listed, with count 0 when it can "
                + "never occur; the lines after the table name those values ('never: 20'), the values outside the "
                + "intended range, and the bytes for which the routine never returns.",
                "Kernels: z80-rolldie (values 1..sides), z80-maxu8 and z80-srl (values 0..sides-1), "
                        + "fds-backgammon-dice (pairs 1..36 = 6 (die 1 - 1) + die 2 over the generator's values "
                        + "0..179).",
                "--frames N counts instead what the game really rolls: the first roll of the games started after "
                        + "0..N-1 title frames in every start sequence (fds-backgammon-dice).",
                "mlfe-rand's random input is the instant RAND reads: by default one a millisecond of the minute "
                        + "12:16 (60,000), with --exhaustive every microsecond of it (60,000,000, run on all "
                        + "processors, minutes of work).",
                "mlfe-minesweeper and casl2-minesweeper count every bomb of each board, ten a board, over the cells "
                        + "0..80: the board of every hundredth of a second of the minute 12:16 (6,000), of every "
                        + "xorshift state 1..65,535; a board that never returns gives none.",
                "The kernel's own settings, as 'romlab list' shows them, fix their inputs in every input counted: "
                        + "--minute 20 (and --A) of mlfe-rand, --minute of mlfe-minesweeper, --sequence of "
                        + "fds-backgammon-dice with --frames; a setting of the sides input (mlfe-rand's --B) is the "
                        + "sides, as --sides. The input counted over and run's --count are refused with the reason."},
        footer = {"%nExample (shortened):",
                "  $ romlab dist z80-maxu8 --sides 20",
                "  z80-maxu8 with rangeMax=20: values 0..19 over every random byte (256 inputs)",
                "  VALUE  COUNT  PROBABILITY  BAR",
                "      0      8     0.031250  #########################",
                "  ...",
                "      4     16     0.062500  ##################################################",
                "  ...",
                "  never: none",
                "  finding: 0..19: 8 to 16 of 256 each",
                "  $ romlab dist mlfe-rand --us 5",
                "  romlab dist: mlfe-rand: --us does not apply to dist and fairness, which take --minute, --A, --B; "
                        + "--us: the microsecond ... (see 'romlab dist --help')"})
final class DistCommand extends SingleKernelCommand {

    @Mixin
    private EngineOption engine;

    /** Length of the bar of the most frequent value. */
    static final int BAR_WIDTH = 50;

    @Mixin
    private SidesOptions counting;

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
        Distribution distribution;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), kernelId, inputs.size())) {
            distribution = usage("", () -> shard.merging() ? DistributionEngine.distribution(kernel, input,
                    sidesValue, OutputCounts.sum(shard.parts(OutputCounts::fromJson)))
                    : DistributionEngine.distribution(workers, input, sidesValue, inputs, bar));
        }
        String heading = heading(distribution, input.sides().name(), counting.over(input, random,
                distribution.fixed()), SidesOptions.counted(input, distribution.inputs()));
        if (picture) {
            plot.write(() -> chart(kernel, input, distribution, heading), filesRead());
        }
        print(shard.json(distribution::toJson, () -> distribution.counts().toJson()), shard.text(() -> text(
                distribution, heading)));
        return 0;
    }

    /**
     * The picture: the distribution beside the kernel's own spec (as fairness draws it) when it has one for these
     * sides, else alone.
     */
    private static Chart chart(Kernel kernel, RandomByteInput input, Distribution distribution, String heading) {
        if (input.trollSpec(distribution.sides()).isPresent()) {
            try {
                return DistributionChart.of(FairnessEngine.fairness(kernel, input, null, distribution), input.shape(),
                        heading);
            } catch (TrollException e) {
                // a kernel file's spec that gives no number: fairness reports it; the picture has the bars alone
            }
        }
        return DistributionChart.of(distribution, input.shape(), heading);
    }

    /** The first line: {@code z80-maxu8 with rangeMax=20: values 0..19 over every random byte (256 inputs)}. */
    private static String heading(Distribution distribution, String sidesName, String over, String counted) {
        // the range is of the routine's values (bomb positions 0..80, 0..4294967295 as a register holds it), not
        // counts: plain digits, as the VALUE column and the JSON give them
        return String.format(Locale.ROOT, "%s with %s: %s %d..%d over %s (%s)", distribution.kernel(),
                SidesOptions.fixedText(sidesName, distribution.sides(), distribution.fixed()), distribution.counted(),
                distribution.expectedLow(), distribution.expectedHigh(), over, counted);
    }

    private static String text(Distribution distribution, String heading) {
        long most = distribution.rows().stream().mapToLong(Distribution.Row::count).max().orElse(0);
        TextTable table = new TextTable("VALUE", "COUNT", "PROBABILITY", "BAR").alignRight(0, 1, 2);
        for (Distribution.Row row : distribution.rows()) {
            table.row(row.value() + (row.expected() ? "" : "!"), String.format(Locale.ROOT, "%,d", row.count()),
                    String.format(Locale.ROOT, "%.6f", row.probability()), bar(row.count(), most));
        }
        StringBuilder out = new StringBuilder(heading).append('\n');
        out.append(table.text());
        out.append("never: ").append(listText(distribution.neverOccurring())).append('\n');
        if (!distribution.outOfRange().isEmpty()) {
            out.append("out of range (marked !): ").append(listText(distribution.outOfRange())).append('\n');
        }
        if (distribution.neverReturned() > 0) {
            out.append(String.format(Locale.ROOT, "never returns: for %,d ", distribution.neverReturned()))
                    .append(distribution.unit()).append('\n');
        }
        out.append("finding: ").append(distribution.finding()).append('\n');
        return out.toString();
    }

    /** {@code #} characters in proportion to {@code count}, at least one for a value that occurs. */
    static String bar(long count, long most) {
        if (count == 0) {
            return "";
        }
        return "#".repeat((int) Math.max(1, Math.round((double) count * BAR_WIDTH / most)));
    }

    private static String listText(List<Long> values) {
        return values.isEmpty() ? "none" : values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
