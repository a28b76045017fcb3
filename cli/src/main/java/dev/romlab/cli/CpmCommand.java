package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.romlab.cli.cpm.Bdos;
import dev.romlab.cli.cpm.CpmMachine;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code romlab cpm}: runs a CP/M 2.2 program with the BDOS console functions emulated. */
@Command(name = "cpm",
        header = "Run a CP/M 2.2 program with the BDOS console functions emulated.",
        sortOptions = false,
        description = {"Run a CP/M 2.2 program on a Z80: a .COM file, an Intel HEX file whose records start at "
                + "$0100 (what CP/M's LOAD takes), or a source (.asm, .z80, .s) that places its code at $0100 with "
                + ".org $0100, assembled first.",
                "The program is loaded at $0100 with SP below the BDOS and $0000 on the stack; $0005 holds a JP "
                        + "to the BDOS, so ld hl,($0006) gives the top of the TPA ($FE06). The BDOS console "
                        + "functions run in Java: 0 (system reset), 1 (read a character from stdin), 2 (print "
                        + "the character in E), 9 (print the $-terminated string at DE), 11 (console status) and "
                        + "12 (version). A jump to $0000 (warm boot) or function 0 ends the run.",
                "Output shows as the program prints it; then one line of totals, e.g.",
                "  12,345 instructions, 98,765 T-states, 512.3 emulated MHz",
                "(emulated MHz: T-states per microsecond of host time, i.e. how fast a real Z80 this host "
                        + "matches). Exit code 1 if the program halts, calls another BDOS function, or uses up "
                        + "the budget."})
final class CpmCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE",
            description = "A .COM file, an Intel HEX file from $0100, or a source (.asm, .z80, .s) with .org $0100.")
    private Path file;

    @Option(names = "--max-cycles", paramLabel = "N", converter = CountConverter.class,
            defaultValue = "100_000_000_000",
            description = "The cycle budget (default: 100,000,000,000 T-states, enough for the instruction "
                    + "exercisers zexdoc and zexall, which take billions).")
    private long maxCycles;

    @Spec
    private CommandSpec spec;

    private InputStream console = System.in;

    /** Reads the program's console input (BDOS function 1) from {@code input} instead of stdin. */
    CpmCommand consoleInput(InputStream input) {
        this.console = input;
        return this;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ProgramImage image = ProgramFiles.load(CpuType.Z80, file, CpmMachine.TPA_START, Map.of(),
                spec.commandLine().getErr());
        if (image.loadAddress() != CpmMachine.TPA_START) {
            throw new CommandFailure(String.format("%s: the program starts at $%04X; CP/M programs start at $0100 "
                    + "(put .org $0100 before the code)", file, image.loadAddress()));
        }
        if (image.end() > CpmMachine.BDOS_ENTRY) {
            throw new CommandFailure(String.format("%s: %d bytes do not fit in the TPA ($0100-$%04X)", file,
                    image.bytes().length, CpmMachine.BDOS_ENTRY - 1));
        }
        Memory memory = new Memory();
        Cpu cpu = CpuType.Z80.newCpu(memory);
        Bdos bdos = new Bdos(memory, console, out);
        CpmMachine machine = new CpmMachine(memory, cpu, bdos).load(image.bytes());
        long start = System.nanoTime();
        RunResult result = machine.run(maxCycles);
        long nanos = Math.max(1, System.nanoTime() - start);
        bdos.flush();
        if (!bdos.atLineStart()) {
            out.println();
        }
        out.println(totals(result, cpu.cycleUnit(), nanos));
        out.flush();
        if (!(result.reason() instanceof StopReason.Exited)) {
            throw new CommandFailure("stopped before a warm boot: " + result.reason().describe()
                    + (result.reason() instanceof StopReason.BudgetExhausted ? " (raise --max-cycles)" : ""));
        }
        return 0;
    }

    /** {@code 12,345 instructions, 98,765 T-states, 512.3 emulated MHz}: cycles per microsecond of host time. */
    static String totals(RunResult result, String cycleUnit, long nanos) {
        double megahertz = result.cycles() * 1_000.0 / nanos;
        return RunReport.counts(result, cycleUnit) + String.format(Locale.ROOT, ", %,.1f emulated MHz", megahertz);
    }
}
