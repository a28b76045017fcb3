package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.Locale;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.MemoryDump;
import dev.romlab.cpu.reverse.SnapshotHistory;

/**
 * The commands of {@code romlab debug}, one line at a time, over a {@link DebugSession}: the step/breakpoint
 * workflow of MAME's debugger and py65mon, with their one-letter aliases. A command that fails prints one
 * {@code error:} line and the monitor goes on.
 */
final class DebugMonitor {

    static final String HELP = String.join("\n",
            "step [N]        s   run N instructions (default 1), into calls",
            "next            n   run one instruction, a call and everything it runs as one",
            "continue        c   run until a breakpoint, the --until stop, HALT or the budget",
            "break [ADDR]    b   set a breakpoint at ADDR; without ADDR list the breakpoints",
            "unbreak ADDR    ub  remove the breakpoint at ADDR",
            "registers       r   show the registers",
            "set REG=VALUE       set a register (set HL=$1234)",
            "mem ADDR [LEN]  m   show LEN bytes (default 64) from ADDR in hex and ASCII",
            "disasm [ADDR]   d   disassemble around the pc (=> marks it), or 10 instructions from ADDR",
            "cycles              cycles and instructions since the last stop",
            ReverseCommands.HELP,
            "help            h   this list",
            "quit            q   leave the debugger",
            "ADDR: a label (loop, loop+3) or an address (0x100, $100, 100h, 256).");

    private static final int MEMORY_LENGTH = 64;
    private static final int INSTRUCTIONS_BEFORE = 4;
    private static final int INSTRUCTIONS_AFTER = 5;
    private static final int INSTRUCTIONS_FROM = 10;
    /** How far back "disasm" looks for an instruction boundary before the pc: more than any instruction's length. */
    private static final int LOOK_BACK = 16;

    private final DebugSession session;
    private final CpuDescription cpuType;
    private final Labels labels;
    /** The labels as the disassembly writes them, in the CPU's source syntax. */
    private final Labels sourceLabels;
    private final PrintWriter out;
    private final LineEndTracker lineEnds;
    private final ReverseCommands reverse;

    /** {@code lineEnds} is what {@code out} and the program's console output write through. */
    DebugMonitor(DebugSession session, CpuDescription cpuType, Labels labels, PrintWriter out,
            LineEndTracker lineEnds) {
        this.session = session;
        this.cpuType = cpuType;
        this.labels = labels;
        this.sourceLabels = DisasmCommand.sourceLabels(cpuType, labels);
        this.out = out;
        this.lineEnds = lineEnds;
        this.reverse = new ReverseCommands(session.recordHistory(SnapshotHistory.Limits.DEFAULT));
    }

    /** Where the session starts: the entry address and the instruction there. */
    void showStart() {
        out.println("at " + session.addressText(session.cpu().pc()));
        out.println(currentInstruction());
    }

