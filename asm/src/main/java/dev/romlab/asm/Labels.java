package dev.romlab.asm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * Names for addresses, and addresses for names: what disassemblies, traces, stop lines and memory dumps show
 * instead of bare numbers, and what users may type instead of an address ({@code --break loop}).
 *
 * <p>Built from an assembly's symbols ({@link #of(Assembly)}) or from a symbol file ({@link SymbolFile#parse})
 * with the segments its program fills. An address that has several names shows the first in name order
 * ({@link #nameAt}); {@link #namesAt} gives them all. An address inside the program's bytes without a name of its
 * own shows as the nearest name below it plus the offset ({@code loop+3}), where that name is inside the same
 * bytes: a constant such as {@code DIESIDES = $0014} names $0014 itself, never $0015.
 */
public final class Labels {

    /** No names at all. */
    public static final Labels NONE = new Labels(Map.of(), new TreeMap<>());

    private final NavigableMap<Integer, List<String>> byAddress = new TreeMap<>();
    private final Map<String, Integer> byName = new HashMap<>();
    /** The program's bytes as address ranges: first address to the address after the last. */
    private final NavigableMap<Integer, Integer> ranges;

    private Labels(Map<String, Long> symbols, NavigableMap<Integer, Integer> ranges) {
        symbols.forEach((name, value) -> {
            if (value >= 0 && value <= Integer.MAX_VALUE) {
                byName.put(name, value.intValue());
                byAddress.computeIfAbsent(value.intValue(), address -> new ArrayList<>()).add(name);
            }
        });
        byAddress.values().forEach(Collections::sort);
        this.ranges = ranges;
    }

    /** The symbols of {@code assembly}; the bytes it places are where {@code name+offset} applies. */
    public static Labels of(Assembly assembly) {
        return of(assembly.symbols(), assembly.segments());
    }

    /**
     * {@code symbols} (as {@link SymbolFile#parse} reads them) for a program whose bytes are {@code segments}:
     * where {@code name+offset} applies.
     */
    public static Labels of(Map<String, Long> symbols, List<Segment> segments) {
        NavigableMap<Integer, Integer> ranges = new TreeMap<>();
        for (Segment segment : segments) {
            ranges.put(segment.address(), segment.end());
        }
        return new Labels(symbols, ranges);
    }

    public boolean isEmpty() {
        return byName.isEmpty();
    }

    /** Every name, in no particular order. */
    public Set<String> names() {
        return Collections.unmodifiableSet(byName.keySet());
    }

    /**
     * The same addresses under the names {@code renaming} gives (a name it lacks is kept): a disassembly's labels as
     * the CPU's source writes them ({@code Disassembler.sourceNames}). Distinct new names keep every address named.
     */
    public Labels renamed(Map<String, String> renaming) {
        Map<String, Long> symbols = new HashMap<>();
        byName.forEach((name, address) -> symbols.put(renaming.getOrDefault(name, name), (long) address));
        return new Labels(symbols, ranges);
    }

    /** Every name of {@code address}, in name order; empty when it has none. */
    public List<String> namesAt(int address) {
        return Collections.unmodifiableList(byAddress.getOrDefault(address, List.of()));
    }

    /** The name shown for {@code address}: its first name in name order, or null when it has none. */
    public String nameAt(int address) {
        List<String> names = byAddress.get(address);
        return names == null ? null : names.get(0);
    }

    /** {@code loop} for an address with a name, {@code loop+3} for one inside the program after {@code loop}. */
    public String labelOf(int address) {
        String name = nameAt(address);
        if (name != null) {
            return name;
        }
        if (!inProgram(address)) {
            return null;
        }
        Map.Entry<Integer, List<String>> below = byAddress.floorEntry(address);
        if (below == null || below.getKey() < ranges.floorKey(address)) {
            return null;
        }
        return below.getValue().get(0) + "+" + (address - below.getKey());
    }

    /** Whether {@code address} holds one of the program's bytes: where {@code name+offset} applies. */
    public boolean inProgram(int address) {
        Map.Entry<Integer, Integer> range = ranges.floorEntry(address);
        return range != null && address < range.getValue();
    }

    /** The address of {@code name}, or of {@code name+offset} ({@code loop+3}); empty for an unknown name. */
    public OptionalInt addressOf(String name) {
        Integer address = byName.get(name);
        if (address != null) {
            return OptionalInt.of(address);
        }
        int plus = name.lastIndexOf('+');
        if (plus > 0 && plus < name.length() - 1 && name.substring(plus + 1).chars().allMatch(Character::isDigit)
                && byName.containsKey(name.substring(0, plus))) {
            return OptionalInt.of(byName.get(name.substring(0, plus)) + Integer.parseInt(name.substring(plus + 1)));
        }
        return OptionalInt.empty();
    }
}
