package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.stream.Stream;
import java.nio.file.Path;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.Expression;
import dev.romlab.cpu.debug.ExpressionException;
import dev.romlab.cpu.debug.ExpressionSymbols;
import dev.romlab.cpu.debug.MemoryDump;
import dev.romlab.cpu.program.SourceLines;
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
            "finish          out run until the routine running now returns (MAME's out)",
            "until ADDR      u   run until the pc reaches ADDR (or another stop comes first)",
            "(Enter)             repeat the last step, next, finish or until",
            "break [ADDR [if EXPR]]  b   set a breakpoint at ADDR, stopping when EXPR holds;",
            "                    without ADDR list the breakpoints",
            "tbreak ADDR [if EXPR]   tb  a breakpoint that goes once it has stopped a run",
            "unbreak ADDR    ub  remove the breakpoint at ADDR",
            "watch [ADDR[-END] [r|w|rw] [if EXPR]]  w   stop after an instruction reads or writes",
            "                    ADDR to END (default rw); EXPR may read wpdata and wpaddr;",
            "                    without ADDR list the watchpoints",
            "delete [ADDR]       remove the breakpoint and watchpoint at ADDR (all without ADDR)",
            "disable [ADDR]      disable them (all without ADDR); enable [ADDR] enables them",
            "registers       r   show the registers",
            "set REG=VALUE       set a register (set HL=$1234) or a flag (set ZF=1)",
            "mem ADDR [LEN]  m   show LEN bytes (default 64) from ADDR in hex and ASCII",
            "poke ADDR VALUE...  write the values from ADDR",
            "fill FROM-TO VALUE...   fill FROM to TO with the values, repeated",
            "load FILE ADDR      copy FILE's bytes to memory from ADDR",
            "save FILE FROM-TO   write FROM to TO to FILE",
            "trace [on] FILE     write each instruction run from now on to FILE (exec's --trace format)",
            "trace off           stop tracing and finish the file",
            "input FILE          what a COMET II or MLFE program reads next (SVC IN, scanf)",
            "disasm [ADDR]   d   disassemble around the pc (=> marks it), or 10 instructions from ADDR",
            "cycles              cycles and instructions since the last stop (after a move back: gone back, and",
            "                    the state's own counts from the session's start)",
            "source [on|off]     show each instruction's source line beside it (on at a terminal)",
            ReverseCommands.HELP,
            "help            h   this list",
            "quit            q   leave the debugger (Ctrl-D too; Ctrl-C at the prompt drops the line typed)",
            "ADDR: a label (loop, loop+3) or an address (0x100, $100, 100h, 256).",
            "EXPR: registers, flags (ZF, CF), labels, numbers ($FF, 0xFF, >FF, #FF, 255), [ADDR] and peek(ADDR)",
            "      the byte (a word on COMET II and MLFE), peekw(ADDR) the word, with C's operators:",
            "      A == 3 && HL > $8000, [HL] != 0 || !ZF.");

    /** The commands' names as the help lists them, for the suggestions of a mistyped one (enable shares disable's line). */
    static final List<String> COMMANDS = Stream.concat(HELP.lines()
            .filter(line -> !line.isEmpty() && Character.isLowerCase(line.charAt(0)))
            .map(line -> line.split(" ")[0]), Stream.of("enable")).toList();

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
    private final ExpressionSymbols symbols;
    /** The families of commands the switch of {@link #execute} leaves to others. */
    private final List<MonitorCommands> families;
    private final SessionCommands sessionCommands;
    /** The last step, next or until, which an empty line repeats (as Enter does in MAME's debugger and gdb). */
    private String lastStep;
    private final SourceLines sourceLines;
    /** Whether instruction lines show their source line: on a terminal from the start, in a script on request. */
    private boolean showSource;
    private final ReverseCommands reverse;

    /**
     * {@code lineEnds} is what {@code out} and the program's console output write through; {@code programFile} is
     * the file the program came from, which {@code save} never writes over.
     */
    DebugMonitor(DebugSession session, CpuDescription cpuType, Labels labels, PrintWriter out,
            LineEndTracker lineEnds, Path programFile, ProgramInput programInput, SourceLines sourceLines,
            boolean showSource) {
        this.sourceLines = sourceLines;
        this.showSource = showSource;
        this.session = session;
        this.cpuType = cpuType;
        this.labels = labels;
        this.sourceLabels = DisasmCommand.sourceLabels(cpuType, labels);
        this.out = out;
        this.lineEnds = lineEnds;
        this.symbols = new ExpressionSymbols(session.cpu(), session.memory(), cpuType.addressSpace(),
                cpuType.display().flags(), name -> {
                    OptionalInt address = labels.addressOf(name);
                    return address.isPresent() ? address.getAsInt() : null;
                });
        this.sessionCommands = new SessionCommands(session, cpuType, labels, out, programFile, programInput);
        this.families = List.of(new BreakpointCommands(this, session, out),
                new MemoryCommands(this, session, out, programFile), sessionCommands);
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
        try {
            return run(line);
        } catch (ExpressionException e) {
            // the expression's line with a caret under the column, as the assembler's errors show it
            throw new IllegalArgumentException(e.reason() + "\n  " + e.text() + "\n  " + " ".repeat(e.column()) + "^");
        }
    }

    private boolean run(String line) {
        if (line.isBlank() && lastStep != null) {
            line = lastStep;
        }
        String[] words = line.strip().split("\\s+");
        String command = words[0].toLowerCase(Locale.ROOT);
        switch (command) {
            case "" -> { }
            case "step", "s" -> {
                long count = words.length > 1 ? count(words[1]) : 1;
                lastStep = line;
                showStop(interruptible(() -> session.step(count)));
            }
            case "next", "n" -> {
                lastStep = line;
                showStop(interruptible(session::next));
            }
            case "finish", "out" -> {
                lastStep = line;
                showStop(interruptible(session::finish));
            }
            case "until", "u" -> {
                int address = address(argument(words, 1, "until ADDR"));
                lastStep = line;
                showStop(interruptible(() -> session.runTo(address)));
            }
            case "continue", "c" -> showStop(interruptible(session::resume));
            case "registers", "r" -> out.print(RunReport.registerLines(cpuType, session.cpu()));
            case "set" -> set(words);
            case "mem", "m" -> memory(words);
            case "disasm", "d" -> disassemble(words);
            case "cycles" -> cycles();
            case "source" -> source(words);
            case "help", "h", "?" -> out.println(HELP);
            case "quit", "q" -> {
                return false;
            }
            default -> {
                String arguments = line.strip().substring(words[0].length()).strip();
                if (families.stream().noneMatch(family -> family.execute(command, arguments))) {
                    RunResult back = reverse.execute(words, out::println); // the last family: unknown commands fail
                    if (back != null) {
                        showStop(back);
                    }
                }
            }
        }
        return true;
    }

    /** Ends the session: a trace that is on is finished. */
    void close() {
        sessionCommands.close();
    }

    /** What the names of an expression mean here: the CPU's registers and flags, the program's labels. */
    ExpressionSymbols symbols() {
        return symbols;
    }

    /** {@code text} as an expression over {@link #symbols()}. */
    Expression expression(String text) {
        return Expression.parse(text, symbols);
    }

    Labels labels() {
        return labels;
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
        sessionCommands.flush();
        out.flush();
        if (lineEnds.lineOpen()) {
            out.println();
        }
        out.println(session.describe(result.reason()));
        out.println(currentInstruction());
    }

    private String currentInstruction() {
        return withSource(line(cpuType,
                cpuType.disassembler().decode(session.memory()::read, session.cpu().pc()), sourceLabels::nameAt),
                session.cpu().pc());
    }

    private void set(String[] words) {
        String assignment = String.join("", java.util.Arrays.copyOfRange(words, 1, words.length));
        if (assignment.isEmpty()) {
            throw new IllegalArgumentException("usage: set REG=VALUE");
        }
        if (!setFlag(assignment)) {
            RunControlOptions.assign(session.cpu(), assignment);
        }
        String register = assignment.substring(0, assignment.indexOf('=')).strip().toUpperCase(Locale.ROOT);
        out.print(RunReport.registerLines(cpuType, session.cpu()));
        if (register.equals("PC")) {
            out.println(currentInstruction());
        }
    }

    /**
     * Sets a flag by name ({@code set ZF=1}: the letter of the registers line and F) in the flag register; false
     * when the name is no flag, or names a register too.
     */
    private boolean setFlag(String assignment) {
        int equals = assignment.indexOf('=');
        if (equals <= 0) {
            return false;
        }
        String name = assignment.substring(0, equals).strip();
        var flags = cpuType.display().flags();
        int bit = flags.bitOf(name);
        boolean register = session.cpu().registers().registers().stream()
                .anyMatch(named -> named.name().equalsIgnoreCase(name));
        if (bit < 0 || register) {
            return false;
        }
        String text = assignment.substring(equals + 1).strip();
        long value = NumberLiteral.parse(text);
        if (value != 0 && value != 1) {
            throw new IllegalArgumentException(name.toUpperCase(Locale.ROOT) + "=" + text
                    + ": out of range for the flag " + name.toUpperCase(Locale.ROOT) + " (0 or 1)");
        }
        int old = session.cpu().registers().get(flags.register());
        session.cpu().registers().set(flags.register(), value == 1 ? old | 1 << bit : old & ~(1 << bit));
        return true;
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
        out.println(withSource(marker + line(cpuType, instruction, sourceLabels::nameAt), instruction.address()));
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

    /**
     * The counts of the last run, or of the last move back ({@code went back 3 instructions, 24 T-states}) with where
     * in the session the state gone back to is: its instruction and cycle counts from the start.
     */
    private void cycles() {
        RunResult last = session.lastRun();
        if (last == null) {
            out.println("no run yet");
        } else if (last.instructions() < 0) {
            out.println("went back " + RunReport.counts(new RunResult(last.reason(), -last.cycles(),
                    -last.instructions(), last.unit())) + " since the last stop; this state comes after "
                    + RunReport.counts(new RunResult(last.reason(), session.cpu().cycles(), reverse.position(),
                            last.unit())) + " of the session");
        } else {
            out.println(RunReport.counts(last) + " since the last stop");
        }
    }

    int address(String text) {
        return AddressOrLabel.resolve(text, labels, cpuType.addressFormat());
    }

    /** {@code FROM-TO}, both included, as {@code {from, to}}: labels or numbers, the second not below the first. */
    int[] addressRange(String text) {
        int dash = text.indexOf('-', 1);
        if (dash < 0) {
            throw new IllegalArgumentException("expected FROM-TO (both included), e.g. $9000-$90FF, found '" + text
                    + "'");
        }
        int first = address(text.substring(0, dash));
        int last = address(text.substring(dash + 1));
        if (last < first) {
            throw new IllegalArgumentException("'" + text + "' ends before it starts");
        }
        return new int[] {first, last};
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

    /** Where the source line starts: past the instruction text of most lines of every CPU. */
    private static final int SOURCE_COLUMN = 52;

    /** {@code line} and, while {@code source} is on, the source line of {@code address}, after a {@code ;}. */
    private String withSource(String line, int address) {
        String source = showSource ? sourceLines.at(address) : null;
        return source == null ? line : String.format("%-" + SOURCE_COLUMN + "s  ; %s", line, source);
    }

    private void source(String[] words) {
        if (words.length == 2 && (words[1].equalsIgnoreCase("on") || words[1].equalsIgnoreCase("off"))) {
            showSource = words[1].equalsIgnoreCase("on");
        } else if (words.length != 1) {
            throw new IllegalArgumentException("usage: source [on|off]");
        }
        out.println(sourceLines.isEmpty() ? "no source lines: the program was not assembled from a source"
                : "source lines " + (showSource ? "on" : "off"));
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
