package dev.romlab.cli;

import java.util.Locale;

import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What {@code dist} and {@code fairness} count over, the same for both: every random byte at {@code --sides N}, or
 * the real streams' first {@code --frames N} title frames at the kernel's default sides, or with
 * {@code --exhaustive} the whole input the random byte samples (mlfe-rand's every microsecond of the minute); the
 * kernel's own settings given fix inputs in every one ({@link Kernel#randomByteInput(Settings)},
 * {@link Kernel#streamInputs}).
 */
final class SidesOptions {

    @Option(names = "--sides", paramLabel = "N",
            description = "DIESIDES for z80-rolldie, rangeMax for z80-maxu8 and z80-srl, B for mlfe-rand, whatever "
                    + "the kernel calls them (default: the kernel's, 20 for the dice).")
    private String sides;

    @Option(names = "--frames", paramLabel = "N", converter = CountConverter.class,
            description = "Over the real streams: every start sequence (or the one --sequence gives) × the first N "
                    + "title frames (kernels with streams: fds-backgammon-dice).")
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

    /**
     * The kernel's reduction with the settings {@code given} applied; over the streams ({@code --frames}) those go to
     * the streams instead. {@link IllegalArgumentException} with a message for users when the kernel has none or a
     * setting cannot apply.
     */
    RandomByteInput reduction(Kernel kernel, Settings given) {
        if (frames != null) {
            return DistributionEngine.overStreams(kernel, given);
        }
        return kernel.randomByteInput(given).orElseThrow(() -> new IllegalArgumentException(kernel.id()
                + " does not reduce a random byte: it has no distribution"));
    }

    /**
     * The sides: {@code --sides}, else the reduction's (a setting of the sides input given, or the default).
     * {@link IllegalArgumentException} with a message for users for a value out of range, or for {@code --sides}
     * beside the setting of the same input ({@code --B}).
     */
    long sides(RandomByteInput input, Settings given) {
        if (sides() == null) {
            return input.defaultSides();
        }
        if (given.isGiven(input.sides().name())) {
            throw new IllegalArgumentException("--sides and --" + input.sides().name() + " both set "
                    + input.sides().name() + ": give one");
        }
        return input.sides().parse(sides).value();
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
     * The inputs {@code input} is counted over with {@code sides}: the first {@code --frames} of every real stream
     * (of the one the settings {@code given} name), or every random byte (its whole input with {@code --exhaustive}).
     * {@link IllegalArgumentException} with a message for users when the kernel has no such input.
     */
    InputSpace inputs(Kernel kernel, RandomByteInput input, long sides, Settings given) {
        return frames != null ? kernel.streamInputs(frames, given) : DistributionEngine.inputs(input, sides,
                exhaustive);
    }

    /**
     * {@code every random byte} (what the kernel's inputs are, {@link RandomByteInput#over}), {@code every us
     * 0..59,999,999} (with {@code --exhaustive}: {@code random}, the whole input) or {@code the first 3,600 title
     * frames of every stream} ({@code of the stream} where settings fixed it: {@code fixed}).
     */
    String over(RandomByteInput input, Field random, Values fixed) {
        return frames != null ? String.format(Locale.ROOT, "the first %,d title frames of %s", frames,
                fixed.list().isEmpty() ? "every stream" : "the stream")
                : exhaustive ? String.format(Locale.ROOT, "every %s %,d..%,d", random.name(), random.min(),
                        random.max())
                : input.over();
    }

    /**
     * What a heading says was fixed: {@code DIESIDES=20}, the sides, then the inputs the settings fixed
     * ({@code B=100 minute=20}).
     */
    static String fixedText(String sidesName, long sides, Values fixed) {
        return sidesName + "=" + sides + (fixed.list().isEmpty() ? "" : " " + fixed.text());
    }

    /**
     * What a heading says was counted: {@code 256 inputs}, or where each input gives several values
     * {@code 6,000 boards, 60,000 bomb positions}.
     */
    static String counted(RandomByteInput input, long inputs) {
        int perInput = input.outputs().size();
        String counted = String.format(Locale.ROOT, "%,d %s", inputs, input.unit());
        return perInput == 1 ? counted
                : counted + String.format(Locale.ROOT, ", %,d %s", inputs * perInput, input.counted());
    }
}
