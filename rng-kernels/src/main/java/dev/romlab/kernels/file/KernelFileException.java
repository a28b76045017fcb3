package dev.romlab.kernels.file;

import java.util.List;

import dev.romlab.asm.Diagnostic;

/**
 * A kernel file that cannot be used: every problem found, each at its file:line:column with the line and a caret
 * (the assembler's {@link Diagnostic} format), so a user fixes them all in one go.
 */
public final class KernelFileException extends RuntimeException {

    private final List<Diagnostic> diagnostics;

    public KernelFileException(List<Diagnostic> diagnostics) {
        super(summary(diagnostics));
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The summary, then every problem as {@link Diagnostic#format()} writes it. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(getMessage());
        diagnostics.forEach(d -> out.append('\n').append(d.format()));
        return out.toString();
    }

    private static String summary(List<Diagnostic> diagnostics) {
        Diagnostic first = diagnostics.get(0);
        int count = diagnostics.size();
        return first.file() + ": " + count + (count == 1 ? " error" : " errors") + " in the kernel file";
    }
}
