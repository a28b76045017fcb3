package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.MemoryDump;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code romlab debug}: an interactive monitor over a program on a bare CPU. */
@Command(name = "debug",
        header = "Step through a program: breakpoints, registers, memory, disassembly.",
        sortOptions = false,
        description = {"Load a program as exec does (the same FILE and options) and read monitor commands: step, "
                + "next over calls, continue, finish (out of the running routine), until ADDR, break ADDR [if "
                + "EXPR], tbreak, watch ADDR[-END] [r|w|rw] [if EXPR], delete/disable/enable, registers, set "
                + "(registers and flags), mem, poke, fill, load, save, disasm around the pc, cycles since the "
                + "last stop (help lists them with their aliases, as in MAME's debugger, VICE's monitor and "
                + "py65mon; an empty line repeats the last step). Each stop prints one line naming the address "
                + "and its label, then the instruction there:",
                "  stopped at $9DA1 (z80rand): breakpoint",
                "  9DA1  21 E2 9D        10  ld hl,$9DE2",
                "On a terminal the commands have line editing and history; otherwise they are read from stdin "
                        + "as a script, one a line (# starts a comment), each echoed after the prompt. A command "
                        + "that fails prints one error: line and the monitor goes on; with a script the exit code "
                        + "is then 1. --max-cycles limits each step, next or continue, and Ctrl-C stops one (the stop line says "
                        + "interrupted and the monitor goes on); at the prompt Ctrl-C drops the line being typed and "
                        + "gives a new prompt, as gdb and bash do (quit or Ctrl-D leaves); the --dump ranges are shown "
                        + "when the monitor ends (quit or the end of the input).",
                "A COMET II or MLFE program writes its console output between the monitor's lines and reads an "
                        + "empty input until the monitor's input FILE gives it one (standard input is the "
                        + "monitor's); MLFE's SVC time reads the --clock, as with exec."})
final class DebugCommand implements Callable<Integer> {

    @Mixin
    private ProgramOptions program;

    @Mixin
    private RunControlOptions control;

    @Mixin
    private ClockOptions clock;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        // the program's console output and the monitor's lines share one writer that knows whether a line is open
        LineEndTracker lineEnds = new LineEndTracker(spec.commandLine().getOut());
        PrintWriter out = new PrintWriter(lineEnds);
        StandardStreams streams = StandardStreams.of(spec);
        // a terminal (System.console(): stdin and stdout are one) gets line editing; anything else is a script
        boolean terminal = streams.in() == System.in && System.console() != null;
        CpuDescription cpuType = program.cpu();
        ProgramImage image = program.load();
        Labels labels = image.labels();
        List<RunControlOptions.Dump> dumps = control.dumps(cpuType, labels);
        Memory memory = cpuType.newMemory();
        Cpu cpu = cpuType.newCpu(memory);
        // standard input carries the monitor's commands: a COMET II or MLFE program reads an empty input
        ProgramInput programInput = new ProgramInput();
        boolean console = ProgramConsole.attach(cpu, image, programInput, out, clock, spec.commandLine()) != null;
        DebugSession session = control.open(cpuType, cpu, memory, image);
        DebugMonitor monitor = new DebugMonitor(session, cpuType, labels, out, lineEnds, program.file(),
                console ? programInput : null, image.sourceLines(), terminal);
        monitor.showStart();
        out.flush();
        MonitorInput commands = terminal ? TerminalInput.open() : MonitorInput.script(streams.in(), out);
        int failed = 0;
        String line;
        while ((line = commands.readLine()) != null) {
            try {
                if (!monitor.execute(line)) {
                    break;
                }
            } catch (IllegalArgumentException | TypeConversionException e) {
                out.println("error: " + e.getMessage());
                failed++;
            }
            out.flush();
        }
        monitor.close();
        for (RunControlOptions.Dump dump : dumps) {
            MemoryDump.rows(memory, dump.address(), dump.length(), labels::nameAt).forEach(out::println);
        }
        out.flush();
        if (failed > 0 && !terminal) {
            throw new CommandFailure(failed + (failed == 1 ? " command" : " commands") + " of the script failed");
        }
        return 0;
    }
}
