package dev.romlab.kernels;

import java.util.Optional;
import java.util.OptionalLong;

import dev.romlab.troll.sample.RandomSource;

/**
 * A Troll random source backed by an emulated generator kernel, so {@code romlab troll --rng KERNEL} rolls dice as
 * the game would (issue #4). Each draw runs the routine on the emulator, chaining its LFSR state ({@code seed})
 * from call to call exactly as {@code romlab run} does:
 * <ul>
 * <li>a die kernel ({@code z80-rolldie}: a generator with a random-byte reduction) answers {@code nextBelow(N)}
 * with one call at sides = N, returning the die's value minus its lowest face, modulo the output register's width
 * (so d256's face 256, returned as A = 0, is 255); N outside the sides field (1..256 for DIESIDES) or a value that
 * is no face of the die is an error, never a silently different die;</li>
 * <li>a byte generator ({@code z80-lfsr}) answers {@code nextBelow(N)} with rejection sampling: the smallest
 * number k of bytes with 256^k at least N, drawn most significant first, redrawn while the number is at or above
 * the largest multiple of N below 256^k, then taken modulo N, so every result is equally likely.</li>
 * </ul>
 * A bound of 1 needs no randomness and draws nothing (so {@code d1} is 1, not rollDie's DIESIDES = 1 quirk, which
 * {@code romlab dist z80-rolldie --sides 1} shows). Kernels whose {@code run} calls do not chain a {@code seed} (function kernels) are not random sources.
 * Errors ({@link IllegalArgumentException}) carry a message for users, starting with the kernel's id.
 */
public final class KernelRandomSource implements RandomSource {

    /** The input and output field holding the LFSR state ({@code StandardParameters.SEED}). */
    private static final String STATE = "seed";
    /** The byte a generator returns (register A). */
    private static final String BYTE = "a";

    private final Kernel kernel;
    private final CallSequence calls;
    private final Optional<RandomByteInput> die;
    private Values input;

    private KernelRandomSource(Kernel kernel, OptionalLong state) {
        this.kernel = kernel;
        this.calls = kernel.calls(kernel.defaultSettings());
        this.die = kernel.randomByteInput();
        Values first = calls.first();
        this.input = state.isPresent() ? first.with(StandardParameters.SEED.value(state.getAsLong())) : first;
    }

    /** Whether {@code kernel} can be a random source: its {@code run} calls chain an LFSR state. */
    public static boolean supports(Kernel kernel) {
        return kernel.calls(kernel.defaultSettings()).first().has(STATE);
    }

    /**
     * A source drawing from {@code kernel}, starting from the LFSR state {@code state} (else the kernel's default
     * seed, as {@code run}). {@link IllegalArgumentException} when the kernel is not a generator.
     */
    public static KernelRandomSource of(Kernel kernel, OptionalLong state) {
        if (!supports(kernel)) {
            throw new IllegalArgumentException(kernel.id() + " is not a random generator: its calls do not chain "
                    + "an LFSR state");
        }
        return new KernelRandomSource(kernel, state);
    }

    @Override
    public long nextBelow(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        if (bound == 1) {
            return 0; // nothing to choose (d1, a one-element choose or pick): no routine call
        }
        return die.isPresent() ? rollDie(die.get(), bound) : belowFromBytes(bound);
    }

    private long rollDie(RandomByteInput reduction, long sides) {
        Field field = reduction.sides();
        if (!field.contains(sides)) {
            throw new IllegalArgumentException(kernel.id() + ": cannot roll d " + sides + ": " + field.name()
                    + " must be " + field.rangeText());
        }
        Value face = call(input.with(field.value(sides))).find(reduction.output()).orElseThrow();
        // Modulo the register's width: rollDie's 8-bit `inc a` returns face 256 of a d256 as 0.
        long value = Math.floorMod(face.value() - reduction.lowest(), 1L << face.bits());
        if (value >= sides) {
            throw new IllegalArgumentException(kernel.id() + ": the routine returned " + face.text() + " with "
                    + field.name() + "=" + sides + ", not a face of a d " + sides + " (see 'romlab dist')");
        }
        return value;
    }

    private long belowFromBytes(long bound) {
        int bits = Long.SIZE - Long.numberOfLeadingZeros(bound - 1);
        int bytes = Math.max(1, (bits + 7) / 8);
        // 256^bytes mod bound numbers at the top are redrawn; at 8 bytes 2^64 mod bound is taken unsigned.
        long rejected = bytes == Long.BYTES ? Long.remainderUnsigned(-bound, bound) : (1L << 8 * bytes) % bound;
        long accepted = bytes == Long.BYTES ? -rejected : (1L << 8 * bytes) - rejected;
        while (true) {
            long number = 0;
            for (int i = 0; i < bytes; i++) {
                number = number << 8 | call(input).get(BYTE);
            }
            if (rejected == 0 || Long.compareUnsigned(number, accepted) < 0) {
                return Long.remainderUnsigned(number, bound);
            }
        }
    }

    /** One call on the emulator; the next call continues from the state this one leaves. */
    private Values call(Values callInput) {
        Emulation emulation = kernel.emulate(callInput, 0);
        if (!(emulation.outcome() instanceof Outcome.Returned returned)) {
            throw new IllegalArgumentException(kernel.id() + ": the routine never returned (" + callInput.text() + ")");
        }
        input = calls.next(callInput, returned.output());
        return returned.output();
    }
}
