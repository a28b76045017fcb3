package dev.romlab.asm;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The ca65 segments of one pass: each collects its own bytes, and the source switches between them
 * ({@code .segment}, {@code .code}, {@code .pushseg}/{@code .popseg}). Only a linked assembly (one given a linker
 * configuration) keeps buffers; without one, switching changes nothing and the bytes go where the address says.
 */
final class SegmentBuffers {

    private static final String DEFAULT_SEGMENT = "CODE";
    /** The segments ca65 makes zero page by their name alone (ca65 Users Guide, ".segment"). */
    private static final Set<String> ZERO_PAGE_SEGMENTS = Set.of("ZEROPAGE", "EXTZP");

    /** Where segments go (null before the first layout: all at 0). */
    private final SegmentLayout layout;
    /** The segments named so far, in order of first use (a linked assembly; empty otherwise). */
    private final Map<String, SegmentBytes> buffers = new LinkedHashMap<>();
    /** Null without a linker configuration. */
    private SegmentBytes current;
    /** The segments {@code .pushseg} remembered, innermost first (kept unlinked too, to report a lone pop). */
    private final Deque<String> pushed = new ArrayDeque<>();

    /**
     * A segment's bytes as the source places them, one after the other, and the address the next one gets: its
     * run address from the layout, moved by a {@code .org} inside it (which, as in ca65, changes addresses only).
     */
    private static final class SegmentBytes {
        private final String name;
        private final boolean zeroPage;
        private final SourceLine where;
        private final int column;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private int address;
        /** What the file's part must start at a multiple of: every {@code .align} in it (ld65 aligns the part). */
        private int alignment = 1;

        SegmentBytes(String name, boolean zeroPage, SourceLine where, int column, int address) {
            this.name = name;
            this.zeroPage = zeroPage;
            this.where = where;
            this.column = column;
            this.address = address;
        }
    }

    /** Where this file's part of each segment starts within the segment (files linked before it fill the rest). */
    private final Map<String, Integer> offsets;

    private SegmentBuffers(SegmentLayout layout, Map<String, Integer> offsets) {
        this.layout = layout;
        this.offsets = offsets;
    }

    /** Without a linker configuration: no buffers, only the {@code .pushseg} count. */
    static SegmentBuffers unlinked() {
        return new SegmentBuffers(null, Map.of());
    }

    /**
     * A linked assembly placed by {@code layout}, each segment starting {@code offsets} bytes in (0 if absent); ca65
     * starts every source in the CODE segment.
     */
    static SegmentBuffers linked(SegmentLayout layout, String rootFile, Map<String, Integer> offsets) {
        SegmentBuffers segments = new SegmentBuffers(layout, offsets);
        segments.current = new SegmentBytes(DEFAULT_SEGMENT, false, new SourceLine(rootFile, 1, ""), 1,
                segments.runAddress(DEFAULT_SEGMENT));
        segments.buffers.put(DEFAULT_SEGMENT, segments.current);
        return segments;
    }

    boolean linked() {
        return current != null;
    }

    /** The address the current segment continues at (a linked assembly). */
    int address() {
        return current.address;
    }

    /**
     * Makes {@code name} the current segment, where it stopped before, and returns its address; {@code address}
     * is where the one left stopped. Unlinked, nothing changes and {@code address} comes back.
     */
    int enter(String name, boolean zeroPage, SourceLine where, int column, int address) {
        if (current == null) {
            return address;
        }
        current.address = address;
        boolean zp = zeroPage || ZERO_PAGE_SEGMENTS.contains(name);
        current = buffers.computeIfAbsent(name, n -> new SegmentBytes(n, zp, where, column, runAddress(n)));
        return current.address;
    }

    /** {@code .pushseg}: remembers the current segment. */
    void push() {
        pushed.push(current == null ? DEFAULT_SEGMENT : current.name);
    }

    /** {@code .popseg}: enters the segment last pushed, as {@link #enter}; empty when none was pushed. */
    OptionalInt pop(SourceLine where, int column, int address) {
        if (pushed.isEmpty()) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(enter(pushed.pop(), false, where, column, address));
    }

    /** Appends to the current segment (a linked assembly). */
    void write(byte[] bytes) {
        current.bytes.writeBytes(bytes);
    }

    /** {@code .align step} in the current segment: the file's part of it starts at a multiple of {@code step}. */
    void alignPart(int step) {
        current.alignment = SegmentLayout.leastCommonMultiple(current.alignment, step);
    }

    /**
     * What {@code .res} and {@code .align} without a value of their own fill with here: the {@code fillval} of the
     * area the current segment loads into, as ld65 fills what ca65 leaves unset (0 before the layout is known).
     */
    int unsetByte() {
        return layout == null || current == null ? 0 : layout.fillValue(current.name);
    }

    /** How many bytes the current segment holds (a linked assembly). */
    int size() {
        return current.bytes.size();
    }

    /** Whether labels here are absolute whatever their value: linked, in a segment that is not zero page. */
    boolean inAbsoluteSegment() {
        return current != null && !current.zeroPage;
    }

    /** The segments as the source filled them, in order of first use (empty unlinked). */
    List<SegmentLayout.Used> used() {
        List<SegmentLayout.Used> used = new ArrayList<>();
        buffers.values().forEach(s -> {
            if (s.bytes.size() > 0 || !s.name.equals(DEFAULT_SEGMENT)) {
                used.add(new SegmentLayout.Used(s.name, s.bytes.size(), s.alignment, s.where, s.column));
            }
        });
        return used;
    }

    /** Each segment's bytes. */
    Map<String, byte[]> contents() {
        Map<String, byte[]> contents = new LinkedHashMap<>();
        buffers.values().forEach(s -> contents.put(s.name, s.bytes.toByteArray()));
        return contents;
    }

    private int runAddress(String name) {
        return layout == null ? 0 : (int) layout.runAddress(name) + offsets.getOrDefault(name, 0);
    }
}
