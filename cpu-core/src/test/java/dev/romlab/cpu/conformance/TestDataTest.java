package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@link TestData} looks for {@code shared/testdata}, and in which order. */
class TestDataTest {

    @TempDir
    Path work;

    private Path repository() throws IOException {
        return Files.createDirectories(work.resolve("repo"));
    }

    private Path besideRepository() throws IOException {
        return Files.createDirectories(work.resolve("shared").resolve("testdata"));
    }

    @Test
    void anExplicitFolderIsTheOnlyCandidate() {
        Path explicit = work.resolve("mine");
        assertEquals(List.of(explicit), TestData.candidates(explicit, Map.of(TestData.ENVIRONMENT, "/elsewhere"),
                Optional.of(work), work));
        assertEquals(Optional.empty(), TestData.locate(explicit), "a missing explicit folder is not replaced");
    }

    @Test
    void theEnvironmentVariableComesFirstWithoutAnExplicitFolder() throws IOException {
        Path named = Files.createDirectories(work.resolve("vectors"));
        List<Path> candidates = TestData.candidates(null, Map.of(TestData.ENVIRONMENT, named.toString()),
                Optional.of(repository()), work.resolve("elsewhere"));
        besideRepository();
        assertEquals(named, candidates.get(0));
        assertEquals(Optional.of(named), TestData.firstFolder(candidates));
    }

    @Test
    void theRepositoryTheJarWasBuiltFromIsFoundFromAnyWorkingDirectory() throws IOException {
        Path testdata = besideRepository();
        Path unrelated = Files.createDirectories(work.resolve("tmp/somewhere/else"));
        List<Path> candidates = TestData.candidates(null, Map.of(), Optional.of(repository()), unrelated);
        assertEquals(Optional.of(testdata), TestData.firstFolder(candidates));
    }

    @Test
    void theWorkingDirectoryIsTheLastResort() throws IOException {
        Path testdata = besideRepository();
        List<Path> candidates = TestData.candidates(null, Map.of(), Optional.empty(), repository());
        assertEquals(List.of(testdata), candidates);
        assertEquals(Optional.of(testdata), TestData.firstFolder(candidates));
    }

    @Test
    void everyPlaceIsListedInOrderWhenNoneHasTheData() throws IOException {
        Path build = work.resolve("built/repo");
        Path cwd = work.resolve("cwd/repo");
        List<Path> candidates = TestData.candidates(null, Map.of(TestData.ENVIRONMENT, "/no/such/folder"),
                Optional.of(build), cwd);
        assertEquals(List.of(Path.of("/no/such/folder"), work.resolve("built/shared/testdata"),
                work.resolve("cwd/shared/testdata")), candidates);
        assertEquals(Optional.empty(), TestData.firstFolder(candidates));
    }

    @Test
    void theBuildRecordedTheRepositoryRoot() {
        Optional<Path> root = TestData.buildRepository();
        assertTrue(root.isPresent(), "build.properties has no repository root");
        assertTrue(Files.isRegularFile(root.get().resolve("pom.xml")), () -> root.get() + " holds no pom.xml");
    }
}
