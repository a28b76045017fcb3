package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What users read of a conformance run: the summary line, a file's diffs, and the JSON shape. */
class SetReportTest {

    private static final VectorFailure FAILURE = new VectorFailure("ED B2 0007",
            List.of(new Mismatch("F", "0x0C ----3P--", "0x00 --------"), new Mismatch("WZ", "0x0A41", "0x0001")));
    private static final SetReport SET = new SetReport("z80/sst-v1", List.of(
            new FileReport("00.json.gz", 100, 0, List.of()),
            new FileReport("ed b2.json.gz", 99, 1, List.of(FAILURE))));

    @Test
    void summaryCountsVectorsFilesAndFailures() {
        assertEquals("z80/sst-v1: 200 vectors in 2 files, 199 passed, 1 failed (1 files)", SET.summary());
    }

    @Test
    void summaryShowsEveryAdaptationOfTheSetSoNothingIsWaivedSilently() {
        SetReport adapted = new SetReport("z80/fuse", List.of(new FileReport("ed", 10, 0, List.of())),
                List.of("PC of a halted CPU moved past the HALT"));
        assertEquals("""
                z80/fuse: 10 vectors in 1 files, 10 passed, 0 failed (0 files)
                  adapted: PC of a halted CPU moved past the HALT""", adapted.summary());
    }

    @Test
    void aFailedFileListsEachMismatchOnItsOwnLine() {
        assertEquals("""
                ed b2.json.gz: 99 passed, 1 failed
                  ED B2 0007
                      F: expected 0x0C ----3P--, actual 0x00 --------
                      WZ: expected 0x0A41, actual 0x0001""", SET.failedFiles().get(0).describe());
    }

    @Test
    void jsonHasTotalsThenEveryFile() {
        assertEquals("{\"set\":\"z80/sst-v1\",\"files\":2,\"vectors\":200,\"passed\":199,\"failed\":1,"
                + "\"adaptations\":[],\"fileReports\":["
                + "{\"file\":\"00.json.gz\",\"passed\":100,\"failed\":0,\"failures\":[]},"
                + "{\"file\":\"ed b2.json.gz\",\"passed\":99,\"failed\":1,\"failures\":[{\"name\":\"ED B2 0007\","
                + "\"mismatches\":[{\"subject\":\"F\",\"expected\":\"0x0C ----3P--\",\"actual\":\"0x00 --------\"},"
                + "{\"subject\":\"WZ\",\"expected\":\"0x0A41\",\"actual\":\"0x0001\"}]}]}]}", Json.write(SET.toJson()));
    }
}
