package dev.romlab.kernels.tms9900;

/**
 * One copy loop run under one layout on the emulator: the cycles of its instructions (the first execution of
 * each; {@code jneLast} the final, not taken, JNE), of the whole loop and of the call (with its three LI and RT).
 *
 * @param step the DEC R3 of the simple loop, or the AI R3,-8 of the unrolled one
 */
public record CopyLoopMeasurement(CopyLayout layout, CopyLoop loop, long movb, long step, long jneTaken,
        long jneLast, long loopCycles, long callCycles, long instructions) {

    /** The article's count for the loop's instructions: (44 + 22 + 14) × 1,024, or (8 × 44 + 30 + 14) × 128. */
    public long articleLoopCycles() {
        return loop.articleCycles();
    }

    /** What the article's arithmetic gives with this layout's measured instruction cycles, every JNE taken. */
    public long articleArithmetic() {
        return (loop.unrolled() * movb + step + jneTaken) * loop.passes();
    }
}
