package dev.romlab.asm;

import java.util.List;
import java.util.stream.Collectors;

/** An Intel HEX file could not be read: carries every error found, in line order. */
public final class IntelHexException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<Diagnostic> diagnostics;

    public IntelHexException(List<Diagnostic> diagnostics) {
        super(diagnostics.stream().map(Diagnostic::format).collect(Collectors.joining("\n")));
        if (diagnostics.isEmpty()) {
            throw new IllegalArgumentException("a failed read needs at least one diagnostic");
        }
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
