package dev.romlab.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutates an assembly source as a hurried or hostile user would: lines dropped, repeated or swapped (an
 * {@code END} lost, a label defined twice), tokens moved between lines, numbers replaced by ones at and past every
 * width, odd characters (NUL, quotes, non-ASCII) put in, the end cut off.
 */
final class SourceMutator {

    /** Numbers at and past the limits of every width the assemblers know, in their notations. */
    private static final String[] EXTREME = {"9223372036854775808", "99999999999999999999999",
        "-9223372036854775808", "4294967296", "65536", "#FFFFFFFFFFFFFFFFF", "$FFFFFFFFFFFF", ">FFFFFFFF",
        "0FFFFFFFFFFFFFFFFFh", "-1", "2147483648", "=9223372036854775808", "=5", "=#FFFF", "='x'", "''", "'", "\"",
        "(((((1)))))", "0", ""};
    private static final String[] ODD = {"\u0000", "\t", "\u00e9", "\u3042", "\\", "'", "\"", ",", ";", "*", "=",
        "#", "$", "%", "(", ")", "+", "-", ":", ".", "\r", "\uFFFD", "@", "!", "&", "|", "^", "~", "<", ">", "[",
        "]", "{", "}"};
    private static final Pattern NUMBER = Pattern.compile("[#$>%]?[0-9][0-9A-Fa-f]*[hH]?");
    private static final Pattern TOKEN_EDGE = Pattern.compile("(?<=[\\s,])|(?=[\\s,])");

    private SourceMutator() {
    }

    /** {@code source} with 1 to 4 mutations. */
    static String mutate(String source, SplittableRandom random) {
        List<String> lines = new ArrayList<>(source.lines().toList());
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations; m++) {
            mutateOnce(lines, random);
        }
        return String.join("\n", lines) + "\n";
    }

    private static void mutateOnce(List<String> lines, SplittableRandom random) {
        if (lines.isEmpty()) {
            lines.add("");
        }
        int i = random.nextInt(lines.size());
        String line = lines.get(i);
        int at = random.nextInt(line.length() + 1);
        switch (random.nextInt(10)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, lines.get(random.nextInt(lines.size())));
            case 2 -> Collections.swap(lines, i, random.nextInt(lines.size()));
            case 3, 4 -> lines.set(i, tokenEdit(line, lines, random));
            case 5 -> lines.set(i, replaceNumber(line, random));
            case 6 -> lines.set(i, line.substring(0, at) + pick(ODD, random) + line.substring(at));
            case 7 -> lines.set(i, at < line.length() ? line.substring(0, at) + line.substring(at + 1) : line);
            case 8 -> {
                while (lines.size() > 1 && random.nextInt(4) != 0) {
                    lines.remove(lines.size() - 1); // the end cut off, its END with it
                }
            }
            default -> lines.set(i, line.substring(0, at) + pick(EXTREME, random) + line.substring(at));
        }
    }

    private static String tokenEdit(String line, List<String> lines, SplittableRandom random) {
        List<String> tokens = new ArrayList<>(Arrays.asList(TOKEN_EDGE.split(line)));
        int i = random.nextInt(tokens.size());
        switch (random.nextInt(4)) {
            case 0 -> tokens.remove(i);
            case 1 -> tokens.add(i, tokens.get(random.nextInt(tokens.size())));
            case 2 -> Collections.swap(tokens, i, random.nextInt(tokens.size()));
            default -> {
                String[] others = TOKEN_EDGE.split(lines.get(random.nextInt(lines.size())));
                tokens.set(i, others[random.nextInt(others.length)]);
            }
        }
        return String.join("", tokens);
    }

    private static String replaceNumber(String line, SplittableRandom random) {
        Matcher matcher = NUMBER.matcher(line);
        List<int[]> spans = new ArrayList<>();
        while (matcher.find()) {
            spans.add(new int[] {matcher.start(), matcher.end()});
        }
        if (spans.isEmpty()) {
            return line + " " + pick(EXTREME, random);
        }
        int[] span = spans.get(random.nextInt(spans.size()));
        return line.substring(0, span[0]) + pick(EXTREME, random) + line.substring(span[1]);
    }

    private static String pick(String[] choices, SplittableRandom random) {
        return choices[random.nextInt(choices.length)];
    }
}
