package dev.romlab.cli;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.ChartRenderer;
import dev.romlab.cli.plot.PlotFormat;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --plot FILE}: the mixin of every command that can draw its finding as a picture (dev.romlab.cli.plot),
 * SVG or PNG by FILE's extension, written whole or not at all ({@link OutputFiles}), never onto an input.
 */
final class PlotOption {

    @Option(names = "--plot", paramLabel = "FILE",
            description = "Also draw the result as a picture in FILE: SVG (FILE.svg) or PNG (FILE.png).")
    private Path file;

    @Mixin
    private ForceOption force;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    private PlotFormat format;

    /** True when a picture is asked for; a usage error, before any work, for a FILE neither .svg nor .png. */
    boolean requested() {
        if (file == null) {
            return false;
        }
        if (format == null) {
            try {
                format = PlotFormat.of(file);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--plot: " + e.getMessage());
            }
        }
        return true;
    }

    /**
     * {@link #requested()}, and a usage error for a part of a sharded run ({@code --shard}), whose figures are not
     * the whole distribution.
     */
    boolean requested(ShardOption shard) {
        if (requested() && shard.part()) {
            throw new ParameterException(spec.commandLine(), "--plot draws the whole distribution, which a part "
                    + "(--shard) does not have: leave it out of the parts");
        }
        return file != null;
    }

    /** The most inputs a picture of each input's figure keeps in memory (bench's cycles, diff's departures). */
    static final long MOST_INPUTS = 1L << 20;

    /** A usage error when a picture of each of {@code inputs}' figures is asked for and there are too many. */
    void checkInputs(long inputs) {
        if (requested() && inputs > MOST_INPUTS) {
            throw new ParameterException(spec.commandLine(), String.format(Locale.ROOT, "--plot draws at most %,d "
                    + "inputs, not %,d: narrow them (--samples N, or a setting)", MOST_INPUTS, inputs));
        }
    }

    /** Draws {@code chart} into FILE when a picture is asked for; {@code inputs} are the files the run read. */
    void write(Supplier<Chart> chart, Collection<Path> inputs) {
        writeStacked(() -> List.of(chart.get()), inputs);
    }

    /** Draws {@code charts} one under the other into FILE when a picture is asked for. */
    void writeStacked(Supplier<List<Chart>> charts, Collection<Path> inputs) {
        if (!requested()) {
            return;
        }
        byte[] picture = ChartRenderer.render(charts.get(), format);
        force.outputFiles().inputs(inputs).add(file, picture).writeAll(StandardStreams.of(spec).out());
    }
}
