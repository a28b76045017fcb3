package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import dev.romlab.cpu.json.JsonConventions;

/**
 * What one call of a routine comes to, as the emulator finds it or the reference model predicts it. Two outcomes
 * agree when they are equal: the same outputs in the same cycles, or both {@link NeverReturns}.
 */
public sealed interface Outcome {

    /** {@code a=7, 412 T-states} or {@code never returns}. */
    String text();

    /** {@code returns}, and for a return its {@code output} and {@code cycles} in {@code cycleUnit}. */
    Map<String, Object> toJson(String cycleUnit);

    /**
     * The routine returned with {@code output} after {@code cycles} cycles of the machine's unit, counted from its
     * first instruction up to and including its return (the caller's call instruction is not counted).
     */
    record Returned(Values output, long cycles) implements Outcome {

        /** The cycles of a reference that predicts outputs only (a Troll expression, another CPU's routine). */
        public static final long UNTIMED = -1;

        public Returned {
            Objects.requireNonNull(output);
        }

        /** A return whose outputs are known but not its cycles: a reference that says nothing of time. */
        public static Returned untimed(Values output) {
            return new Returned(output, UNTIMED);
        }

        /** The same outputs in the same cycles (written out, as {@link Value#equals} is). */
        @Override
        public boolean equals(Object other) {
            return other instanceof Returned that && cycles == that.cycles && output.equals(that.output);
        }

        @Override
        public int hashCode() {
            return output.hashCode() * 31 + Long.hashCode(cycles);
        }

        /** Whether the cycles are known. */
        public boolean timed() {
            return cycles != UNTIMED;
        }

        /**
         * The compact form the tests compare, plain digits; diff prints a returned outcome in the CPU's unit with
         * thousands separators (DiffCommand.outcomeText).
         */
        public String text() {
            return output.text() + (timed() ? ", " + cycles + " cycles" : "");
        }

        public Map<String, Object> toJson(String cycleUnit) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("returns", true);
            out.put("output", output.toJson());
            if (timed()) {
                out.put("cycles", JsonConventions.cycles(cycles, cycleUnit));
            }
            return out;
        }
    }

    /**
     * The routine loops forever on this input (MAXU8 with rangeMax 0, DivHLbyBC by 0): the emulator ran out of its
     * cycle budget, or the model knows it never ends.
     */
    record NeverReturns() implements Outcome {

        public String text() {
            return "never returns";
        }

        public Map<String, Object> toJson(String cycleUnit) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("returns", false);
            return out;
        }
    }
}
