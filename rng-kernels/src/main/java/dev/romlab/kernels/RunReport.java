package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.JsonConventions;

/**
 * The calls {@code run} made on the emulator, in order. A call that never returns ends the run: it is the last.
 *
 * @param kernel   the kernel's id
 * @param machine  where it ran
 * @param settings the settings used (defaults and what the user set)
 * @param calls    each call's input and emulation
 */
public record RunReport(String kernel, Machine machine, Values settings, List<Call> calls) {

    /** One call: its input and what the emulator did. */
    public record Call(Values input, Emulation emulation) {

        /** The input, the outcome, the cycles, and {@code printed} when the call printed anything. */
        public Map<String, Object> toJson(String cycleUnit) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("input", input.toJson());
            out.putAll(emulation.outcome().toJson(cycleUnit));
            out.put("cycles", JsonConventions.cycles(emulation.cycles(), cycleUnit));
            if (!emulation.printed().isEmpty()) {
                out.put("printed", emulation.printed());
            }
            return out;
        }
    }

    /** Whether a call printed anything: then {@code run} shows what each printed. */
    public boolean printed() {
        return calls.stream().anyMatch(c -> !c.emulation().printed().isEmpty());
    }

    public RunReport {
        calls = List.copyOf(calls);
    }

    /** Every cycle the calls ran, a never-returning call's up to the budget included. */
    public long totalCycles() {
        return calls.stream().mapToLong(c -> c.emulation().cycles()).sum();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.putAll(machine.toJson());
        out.put("settings", settings.toJson());
        out.put("calls", calls.stream().map(call -> call.toJson(machine.cycleUnit())).toList());
        out.put("totalCycles", JsonConventions.cycles(totalCycles(), machine.cycleUnit()));
        return out;
    }
}
