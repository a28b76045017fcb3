package dev.romlab.kernels.tms9900;

/**
 * The two copy loops of seed 003 ({@code roms/tms9900/copyloop/copyloop.a99}) and the article's cycle counts for
 * them: "LOOP MOVB *R1+,*R2+ 44 cycles / DEC R3 22 cycles / JNE LOOP 14 cycles ... (44 + 22 + 14) * 1024 ...
 * 81,920 cycles", and unrolled eight times with "AI R3,-8 30 cycles", "(396 * 128), or 50,688 cycles".
 */
public enum CopyLoop {
    SIMPLE("simple", "SIMPLE", "LOOP1", 1, 81_920),
    UNROLLED("unrolled x8", "UNROLL", "LOOP8", 8, 50_688);

    /** Bytes each loop copies: R3 = 1024. */
    public static final int BYTES = 1024;

    /** The article's figures per instruction, worst case. */
    public static final int ARTICLE_MOVB = 44;
    public static final int ARTICLE_DEC = 22;
    public static final int ARTICLE_JNE = 14;
    public static final int ARTICLE_AI = 30;

    private final String text;
    private final String entry;
    private final String loopLabel;
    private final int unrolled;
    private final long articleCycles;

    CopyLoop(String text, String entry, String loopLabel, int unrolled, long articleCycles) {
        this.text = text;
        this.entry = entry;
        this.loopLabel = loopLabel;
        this.unrolled = unrolled;
        this.articleCycles = articleCycles;
    }

    public String text() {
        return text;
    }

    /** The routine's label (BL @entry). */
    String entry() {
        return entry;
    }

    /** The loop's first instruction. */
    String loopLabel() {
        return loopLabel;
    }

    /** MOVB instructions per pass. */
    public int unrolled() {
        return unrolled;
    }

    /** Passes through the loop: 1,024 or 128. */
    public int passes() {
        return BYTES / unrolled;
    }

    /** The article's total for the loop. */
    public long articleCycles() {
        return articleCycles;
    }
}
