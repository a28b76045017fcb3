package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;

/**
 * One routine made checkable: its identity and machine, the settings it takes, its input space, one call on the
 * emulator, and an independent reference model of the same call. The bundled kernels implement it, and so may a
 * kernel read from a file at run time: the commands know a kernel only through this interface.
 *
 * <pre>{@code
 * Kernel k = KernelRegistry.bundled().get("z80-maxu8");
 * for (Values input : k.inputs(new Coverage.Exhaustive())) {
 *     Outcome expected = k.model(input);
 *     Emulation actual = k.emulate(input, 0);
 *     boolean agree = expected.equals(actual.outcome());
 * }
 * }</pre>
 *
 * Engines ({@link DiffEngine}, {@link DistributionEngine}, {@link BenchEngine}, {@link RunEngine},
 * {@link CheckEngine}) work through this interface only, so kernels of other CPUs plug in unchanged.
 * A kernel is not thread-safe: it owns one emulated machine.
 *
 * <h2>Settings</h2>
 * {@link #parameters()} are the kernel's settings, what {@code romlab list} shows; the command line accepts each of
 * them, as {@code --NAME VALUE}, in {@code run}, {@code diff}, {@code bench}, {@code dist} and {@code fairness}, and
 * refuses any other name (a usage error naming these). A setting with an {@link Parameter#input input} fixes that
 * input; one without steers {@code run} alone ({@code --count}, and {@code --seed} where it seeds run's draws).
 * Each command hands the kernel a {@link Settings} and the kernel applies it:
 * <ul>
 * <li>{@code run}: {@link #calls(Settings)} gets the defaults with what the user gave replacing them; an input a
 *     setting with a value fixes ({@link Settings#inputs()}) is that value in every call, the others the kernel
 *     draws with {@code seed} or chains from call to call, as before.</li>
 * <li>{@code diff} and {@code bench}: {@link #inputs(Coverage, Settings)} gets only what the user gave
 *     ({@link Settings#none} with it); the coverage's input set with those inputs fixed: {@code diff z80-rolldie
 *     --sides 6} is every byte and the sampled states at DIESIDES 6. Their own {@code --seed} is the seed of the
 *     samples (a {@link Coverage}), never a kernel setting.</li>
 * <li>{@code dist} and {@code fairness}: {@link #randomByteInput(Settings)} (and {@link #streamInputs} with
 *     {@code --frames}) gets only what the user gave: the reduction with those inputs fixed in every input of the
 *     distribution ({@link RandomByteInput#fixed}), the sides from the setting that names them. Their own
 *     {@code --sides} sets the sides whatever the kernel calls them.</li>
 * </ul>
 * A setting that cannot apply to a command is refused there with an {@link IllegalArgumentException} whose message
 * says why ({@link Settings#refuseExcept}; the commands turn it into a usage error): {@code --count} outside
 * {@code run}, the random input itself in {@code dist}. The defaults refuse every setting given, so a kernel with
 * settings overrides the methods that can apply them.
 */
public interface Kernel {

    /** {@code z80-rolldie}: CPU, then the routine. */
    String id();

    /** One line: what the routine does and where it comes from. */
    String description();

    /** The CPU, the computer and its default clock. */
    Machine machine();

    /** The settings the kernel commands accept (see "Settings" above), with {@code run}'s defaults. */
    List<Parameter> parameters();

    /** The settings at their defaults, none given: what {@code run} starts from. */
    default Settings defaultSettings() {
        return Settings.defaults(parameters());
    }

    /**
     * The inputs for {@code coverage}, no setting given. {@link IllegalArgumentException}, with a message for users,
     * when the kernel cannot give it (an exhaustive run of a 64-bit seed space).
     */
    InputSpace inputs(Coverage coverage);