    /**
     * Runs one command line and prints what it shows.
     *
     * @return false when the command was {@code quit}
     * @throws IllegalArgumentException (or picocli's {@code TypeConversionException} for a bad number) with a
     *         one-line message for a command that cannot run
     */
    boolean execute(String line) {
        String[] words = line.strip().split("\\s+");
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "" -> { }
            case "step", "s" -> {
                long count = words.length > 1 ? count(words[1]) : 1;
                showStop(interruptible(() -> session.step(count)));
            }
            case "next", "n" -> showStop(interruptible(session::next));
            case "continue", "c" -> showStop(interruptible(session::resume));
            case "break", "b" -> breakpoint(words);
            case "unbreak", "ub" -> unbreak(words);
            case "registers", "r" -> out.print(RunReport.registerLines(cpuType, session.cpu()));
            case "set" -> set(words);
            case "mem", "m" -> memory(words);
            case "disasm", "d" -> disassemble(words);
            case "cycles" -> cycles();
            case "help", "h", "?" -> out.println(HELP);
            case "quit", "q" -> {
                return false;
            }
            default -> {
                RunResult back = reverse.execute(words, out::println);
                if (back != null) {
                    showStop(back);
                }
            }
        }
        return true;
    }

    /**
     * Runs {@code run} with Ctrl-C stopping it between two instructions (the stop line then says "interrupted" and
     * the monitor goes on, as in MAME's debugger and VICE's monitor); a second Ctrl-C in the same run ends romlab.
     */
    private RunResult interruptible(Supplier<RunResult> run) {
        try (InterruptSignal interrupt = InterruptSignal.install(session::requestStop)) {
            return run.get();
        }
    }

    private void showStop(RunResult result) {
        out.flush();
        if (lineEnds.lineOpen()) {
            out.println();
        }
        out.println(session.describe(result.reason()));
        out.println(currentInstruction());
    }

    private String currentInstruction() {
        return line(cpuType,
                cpuType.disassembler().decode(session.memory()::read, session.cpu().pc()), sourceLabels::nameAt);
    }

    private void breakpoint(String[] words) {
        if (words.length == 1) {
            List<Integer> breakpoints = session.breakpoints();
            if (breakpoints.isEmpty()) {
                out.println("no breakpoints");
            }
            breakpoints.forEach(address -> out.println("breakpoint at " + session.addressText(address)));
            return;
        }
        int address = address(argument(words, 1, "break ADDR"));
        session.addBreakpoint(address);
        out.println("breakpoint at " + session.addressText(address));
    }

    private void unbreak(String[] words) {
        int address = address(argument(words, 1, "unbreak ADDR"));
        if (!session.removeBreakpoint(address)) {
            throw new IllegalArgumentException("no breakpoint at " + session.addressText(address));
        }
        out.println("removed the breakpoint at " + session.addressText(address));
    }

    private void set(String[] words) {
        String assignment = argument(words, 1, "set REG=VALUE");
        RunControlOptions.assign(session.cpu(), assignment);
        String register = assignment.substring(0, assignment.indexOf('=')).strip().toUpperCase(Locale.ROOT);
        out.print(RunReport.registerLines(cpuType, session.cpu()));
        if (register.equals("PC")) {
            out.println(currentInstruction());
        }
    }

    private void memory(String[] words) {
        int address = address(argument(words, 1, "mem ADDR [LEN]"));
        int length = words.length > 2 ? count(words[2]) : MEMORY_LENGTH;
        MemoryDump.rows(session.memory(), address, length, labels::nameAt).forEach(out::println);
    }

    private void disassemble(String[] words) {
        int pc = session.cpu().pc();
        if (words.length > 1) {
            int address = address(words[1]);
            for (int i = 0; i < INSTRUCTIONS_FROM; i++) {
                DisassembledInstruction instruction = cpuType.disassembler().decode(session.memory()::read, address);
                printWithLabels(instruction, "   ");
                address = after(instruction);
            }
            return;
        }
        for (DisassembledInstruction instruction : instructionsBefore(pc)) {
            printWithLabels(instruction, "   ");
        }
        int address = pc;
        for (int i = 0; i <= INSTRUCTIONS_AFTER; i++) {
            DisassembledInstruction instruction = cpuType.disassembler().decode(session.memory()::read, address);
            printWithLabels(instruction, address == pc ? "=> " : "   ");
            address = after(instruction);
        }
    }

    /**
     * The address of the instruction after {@code instruction}: its length counts bytes, addresses count words on a
     * word-addressed CPU (COMET II, MLFE).
     */
    private int after(DisassembledInstruction instruction) {
        return (instruction.address() + instruction.length() / session.memory().wordBytes())
                & (cpuType.addressSpace().addresses() - 1);
    }

    private void printWithLabels(DisassembledInstruction instruction, String marker) {
        for (String name : sourceLabels.namesAt(instruction.address())) {
            out.println("   " + labelLine(cpuType, instruction.address(), name));
        }
        out.println(marker + line(cpuType, instruction, sourceLabels::nameAt));
    }

    /**
     * Up to {@link #INSTRUCTIONS_BEFORE} instructions that end exactly at {@code pc}. Instructions cannot be read
     * backwards, so this tries start points before the pc, the nearest labels first (known instruction boundaries
     * of the pc's own routine), then every address from the farthest, and keeps the first run of instructions that
     * lands on the pc.
     */
    private List<DisassembledInstruction> instructionsBefore(int pc) {
        List<Integer> starts = new ArrayList<>();
        for (int back = 1; back <= LOOK_BACK; back++) {
            int start = pc - back;
            if (start >= 0 && labels.nameAt(start) != null) {
                starts.add(start);
            }
        }
        for (int back = LOOK_BACK; back > 0; back--) {
            if (pc - back >= 0) {
                starts.add(pc - back);
            }
        }
        for (int start : starts) {
            List<DisassembledInstruction> instructions = new ArrayList<>();
            int address = start;
            while (address < pc) {
                DisassembledInstruction instruction = cpuType.disassembler().decode(session.memory()::read, address);
                instructions.add(instruction);
                address = instruction.address() + instruction.length() / session.memory().wordBytes();
            }
            if (address == pc) {
                return instructions.subList(Math.max(0, instructions.size() - INSTRUCTIONS_BEFORE),
                        instructions.size());
            }
        }
        return List.of();
    }

    private void cycles() {
        RunResult last = session.lastRun();
        out.println(last == null ? "no run yet" : RunReport.counts(last) + " since the last stop");
    }

    private int address(String text) {
        return AddressOrLabel.resolve(text, labels, cpuType.addressFormat());
    }

    static int count(String text) {
        long value = NumberLiteral.parse(text);
        if (value < 1 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + text + "' must be a positive count");
        }
        return (int) value;
    }

    private static String argument(String[] words, int index, String usage) {
        if (words.length <= index) {
            throw new IllegalArgumentException("usage: " + usage);
        }
        return words[index];
    }

    /** The fewest columns the code takes: the Z80's four bytes, so that 8-bit CPUs line up alike. */
    private static final int CODE_COLUMNS = 11;

    /**
     * Address (as wide as the CPU's), code (room for the CPU's longest instruction, at least {@value CODE_COLUMNS}
     * columns), cycles, text.
     */
    private static String lineFormat(CpuDescription cpu) {
        return "%s  %-" + Math.max(CODE_COLUMNS, cpu.codeColumns()) + "s  %5s  %s";
    }

    /** {@code 0108                      addByte:}, the line before an instruction at a label, in the CPU's syntax. */
    private static String labelLine(CpuDescription cpu, int address, String name) {
        return String.format(lineFormat(cpu), cpu.addressSpace().hex(address), "", "",
                cpu.disassembler().labelLine(name));
    }

    /**
     * An instruction's line, its address operands written as labels where {@code names} names them, its code as
     * hex words of the CPU's word size ({@code 21 9C 9D} for the Z80, {@code 0201 8300} for the TMS9900).
     */
    private static String line(CpuDescription cpu, DisassembledInstruction instruction, IntFunction<String> names) {
        return String.format(lineFormat(cpu), cpu.addressSpace().hex(instruction.address()),
                instruction.hexWords(cpu.addressSpace().wordBits() / 8), instruction.cycles().text(),
                cpu.disassembler().instructionLine(instruction.text(names)));
    }
}
