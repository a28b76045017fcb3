package dev.romlab.cpu.program;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.ListingLine;

/**
 * The source line each address of an assembled program came from ({@code rolldie.asm:25: call z80rand}), from the
 * assembler's listing: for the debugger, which shows it beside an instruction, and for {@code exec --hotspots},
 * which sums cycles by line and annotates the whole listing ({@link #rows()}). A program loaded from a binary has
 * {@link #NONE}.
 */
public final class SourceLines {

    /** No source: every lookup gives null. */
    public static final SourceLines NONE = new SourceLines(List.of(), Map.of());

    /**
     * One row of the listing: one statement, or a line without one.
     *
     * @param file    the source file as the assembler named it (the path given, or an include's)
     * @param line    1-based line number in that file
     * @param address where the statement's bytes start, or -1 when it placed none (a blank line, a comment, an
     *                {@code .equ}, a label alone)
     * @param text    the line as written (or the statement's own text on a multi-statement line), trailing blanks
     *                removed
     */
    public record Row(String file, int line, int address, String text) {

        /** The file's own name without its folders: {@code rolldie.asm}. */
        public String fileName() {
            Path name = Path.of(file).getFileName();
            return name == null ? file : name.toString();
        }

        /** {@code rolldie.asm:25}. */
        public String position() {
            return fileName() + ":" + line;
        }
    }

    private final List<Row> rows;
    private final Map<Integer, Row> byAddress;

    private SourceLines(List<Row> rows, Map<Integer, Row> byAddress) {
        this.rows = rows;
        this.byAddress = byAddress;
    }

    /** The rows of {@code assembly}'s listing; by address, the first of the rows that placed bytes there. */
    public static SourceLines of(Assembly assembly) {
        List<Row> rows = new ArrayList<>();
        Map<Integer, Row> byAddress = new HashMap<>();
        for (ListingLine line : assembly.listing()) {
            boolean placed = line.hasAddress() && line.bytes().length > 0;
            Row row = new Row(line.file(), line.line(), placed ? line.address() : -1, line.source().stripTrailing());
            rows.add(row);
            if (placed) {
                byAddress.putIfAbsent(row.address(), row);
            }
        }
        return new SourceLines(List.copyOf(rows), Map.copyOf(byAddress));
    }

    /** {@code rolldie.asm:25: call z80rand} for the statement that starts at {@code address}, or null. */
    public String at(int address) {
        Row row = byAddress.get(address);
        return row == null ? null : row.position() + ": " + row.text().strip();
    }

    /** The row of the statement that starts at {@code address} (the first, where several place bytes there), or null. */
    public Row rowAt(int address) {
        return byAddress.get(address);
    }

    /** Every row of the listing, in its order: the program's whole source as assembled. */
    public List<Row> rows() {
        return rows;
    }

    public boolean isEmpty() {
        return byAddress.isEmpty();
    }
}
