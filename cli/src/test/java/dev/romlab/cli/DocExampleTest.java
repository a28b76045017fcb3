package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The convention of examples in the documentation: what is an example, how output is compared. */
class DocExampleTest {

    @TempDir
    Path dir;

    @Test
    void anExampleIsAFencedBlockWithADollarRomlabLine() {
        List<String> markdown = List.of("text", "```", "mvn -B verify", "```", "```", "$ ./romlab troll -e 'd 1'",
                "Value    % =   % >=", "$ echo $?", "0", "```");

        List<DocExample> examples = DocExample.fromMarkdown("X.md", markdown);

        assertEquals(1, examples.size());
        assertEquals(List.of(new DocExample.Step(6, "./romlab troll -e 'd 1'", List.of("Value    % =   % >=")),
                new DocExample.Step(8, "echo $?", List.of("0"))), examples.get(0).steps());
    }

    @Test
    void wordsAreSplitAsAShellSplitsThem() {
        assertEquals(List.of("troll", "-e", "sum largest 3 4d6", "a b", "x\"y", "$HOME"),
                DocExample.words("troll -e 'sum largest 3 4d6' \"a b\" x\\\"y '$HOME'"));
    }

    @Test
    void outputIsComparedExactlyUpToElisions() {
        assertTrue(DocExampleRunner.matches(List.of("a", "b"), "a\nb\n"));
        assertFalse(DocExampleRunner.matches(List.of("a", "b"), "a \nb\n"), "a trailing blank differs");
        assertFalse(DocExampleRunner.matches(List.of("a"), "a\nb\n"), "a line more differs");
        assertTrue(DocExampleRunner.matches(List.of("a", "...", "z"), "a\nb\nc\nz\n"));
        assertTrue(DocExampleRunner.matches(List.of("a", "...", "z"), "a\nz\n"));
        assertTrue(DocExampleRunner.matches(List.of("host 3... MHz, ...x"), "host 354.5 MHz, 59x\n"));
        assertFalse(DocExampleRunner.matches(List.of("host ... MHz"), "host 1\n2 MHz\n"), "... stays in its line");
        assertTrue(DocExampleRunner.matches(List.of(), ""));
    }

    @Test
    void failuresNameTheFileAndLineOfTheFirstDifference() {
        DocExample example = DocExample.fromMarkdown("X.md", List.of("```", "$ ./romlab troll -e 'd 1'",
                "Value    % =   % >=", "   1:  99.0  100.0", "```")).get(0);

        List<String> failures = new DocExampleRunner(dir).failures(example);

        assertEquals(1, failures.size());
        assertTrue(failures.get(0).startsWith("X.md:2: $ ./romlab troll -e 'd 1'\n  prints something else than the "
                + "documentation shows; first difference at X.md:4:\n    documented: \"   1:  99.0  100.0\"\n"
                + "    printed:    \"   1:  100.0  100.0\""), failures.get(0));
    }

    @Test
    void catShowsAFileAndCreatesOneTheExampleIntroduces() throws IOException {
        DocExample example = DocExample.fromMarkdown("X.md", List.of("```", "$ cat t.t", "d 1",
                "$ ./romlab troll " + dir.resolve("t.t") + " 2", "1", "1", "$ echo $?", "0", "```")).get(0);

        assertEquals(List.of(), new DocExampleRunner(dir).failures(example));
        assertEquals("d 1\n", Files.readString(dir.resolve("t.t"), StandardCharsets.UTF_8));
    }

    @Test
    void otherCommandsAreRefused() {
        DocExample example = DocExample.fromMarkdown("X.md", List.of("```", "$ ./romlab list", "...",
                "$ rm -rf /", "```")).get(0);

        List<String> failures = new DocExampleRunner(dir).failures(example);

        assertEquals(List.of("X.md:4: $ rm -rf /\n  not a command examples may use (./romlab ARGS [> FILE], cat "
                + "FILE, echo $?)"), failures);
    }

    @Test
    void aRomlabCommandMaySendItsStdoutToAFileAndShowOnlyItsStderr() throws IOException {
        DocExample example = DocExample.fromMarkdown("X.md", List.of("```",
                "$ ./romlab troll -e 'd 1' 2 > rolls.txt", "$ cat rolls.txt", "1", "1",
                "$ ./romlab troll -e 'd' > nothing.txt", "romlab troll: 1:2: expected an expression but found the end "
                        + "of the input", "d", " ^", "$ echo $?", "1", "```")).get(0);

        assertEquals(List.of(), new DocExampleRunner(dir).failures(example));
        assertEquals("", Files.readString(dir.resolve("nothing.txt"), StandardCharsets.UTF_8));
    }
}
