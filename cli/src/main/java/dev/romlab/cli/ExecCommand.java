package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.TraceListener;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.MemoryDump;
import dev.romlab.cpu.hotspots.InstructionCounts;
import dev.romlab.cpu.program.ProgramImage;
import dev.romlab.cpu.ti83plus.TiOs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code romlab exec}: runs a program on a bare CPU until it halts, and shows where it ended. */
@Command(name = "exec",
        header = "Run a program on a bare CPU until it halts or a stop you set; show registers and cycles.",
        sortOptions = false,
        description = {"Run a program on a bare CPU (64 KiB of RAM, nothing on the I/O ports) from its entry "
                + "until it executes HALT (or, with --until, reaches an address or returns; with --break, reaches "
                + "a breakpoint), or uses up the cycle budget; then print why it stopped, the registers, the "
                + "instructions and cycles it took (T-states on the Z80, cycles on the 6502 and 2A03, clock cycles on "
                + "the TMS9900), and the --dump ranges.",
                "Standard output carries the program's console output alone (COMET II and MLFE SVC IN/OUT, the "
                        + "TI-83 Plus profile's home screen), so it can be compared with another simulator's "
                        + "(exec prog | diff - expected); romlab's report (the stop line, registers, counts, --dump "
                        + "ranges, --trace) goes to stderr, as cpm's totals do. --quiet drops the stop line, "
                        + "registers and counts; --json prints the report as one JSON document on stdout with the "
                        + "program's output as its \"console\" string.",
                "Addresses may be labels of the source (loop, loop+3) or of a binary's --symbols file. A stop "
                        + "line names the address and its label: stopped at $9DB1 (z80rand+17): breakpoint.",
                "Exit code 1 when the run stops short of what was asked (HALT by default, the --until stop "
                        + "otherwise): the budget runs out, the CPU traps or halts first.",
                "COMET II and MLFE (word-addressed: addresses and --dump lengths count words) run until the "
                        + "outermost RET ends the program; their console (SVC IN/OUT, MLFE's WRITE/READ ports, "
                        + "printf, scanf) is standard input and output, their counts are instructions, words "
                        + "fetched and cost units (one per word fetched and per data access), and MLFE's SVC time "
                        + "reads the --clock."},
        footer = {"%nWith --trace, one line per instruction after it ran (wrapped here):",
                "  T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000",
                "    DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=--------",
                "T= the cycles so far in the CPU's unit (8 columns: T= T-states on the Z80, C=",
                "cycles on the 6502 and 2A03 and clock cycles on the TMS9900, U= cost units on",
                "COMET II and MLFE), + this instruction's (3 columns), PC= its address, its bytes",
                "(11 columns), its disassembly (20 columns; labels as in the source: loop: djnz",
                "loop), the registers after it, and the flags as letters ('-' for a clear bit:",
                "the Z80's F=SZ5H3PNC, the 6502's P=NV-BDIZC, the TMS9900's ST). The trace goes",
                "to stderr, as the rest of the report.",
                "%nWith --hotspots, after the report (stderr), where the cycles went (rows left out):",
                "  hotspots: 34 instructions, 256 T-states",
                "  routines:",
                "  T-states      %%  calls  instructions  routine",
                "       165  64.5%%      5            25  addByte",
                "  lines:",
                "  T-states      %%  executions  address  label      instruction    source",
                "        60  23.4%%           5  $010C    addByte+4  jr nc,noCarry  sum.asm:18",
                "A routine is the code from a label (local labels such as .loop and @loop left",
                "out) to the next; calls counts the runs of its first instruction. Cycles are in",
                "the CPU's unit (T-states, cycles, clock cycles, cost units); each table is",
                "sorted by cycles and shows --hotspots-top rows. --csv prints one row per",
                "address instead; --json adds a \"hotspots\" array; --hotspots-listing FILE",
                "writes the whole source with each line's cycles, %% and executions."})
final class ExecCommand implements Callable<Integer> {

    @Mixin
    private EngineOption engine;

    @Mixin
    private ProgramOptions program;

    @Mixin
    private RunControlOptions control;

    @Option(names = "--trace", description = "Print one line per instruction (format below).")
    private boolean trace;

    @Option(names = {"-q", "--quiet"}, description = "No stop line, registers or counts: stdout and stderr carry only "
            + "the program's output, what --trace and --dump ask for, and romlab's errors.")
    private boolean quiet;

