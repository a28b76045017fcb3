package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;

/**
 * One bundled routine made checkable: its identity and machine, the settings it takes, its input space, one call on
 * the emulator, and an independent reference model of the same call.
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
 */
public interface Kernel {

    /** {@code z80-rolldie}: CPU, then the routine. */
    String id();

    /** One line: what the routine does and where it comes from. */
    String description();

    /** The CPU, the computer and its default clock. */
    Machine machine();

    /** The settings {@code run} (and {@code dist}, for {@code sides}) accept, with their defaults. */
    List<Parameter> parameters();

    default Settings defaultSettings() {
        return Settings.defaults(parameters());
    }

    /**
     * The inputs for {@code coverage}. {@link IllegalArgumentException}, with a message for users, when the kernel
     * cannot give it (an exhaustive run of a 64-bit seed space).
     */
    InputSpace inputs(Coverage coverage);

    /** Whether {@link Coverage.Exhaustive} is possible, i.e. the input space (or its part the settings fix) is small. */
    boolean exhaustible();

    /**
     * The settings that fix the part of a large input space an exhaustive run covers ({@link Coverage.Exhaustive}'s
     * {@code settings}; {@code diff --exhaustive --minute M}), with their defaults; empty for most kernels.
     */
    default List<Parameter> exhaustiveParameters() {
        return List.of();
    }

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
     * sequence), whose outcomes carry the {@link #randomByteInput()}'s output: {@code dist --frames N}.
     * {@link IllegalArgumentException} with a message for users when the kernel has no such streams.
     */
    default InputSpace streamInputs(long count) {
        throw new IllegalArgumentException(id() + " has no real streams: leave out --frames");
    }

    /** The inputs of {@code run}'s calls for {@code settings}. */
    CallSequence calls(Settings settings);

    /** How the kernel maps a random byte to a value, when it does; empty for generators and arithmetic. */
    default Optional<RandomByteInput> randomByteInput() {
        return Optional.empty();
    }

    /**
     * A fact about what the code does, for {@code check}'s finding column when the kernel has no random-byte
     * distribution (e.g. that MulHbyL returns L×(H+1)).
     */
    String remark();
}
