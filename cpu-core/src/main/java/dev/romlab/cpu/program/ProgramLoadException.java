package dev.romlab.cpu.program;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.Diagnostic;

/**
 * A program, source or symbol file that cannot be loaded, told the way a user reads it: the message is the file
 * and what is wrong ({@code dice.asm: 2 errors}, {@code game.nes: mapper 1 ...}), after the diagnostics of a source
 * or Intel HEX file, each formatted as compilers do (position, the line, a caret: {@link Diagnostic#format()}).
 * A user error, not a bug: it carries no stack trace.
 */
public final class ProgramLoadException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final List<String> diagnostics;
    private final String file;
    private final String problem;

    /** A failure of one line: {@code file: problem}. */
    public ProgramLoadException(String file, String problem) {
        this(List.of(), file, problem);
    }

    /**
     * @param diagnostics each a formatted diagnostic (it may span lines: position and message, the line, a caret,
     *                    the notes), in the order found
     * @param file        the file as the user named it
     * @param problem     what is wrong with it, one line
     */
    public ProgramLoadException(List<String> diagnostics, String file, String problem) {
        super(file + ": " + problem, null, false, false);
        this.diagnostics = List.copyOf(diagnostics);
        this.file = file;
        this.problem = problem;
    }

    /** The failure of {@code file} with these {@code diagnostics}: all of them, then how many there were. */
    static ProgramLoadException of(String file, List<Diagnostic> diagnostics) {
        int count = diagnostics.size();
        return new ProgramLoadException(diagnostics.stream().map(Diagnostic::format).toList(), file,
                count + (count == 1 ? " error" : " errors"));
    }

    /** The formatted diagnostics that come before the message; none for a failure of one line. */
    public List<String> diagnostics() {
        return diagnostics;
    }

    public String file() {
        return file;
    }

    public String problem() {
        return problem;
    }

    /** Everything to show, in order: the diagnostics, then the message. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>(diagnostics);
        lines.add(getMessage());
        return lines;
    }

    /**
     * The same failure said of {@code otherFile}: {@code romlab asm -} names standard input {@code <stdin>} in its
     * diagnostics but {@code -} in the count line.
     */
    public ProgramLoadException about(String otherFile) {
        return new ProgramLoadException(diagnostics, otherFile, problem);
    }
}
