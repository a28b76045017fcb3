package dev.romlab.cli;

import java.util.Locale;

import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.RandomByteInput;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What {@code dist} and {@code fairness} count over, the same for both: every random byte at {@code --sides N}, or
 * the real streams' first {@code --frames N} title frames at the kernel's default sides, or with
 * {@code --exhaustive} the whole input the random byte samples (mlfe-rand's every microsecond of the minute).
 */
final class SidesOptions {

    @Option(names = "--sides", paramLabel = "N",
            description = "DIESIDES for z80-rolldie, rangeMax for z80-maxu8 and z80-srl (default: 20).")
    private String sides;

    @Option(names = "--frames", paramLabel = "N", converter = CountConverter.class,
            description = "Over the real streams: every start sequence × the first N title frames (kernels with "
                    + "streams: fds-backgammon-dice).")
    private Long frames;

    @Option(names = "--exhaustive", description = "Over the whole random input where the default takes a part of "
            + "it (mlfe-rand: every microsecond of the minute instead of one a millisecond; on every processor, "
            + "minutes of work).")
    private boolean exhaustive;

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

    /** Whether to count over the whole random input; a usage error beside {@code --frames}. */
    boolean exhaustive() {
        if (frames != null && exhaustive) {
            throw new ParameterException(spec.commandLine(), "--frames counts the real streams: leave out "
                    + "--exhaustive");
        }
        return exhaustive;
    }

    /**
     * The inputs counted with {@code sides}: the first {@code --frames} of every real stream, or every random byte
     * (its whole input with {@code --exhaustive}). {@link IllegalArgumentException} with a message for users when
     * the kernel has no such input.
     */
    InputSpace inputs(Kernel kernel, long sides) {
        return frames != null ? kernel.streamInputs(frames) : DistributionEngine.inputs(kernel, sides, exhaustive);
    }

    /**
     * {@code every random byte} (what the kernel's inputs are, {@link RandomByteInput#over}), {@code every us
     * 0..59,999,999} (with {@code --exhaustive}: {@code random}, the whole input) or {@code the first 3,600 title
     * frames of every stream}.
     */
    String over(RandomByteInput input, Field random) {
        return frames != null ? String.format(Locale.ROOT, "the first %,d title frames of every stream", frames)
                : exhaustive ? String.format(Locale.ROOT, "every %s %,d..%,d", random.name(), random.min(),
                        random.max())
                : input.over();
    }

    /**
     * What a heading says was counted: {@code 256 inputs}, or where each input gives several values
     * {@code 6000 boards, 60000 bomb positions}.
     */
    static String counted(RandomByteInput input, long inputs) {
        int perInput = input.outputs().size();
        return perInput == 1 ? inputs + " " + input.unit()
                : inputs + " " + input.unit() + ", " + inputs * perInput + " " + input.counted();
    }
}
