package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * YACASL2's sample programs (j8takagi/YACASL2, {@code as/sample/}; the resources' README), unmodified, run by
 * {@code exec}: a main program and the files of the subroutines it calls joined into one source, as YACASL2
 * assembles them together.
 */
class YacaslSamplesTest {

    @TempDir
    Path dir;

    private Path joined(String... names) throws IOException, URISyntaxException {
        StringBuilder source = new StringBuilder();
        for (String name : names) {
            source.append(Files.readString(Path.of(getClass().getResource("/yacasl2/" + name).toURI())));
        }
        return Files.writeString(dir.resolve("joined.casl"), source);
    }

    @Test
    void addlOutlPrintsTheSumThroughThreeSubprograms() throws Exception {
        CommandRun run = CommandRun.of("exec", joined("addl_outl.casl", "outl.casl").toString()).assertExit(0);

        assertTrue(run.out().startsWith("4\nended by RET"), run.out());
    }

    @Test
    void count1CountsTheBitsOfItsWord() throws Exception {
        CommandRun run = CommandRun.of("exec", joined("call_count1.casl", "count1.casl").toString()).assertExit(0);

        assertEquals("GR0=000D", run.out().lines().filter(line -> line.startsWith("GR0=")).findFirst().orElseThrow()
                .substring(0, 8)); // 32764 = #7FFC: 13 bits set
    }
}
