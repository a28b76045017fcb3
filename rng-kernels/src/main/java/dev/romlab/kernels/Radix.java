package dev.romlab.kernels;

/** How a {@link Value} is written for people: decimal counts and die faces, hex for registers and states. */
public enum Radix {
    DECIMAL,
    /** {@code $} and as many upper-case hex digits as the value has bits, the seed's own number syntax. */
    HEX
}
