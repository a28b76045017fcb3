package dev.romlab.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The headings of a Markdown file and the anchors GitHub gives them, so that a test can check a link such as
 * {@code [symbol files](#symbol-files)} without a browser.
 *
 * <p>GitHub's rule (github-slugger, which github.com's renderer follows): take the heading's text as it renders
 * (code spans without their backticks, a link as its text), lower-case it, delete every character that is not a
 * letter, a digit, a combining mark, a connector such as {@code _}, a hyphen or a space, then turn each space into
 * a hyphen; the second heading with the same anchor gets {@code -1}, the third {@code -2}. Emphasis written with
 * {@code _} outside code is not recognised here (no heading of the repository uses it).
 *
 * @param headings every ATX heading outside fenced code blocks, in order
 */
record MarkdownHeadings(List<Heading> headings) {

    /** One heading: its level (the number of {@code #}), its text as written, and its anchor. */
    record Heading(int level, String text, String anchor) {
    }

    private static final Pattern FENCE = Pattern.compile("^\\s*```");
    private static final Pattern ATX = Pattern.compile("^(#{1,6})\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
    /** What github-slugger deletes: all but letters, digits, marks, connector punctuation, '-' and ' '. */
    private static final Pattern NOT_IN_ANCHOR = Pattern.compile("[^\\p{L}\\p{N}\\p{M}\\p{Pc}\\- ]");

    /** The headings of a Markdown file's lines. */
    static MarkdownHeadings of(List<String> lines) {
        List<Heading> headings = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean inFence = false;
        for (String line : lines) {
            if (FENCE.matcher(line).find()) {
                inFence = !inFence;
                continue;
            }
            Matcher m = ATX.matcher(line);
            if (inFence || !m.matches()) {
                continue;
            }
            String text = m.group(2);
            String anchor = anchor(text);
            int earlier = seen.merge(anchor, 1, Integer::sum) - 1;
            headings.add(new Heading(m.group(1).length(), text, earlier == 0 ? anchor : anchor + "-" + earlier));
        }
        return new MarkdownHeadings(List.copyOf(headings));
    }

    /** The anchor GitHub gives the first heading of this text. */
    static String anchor(String headingText) {
        String rendered = LINK.matcher(headingText).replaceAll("$1").replace("`", "");
        return NOT_IN_ANCHOR.matcher(rendered.toLowerCase(Locale.ROOT)).replaceAll("").replace(' ', '-');
    }

    /** Whether some heading has this anchor. */
    boolean hasAnchor(String anchor) {
        return headings.stream().anyMatch(heading -> heading.anchor().equals(anchor));
    }
}
