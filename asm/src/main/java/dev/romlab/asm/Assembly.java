package dev.romlab.asm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.NoSuchElementException;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The result of a successful assembly: the bytes placed by address (as {@link Segment}s), the origin, the
 * symbol table and the listing. Immutable.
 *
 * <p>The raw binary image ({@link #toBinary()}) runs from the lowest to the highest address written, with the
 * gaps between segments filled with zero bytes. {@code .ds} counts as written (its fill bytes are placed).
 */
public final class Assembly {

    private final List<Segment> segments;
    private final int origin;
    private final SortedMap<String, Long> symbols;
    private final List<ListingLine> listing;
    private final List<String> messages;
    /** The address the source's {@code END} names, if it names one. */
    private final OptionalInt entry;

    public Assembly(List<Segment> segments, int origin, Map<String, Long> symbols, List<ListingLine> listing) {
        this(segments, origin, symbols, listing, List.of());
    }

    /** @param messages what {@code .echo} printed, one {@code file:line: text} entry each, in source order */
    public Assembly(List<Segment> segments, int origin, Map<String, Long> symbols, List<ListingLine> listing,
            List<String> messages) {
        List<Segment> sorted = new ArrayList<>(segments);
        sorted.sort((a, b) -> Integer.compare(a.address(), b.address()));
        this.segments = List.copyOf(sorted);
        this.origin = origin;
        this.symbols = Collections.unmodifiableSortedMap(new TreeMap<>(symbols));
        this.listing = List.copyOf(listing);
        this.messages = List.copyOf(messages);
        this.entry = OptionalInt.empty();
    }

    private Assembly(Assembly assembly, OptionalInt entry) {
        this.segments = assembly.segments;
        this.origin = assembly.origin;
        this.symbols = assembly.symbols;
        this.listing = assembly.listing;
        this.messages = assembly.messages;
        this.entry = entry;
    }

    /** This assembly with the entry address {@code END} named ({@code END START}: TI's and pasmo's way). */
    public Assembly withEntry(OptionalInt newEntry) {
        return new Assembly(this, newEntry);
    }

    /** Where the program starts when its {@code END} names an address ({@code END START}); empty otherwise. */
    public OptionalInt entry() {
        return entry;
    }

    /** The placed bytes as runs of consecutive addresses, in address order, never overlapping or touching. */
    public List<Segment> segments() {
        return segments;
    }

    /** The address of the first {@code .org} (0 when there is none): where the program starts. */
    public int origin() {
        return origin;
    }

    /** Every symbol (labels, {@code .equ} constants, command-line definitions), sorted by name. */
    public SortedMap<String, Long> symbols() {
        return symbols;
    }

    /** The value of a symbol that must exist (an entry point, a variable): throws if it does not. */
    public long symbol(String name) {
        Long value = symbols.get(name);
        if (value == null) {
            throw new NoSuchElementException("no symbol '" + name + "' in the assembly");
        }
        return value;
    }

    public List<ListingLine> listing() {
        return listing;
    }

    /** What {@code .echo} statements printed ({@code file:line: text}), in source order. */
    public List<String> messages() {
        return messages;
    }

    public boolean isEmpty() {
        return segments.isEmpty();
    }

    /** The lowest address written; throws when nothing was written. */
    public int lowestAddress() {
        requireBytes();
        return segments.get(0).address();
    }

    /** The highest address written (inclusive); throws when nothing was written. */
    public int highestAddress() {
        requireBytes();
        return segments.get(segments.size() - 1).end() - 1;
    }

    /** The raw binary: lowest to highest address written, gaps filled with 0; empty when nothing was written. */
    public byte[] toBinary() {
        if (segments.isEmpty()) {
            return new byte[0];
        }
        int base = lowestAddress();
        byte[] image = new byte[highestAddress() - base + 1];
        for (Segment segment : segments) {
            System.arraycopy(segment.bytes(), 0, image, segment.address() - base, segment.length());
        }
        return image;
    }

    /** Copies every segment into a 64 KiB memory image (such as the CPU's memory array) at its address. */
    public void copyInto(byte[] memory) {
        for (Segment segment : segments) {
            System.arraycopy(segment.bytes(), 0, memory, segment.address(), segment.length());
        }
    }

    private void requireBytes() {
        if (segments.isEmpty()) {
            throw new IllegalStateException("the assembly placed no bytes");
        }
    }
}
