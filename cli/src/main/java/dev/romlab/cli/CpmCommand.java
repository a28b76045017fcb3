package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.cpm.CpmConsole;
import dev.romlab.cpu.cpm.CpmMachine;
import dev.romlab.cpu.program.LoadOptions;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
                        + "functions run in Java: 0 (system reset), 1 (read a character, echoed), 2 (print the "
                        + "character in E), 6 (direct console I/O: E=$FF input or 0, $FE status, $FD input, else "
                        + "output), 9 (print the $-terminated string at DE), 10 (read a line into the buffer at DE), "
                        + "11 (console status: $FF when a character is pending) and 12 (version). A jump to $0000 "
                        + "(warm boot), function 0, or the end of input while function 10 waits for a line ends "
                        + "the run.",
                "The console is standard input and output: the program's bytes pass to stdout as they are, "
                        + "alone; a host line end reads as CR, the end of input as ^Z. From a terminal, input is "
                        + "pending once a line is entered; from a pipe or file, always. Ctrl-C stops the program "
                        + "and says where (a second Ctrl-C ends romlab at once).",
                "Then one line of totals on stderr (none with --quiet), e.g.",
                "  12,345 instructions, 98,765 T-states, 512.3 emulated MHz",
                "(emulated MHz: T-states per microsecond of host time, i.e. how fast a real Z80 this host "
                        + "matches). Exit code 1 if the program halts, calls another BDOS function or uses up the "
                        + "budget; 130 when Ctrl-C stopped it."})
final class CpmCommand implements Callable<Integer> {

    @Mixin
    private EngineOption engine;

    /** CP/M 2.2 runs on an 8080 or a Z80 (CP/M 2.2 Interface Guide); romlab's is a Z80. */
    private static final String CPU = "z80";

    @Parameters(paramLabel = "FILE", description = "A .COM file, an Intel HEX file from $0100, or a source (.asm, "
            + ".z80, .s) with .org $0100; - reads a .COM or HEX image from standard input (the console then starts "
            + "at its end).")
    private Path file;

    @Option(names = "--max-cycles", paramLabel = "N", converter = CountConverter.class,
            defaultValue = "100_000_000_000",
            description = "The cycle budget (default: 100,000,000,000 T-states, enough for the instruction "
                    + "exercisers zexdoc and zexall, which take billions).")
    private long maxCycles;

    @Mixin
    private IncludeOptions includes;

    @Option(names = {"-q", "--quiet"}, description = "No totals line: stdout and stderr carry only the program's "
            + "output and romlab's errors.")
    private boolean quiet;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        StandardStreams streams = StandardStreams.of(spec);
        PrintWriter err = spec.commandLine().getErr();
        CpuDescription z80 = CpuRegistry.standard().require(CPU);
        ProgramImage image = ProgramFiles.load(ProgramFiles.open(z80, file, streams.in()),
                new LoadOptions(CpmMachine.TPA_START, Map.of(), includes.folders()), err);
        if (image.loadAddress() != CpmMachine.TPA_START) {
            throw new CommandFailure(String.format("%s: the program starts at $%04X; CP/M programs start at $0100 "
                    + "(put .org $0100 before the code)", file, image.loadAddress()));
        }
        if (image.end() > CpmMachine.BDOS_ENTRY) {
            throw new CommandFailure(String.format(Locale.ROOT, "%s: %,d bytes do not fit in the TPA ($0100-$%04X)",
                    file, image.bytes().length, CpmMachine.BDOS_ENTRY - 1));
        }
        boolean terminal = streams.in() == System.in && Terminal.stdinIsTerminal();
        CpmConsole console = new CpmConsole(streams.in(), streams.out(), terminal);
        Memory memory = z80.newMemory();
        Cpu cpu = z80.newCpu(memory);
        CpmMachine machine = new CpmMachine(memory, cpu, console).load(image.bytes());
        long start = System.nanoTime();
        RunResult result;
        try (InterruptSignal interrupt = InterruptSignal.install(machine::requestStop)) {
            result = machine.run(maxCycles);
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        console.flush();
        if (!quiet) {
            // on a terminal stderr shares the screen with the program's output: start the totals on a new line
            err.print(console.atLineStart() ? "" : System.lineSeparator());
            err.println(totals(result, nanos));
            err.flush();
        }
        if (result.reason() instanceof StopReason.Interrupted) {
            err.println("romlab cpm: stopped before a warm boot: " + result.reason().describe(z80.addressFormat())
                    + " (Ctrl-C)");
            err.flush();
            return InterruptSignal.EXIT_CODE;
        }
        if (!(result.reason() instanceof StopReason.Exited)) {
            throw new CommandFailure("stopped before a warm boot: " + result.reason().describe(z80.addressFormat())
                    + (result.reason() instanceof StopReason.BudgetExhausted ? " (raise --max-cycles)" : ""));
        }
        return 0;
    }

    /** {@code 12,345 instructions, 98,765 T-states, 512.3 emulated MHz}: cycles per microsecond of host time. */
    static String totals(RunResult result, long nanos) {
        double megahertz = result.cycles() * 1_000.0 / nanos;
        return RunReport.counts(result) + String.format(Locale.ROOT, ", %,.1f emulated MHz", megahertz);
    }
}
