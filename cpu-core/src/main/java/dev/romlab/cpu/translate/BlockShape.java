package dev.romlab.cpu.translate;

/**
 * What a {@link BlockTranslator} translated: the instructions from {@code start} up to {@code end} (the address
 * after the last; word addresses on a word-addressed memory), and a bound of the cycles they can take.
 *
 * @param start        the first instruction's address
 * @param end          the address after the last instruction
 * @param instructions how many instructions
 * @param worstCycles  the most cycles the block can take on memory without wait states
 * @param accesses     the most memory accesses (fetches included) that can each add a page's wait states
 */
public record BlockShape(int start, int end, int instructions, int worstCycles, int accesses) {

    /** The most cycles the block can take when no access costs more than {@code maxWaitStates} extra. */
    public long worstCycles(int maxWaitStates) {
        return worstCycles + (long) accesses * maxWaitStates;
    }
}
