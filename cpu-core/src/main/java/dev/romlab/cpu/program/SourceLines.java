package dev.romlab.cpu.program;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.ListingLine;

/**
 * The source line each address of an assembled program came from ({@code rolldie.asm:25: call z80rand}), from the
 * assembler's listing: for the debugger, which shows it beside an instruction. A program loaded from a binary has
 * {@link #NONE}.
 */
public final class SourceLines {

    /** No source: every lookup gives null. */
    public static final SourceLines NONE = new SourceLines(Map.of());

    private final Map<Integer, String> byAddress;

    private SourceLines(Map<Integer, String> byAddress) {
        this.byAddress = byAddress;
    }

    /** The lines of {@code assembly} that placed bytes, by the address of their first; the first line wins. */
    public static SourceLines of(Assembly assembly) {
        Map<Integer, String> lines = new HashMap<>();
        for (ListingLine row : assembly.listing()) {
            if (row.hasAddress() && row.bytes().length > 0) {
                lines.putIfAbsent(row.address(), fileName(row.file()) + ":" + row.line() + ": "
                        + row.source().strip());
            }
        }
        return new SourceLines(Map.copyOf(lines));
    }

    private static String fileName(String file) {
        Path name = Path.of(file).getFileName();
        return name == null ? file : name.toString();
    }

    /** {@code rolldie.asm:25: call z80rand} for the statement that starts at {@code address}, or null. */
    public String at(int address) {
        return byAddress.get(address);
    }

    public boolean isEmpty() {
        return byAddress.isEmpty();
    }
}
