package dev.romlab.asm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Source files linked by an ld65 configuration, as {@code ca65 a.s; ca65 b.s; ld65 -C x.cfg a.o b.o} links them:
 * each file is its own unit (its names private unless exported), its part of each segment follows the earlier
 * files' parts, and an imported name takes the value its exporter gives it. Passes, over every unit in turn: the
 * first measures each segment (all placed at 0: sizes do not depend on addresses, as linked labels are absolute),
 * the layout places them, the second gives every label its address, exports then reach the importers, and the last
 * produces the bytes, which are linked into ld65's file.
 */
final class LinkedProgram {

    private LinkedProgram() {
    }

    static Assembly link(List<TwoPassAssembly> units) throws AssemblyException {
        LinkerConfig config = units.get(0).linkerConfig();
        List<List<SegmentLayout.Used>> measured = new ArrayList<>();
        for (TwoPassAssembly unit : units) {
            config.symbols().forEach((name, value) -> unit.symbols().define(name, value, SymbolTable.LINKER,
                    config.file()));
            AssemblyPass measure = new AssemblyPass(unit, true, false, null);
            measure.assembleRoot(unit.rootFile(), unit.rootText());
            unit.laterTextMacros(measure.plainDefines());
            measured.add(measure.usedSegments());
        }
        CondesTables tables = CondesTables.of(config, units);
        SegmentLayout layout = SegmentLayout.of(config, tables.appendedTo(placeAfterEachOther(units, measured)));
        Map<String, Long> linkerSymbols = new LinkedHashMap<>(layout.symbols());
        linkerSymbols.putAll(tables.symbols(layout));
        for (TwoPassAssembly unit : units) {
            linkerSymbols.forEach((name, value) -> unit.symbols().define(name, value, SymbolTable.LINKER,
                    config.file()));
        }
        // An export may be an equate of another file's import (.export limit = width * 2): passes until no
        // further export gets its value.
        List<Diagnostic> diagnostics;
        int resolved = -1;
        while (true) {
            for (TwoPassAssembly unit : units) {
                new AssemblyPass(unit, false, false, layout).assembleRoot(unit.rootFile(), unit.rootText());
            }
            Map<String, Long> values = new HashMap<>();
            diagnostics = resolveImports(units, values);
            if (values.size() <= resolved) {
                break;
            }
            resolved = values.size();
        }
        List<AssemblyPass> last = new ArrayList<>();
        List<SegmentLayout.Used> used = new ArrayList<>();
        for (TwoPassAssembly unit : units) {
            AssemblyPass pass = new AssemblyPass(unit, false, true, layout);
            pass.assembleRoot(unit.rootFile(), unit.rootText());
            diagnostics.addAll(pass.diagnostics());
            last.add(pass);
        }
        diagnostics.addAll(unresolved(units, last));
        if (!diagnostics.isEmpty()) {
            throw new AssemblyException(diagnostics);
        }
        List<List<SegmentLayout.Used>> filled = last.stream().map(AssemblyPass::usedSegments).toList();
        SegmentLayout finalLayout = SegmentLayout.of(config, tables.appendedTo(placeAfterEachOther(units, filled)));
        if (!finalLayout.problems().isEmpty()) {
            throw new AssemblyException(finalLayout.problems());
        }
        Map<String, byte[]> contents = concatenated(units, last, finalLayout, tables);
        List<Segment> segments = new ArrayList<>();
        finalLayout.areas(contents).forEach((area, bytes) -> {
            boolean overlaps = segments.stream().anyMatch(s -> s.address() < area.start() + bytes.length
                    && area.start() < s.end());
            if (bytes.length > 0 && !overlaps && area.start() + bytes.length <= 0x10000) {
                segments.add(new Segment((int) area.start(), bytes));
            }
        });
        int origin = segments.isEmpty() ? 0 : segments.get(0).address();
        Map<String, Long> symbols = new LinkedHashMap<>();
        List<ListingLine> listing = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        OptionalInt entry = OptionalInt.empty();
        for (int i = 0; i < units.size(); i++) {
            units.get(i).symbols().values().forEach(symbols::putIfAbsent);
            listing.addAll(last.get(i).listing());
            messages.addAll(last.get(i).messages());
            entry = entry.isPresent() ? entry : last.get(i).entry();
        }
        return new Assembly(segments, origin, symbols, listing, messages, entry, finalLayout.file(contents));
    }

