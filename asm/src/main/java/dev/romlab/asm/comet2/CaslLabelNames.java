package dev.romlab.asm.comet2;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The labels a CASL II (or MLFE) disassembly writes for a program's symbols, every one a valid label and no two
 * alike, so that the text assembles back to the same words.
 *
 * <p>A symbol is shortened to what the source may write: its program's own label {@code PROG.LOOP} is {@code LOOP}
 * (labels are scoped by program); on COMET II, where a label is 1-8 upper-case letters and digits starting with a
 * letter (specification, "label"), the name is upper-cased, other characters are dropped and it is cut to 8
 * characters; a name that would start with a digit, be empty or be a register name gets an {@code L} in front. Two
 * symbols can then come out alike ({@code P.A} and {@code Q.A}; {@code COUNTER_1} and {@code COUNTER_2} on COMET
 * II). The symbols are taken in name order; the first keeps the shortened name and each later one gets the smallest
 * number from 2 up that makes a free, valid label, the name cut further to keep 8 characters: {@code A}, {@code A2};
 * {@code COUNTER1}, {@code COUNTER2}, {@code COUNTE10}.
 */
final class CaslLabelNames {

    private static final int CASL2_LABEL_LENGTH = 8;

    private final Comet2Profile profile;

    CaslLabelNames(Comet2Profile profile) {
        this.profile = profile;
    }

    /** Each of {@code symbols} to its label, distinct and valid for the profile. */
    Map<String, String> of(Collection<String> symbols) {
        Map<String, String> labels = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (String symbol : new TreeSet<>(symbols)) {
            String wanted = shortened(symbol);
            String label = wanted;
            for (int number = 2; taken.contains(label) || !profile.isLabel(label); number++) {
                label = numbered(wanted, number);
            }
            taken.add(label);
            labels.put(symbol, label);
        }
        return labels;
    }

    /** The symbol as the profile may write it, before making it distinct. */
    private String shortened(String symbol) {
        String name = symbol.substring(symbol.lastIndexOf('.') + 1);
        StringBuilder kept = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (profile == Comet2Profile.COMET2) {
                char upper = Character.toUpperCase(c);
                if (upper >= 'A' && upper <= 'Z' || c >= '0' && c <= '9') {
                    kept.append(upper);
                }
            } else if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
                kept.append(c);
            }
        }
        String label = kept.toString();
        if (label.isEmpty() || Character.isDigit(label.charAt(0)) || profile.register(label) >= 0) {
            label = "L" + label;
        }
        return fitted(label, "");
    }

    private String numbered(String wanted, int number) {
        return fitted(wanted, Integer.toString(number));
    }

    /** {@code name} then {@code suffix}, {@code name} cut so that the whole stays within a CASL II label's length. */
    private String fitted(String name, String suffix) {
        if (profile == Comet2Profile.COMET2 && name.length() + suffix.length() > CASL2_LABEL_LENGTH) {
            return name.substring(0, CASL2_LABEL_LENGTH - suffix.length()) + suffix;
        }
        return name + suffix;
    }
}
