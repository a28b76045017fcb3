package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.RunEngine;
import dev.romlab.kernels.RunReport;
import dev.romlab.kernels.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code romlab run}: successive calls of a kernel on the emulator, with each call's cycles. */
@Command(name = "run",
        header = "Run a kernel's routine on the emulator: outputs and cycles of each call.",
        sortOptions = false,
        description = {"Call a kernel's routine --count times on the emulator and print, one line per call, its "
                + "number, its inputs, its outputs and its cycles in its CPU's unit (T-states on the Z80, cycles on "
                + "the 6502 and 2A03, clock cycles on the TMS9900, cost units on COMET II and MLFE), then a total "
                + "line. For z80-lfsr and "
                + "z80-rolldie --seed is the LFSR state (_LFSRSeed, byte k = bits 8k..8k+7, 16 hex digits) and each "
                + "call continues from the state the one before left; for the other kernels --seed seeds the "
                + "generator that draws the inputs, with the range fixed at --sides. 'romlab list' shows which "
                + "settings each kernel takes.",
                "Every setting 'romlab list' shows for the kernel is an option here, under the kernel's own names: "
                        + "one that names an input fixes it in every call (--minute 16 --us 39041285 --A 0 --B 100 "
                        + "for mlfe-rand, --map forest --x 3 --y 4 for ti-mapview, --sequence 5 for the Backgammon "
                        + "kernels), the inputs not given are drawn or chained as before.",
                "Cycles count a call from the routine's first instruction up to and including the one that returns "
                        + "(RET, RTS, B *R11, RTWP; the caller's call is not counted). A call that never returns (a "
                        + "range of 0, a division by 0) "
                        + "stops at the kernel's cycle budget and ends the run."},
        footer = {"%nExamples:",
                "  $ romlab run z80-rolldie --count 2",
                "  z80-rolldie: Z80 on a TI-83+ at 6 MHz, sides=20 seed=$2F3497D144B7DA85 count=2",
                "  CALL  INPUT                               OUTPUT                       T-STATES",
                "     1  DIESIDES=20 seed=$2F3497D144B7DA85  a=2 seed=$3497D144B7DA8516      1,042",
                "     2  DIESIDES=20 seed=$3497D144B7DA8516  a=11 seed=$97D144B7DA85168C     1,042",
                "  2 calls, 2,084 T-states (347.3 µs at 6 MHz)",
                "  $ romlab run mlfe-rand --minute 16 --us 39041285 --A 0 --B 100 --count 1",
                "  mlfe-rand: MLFE at 1 MHz, minute=16 us=39041285 A=0 B=100 seed=$2F3497D144B7DA85 count=1",
                "  CALL  INPUT                            OUTPUT    COST UNITS",
                "     1  minute=16 us=39041285 A=0 B=100  value=81       1,387",
                "  1 call, 1,387 cost units (1,387.0 µs at 1 MHz)"})
final class RunCommand extends SingleKernelCommand {

    @Mixin
    private EngineOption engine;

    @Option(names = "--seed", paramLabel = "S", description = "The LFSR state or the input generator's seed "
            + "(default: the kernel's, see 'romlab list').")
    private String seed;

    @Option(names = "--sides", paramLabel = "N", description = "The sides, whatever the kernel calls them: "
            + "DIESIDES for z80-rolldie, rangeMax for z80-maxu8 and z80-srl (default: 20).")
    private String sides;

    @Option(names = "--count", paramLabel = "N", description = "How many calls (default: the kernel's).")
    private String count;

    @Override
    public Integer call() {
        Kernel kernel = kernel();
        Settings settings = settings(kernel, usage(kernel.id(), () -> set(set(set(kernel.defaultSettings(), "seed",
                seed), "sides", sides), RunEngine.COUNT, count)));
        CallSequence sequence = usage("", () -> kernel.calls(settings));
        // a chained input the kernel refuses (a kernel file's [stream] leaving its state's range) is a usage error too
        CallSequence calls = CallSequence.of(sequence.first(), (input, output) -> usage("",
                () -> sequence.next(input, output)));
        RunReport report = RunEngine.run(kernel, settings, calls);
        print(report::toJson, () -> text(report));
        return 0;
    }

    private static Settings set(Settings settings, String name, String text) {
        return text == null ? settings : settings.with(name, text);
    }

    private static String text(RunReport report) {
        Machine machine = report.machine();
        boolean printed = report.printed();
        List<String> headings = new ArrayList<>(List.of("CALL", "INPUT", "OUTPUT", machine.cycleUnit()
                .toUpperCase(Locale.ROOT)));
        if (printed) {
            headings.add("PRINTED");
        }
        TextTable table = new TextTable(headings.toArray(String[]::new)).alignRight(0, 3);
        int number = 0;
        for (RunReport.Call call : report.calls()) {
            Emulation emulation = call.emulation();
            String result = emulation.outcome() instanceof Outcome.Returned returned
                    ? returned.output().text()
                    : "never returns (stopped at the cycle budget)";
            List<String> row = new ArrayList<>(List.of(Integer.toString(++number), call.input().text(), result,
                    String.format(Locale.ROOT, "%,d", emulation.cycles())));
            if (printed) {
                row.add(Json.write(emulation.printed())); // quoted, its line ends and controls escaped: one line
            }
            table.row(row.toArray(String[]::new));
        }
        long total = report.totalCycles();
        return report.kernel() + ": " + machine.text() + ", " + report.settings().text() + "\n" + table.text()
                + String.format(Locale.ROOT, "%,d %s, %,d %s (%,.1f µs at %s)%n", report.calls().size(),
                        report.calls().size() == 1 ? "call" : "calls", total, machine.cycleUnit(),
                        machine.seconds(total) * 1e6, machine.clockText());
    }
}
