package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Where a run starts and stops, shared by {@code exec} and {@code debug}: {@code --entry}, {@code --until},
 * {@code --break}, {@code --set}, {@code --dump} and {@code --max-cycles}, turned into a {@link DebugSession}.
 */
final class RunControlOptions {

    /**
     * Where {@code --until ret} enters the routine from: the return address it pushes. The session stops there only
     * with the stack back above where the routine started, so only the routine's own return counts.
     */
    static final int RETURN_ADDRESS = 0x0000;

    private static final String RETURN = "ret";

    @Option(names = "--entry", paramLabel = "ADDR|LABEL",
            description = "Where execution starts (default: the source's first .org, the Intel HEX file's start "
                    + "address record or else its lowest address, a TI-83 Plus program's userMem ($9D95), or the "
                    + "binary's load address).")
    private String entry;

    @Option(names = "--until", paramLabel = "ADDR|LABEL|ret",
            description = "Stop before executing ADDR, or (ret) enter the program as a call and stop when it "
                    + "returns: the stack back above where it started.")
    private String until;

    @Option(names = "--break", paramLabel = "ADDR|LABEL",
            description = "Stop before executing ADDR and show the state (exec --trace: show it and go on). "
                    + "Repeatable.")
    private List<String> breakpoints = new ArrayList<>();

    @Option(names = "--set", paramLabel = "REG=VALUE",
            description = "Set a register before the run (e.g. HL=$1234, A=7). Repeatable.")
    private List<String> assignments = new ArrayList<>();

    @Option(names = "--dump", paramLabel = "ADDR:LEN",
            description = "Show LEN bytes from ADDR (a label or an address) in hex and ASCII after the run. "
                    + "Repeatable.")
    private List<String> dumps = new ArrayList<>();

    @Option(names = "--max-cycles", paramLabel = "N", converter = CountConverter.class,
            defaultValue = "100_000_000",
            description = "The cycle budget in the CPU's cycle unit (default: 100,000,000).")
    private long maxCycles;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** A memory range to show after the run. */
    record Dump(int address, int length) {
    }

    /** Whether the run stops at the return of the routine entered ({@code --until ret}). */
    boolean untilReturn() {
        return RETURN.equals(until);
    }

    /** Whether the run stops at an address ({@code --until ADDR}). */
    boolean untilAddress() {
        return until != null && !untilReturn();
    }

    boolean hasBreakpoints() {
        return !breakpoints.isEmpty();
    }

    /**
     * A session over {@code cpu} and {@code memory} with {@code image} loaded: registers set, the pc at the entry
     * (entered as a call for {@code --until ret}), the stop address, the breakpoints and the budget.
     */
    DebugSession open(CpuDescription cpuType, Cpu cpu, Memory memory, ProgramImage image) {
        Labels labels = image.labels();
        image.loadInto(memory);
        DebugSession session = new DebugSession(cpu, memory, address -> {
            DisassembledInstruction instruction = cpuType.disassembler().decode(memory::read, address);
            return instruction.call() ? instruction.length() / memory.wordBytes() : 0; // words, where addresses count them
        }, cpuType.addressFormat()).labels(labels::labelOf).budget(maxCycles);
        for (String assignment : assignments) {
            try {
                assign(cpu, assignment);
            } catch (IllegalArgumentException e) {
                throw usage("--set " + e.getMessage());
            }
        }
        int start = entry == null ? image.entry() : address("--entry", entry, labels, cpuType);
        if (untilReturn()) {
            session.enterCall(start, RETURN_ADDRESS);
        } else {
            cpu.setPc(start);
            if (until != null) {
                session.stopBefore(address("--until", until, labels, cpuType));
            }
        }
        for (String breakpoint : breakpoints) {
            session.addBreakpoint(address("--break", breakpoint, labels, cpuType));
        }
        return session;
    }

    /** The {@code --dump} ranges, in the order given. */
    List<Dump> dumps(CpuDescription cpuType, Labels labels) {
        List<Dump> ranges = new ArrayList<>();
        for (String dump : dumps) {
            int colon = dump.lastIndexOf(':');
            if (colon < 0) {
                throw usage("--dump '" + dump + "' is not ADDR:LEN");
            }
            int address = address("--dump", dump.substring(0, colon), labels, cpuType);
            long length;
            try {
                length = NumberLiteral.parse(dump.substring(colon + 1));
            } catch (RuntimeException e) {
                throw usage("--dump '" + dump + "': " + e.getMessage());
            }
            if (length < 1 || length > Memory.SIZE) {
                throw usage("--dump '" + dump + "': LEN must be 1 to " + Memory.SIZE);
            }
            ranges.add(new Dump(address, (int) length));
        }
        return ranges;
    }

    /** Sets a register from {@code REG=VALUE}; shared with the debugger's {@code set} command. */
    static void assign(Cpu cpu, String assignment) {
        int equals = assignment.indexOf('=');
        if (equals <= 0) {
            throw new IllegalArgumentException("'" + assignment + "' is not REG=VALUE");
        }
        String register = assignment.substring(0, equals).strip().toUpperCase(Locale.ROOT);
        long value = NumberLiteral.parse(assignment.substring(equals + 1));
        cpu.registers().set(register, (int) value);
    }

    private int address(String option, String text, Labels labels, CpuDescription cpuType) {
        try {
            return AddressOrLabel.resolve(text, labels, cpuType.addressFormat());
        } catch (IllegalArgumentException e) {
            throw usage(option + " " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