    /**
     * The inputs for {@code coverage} with the settings the user gave applied ({@code diff}, {@code bench}):
     * {@code given} holds only those ({@link Settings#given()}), and each that fixes an input fixes it in every input
     * of the set ({@link InputSpace#whole(List, Values, Coverage)} with {@link Settings#inputs()} and
     * {@link Settings#unset}); the description says so ({@code every a 0..255 with DIESIDES=6}). A setting that
     * cannot apply to the set ({@code --count}, the player's column on a random map) is an
     * {@link IllegalArgumentException} saying why ({@link Settings#refuseExcept} with
     * {@link Settings#DIFF_AND_BENCH}). With nothing given it must equal {@link #inputs(Coverage)}; the default
     * refuses any setting given.
     */
    default InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(), Settings.DIFF_AND_BENCH);
        return inputs(coverage);
    }

    /**
     * Whether {@link Coverage.Exhaustive} is possible without settings, i.e. the input space is small (some kernels
     * take it when settings fix a small part of a large one: {@link #inputs(Coverage, Settings)}).
     */
    boolean exhaustible();

    /** The reference model's outcome for {@code input}: written from the routine's semantics, not by emulating. */
    Outcome model(Values input);

    /**
     * Runs one call on the emulator from a fresh state set up for {@code input}, stopping at the routine's return
     * or at the kernel's cycle budget. With {@code traceLines > 0} the emulation keeps the last that many
     * instructions as trace lines (slower; used to show a divergence).
     */
    Emulation emulate(Values input, int traceLines);

    /**
     * {@code emulate(input, 0).outcome()}, without the registers and the trace: what the engines compare and count
     * over a whole input space. A kernel overrides it where building the registers costs much beside the call.
     */
    default Outcome emulateOutcome(Values input) {
        return emulate(input, 0).outcome();
    }

    /**
     * Whether the model's outcome and the emulator's agree: equal, by default (the same outputs in the same cycles,
     * or both never returning). A kernel whose reference predicts less (outputs only, some outputs) says so here.
     */
    default boolean agrees(Outcome expected, Outcome actual) {
        return expected.equals(actual);
    }

    /**
     * The algorithm the routine was meant to compute, for {@code diff --model intended}; empty when the faithful
     * {@link #model} is all there is.
     */
    default Optional<IntendedModel> intended() {
        return Optional.empty();
    }

    /**
     * The inputs of the first {@code count} calls of every stream the routine really sees (a game's every start
     * sequence), whose outcomes carry the {@link #randomByteInput()}'s output: {@code dist --frames N}; the settings
     * {@code given} fix their inputs as in {@link #inputs(Coverage, Settings)} (one start sequence).
     * {@link IllegalArgumentException} with a message for users when the kernel has no such streams or a setting
     * cannot apply.
     */
    default InputSpace streamInputs(long count, Settings given) {
        throw new IllegalArgumentException(id() + " has no real streams: leave out --frames");
    }

    /**
     * The inputs of {@code run}'s calls for {@code settings}: the defaults with what the user gave replacing them
     * ({@link Settings#isGiven}); every input a setting with a value fixes ({@link Settings#inputs()}) is that value
     * in every call.
     */
    CallSequence calls(Settings settings);

    /** How the kernel maps a random byte to a value, when it does; empty for generators and arithmetic. */
    default Optional<RandomByteInput> randomByteInput() {
        return Optional.empty();
    }

    /**
     * {@link #randomByteInput()} with the settings the user gave applied ({@code dist}, {@code fairness}): the
     * inputs they fix added to every input of the distribution ({@link RandomByteInput#fixing}, the heading's
     * {@link RandomByteInput#over} saying so), a setting of the sides input making the sides. A setting that cannot
     * apply (the random input itself, {@code --count}) is an {@link IllegalArgumentException} saying why
     * ({@link Settings#refuseExcept} with {@link Settings#DIST_AND_FAIRNESS}). With nothing given it must equal
     * {@link #randomByteInput()}; the default refuses any setting given.
     */
    default Optional<RandomByteInput> randomByteInput(Settings given) {
        if (randomByteInput().isPresent()) {
            given.refuseExcept(id(), List.of(), Settings.DIST_AND_FAIRNESS);
        }
        return randomByteInput();
    }

    /**
     * A fact about what the code does, for {@code check}'s finding column when the kernel has no random-byte
     * distribution (e.g. that MulHbyL returns L×(H+1)).
     */
    String remark();
}
