package dev.romlab.cli;

import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Ranges of addresses, such as the data ranges of {@code disasm --data FROM-TO}: both ends included, as romlab
 * writes ranges ({@code $0112-$0116}); ranges that overlap or touch merge.
 */
final class AddressRanges {

    /** No addresses. */
    static final AddressRanges NONE = new AddressRanges(List.of());

    /** One range, {@code first} to {@code last} included. */
    record Range(int first, int last) {
    }

    /** First address to the address after the last, merged. */
    private final NavigableMap<Integer, Integer> ends = new TreeMap<>();

    AddressRanges(List<Range> ranges) {
        ranges.stream().sorted((a, b) -> Integer.compare(a.first(), b.first())).forEach(range -> {
            Map.Entry<Integer, Integer> before = ends.floorEntry(range.first());
            if (before != null && before.getValue() >= range.first()) {
                ends.put(before.getKey(), Math.max(before.getValue(), range.last() + 1));
            } else {
                ends.put(range.first(), range.last() + 1);
            }
        });
    }

    boolean contains(int address) {
        Map.Entry<Integer, Integer> range = ends.floorEntry(address);
        return range != null && address < range.getValue();
    }

    /** The address after the range that holds {@code address}. */
    int endOf(int address) {
        return ends.floorEntry(address).getValue();
    }

    /** The first address of the next range after {@code address}, or {@link Integer#MAX_VALUE} when none follows. */
    int nextStart(int address) {
        Integer next = ends.higherKey(address);
        return next == null ? Integer.MAX_VALUE : next;
    }

    /** {@code FROM-TO}: two addresses in any {@link NumberLiteral} form, the second not below the first. */
    static final class Converter implements ITypeConverter<Range> {

        @Override
        public Range convert(String text) {
            int dash = text.indexOf('-', 1);
            if (dash < 0) {
                throw new TypeConversionException("expected FROM-TO (both included), e.g. 0x112-0x116, found '" + text
                        + "'");
            }
            AddressConverter addresses = new AddressConverter();
            int first = addresses.convert(text.substring(0, dash));
            int last = addresses.convert(text.substring(dash + 1));
            if (last < first) {
                throw new TypeConversionException("'" + text + "' ends before it starts");
            }
            return new Range(first, last);
        }
    }
}
