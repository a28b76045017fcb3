package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Ranges of addresses, such as the data ranges of {@code disasm --data FROM-TO} and of a symbol file's
 * {@code ; data $0112-$0116} lines: both ends included, as romlab writes ranges; ranges that overlap or touch merge.
 */
public final class AddressRanges {

    /** No addresses. */
    public static final AddressRanges NONE = new AddressRanges(List.of());

    /** One range, {@code first} to {@code last} included. */
    public record Range(int first, int last) {
    }

    /** First address to the address after the last, merged. */
    private final NavigableMap<Integer, Integer> ends = new TreeMap<>();

    public AddressRanges(List<Range> ranges) {
        ranges.stream().sorted((a, b) -> Integer.compare(a.first(), b.first())).forEach(range -> {
            Map.Entry<Integer, Integer> before = ends.floorEntry(range.first());
            if (before != null && before.getValue() >= range.first()) {
                ends.put(before.getKey(), Math.max(before.getValue(), range.last() + 1));
            } else {
                ends.put(range.first(), range.last() + 1);
            }
        });
    }

    public boolean contains(int address) {
        Map.Entry<Integer, Integer> range = ends.floorEntry(address);
        return range != null && address < range.getValue();
    }

    /** The address after the range that holds {@code address}. */
    public int endOf(int address) {
        return ends.floorEntry(address).getValue();
    }

    /** The first address of the next range after {@code address}, or {@link Integer#MAX_VALUE} when none follows. */
    public int nextStart(int address) {
        Integer next = ends.higherKey(address);
        return next == null ? Integer.MAX_VALUE : next;
    }

    /** The merged ranges, in address order. */
    public List<Range> ranges() {
        List<Range> ranges = new ArrayList<>();
        ends.forEach((first, end) -> ranges.add(new Range(first, end - 1)));
        return ranges;
    }

    /** These ranges and {@code other}'s. */
    public AddressRanges with(AddressRanges other) {
        List<Range> both = new ArrayList<>(ranges());
        both.addAll(other.ranges());
        return new AddressRanges(both);
    }

    /**
     * The addresses {@code assembly} fills with data directives ({@code .db}, {@code DATA}, {@code DC}, literals):
     * its listing's rows that placed bytes without an instruction's cycles; {@code wordBytes} bytes per address.
     */
    public static AddressRanges dataOf(Assembly assembly, int wordBytes) {
        List<Range> ranges = new ArrayList<>();
        for (ListingLine row : assembly.listing()) {
            if (row.hasAddress() && row.bytes().length >= wordBytes && row.cycles().isEmpty()) {
                ranges.add(new Range(row.address(), row.address() + row.bytes().length / wordBytes - 1));
            }
        }
        return new AddressRanges(ranges);
    }
}
