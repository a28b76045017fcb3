package dev.romlab.asm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.OptionalInt;
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
    private final OptionalInt entry;
    /** The file ld65 would write, with a linker configuration; null without one. */
    private final byte[] linkedFile;

    public Assembly(List<Segment> segments, int origin, Map<String, Long> symbols, List<ListingLine> listing) {
        this(segments, origin, symbols, listing, List.of());
    }

    /** @param messages what {@code .echo} printed, one {@code file:line: text} entry each, in source order */
    public Assembly(List<Segment> segments, int origin, Map<String, Long> symbols, List<ListingLine> listing,
            List<String> messages) {
        this(segments, origin, symbols, listing, messages, OptionalInt.empty(), null);
    }

    /**
     * @param entry where {@code END}'s operand says the program starts ({@code END start}), if it has one
     * @param linkedFile the file a linker configuration makes (ld65's output), or null
     */
    public Assembly(List<Segment> segments, int origin, Map<String, Long> symbols, List<ListingLine> listing,
            List<String> messages, OptionalInt entry, byte[] linkedFile) {
        List<Segment> sorted = new ArrayList<>(segments);
        sorted.sort((a, b) -> Integer.compare(a.address(), b.address()));
        this.segments = List.copyOf(sorted);
        this.origin = origin;
        this.symbols = Collections.unmodifiableSortedMap(new TreeMap<>(symbols));
        this.listing = List.copyOf(listing);
        this.messages = List.copyOf(messages);
        this.entry = entry;
        this.linkedFile = linkedFile == null ? null : linkedFile.clone();
    }

    /**
     * The file ld65 writes for this source under the linker configuration it was assembled with (every written
     * MEMORY area in order, fill bytes included), or empty without a configuration. {@link #segments()} then holds
     * each written area at its start address, an area overlapping an earlier one left out (an NES image's CHR-ROM
     * at $0000 under its header).
     */
    public java.util.Optional<byte[]> linkedFile() {
        return java.util.Optional.ofNullable(linkedFile).map(byte[]::clone);
    }

    /** The placed bytes as runs of consecutive addresses, in address order, never overlapping or touching. */
    public List<Segment> segments() {
        return segments;
    }

    /** The address of the first {@code .org} (0 when there is none): where the program starts. */
    public int origin() {
        return origin;
    }

    /**
     * Where {@code END}'s operand says the program starts ({@code END start}, as pasmo and zmac read it), if it has
     * one; a runner starts at {@link #origin()} otherwise.
     */
    public OptionalInt entry() {
        return entry;
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
