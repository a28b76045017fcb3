package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * README.md as a map (issue #22): its table of contents lists every section, and every link to a heading, in any
 * Markdown file of the repository, finds that heading under GitHub's anchor rules ({@link MarkdownHeadings}).
 */
class ReadmeContentsTest {

    /** The repository: cli/'s parent, where the tests run, or what the readme-examples execution names. */
    private static final Path REPOSITORY = Path.of(System.getProperty("romlab.repository", ".."))
            .toAbsolutePath().normalize();
    private static final String CONTENTS_HEADING = "Contents";
    /** {@code ](#anchor)} or {@code ](path.md#anchor)}: a link to a heading of this or another Markdown file. */
    private static final Pattern HEADING_LINK = Pattern.compile("\\]\\(([^)\\s#:]*\\.md)?#([^)\\s]+)\\)");
    private static final Pattern FENCE = Pattern.compile("^\\s*```");
    /** Inline code, where a link is text: {@code `](#anchor)`} in prose about links. */
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    /** The lines git writes around the two sides of a conflict. */
    private static final Pattern CONFLICT_MARKER = Pattern.compile("(<{7}|>{7}) .*|={7}");

    @Test
    void anchorsAreGitHubs() {
        assertEquals("runs-that-outgrow-one-machine---shard-kn-and-merge",
                MarkdownHeadings.anchor("Runs that outgrow one machine: `--shard K/N` and `merge`"));
        assertEquals("mapview-and-copyloop-seed-003-on-the-ti-994a",
                MarkdownHeadings.anchor("mapview and copyloop: seed 003 on the TI-99/4A"));
        assertEquals("xas99s-extensions-and-the-ti-994as-program-files",
                MarkdownHeadings.anchor("xas99's extensions and the TI-99/4A's program files"));
        assertEquals("6502-ca65-and-ld65", MarkdownHeadings.anchor("6502: ca65 and ld65"));
        assertEquals("exec---profile-ti83plus-against-a-ti-83-plus",
                MarkdownHeadings.anchor("exec --profile ti83plus: against a TI-83 Plus"));
        assertEquals("the-µ-and--signs", MarkdownHeadings.anchor("The µ and × signs"));
        assertEquals("see-the-manual", MarkdownHeadings.anchor("See [the manual](https://example.org)"));
        List<String> twice = List.of("## Tests", "```", "## not a heading", "```", "### Tests", "## Tests");
        assertEquals(List.of("tests", "tests-1", "tests-2"), MarkdownHeadings.of(twice).headings().stream()
                .map(MarkdownHeadings.Heading::anchor).toList());
    }

    @Test
    void everyLinkToAHeadingFindsIt() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path document : markdownFiles()) {
            List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
            boolean inFence = false;
            for (int i = 0; i < lines.size(); i++) {
                if (FENCE.matcher(lines.get(i)).find()) {
                    inFence = !inFence;
                    continue;
                }
                Matcher link = HEADING_LINK.matcher(CODE_SPAN.matcher(lines.get(i)).replaceAll(""));
                while (!inFence && link.find()) {
                    Path target = link.group(1) == null ? document : document.resolveSibling(link.group(1)).normalize();
                    String where = REPOSITORY.relativize(document) + ":" + (i + 1) + ": " + link.group() + ": ";
                    if (!Files.isRegularFile(target)) {
                        broken.add(where + "no file " + REPOSITORY.relativize(target));
                    } else if (!headings(target).hasAnchor(link.group(2))) {
                        broken.add(where + "no heading of " + REPOSITORY.relativize(target) + " has that anchor");
                    }
                }
            }
        }
        assertTrue(broken.isEmpty(), () -> String.join("\n", broken));
    }

    @Test
    void theContentsListEverySectionInOrder() throws IOException {
        List<String> lines = Files.readAllLines(REPOSITORY.resolve("README.md"), StandardCharsets.UTF_8);
        int contents = lines.indexOf("## " + CONTENTS_HEADING);
        assertTrue(contents >= 0, "README.md has no '## " + CONTENTS_HEADING + "' heading");
        int end = contents + 1;
        while (end < lines.size() && !lines.get(end).startsWith("#")) {
            end++;
        }
        String written = lines.subList(contents + 1, end).stream().collect(Collectors.joining("\n")).strip();
        String generated = MarkdownHeadings.of(lines).headings().stream()
                .filter(heading -> heading.level() >= 2 && heading.level() <= 4)
                .filter(heading -> !heading.text().equals(CONTENTS_HEADING))
                .map(heading -> "  ".repeat(heading.level() - 2) + "- [" + heading.text() + "](#" + heading.anchor()
                        + ")")
                .collect(Collectors.joining("\n"));
        assertEquals(generated, written, "README.md's contents must list its ##, ### and #### headings in order; "
                + "paste the expected text under '## " + CONTENTS_HEADING + "'");
    }

    private static MarkdownHeadings headings(Path document) throws IOException {
        return MarkdownHeadings.of(Files.readAllLines(document, StandardCharsets.UTF_8));
    }

    /** The repository's Markdown files, outside build output and hidden folders. */
    /** A merge's conflict markers left in a document (one was, for a session, in cpu-core/README.md). */
    @Test
    void noDocumentHoldsAMergeConflict() throws IOException {
        List<String> markers = new ArrayList<>();
        for (Path document : markdownFiles()) {
            List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (CONFLICT_MARKER.matcher(lines.get(i)).matches()) {
                    markers.add(REPOSITORY.relativize(document) + ":" + (i + 1) + ": " + lines.get(i));
                }
            }
        }
        assertEquals(List.of(), markers);
    }

    private static List<Path> markdownFiles() throws IOException {
        try (Stream<Path> files = Files.walk(REPOSITORY)) {
            return files.filter(file -> file.toString().endsWith(".md") && Files.isRegularFile(file))
                    .filter(file -> {
                        for (Path part : REPOSITORY.relativize(file)) {
                            if (part.toString().equals("target") || part.toString().startsWith(".")) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .sorted()
                    .toList();
        }
    }
}
