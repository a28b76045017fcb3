package dev.romlab.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.debug.DebugSession;

/**
 * The monitor's commands about the session's surroundings: {@code trace FILE} / {@code trace off} (MAME's
 * {@code trace}: every instruction after it ran, in exec's {@code --trace} format, to a file) and {@code input
 * FILE} (what a COMET II or MLFE program's SVC IN and scanf read, standard input being the monitor's).
 */
final class SessionCommands implements MonitorCommands {

    private final DebugSession session;
    private final CpuDescription cpuType;
    private final Labels labels;
    private final PrintWriter out;
    private final Path programFile;
    /** Null for a CPU whose program reads no console (the Z80, 6502 and TMS9900 on their bare profiles). */
    private final ProgramInput programInput;
    private PrintWriter trace;
    private Path traceFile;

    SessionCommands(DebugSession session, CpuDescription cpuType, Labels labels, PrintWriter out, Path programFile,
            ProgramInput programInput) {
        this.session = session;
        this.cpuType = cpuType;
        this.labels = labels;
        this.out = out;
        this.programFile = programFile;
        this.programInput = programInput;
    }

    @Override
    public boolean execute(String command, String arguments) {
        String[] words = MonitorCommands.words(arguments);
        switch (command) {
            case "trace" -> trace(words);
            case "input" -> input(words);
            default -> {
                return false;
            }
        }
        return true;
    }

    private void trace(String[] words) {
        if (words.length == 1 && words[0].equalsIgnoreCase("off")) {
            if (trace == null) {
                throw new IllegalArgumentException("no trace is on");
            }
            close();
            return;
        }
        int fileWord = words.length == 2 && words[0].equalsIgnoreCase("on") ? 1 : 0;
        if (words.length != fileWord + 1) {
            throw new IllegalArgumentException("usage: trace [on] FILE, or trace off");
        }
        Path file = Path.of(words[fileWord]);
        if (Files.exists(file) && Files.exists(programFile) && sameFile(file, programFile)) {
            throw new IllegalArgumentException(file + " is the program's own file: the trace goes elsewhere");
        }
        close();
        try {
            trace = new PrintWriter(new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + ": " + e.getMessage());
        }
        traceFile = file;
        session.trace(new TraceWriter(trace, cpuType, session.memory(), session.cpu(), labels));
        out.println("tracing to " + file);
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /** Ends the trace, if one is on: the file is complete once this returns. */
    void close() {
        if (trace == null) {
            return;
        }
        session.trace(null);
        trace.close();
        boolean failed = trace.checkError();
        out.println((failed ? "could not finish the trace in " : "traced to ") + traceFile);
        trace = null;
        traceFile = null;
    }

    /** Writes what the trace holds so far, so that the file can be read while the session goes on. */
    void flush() {
        if (trace != null) {
            trace.flush();
        }
    }

    private void input(String[] words) {
        if (programInput == null) {
            throw new IllegalArgumentException("a " + cpuType.name() + " program here reads no console input "
                    + "(input is for COMET II's and MLFE's SVC IN and scanf)");
        }
        if (words.length != 1) {
            throw new IllegalArgumentException("usage: input FILE");
        }
        try {
            programInput.replace(InputFiles.readBytes(Path.of(words[0])));
        } catch (CommandFailure e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        out.println(String.format(Locale.ROOT, "the program reads %,d bytes of %s", programInput.remaining(),
                words[0]));
    }
}