    @Option(names = "--profile", paramLabel = "MACHINE",
            description = "Run in a machine the CPU knows instead of the bare CPU: its memory's wait states count "
                    + "in the cycles, and the time on its clock is shown (tms9900: ti99-4a, ti99-4a-16bit; z80: ti83plus, "
                    + "which also runs TI-83 Plus text programs: their bcalls of _PutS, _PutC, _DispHL, _NewLine, "
                    + "_ClrLCDFull, _HomeUp and _GetKey use standard input and output).")
    private String profile;

    @Mixin
    private ClockOptions clock;

    @Mixin
    private JsonOption json;

    @Mixin
    private HotspotOptions hotspots;

    @Mixin
    private ForceOption force;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CpuDescription cpuType = program.cpu();
        ProgramImage loaded = program.load();
        Labels labels = loaded.labels();
        List<RunControlOptions.Dump> dumps = control.dumps(cpuType, labels);
        InstructionCounts counts = hotspots.enabled(json.enabled()) ? new InstructionCounts() : null;
        MachineProfile machine = MachineChoice.of(cpuType, profile, spec.commandLine());
        Memory memory = new Memory(cpuType.addressSpace());
        machine.memory().prepare(memory);
        Cpu cpu = cpuType.newCpu(memory);
        // the program's console output alone on stdout (with --json into the document's "console"); the report on
        // stderr
        StringWriter consoleText = new StringWriter();
        PrintWriter programOut = json.enabled() ? new PrintWriter(consoleText) : out;
        Comet2Console console = ProgramConsole.attach(cpu, loaded, StandardStreams.of(spec).in(), programOut, clock,
                spec.commandLine());
        TiOs tiOs = TiOs.PROFILE_ID.equals(machine.id()) ? new TiOs(programOut, StandardStreams.of(spec).in()) : null;
        ProgramImage image = tiOs == null ? loaded : TiOs.startPastTokens(loaded);
        if (tiOs != null) {
            tiOs.prepareStack(cpu, memory);
        }
        DebugSession session = control.open(cpuType, cpu, memory, image);
        if (tiOs != null) {
            tiOs.attach(session);
        }
        // the counts ride in the runner's trace slot: a run without --hotspots or --trace pays nothing for either
        session.trace(counts);
        if (trace) {
            TraceWriter traceWriter = new TraceWriter(err, cpuType, memory, cpu, labels);
            // what the program printed so far reaches a shared terminal before the trace line of what follows
            TraceListener printing = (pc, cycles, running) -> {
                programOut.flush();
                traceWriter.executed(pc, cycles, running);
            };
            session.trace(counts == null ? printing : counts.andThen(printing));
            session.reportBreakpoints(pc -> {
                programOut.flush();
                err.print(session.describe(new StopReason.Breakpoint(pc)) + "\n"
                        + RunReport.registerLines(cpuType, cpu));
            });
        }
        RunResult result;
        try (InterruptSignal interrupt = InterruptSignal.install(session::requestStop)) {
            result = session.resume();
        }
        boolean atLineStart = true;
        if (console != null) {
            console.flush();
            atLineStart = console.atLineStart();
        }
        if (tiOs != null) {
            tiOs.screen().flush();
            atLineStart = tiOs.screen().atLineStart();
        }
        programOut.flush();
        int stopAddress = session.stopAddress(result.reason());
        String stopLine = result.reason() instanceof StopReason.Halted || result.reason() instanceof StopReason.Exited
                ? session.reasonText(result.reason()) + labelSuffix(result.reason(), labels.labelOf(stopAddress))
                : session.describe(result.reason());
        RunReport report = new RunReport(cpuType, cpu, result, stopLine, stopAddress, labels.labelOf(stopAddress));
        HotspotReport hotspotReport = counts == null ? null
                : new HotspotReport(counts, labels, image.sourceLines(), cpuType, memory, cpu.cycleUnit());
        if (json.enabled()) {
            Map<String, Object> document = report.json();
            document.put("dumps", dumps.stream().map(dump -> dumpJson(cpuType.addressSpace(), memory, labels, dump))
                    .toList());
            document.put("console", consoleText.toString());
            if (hotspotReport != null) {
                document.put("hotspots", hotspotReport.json());
            }
            JsonOption.print(out, document);
        } else {
            // on a terminal stderr shares the screen with the program's output: start the report on a line of its own
            err.print(atLineStart || quiet && dumps.isEmpty() && hotspotReport == null ? "" : "\n");
            if (!quiet) {
                err.print(report.text());
                if (profile != null) {
                    err.printf(Locale.ROOT, "%,.1f µs on the %s at %s%n", result.cycles() * 1e6 / machine.clockHz(),
                            machine.name(), megahertz(machine.clockHz()));
                }
            }
            for (RunControlOptions.Dump dump : dumps) {
                MemoryDump.rows(memory, dump.address(), dump.length(), labels::nameAt).forEach(err::println);
            }
            if (hotspotReport != null) {
                err.print(hotspots.csv() ? hotspotReport.csv() : hotspotReport.text(hotspots.top()));
            }
            err.flush();
        }
        if (hotspotReport != null && hotspots.listing() != null) {
            writeListing(hotspotReport, image);
        }
        if (result.reason() instanceof StopReason.Interrupted) {
            err.println("romlab exec: " + session.describe(result.reason()) + " (Ctrl-C)");
            err.flush();
            return InterruptSignal.EXIT_CODE;
        }
        String missed = missedStop(result.reason(), session, cpu.programEnd(), cpuType.name());
        if (missed != null) {
            throw new CommandFailure(missed + session.reasonText(result.reason())
                    + (result.reason() instanceof StopReason.BudgetExhausted ? " (raise --max-cycles)" : ""));
        }
        return 0;
    }

    /**
     * Writes the annotated listing whole or not at all, never onto a file the run read: the program, its
     * {@code --symbols} file, or a source or include the listing shows.
     */
    private void writeListing(HotspotReport report, ProgramImage image) {
        Set<Path> read = new LinkedHashSet<>(program.inputFiles());
        image.sourceLines().rows().forEach(row -> read.add(Path.of(row.file())));
        OutputFiles files = force.outputFiles().inputs(read)
                .add(hotspots.listing(), report.listing().getBytes(StandardCharsets.UTF_8));
        files.writeAll(StandardStreams.of(spec).out());
    }

    /** {@code 3 MHz}, {@code 3.58 MHz}. */
    private static String megahertz(long hz) {
        return BigDecimal.valueOf(hz, 6).stripTrailingZeros().toPlainString() + " MHz";
    }

    /** {@code " (done)"}: the label of a halt's own address, for {@code halted at $0111 (done)}; empty without one. */
    private static String labelSuffix(StopReason reason, String label) {
        return reason instanceof StopReason.Halted && label != null ? " (" + label + ")" : "";
    }

    /**
     * The start of the failure message when the run stopped short of what was asked, or null when it did not;
     * {@code programEnd}: what ends a program on this CPU, in its own terms (HALT, IDLE, the outermost RET), or null
     * when it has none (the 6502).
     */
    private String missedStop(StopReason reason, DebugSession session, String programEnd, String cpuName) {
        if (reason instanceof StopReason.Breakpoint) {
            return null;
        }
        if (control.untilReturn()) {
            return reason instanceof StopReason.Returned ? null : "stopped before the return: ";
        }
        if (control.untilAddress()) {
            return reason instanceof StopReason.Reached ? null : "stopped before reaching "
                    + session.addressText(session.untilAddress()) + ": ";
        }
        return reason instanceof StopReason.Halted || reason instanceof StopReason.Exited ? null
                : programEnd == null ? "the " + cpuName + " has no HALT (stop the run with --until ADDR or --until ret): "
                : "stopped before " + programEnd + ": ";
    }


    /**
     * {@code {address, label, bytes}}; on a word-addressed CPU (COMET II, MLFE) {@code {address, label, wordBits,
     * words}}, each word the unsigned number its bits are.
     */
    private static Map<String, Object> dumpJson(AddressSpace space, Memory memory, Labels labels,
            RunControlOptions.Dump dump) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("address", dump.address());
        out.put("label", labels.labelOf(dump.address()));
        List<Long> values = new ArrayList<>();
        for (int i = 0; i < dump.length(); i++) {
            values.add(Integer.toUnsignedLong(memory.read(dump.address() + i)));
        }
        if (space.wordAddressed()) {
            out.put("wordBits", space.wordBits());
            out.put("words", values);
        } else {
            out.put("bytes", values);
        }
        return out;
    }
}
