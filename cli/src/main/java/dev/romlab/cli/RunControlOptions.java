package dev.romlab.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile.Register;
import dev.romlab.cpu.debug.CallDecoder;
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
        // lengths in words, where addresses count them
        CallDecoder calls = new CallDecoder() {
            @Override
            public int callLength(int address) {
                DisassembledInstruction instruction = cpuType.disassembler().decode(memory::read, address);
                return instruction.call() ? instruction.length() / memory.wordBytes() : 0;
            }

            @Override
            public int length(int address) {
                return cpuType.disassembler().decode(memory::read, address).length() / memory.wordBytes();
            }
        };
        DebugSession session = new DebugSession(cpu, memory, calls, cpuType.addressFormat())
                .labels(labels::labelOf).budget(maxCycles);
        // a register that moves others (TMS9900 WP) first, so that R1=5 lands in the workspace WP names
        List<String> ordered = new ArrayList<>(assignments);
        ordered.sort(Comparator.comparing(assignment -> !cpu.registers().placesOthers(
                assignment.substring(0, Math.max(0, assignment.indexOf('='))).strip())));
        for (String assignment : ordered) {
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

    /**
     * Sets a register from {@code REG=VALUE}; shared with the debugger's {@code set} command. A value outside the
     * register's width is refused, naming the register and its range: a negative value is taken as two's complement
     * down to the register's lowest signed value.
     */
    static void assign(Cpu cpu, String assignment) {
        String register = registerName(assignment);
        String text = assignment.substring(assignment.indexOf('=') + 1);
        long value = NumberLiteral.parse(text);
        for (Register named : cpu.registers().registers()) {
            if (named.name().equalsIgnoreCase(register)) {
                checkRange(named, text.strip(), value);
            }
        }
        cpu.registers().set(register, (int) value);
    }

    /** The register name of {@code REG=VALUE}, upper case. */
    private static String registerName(String assignment) {
        int equals = assignment.indexOf('=');
        if (equals <= 0) {
            throw new IllegalArgumentException("'" + assignment + "' is not REG=VALUE");
        }
        return assignment.substring(0, equals).strip().toUpperCase(Locale.ROOT);
    }

    /** {@code A=300}: "300 is out of range for A (8 bits: 0 to 255, or -128 to -1)". */
    private static void checkRange(Register register, String text, long value) {
        int bits = register.bits();
        long highest = (1L << bits) - 1;
        long lowest = bits > 1 ? -(1L << (bits - 1)) : 0;
        if (value < lowest || value > highest) {
            // the bounds are values to type (REG=65535), not counts: no thousands separators
            throw new IllegalArgumentException(register.name() + "=" + text + ": out of range for " + register.name()
                    + " (" + bits + (bits == 1 ? " bit: 0 or 1" : String.format(Locale.ROOT,
                            " bits: 0 to %d, or %d to -1", highest, lowest)) + ")");
        }
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
