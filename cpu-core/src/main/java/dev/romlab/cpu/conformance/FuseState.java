package dev.romlab.cpu.conformance;

/**
 * The two register lines of a FUSE test: {@code AF BC DE HL AF' BC' DE' HL' IX IY SP PC MEMPTR} (hex), then
 * {@code I R} (hex) {@code IFF1 IFF2 IM halted tstates} (decimal). The T-states are those to run for in
 * {@code tests.in}, those actually taken in {@code tests.expected}.
 *
 * @param words the thirteen 16-bit registers in {@link #WORD_REGISTERS} order
 */
record FuseState(int[] words, int i, int r, int iff1, int iff2, int im, int halted, long tStates) {

    /** Our register names for {@link #words}, in FUSE's order; MEMPTR is our WZ. */
    static final String[] WORD_REGISTERS = {"AF", "BC", "DE", "HL", "AF'", "BC'", "DE'", "HL'", "IX", "IY", "SP",
        "PC", "WZ"};

    /** Index of PC in {@link #words}. */
    static final int PC = 11;

    FuseState {
        if (words.length != WORD_REGISTERS.length) {
            throw new IllegalArgumentException("a FUSE state has " + WORD_REGISTERS.length + " words, not "
                    + words.length);
        }
        words = words.clone();
    }

    int word(int index) {
        return words[index];
    }
}
