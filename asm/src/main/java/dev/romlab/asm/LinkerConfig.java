package dev.romlab.asm;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * An ld65 linker configuration ({@code .cfg}, cc65's "ld65 Users Guide", section 5): where each segment of a
 * source goes and what fills the space between. {@link LinkerConfigReader} reads one; {@link SegmentLayout} places
 * an assembly's segments by it, as ld65 does.
 *
 * @param file     the configuration's file name, for messages
 * @param memory   the MEMORY areas, in the order the file writes them (also the order of the output file)
 * @param segments the SEGMENTS rules, in the order the file writes them (the order segments fill an area)
 * @param symbols  the SYMBOLS section's exported and weak symbols with their values
 * @param condes   the FEATURES section's CONDES tables, at most one per type
 */
public record LinkerConfig(String file, List<MemoryArea> memory, List<SegmentRule> segments,
        Map<String, Long> symbols, List<CondesTable> condes) {

    /** The names ld65 gives CONDES types 0, 1 and 2 (ld65 Users Guide 5.9, ca65's {@code .condes}). */
    public static final List<String> CONDES_TYPE_NAMES = List.of("constructor", "destructor", "interruptor");
    /** The highest CONDES type ld65 takes. */
    public static final int CONDES_TYPE_MAX = 6;

    public LinkerConfig {
        memory = List.copyOf(memory);
        segments = List.copyOf(segments);
        symbols = Map.copyOf(symbols);
        condes = List.copyOf(condes);
    }

    /**
     * A CONDES feature (ld65 Users Guide 5.9): ld65 appends to {@code segment} a table of the addresses of the
     * entries of {@code type} that the sources declare ({@code .constructor}, {@code .condes}), and defines
     * {@code label} (the table's address) and {@code count} (its entries).
     *
     * @param type       0 constructor, 1 destructor, 2 interruptor, up to 6
     * @param count      the count symbol, or null
     * @param decreasing {@code order = decreasing}: the highest priority first (else the lowest)
     */
    public record CondesTable(int type, String segment, String label, String count, boolean decreasing,
            Position where) {
    }

    /** Where an entry of the configuration stands, for a message about it. */
    public record Position(int line, int column, String lineText) {
    }

    /**
     * A MEMORY area.
     *
     * @param written   whether its bytes go to the output file ({@code file = %O}, a name, or no {@code file} at
     *                  all, ld65's default; {@code file = ""} keeps them out: zero page, RAM)
     * @param fill      {@code fill = yes}: the area is written to its full size, the rest filled
     * @param fillValue {@code fillval}: the byte between and after segments (0 by default)
     * @param define    {@code define = yes}: the symbols {@code __NAME_START__}, {@code __NAME_SIZE__},
     *                  {@code __NAME_LAST__}, {@code __NAME_FILEOFFS__}
     */
    public record MemoryArea(String name, long start, long size, boolean written, boolean fill, int fillValue,
            boolean define, Position where) {
    }

    /**
     * A SEGMENTS rule.
     *
     * @param load     the memory area the segment's bytes are stored in
     * @param run      the memory area its code runs in (labels take these addresses); the load area when absent
     * @param type     {@code ro}, {@code rw}, {@code bss}, {@code zp} or {@code overwrite}; bss and zp segments
     *                 take room but write no bytes
     * @param start    {@code start}: the segment's absolute address
     * @param offset   {@code offset}: its address relative to the area's start
     * @param align    {@code align}: its address a multiple of this (1 without)
     * @param define   {@code define = yes}: the symbols {@code __NAME_LOAD__}, {@code __NAME_RUN__},
     *                 {@code __NAME_SIZE__}
     * @param optional {@code optional = yes}: a source without the segment is no mistake
     */
    public record SegmentRule(String name, String load, Optional<String> run, String type, OptionalLong start,
            OptionalLong offset, long align, boolean define, boolean optional, Position where) {

        /** Whether the segment takes room without writing bytes (ld65's bss and zp types). */
        public boolean uninitialized() {
            return type.equals("bss") || type.equals("zp");
        }

        /** The memory area its labels' addresses come from. */
        public String runArea() {
            return run.orElse(load);
        }
    }

    /** The rule for the segment {@code name}, if the configuration has one. */
    public Optional<SegmentRule> segment(String name) {
        return segments.stream().filter(rule -> rule.name().equals(name)).findFirst();
    }

    /** The memory area {@code name}, if the configuration has one. */
    public Optional<MemoryArea> area(String name) {
        return memory.stream().filter(area -> area.name().equals(name)).findFirst();
    }

    /** A diagnostic about the entry at {@code where}. */
    Diagnostic diagnostic(Position where, String message) {
        return new Diagnostic(file, where.line(), where.column(), message, where.lineText());
    }
}
