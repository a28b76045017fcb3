package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.romlab.cpu.conformance.TestData;
import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConformanceCommandTest {

    @TempDir
    Path dir;

    /**
     * A small data folder in {@code dir}: the first SST file (NOP, 100 vectors) and the FUSE tests, linked from
     * the shared test data (never copied). Skipped without that data, failed without it when CI=true.
     */
    static Path smallDataFolder(Path dir) throws IOException {
        Optional<Path> shared = TestData.locate();
        if (shared.isEmpty()) {
            String message = "conformance data not found; looked in " + TestData.candidates(null);
            if ("true".equals(System.getenv("CI"))) {
                fail(message + " and CI=true");
            }
            assumeTrue(false, message + ": skipped");
        }
        Path sst = Files.createDirectories(dir.resolve("z80/sst-v1"));
        Files.createSymbolicLink(sst.resolve("00.json.gz"), shared.get().resolve("z80/sst-v1/00.json.gz"));
        Files.createSymbolicLink(dir.resolve("z80/fuse"), shared.get().resolve("z80/fuse"));
        return dir;
    }

    @Test
    void printsOneSummaryPerSetAndExitsByTheFailures() throws IOException {
        CommandRun run = CommandRun.of("conformance", "z80", "--data", smallDataFolder(dir).toString());

        List<String> summaries = run.out().lines().filter(line -> line.startsWith("z80/")).toList();
        assertEquals(2, summaries.size(), run.transcript());
        assertTrue(summaries.get(0).matches("z80/sst-v1: 100 vectors in 1 files, \\d+ passed, \\d+ failed .*"),
                run.transcript());
        assertTrue(summaries.get(1).matches("z80/fuse: [\\d,]+ vectors in \\d+ files, [\\d,]+ passed, \\d+ failed .*"),
                run.transcript());
        boolean anyFailed = summaries.stream().anyMatch(line -> !line.contains(" 0 failed"));
        assertEquals(anyFailed ? 1 : 0, run.exitCode(), run.transcript());
    }

    @Test
    void jsonCarriesTheTotalsOfEachSet() throws IOException {
        CommandRun run = CommandRun.of("conformance", "z80", "--data", smallDataFolder(dir).toString(), "--json");

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        List<?> sets = (List<?>) json.get("sets");
        assertEquals(2, sets.size(), run.out());
        Map<?, ?> sst = (Map<?, ?>) sets.get(0);
        assertEquals("z80/sst-v1", sst.get("set"), run.out());
        assertEquals(100L, ((Number) sst.get("vectors")).longValue(), run.out());
    }

    @Test
    void missingDataFolderIsAFailureSayingWhereItLooked() {
        Path absent = dir.resolve("absent");

        CommandRun.of("conformance", "z80", "--data", absent.toString())
                .assertFailure("no conformance data: looked in " + absent
                        + " (name the folder with --data DIR or ROMLAB_TESTDATA)");
    }

    @Test
    void cpuIsRequired() {
        CommandRun.of("conformance").assertUsageError("Missing required parameter: 'CPU'");
    }
}
