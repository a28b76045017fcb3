package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code romlab exec}: runs a program on a bare CPU until it halts, and shows where it ended. */
@Command(name = "exec",
        header = "Run a program on a bare CPU until HALT; show registers and T-states.",
        sortOptions = false,
        description = {"Run a program on a bare CPU (64 KiB of RAM, nothing on the I/O ports) from its entry "
                + "until it executes HALT or uses up the cycle budget, then print why it stopped, the registers, "
                + "and the instructions and T-states it took.",
                "Exit code 1 when the budget runs out or the CPU traps."},
        footer = {"%nWith --trace, one line per instruction after it ran (wrapped here):",
                "  T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000",
                "    DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=--------",
                "T= the T-states so far (8 columns), + this instruction's T-states (3 columns),",
                "PC= its address, its bytes (11 columns), its disassembly (20 columns), the",
                "registers after it, and F= the flags as SZ5H3PNC letters ('-' for a clear bit).",
                "With --json the trace goes to stderr."})
final class ExecCommand implements Callable<Integer> {

    @Option(names = "--cpu", paramLabel = "CPU", defaultValue = "z80",
            description = "The CPU: ${COMPLETION-CANDIDATES} (default: z80).")
    private CpuType cpuType;

    @Mixin
    private ProgramOptions program;

    @Option(names = "--entry", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where execution starts (default: the source's first .org, the Intel HEX file's start "
                    + "address record or else its lowest address, or the binary's load address).")
    private Integer entry;

    @Option(names = "--max-cycles", paramLabel = "N", converter = CountConverter.class,
            defaultValue = "100_000_000", description = "The cycle budget (default: 100,000,000 T-states).")
    private long maxCycles;

    @Option(names = "--trace", description = "Print one line per instruction (format below).")
    private boolean trace;

    @Mixin
    private JsonOption json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProgramImage image = program.load(cpuType);
        Memory memory = new Memory();
        image.loadInto(memory);
        Cpu cpu = cpuType.newCpu(memory);
        cpu.setPc(entry == null ? image.entry() : entry);
        Runner runner = new Runner(cpu).budget(maxCycles);
        if (trace) {
            runner.trace(new TraceWriter(json.enabled() ? err : out, cpuType, memory, cpu));
        }
        RunResult result = runner.run();
        RunReport report = new RunReport(cpuType, cpu, result);
        if (json.enabled()) {
            JsonOption.print(out, report.json());
        } else {
            out.print(report.text());
            out.flush();
        }
        if (!(result.reason() instanceof StopReason.Halted)) {
            throw new CommandFailure("stopped before HALT: " + result.reason().describe()
                    + (result.reason() instanceof StopReason.BudgetExhausted ? " (raise --max-cycles)" : ""));
        }
        return 0;
    }
}
