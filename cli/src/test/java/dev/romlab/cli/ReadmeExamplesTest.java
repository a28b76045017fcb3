package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code $ ./romlab ...} example of every Markdown file of the repository (README.md, the module
 * READMEs, docs) and compares what it prints with what the file shows ({@link DocExample} has the convention).
 *
 * <p>The commands resolve files against the working directory, so this class runs in its own surefire execution
 * (cli/pom.xml, {@code readme-examples}) whose working directory is {@code cli/target/readme-examples}; the test
 * fills it with a fresh copy of the repository first, so that the examples run as from the repository root and
 * the files they write ({@code sum.bin}) land in the copy. The blocks of one file run in order in that copy: a
 * later block may read what an earlier one wrote.
 */
class ReadmeExamplesTest {

    /** Set by the readme-examples execution: the repository, and the folder it runs in (the copy). */
    private static final String REPOSITORY = "romlab.repository";
    private static final String EXAMPLES_FOLDER = "romlab.examples.dir";

    @TestFactory
    Stream<DynamicNode> everyExampleInTheDocumentationPrintsWhatItShows() throws IOException {
        Path workingDirectory = Path.of("").toAbsolutePath();
        String examplesFolder = System.getProperty(EXAMPLES_FOLDER);
        assumeTrue(examplesFolder != null && Path.of(examplesFolder).toAbsolutePath().normalize()
                .equals(workingDirectory.normalize()), "runs in cli/pom.xml's readme-examples execution, from "
                + EXAMPLES_FOLDER + ", not from " + workingDirectory);
        Path repository = Path.of(System.getProperty(REPOSITORY)).toAbsolutePath().normalize();
        Set<Path> copied = copyRepository(repository, workingDirectory);
        DocExampleRunner runner = new DocExampleRunner(workingDirectory);
        List<Path> documents = markdownFiles(workingDirectory);
        assertTrue(documents.contains(workingDirectory.resolve("README.md")), () -> "no README.md in " + documents);
        Stream<DynamicNode> documentTests = documents.stream().map(document -> {
            String name = workingDirectory.relativize(document).toString();
            List<DocExample> examples = DocExample.fromMarkdown(name, readLines(document));
            return DynamicContainer.dynamicContainer(name, examples.stream().map(example -> DynamicTest.dynamicTest(
                    example.steps().get(0).at(name), () -> {
                        assumeConformanceDataFor(example);
                        List<String> failures = runner.failures(example);
                        assertTrue(failures.isEmpty(), () -> String.join("\n\n", failures));
                    })));
        });
        // Last, once every example has run: what they wrote in the copy must not show in a user's git status.
        return Stream.concat(documentTests, Stream.of(DynamicTest.dynamicTest(
                "the files the examples write lie outside the repository or are ignored by git",
                () -> assertWrittenFilesIgnored(repository, workingDirectory, copied))));
    }

    /**
     * Every file an example wrote in the copy (a file the repository does not have) matches .gitignore: a reader
     * who runs the examples from the root gets no stray files in {@code git status}. Files written outside the
     * copy ({@code /tmp}) are outside the repository.
     */
    private static void assertWrittenFilesIgnored(Path repository, Path copy, Set<Path> copied) throws IOException {
        GitIgnore ignore = new GitIgnore(Files.readAllLines(repository.resolve(".gitignore"), StandardCharsets.UTF_8));
        List<String> stray;
        try (Stream<Path> files = Files.walk(copy)) {
            stray = files.filter(Files::isRegularFile)
                    .map(copy::relativize)
                    .filter(file -> !copied.contains(file) && !ignore.ignores(file))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
        assertTrue(stray.isEmpty(), () -> "examples wrote files that git would show (write them under /tmp, or add "
                + "them to .gitignore): " + String.join(", ", stray));
    }

    /**
     * An example running {@code conformance} needs the shared test data: skipped without it, as the conformance
     * tests are, and failed without it when {@code CI=true}.
     */
    private static void assumeConformanceDataFor(DocExample example) {
        boolean needsData = example.steps().stream()
                .anyMatch(step -> step.command().startsWith("./romlab conformance"));
        if (needsData) {
            SharedTestData.folder();
        }
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }

    /** The Markdown files of the repository (outside build output and hidden folders), README.md first. */
    private static List<Path> markdownFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".md") && Files.isRegularFile(file))
                    .sorted(Comparator.comparing((Path file) -> !file.equals(root.resolve("README.md")))
                            .thenComparing(Path::toString))
                    .toList();
        }
    }

    /**
     * Replaces the folder's content with the repository's files, leaving out build output and hidden folders;
     * returns the files copied, relative to the folder.
     */
    private static Set<Path> copyRepository(Path repository, Path target) throws IOException {
        try (Stream<Path> old = Files.walk(target)) {
            for (Path path : old.sorted(Comparator.reverseOrder()).toList()) {
                if (!path.equals(target)) {
                    Files.delete(path);
                }
            }
        }
        Set<Path> copied = new HashSet<>();
        try (Stream<Path> files = Files.walk(repository)) {
            for (Path source : files.filter(path -> isSource(repository, path)).toList()) {
                Path copy = target.resolve(repository.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(source, copy);
                    copied.add(target.relativize(copy));
                }
            }
        }
        return copied;
    }

    private static boolean isSource(Path repository, Path path) {
        for (Path part : repository.relativize(path)) {
            String name = part.toString();
            if (name.equals("target") || name.startsWith(".") && !name.isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
