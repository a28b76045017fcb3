package dev.romlab.kernels.file;

import java.util.ArrayList;
import java.util.List;

import org.tomlj.TomlPosition;

import dev.romlab.asm.Diagnostic;

/** A kernel file's name and lines, and the problems found in it so far, each placed at its line and column. */
final class KernelFileText {

    private final String name;
    private final List<String> lines;
    private final List<Diagnostic> problems = new ArrayList<>();

    KernelFileText(String name, String text) {
        this.name = name;
        this.lines = text.lines().toList();
    }

    /** Notes a problem at {@code position} (null: the file as a whole). */
    void problem(TomlPosition position, String message) {
        if (position == null) {
            problems.add(new Diagnostic(name, 0, 0, message, ""));
            return;
        }
        int line = (int) position.line();
        String text = line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
        problems.add(new Diagnostic(name, line, (int) position.column(), message, text));
    }

    /** Throws every problem noted, if any. */
    void throwProblems() {
        if (!problems.isEmpty()) {
            throw new KernelFileException(problems);
        }
    }
}
