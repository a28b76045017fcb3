package dev.romlab.cpu;

/**
 * The unit a CPU counts its time in, named as its manuals name it, so that a count is never a bare "cycles"
 * in user output (../shared/design/ARCHITECTURE.md, "The CPUs").
 */
public enum CycleUnit {

    /** Zilog Z80: T-states (clock periods; Zilog UM0080, "Timing"). */
    T_STATES("T-states", "T"),
    /** MOS 6502 and the 2A03: clock cycles, called cycles in the MOS data sheets. */
    CYCLES("cycles", "C"),
    /** TMS9900: clock cycles, wait states included (TMS 9900 Data Manual, "Instruction execution times"). */
    CLOCK_CYCLES("clock cycles", "C"),
    /** COMET II and MLFE: units of a documented cost model, the machine having no defined clock. */
    COST_UNITS("cost units", "U");

    private final String text;
    private final String symbol;

    CycleUnit(String text, String symbol) {
        this.text = text;
        this.symbol = symbol;
    }

    /** The unit as users read it after a number: {@code T-states}. */
    public String text() {
        return text;
    }

    /** The one-letter tag of a trace line's running count: {@code T=} for T-states. */
    public String symbol() {
        return symbol;
    }

    /** {@link #text()}, so that a unit reads right wherever it is printed. */
    @Override
    public String toString() {
        return text;
    }
}
