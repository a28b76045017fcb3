package dev.romlab.kernels.tms9900;

import dev.romlab.kernels.tms9900.model.Timing;

/**
 * Where the copy loops' code, buffers and workspace sit on a TI-99/4A, the three cases the seed's cycle counts
 * turn on: everything on the 8-bit bus (the article's "worst-case scenario ... the slow 8-bit bus memory for both
 * registers and memory addresses"), the workspace moved to the 16-bit scratchpad as TI programmers do, and
 * nothing waiting (the 32K expansion on the 16-bit bus, the console modification, and the workspace in the
 * scratchpad).
 */
public enum CopyLayout {
    ALL_8BIT("all 8-bit", "ti99-4a", 0xF000, Timing.TI99_ALL_8BIT),
    SCRATCHPAD_WORKSPACE("workspace in scratchpad", "ti99-4a", 0x8300, Timing.TI99_SCRATCHPAD_WORKSPACE),
    ZERO_WAIT("all zero-wait", "ti99-4a-16bit", 0x8300, Timing.ZERO_WAIT);

    private final String text;
    private final String profile;
    private final int workspace;
    private final Timing timing;

    CopyLayout(String text, String profile, int workspace, Timing timing) {
        this.text = text;
        this.profile = profile;
        this.workspace = workspace;
        this.timing = timing;
    }

    public String text() {
        return text;
    }

    /** The TMS9900 machine profile: the console as sold, or with the 16-bit expansion. */
    public String profile() {
        return profile;
    }

    /** WP: >F000 in the 32K expansion, or >8300 in the scratchpad. */
    public int workspace() {
        return workspace;
    }

    /** The wait states of code, data and workspace under this layout, for the model. */
    public Timing timing() {
        return timing;
    }
}
