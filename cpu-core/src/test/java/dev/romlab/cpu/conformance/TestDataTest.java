package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@link TestData} looks for {@code shared/testdata}. */
class TestDataTest {

    @TempDir
    Path work;

    @Test
    void anExplicitFolderIsTheOnlyCandidate() {
        Path explicit = work.resolve("mine");
        assertEquals(List.of(explicit), TestData.candidates(explicit));
        assertEquals(Optional.empty(), TestData.locate(explicit), "a missing explicit folder is not replaced");
    }

    @Test
    void findsTheFolderBesideTheRepositoryRootFromAModuleBelowIt() throws IOException {
        Path root = Files.createDirectories(work.resolve("main"));
        Files.writeString(root.resolve("pom.xml"), "<project><artifactId>romlab-parent</artifactId></project>");
        Path module = Files.createDirectories(root.resolve("cpu-core/target"));
        Files.writeString(root.resolve("cpu-core/pom.xml"), "<project><artifactId>cpu-core</artifactId></project>");
        assertEquals(Optional.of(work.resolve("shared").resolve("testdata")), TestData.besideRepositoryAbove(module));
    }

    @Test
    void nothingAboveAFolderWithoutTheRootPom() {
        assertEquals(Optional.empty(), TestData.besideRepositoryAbove(work));
    }
}
