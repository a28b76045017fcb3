package dev.romlab.cli;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * The patterns of a {@code .gitignore} file, enough of git's rules for the repository's own file: blank lines and
 * {@code #} comments are skipped; a pattern with a {@code /} before its end is matched against the path from the
 * root (a leading {@code /} only anchors it), one without against each name along the path; a trailing {@code /}
 * matches folders only; {@code * ? [...]} match within one name. Negation ({@code !}) and {@code **} are not
 * read: a pattern with either is refused, so that a test never trusts a rule it does not apply.
 */
final class GitIgnore {

    private record Rule(PathMatcher matcher, boolean anchored, boolean foldersOnly) {
    }

    private final List<Rule> rules = new ArrayList<>();

    GitIgnore(List<String> lines) {
        for (String line : lines) {
            String pattern = line.strip();
            if (pattern.isEmpty() || pattern.startsWith("#")) {
                continue;
            }
            if (pattern.startsWith("!") || pattern.contains("**")) {
                throw new IllegalArgumentException(".gitignore: '" + pattern + "' is beyond the rules GitIgnore reads");
            }
            boolean foldersOnly = pattern.endsWith("/");
            if (foldersOnly) {
                pattern = pattern.substring(0, pattern.length() - 1);
            }
            boolean anchored = pattern.contains("/");
            if (pattern.startsWith("/")) {
                pattern = pattern.substring(1);
            }
            rules.add(new Rule(FileSystems.getDefault().getPathMatcher("glob:" + pattern), anchored, foldersOnly));
        }
    }

    /** Whether git ignores this file, given by its path from the repository's root. */
    boolean ignores(Path file) {
        for (int end = file.getNameCount(); end >= 1; end--) {
            Path prefix = file.subpath(0, end);
            boolean folder = end < file.getNameCount();
            for (Rule rule : rules) {
                if ((folder || !rule.foldersOnly())
                        && rule.matcher().matches(rule.anchored() ? prefix : prefix.getFileName())) {
                    return true;
                }
            }
        }
        return false;
    }
}
