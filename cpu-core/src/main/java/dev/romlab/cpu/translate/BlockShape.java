package dev.romlab.cpu.translate;

/**
 * What a {@link BlockTranslator} translated: the instructions from {@code start} up to {@code end} (the address
 * after the last; word addresses on a word-addressed memory), and a bound of the cycles they can take. A block that
 * goes on at a jump's or call's target holds more than one run of addresses: {@code spans} lists them all.
 *
 * @param start        the first instruction's address
 * @param end          the address after the last instruction of the run that starts at {@code start}
 * @param instructions how many instructions
 * @param worstCycles  the most cycles the block can take on memory without wait states
 * @param accesses     the most memory accesses (fetches included) that can each add a page's wait states
 * @param spans        null for one run {@code start..end}; else every run as pairs of first and after-last
 *                     addresses, the first being {@code start, end}
 */
public record BlockShape(int start, int end, int instructions, int worstCycles, int accesses, int[] spans) {

    /** A block of one run of addresses, {@code start} to {@code end}. */
    public BlockShape(int start, int end, int instructions, int worstCycles, int accesses) {
        this(start, end, instructions, worstCycles, accesses, null);
    }

    /** The most cycles the block can take when no access costs more than {@code maxWaitStates} extra. */
    public long worstCycles(int maxWaitStates) {
        return worstCycles + (long) accesses * maxWaitStates;
    }

    /** The runs of addresses the block holds, as pairs of first and after-last addresses. */
    public int[] runs() {
        return spans != null ? spans : new int[] {start, end};
    }
}
