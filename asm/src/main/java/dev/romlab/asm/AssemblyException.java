package dev.romlab.asm;

import java.util.List;
import java.util.stream.Collectors;

/** Assembly failed: carries every diagnostic found, in source order. No output exists when this is thrown. */
public final class AssemblyException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<Diagnostic> diagnostics;

    public AssemblyException(List<Diagnostic> diagnostics) {
        super(diagnostics.stream().map(Diagnostic::format).collect(Collectors.joining("\n")));
        if (diagnostics.isEmpty()) {
            throw new IllegalArgumentException("an assembly failure needs at least one diagnostic");
        }
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
