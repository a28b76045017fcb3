package dev.romlab.asm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The CONDES tables ld65 builds (ld65 Users Guide 5.9): for each table the linker configuration's FEATURES ask for,
 * the addresses (words) of the entries of its type that the linked files declare ({@code .constructor init, 3}),
 * lowest priority first ({@code order = decreasing}: highest first), entries of one priority by name; appended to
 * its segment after every file's part of it, the tables in type order; its {@code label} is the table's address,
 * its {@code count} the number of entries. Checked against ld65 2.19 ({@code Ca65LinkerTest}).
 */
final class CondesTables {

    /** ca65's priority when a declaration gives none, and its range (ca65 2.19: "Range error" outside). */
    static final int DEFAULT_PRIORITY = 7;
    static final int MIN_PRIORITY = 1;
    static final int MAX_PRIORITY = 32;

    /** An entry with the symbols of the file that declares it, where its address is found. */
    private record Listed(Linkage.CondesEntry entry, SymbolTable symbols) {

        String name() {
            return entry.declared().name();
        }
    }

    private record Table(LinkerConfig.CondesTable rule, List<Listed> entries) {
    }

    private final List<Table> tables = new ArrayList<>();
    /** Where each table starts within its segment (set by {@link #appendedTo}). */
    private final Map<LinkerConfig.CondesTable, Integer> offsets = new HashMap<>();

    private CondesTables() {
    }

    /** The tables {@code config} asks for, with the entries {@code units} declare (after a pass over them). */
    static CondesTables of(LinkerConfig config, List<TwoPassAssembly> units) {
        CondesTables result = new CondesTables();
        List<LinkerConfig.CondesTable> rules = new ArrayList<>(config.condes());
        rules.sort(Comparator.comparingInt(LinkerConfig.CondesTable::type));
        for (LinkerConfig.CondesTable rule : rules) {
            List<Listed> entries = new ArrayList<>();
            for (TwoPassAssembly unit : units) {
                unit.linkage().condesEntries().stream().filter(entry -> entry.type() == rule.type())
                        .forEach(entry -> entries.add(new Listed(entry, unit.symbols())));
            }
            Comparator<Listed> order = Comparator.comparingInt((Listed listed) -> listed.entry().priority())
                    .thenComparing(Listed::name);
            entries.sort(rule.decreasing() ? order.reversed() : order);
            result.tables.add(new Table(rule, entries));
        }
        return result;
    }

    /** {@code used} with each table's words added at the end of its segment; notes where each table starts. */
    List<SegmentLayout.Used> appendedTo(List<SegmentLayout.Used> used) {
        Map<String, SegmentLayout.Used> bySegment = new LinkedHashMap<>();
        used.forEach(segment -> bySegment.put(segment.name(), segment));
        for (Table table : tables) {
            String name = table.rule().segment();
            SegmentLayout.Used before = bySegment.getOrDefault(name, new SegmentLayout.Used(name, 0, 1, null, 0));
            offsets.put(table.rule(), before.size());
            bySegment.put(name, new SegmentLayout.Used(name, before.size() + 2 * table.entries().size(),
                    before.alignment(), before.where(), before.column()));
        }
        return new ArrayList<>(bySegment.values());
    }

    /** Each table's label (its address in {@code layout}) and count. */
    Map<String, Long> symbols(SegmentLayout layout) {
        Map<String, Long> symbols = new LinkedHashMap<>();
        for (Table table : tables) {
            symbols.put(table.rule().label(), layout.runAddress(table.rule().segment()) + offsets.get(table.rule()));
            if (table.rule().count() != null) {
                symbols.put(table.rule().count(), (long) table.entries().size());
            }
        }
        return symbols;
    }

    /** Writes each table's words into its segment's bytes, at its offset (the gap before it {@code fill}). */
    void writeInto(Map<String, ByteArrayOutputStream> segments, SegmentLayout layout) {
        for (Table table : tables) {
            String name = table.rule().segment();
            ByteArrayOutputStream segment = segments.computeIfAbsent(name, n -> new ByteArrayOutputStream());
            while (segment.size() < offsets.get(table.rule())) {
                segment.write(layout.fillValue(name));
            }
            for (Listed listed : table.entries()) {
                Long address = listed.symbols().value(listed.name());
                long word = address == null ? 0 : address;
                segment.write((int) (word & 0xFF));
                segment.write((int) (word >> 8 & 0xFF));
            }
        }
    }
}
