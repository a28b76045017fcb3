package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
        return SharedTestData.linked(dir, "z80/sst-v1/00.json.gz", "z80/fuse");
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
