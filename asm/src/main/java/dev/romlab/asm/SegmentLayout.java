package dev.romlab.asm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where each segment of a source goes under a {@link LinkerConfig}, worked out as ld65 does it (ld65's
 * {@code CfgProcess} and its binary writer): each MEMORY area is filled from its start by the segments that load
 * or run in it, in the order SEGMENTS lists them; a segment's {@code start}, {@code offset} or {@code align} moves it
 * up, and the space skipped is filled with the area's {@code fillval}. The output file is every written area in
 * MEMORY order, each up to its last segment, or to its full size with {@code fill = yes}.
 */
final class SegmentLayout {

    /**
     * A segment as the source made it: its name, its size, what its start must be a multiple of (its
     * {@code .align}s), and where it was first named (for messages).
     */
    record Used(String name, int size, int alignment, SourceLine where, int column) {
    }

    static int leastCommonMultiple(int a, int b) {
        return a / java.math.BigInteger.valueOf(a).gcd(java.math.BigInteger.valueOf(b)).intValue() * b;
    }

    /** The fill value of the area {@code segment} loads into (0 for a segment the configuration does not place). */
    int fillValue(String segment) {
        return config.segment(segment).flatMap(rule -> config.memory().stream()
                .filter(area -> area.name().equals(rule.load())).findFirst())
                .map(LinkerConfig.MemoryArea::fillValue).orElse(0);
    }

    /** Where a segment's labels point ({@code run}) and where its bytes are stored ({@code load}). */
    record Placement(LinkerConfig.SegmentRule rule, long run, long load) {
    }

    private final LinkerConfig config;
    private final Map<String, Placement> placements = new LinkedHashMap<>();
    private final Map<String, Long> symbols = new LinkedHashMap<>();
    /** One past the last byte each area's segments fill. */
    private final Map<String, Long> areaEnds = new HashMap<>();
    /** One past the last byte of each area's last segment with contents (not bss or zp): where its file part ends. */
    private final Map<String, Long> contentEnds = new HashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    private SegmentLayout(LinkerConfig config) {
        this.config = config;
    }

    /** The layout of {@code used} (sizes from a pass over the source) under {@code config}; see {@link #problems}. */
    static SegmentLayout of(LinkerConfig config, List<Used> used) {
        SegmentLayout layout = new SegmentLayout(config);
        layout.place(used);
        return layout;
    }

    /** What ld65 would refuse: a segment the configuration does not place, an area overflowing, a start too low. */
    List<Diagnostic> problems() {
        return diagnostics;
    }

    /** The address a segment's first label gets (its run address); 0 for a segment not placed. */
    long runAddress(String segment) {
        Placement placement = placements.get(segment);
        return placement == null ? 0 : placement.run();
    }

    /** The linker's symbols: SYMBOLS, and those {@code define = yes} asks for. */
    Map<String, Long> symbols() {
        return symbols;
    }

    private void place(List<Used> used) {
        Map<String, Used> byName = new HashMap<>();
        for (Used segment : used) {
            byName.put(segment.name(), segment);
            if (config.segment(segment.name()).isEmpty()) {
                diagnostics.add(new Diagnostic(segment.where().file(), segment.where().number(), segment.column(),
                        "segment '" + segment.name() + "' is not in " + config.file() + " (its SEGMENTS has "
                        + String.join(", ", config.segments().stream().map(LinkerConfig.SegmentRule::name).toList())
                        + ")", segment.where().text()));
            }
        }
        symbols.putAll(config.symbols());
        Map<String, Long> runs = new HashMap<>();
        Map<String, Long> loads = new HashMap<>();
        for (LinkerConfig.MemoryArea area : config.memory()) {
            long address = area.start();
            for (LinkerConfig.SegmentRule rule : config.segments()) {
                Used segment = byName.get(rule.name());
                boolean runsHere = rule.runArea().equals(area.name());
                if (segment == null || !(runsHere || rule.load().equals(area.name()))) {
                    continue;
                }
                if (runsHere) {
                    address = moved(rule, area, address);
                    runs.put(rule.name(), address);
                }
                if (rule.load().equals(area.name())) {
                    loads.put(rule.name(), address);
                }
                address += segment.size();
                if (rule.load().equals(area.name()) && !rule.uninitialized()) {
                    contentEnds.put(area.name(), address);
                }
                if (address > area.start() + area.size()) {
                    long over = address - area.start() - area.size();
                    diagnostics.add(config.diagnostic(area.where(), String.format(Locale.ROOT, "memory area '%s' "
                            + "overflows by %,d byte%s (segment '%s' ends at $%04X, the area at $%04X)", area.name(), over,
                            over == 1 ? "" : "s", rule.name(), address, area.start() + area.size())));
                }
            }
            areaEnds.put(area.name(), address);
            if (area.define()) {
                symbols.put("__" + area.name() + "_START__", area.start());
                symbols.put("__" + area.name() + "_SIZE__", area.size());
                symbols.put("__" + area.name() + "_LAST__", address);
            }
        }
        long fileOffset = 0;
        for (LinkerConfig.MemoryArea area : config.memory()) {
            if (area.define()) {
                symbols.put("__" + area.name() + "_FILEOFFS__", fileOffset);
            }
            if (area.written()) {
                fileOffset += writtenLength(area);
            }
        }
        for (LinkerConfig.SegmentRule rule : config.segments()) {
            Used segment = byName.get(rule.name());
            if (segment == null) {
                continue;
            }
            Placement placement = new Placement(rule, runs.getOrDefault(rule.name(), 0L),
                    loads.getOrDefault(rule.name(), 0L));
            placements.put(rule.name(), placement);
            if (rule.define()) {
                symbols.put("__" + rule.name() + "_LOAD__", placement.load());
                symbols.put("__" + rule.name() + "_RUN__", placement.run());
                symbols.put("__" + rule.name() + "_SIZE__", (long) segment.size());
            }
        }
    }

