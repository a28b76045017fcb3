package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.JsonConventions;

/**
 * One call of a kernel's routine on the emulator.
 *
 * @param outcome      what it returned, or {@link Outcome.NeverReturns} when it hit the cycle budget
 * @param cycles       cycles run, up to the return or to the budget
 * @param instructions instructions executed
 * @param registers    every register of the CPU when the run stopped, in hex
 * @param traceTail    the last executed instructions as trace lines, oldest first, when asked for (else empty)
 * @param printed      what the call printed on its console (a COMET II or MLFE kernel file's), else empty
 */
public record Emulation(Outcome outcome, long cycles, long instructions, Values registers, List<String> traceTail,
        String printed) {

    public Emulation {
        traceTail = List.copyOf(traceTail);
    }

    /** A call that printed nothing: a routine without a console. */
    public Emulation(Outcome outcome, long cycles, long instructions, Values registers, List<String> traceTail) {
        this(outcome, cycles, instructions, registers, traceTail, "");
    }

    /** The outcome, then the cycles run (up to the return or the budget), instructions, registers, trace. */
    public Map<String, Object> toJson(String cycleUnit) {
        Map<String, Object> out = new LinkedHashMap<>(outcome.toJson(cycleUnit));
        out.put("cycles", JsonConventions.cycles(cycles, cycleUnit));
        out.put("instructions", instructions);
        out.put("registers", registers.toJson());
        if (!traceTail.isEmpty()) {
            out.put("trace", traceTail);
        }
        return out;
    }
}