    /**
     * The segments the units fill, each once with its size over all units, and where each unit's part of each
     * segment starts (set in the units), in file order as ld65 places objects.
     */
    private static List<SegmentLayout.Used> placeAfterEachOther(List<TwoPassAssembly> units,
            List<List<SegmentLayout.Used>> usedByUnit) {
        Map<String, SegmentLayout.Used> total = new LinkedHashMap<>();
        for (int i = 0; i < units.size(); i++) {
            units.get(i).segmentOffsets().clear();
            for (SegmentLayout.Used part : usedByUnit.get(i)) {
                SegmentLayout.Used before = total.get(part.name());
                int size = before == null ? 0 : before.size();
                // ld65 starts each object's part of a segment at a multiple of the part's alignment.
                int offset = (size + part.alignment() - 1) / part.alignment() * part.alignment();
                units.get(i).segmentOffsets().put(part.name(), offset);
                total.put(part.name(), before == null ? part
                        : new SegmentLayout.Used(part.name(), offset + part.size(),
                                SegmentLayout.leastCommonMultiple(before.alignment(), part.alignment()),
                                before.where(), before.column()));
            }
        }
        return new ArrayList<>(total.values());
    }

    /**
     * Each segment's bytes, the units' parts one after the other, each at its offset, then its CONDES tables; the
     * gap an alignment leaves holds the area's fill value, as ld65 fills it.
     */
    private static Map<String, byte[]> concatenated(List<TwoPassAssembly> units, List<AssemblyPass> passes,
            SegmentLayout layout, CondesTables tables) {
        Map<String, ByteArrayOutputStream> joined = new LinkedHashMap<>();
        for (int i = 0; i < passes.size(); i++) {
            Map<String, Integer> offsets = units.get(i).segmentOffsets();
            passes.get(i).segmentContents().forEach((name, bytes) -> {
                ByteArrayOutputStream segment = joined.computeIfAbsent(name, n -> new ByteArrayOutputStream());
                while (segment.size() < offsets.getOrDefault(name, 0)) {
                    segment.write(layout.fillValue(name));
                }
                segment.writeBytes(bytes);
            });
        }
        tables.writeInto(joined, layout);
        Map<String, byte[]> contents = new LinkedHashMap<>();
        joined.forEach((name, bytes) -> contents.put(name, bytes.toByteArray()));
        return contents;
    }

    /**
     * Gives each unit's imports the values their exporters gave them; a name exported by two files, or exported
     * but never defined, is an error at its export.
     *
     * @param values receives the value of each export that has one
     */
    private static List<Diagnostic> resolveImports(List<TwoPassAssembly> units, Map<String, Long> values) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        Map<String, Linkage.Declared> exporters = new HashMap<>();
        for (TwoPassAssembly unit : units) {
            for (Linkage.Declared export : unit.linkage().exported(unit.symbols())) {
                Long value = unit.symbols().value(export.name());
                Linkage.Declared earlier = exporters.putIfAbsent(export.name(), export);
                if (value == null) {
                    diagnostics.add(export.error("'" + export.name() + "' is exported but never defined"));
                } else if (earlier != null) {
                    diagnostics.add(export.error("'" + export.name() + "' is exported twice (also by "
                            + earlier.where().where(earlier.column()) + ")"));
                } else {
                    values.put(export.name(), value);
                }
            }
        }
        for (TwoPassAssembly unit : units) {
            for (Linkage.Declared imported : unit.linkage().imported(unit.symbols())) {
                Long value = values.get(imported.name());
                if (value != null) {
                    unit.symbols().define(imported.name(), value, SymbolTable.LINKER,
                            exporters.get(imported.name()).where().file());
                }
            }
        }
        return diagnostics;
    }

    /** An import used in its file that no file exports, at the import (as ld65's "Unresolved external"). */
    private static List<Diagnostic> unresolved(List<TwoPassAssembly> units, List<AssemblyPass> passes) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            TwoPassAssembly unit = units.get(i);
            for (Linkage.Declared imported : unit.linkage().imported(unit.symbols())) {
                if (!unit.symbols().isDefined(imported.name()) && passes.get(i).references(imported.name())) {
                    diagnostics.add(imported.error("'" + imported.name() + "' is imported but no file exports it"));
                }
            }
        }
        return diagnostics;
    }
}