    /** The address {@code rule}'s {@code start}, {@code offset} or {@code align} moves a segment to from {@code at}. */
    private long moved(LinkerConfig.SegmentRule rule, LinkerConfig.MemoryArea area, long at) {
        long address = at;
        if (rule.start().isPresent() || rule.offset().isPresent()) {
            long wanted = rule.start().isPresent() ? rule.start().getAsLong()
                    : area.start() + rule.offset().getAsLong();
            if (wanted < at) {
                diagnostics.add(config.diagnostic(rule.where(), String.format("segment '%s' must start at $%04X, "
                        + "but the segments before it in '%s' reach $%04X", rule.name(), wanted, area.name(), at)));
            }
            address = wanted;
        }
        if (address % rule.align() != 0) {
            address += rule.align() - address % rule.align();
        }
        return address;
    }

    /**
     * How many bytes of the file an area takes: its whole size when filled, else up to its last segment with
     * contents, as ld65 writes no bss or zp segment (a zero-page area without {@code file = ""} adds nothing).
     */
    private long writtenLength(LinkerConfig.MemoryArea area) {
        long end = areaEnds.getOrDefault(area.name(), area.start());
        return area.fill() ? Math.max(area.size(), end - area.start())
                : contentEnds.getOrDefault(area.name(), area.start()) - area.start();
    }

    /**
     * The output file, as ld65 writes it: each written area's segments that load there at their load addresses,
     * the space between (and after, with {@code fill = yes}) filled with its {@code fillval}; a bss or zp segment
     * writes nothing, or fill bytes where the area is filled.
     *
     * @param contents the bytes each segment holds
     */
    byte[] file(Map<String, byte[]> contents) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (LinkerConfig.MemoryArea area : config.memory()) {
            if (area.written()) {
                out.writeBytes(areaBytes(area, contents));
            }
        }
        return out.toByteArray();
    }

    /** The bytes of each written area at its start address, as {@link #file} writes them. */
    Map<LinkerConfig.MemoryArea, byte[]> areas(Map<String, byte[]> contents) {
        Map<LinkerConfig.MemoryArea, byte[]> areas = new LinkedHashMap<>();
        for (LinkerConfig.MemoryArea area : config.memory()) {
            if (area.written()) {
                areas.put(area, areaBytes(area, contents));
            }
        }
        return areas;
    }

    private byte[] areaBytes(LinkerConfig.MemoryArea area, Map<String, byte[]> contents) {
        byte[] bytes = new byte[(int) Math.max(0, writtenLength(area))];
        java.util.Arrays.fill(bytes, (byte) area.fillValue());
        for (Placement placement : placements.values()) {
            LinkerConfig.SegmentRule rule = placement.rule();
            byte[] content = contents.getOrDefault(rule.name(), new byte[0]);
            if (!rule.load().equals(area.name()) || rule.uninitialized()) {
                continue;
            }
            int offset = (int) (placement.load() - area.start());
            int length = Math.min(content.length, bytes.length - offset);
            if (offset >= 0 && length > 0) {
                System.arraycopy(content, 0, bytes, offset, length);
            }
        }
        return bytes;
    }

    Optional<Placement> placement(String segment) {
        return Optional.ofNullable(placements.get(segment));
    }
}
