package dev.romlab.cli;

import java.util.Locale;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What {@code dist} and {@code fairness} count over, the same for both: every random byte at {@code --sides N}, or
 * the real streams' first {@code --frames N} title frames at the kernel's default sides.
 */
final class SidesOptions {

    @Option(names = "--sides", paramLabel = "N",
            description = "DIESIDES for z80-rolldie, rangeMax for z80-maxu8 and z80-srl (default: 20).")
    private String sides;

    @Option(names = "--frames", paramLabel = "N", converter = CountConverter.class,
            description = "Over the real streams: every start sequence × the first N title frames (kernels with "
                    + "streams: fds-backgammon-dice).")
    private Long frames;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** The {@code --sides} text as given, or null for the kernel's default; a usage error beside {@code --frames}. */
    String sides() {
        if (frames != null && sides != null) {
            throw new ParameterException(spec.commandLine(), "--frames takes the kernel's default sides: leave out "
                    + "--sides");
        }
        return sides;
    }

    /** The {@code --frames} count, or null to count over every random byte. */
    Long frames() {
        return frames;
    }

    /** {@code every random byte} or {@code the first 3,600 title frames of every stream}. */
    String over() {
        return frames == null ? "every random byte"
                : String.format(Locale.ROOT, "the first %,d title frames of every stream", frames);
    }
}
