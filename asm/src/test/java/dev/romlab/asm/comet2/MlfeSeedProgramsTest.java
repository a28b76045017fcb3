package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assemble;
import static dev.romlab.asm.comet2.CaslTestSupport.errors;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.romlab.asm.Assembly;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The complete programs of seed 004 (the MLFE minesweeper chapter), read from {@code ../shared/seeds} (never copied
 * into the repository) and assembled as the chapter prints them: every listing from {@code PGM START} to its
 * {@code END}, with the Markdown fences the extraction left inside them dropped. Skipped without the seed, failed
 * without it under {@code CI=true}.
 */
class MlfeSeedProgramsTest {

    private static final Comet2Profile MLFE = Comet2Profile.MLFE;
    private static List<String> programs;

    @BeforeAll
    static void readSeed() throws IOException {
        Path seed = Path.of(System.getProperty("romlab.testdata", "../../shared/testdata"))
                .resolveSibling("seeds").resolve("004_208e37f0f88fe48b.txt");
        if (!Files.isRegularFile(seed)) {
            String message = "seed 004 not found at " + seed + " (set -Dromlab.testdata=DIR beside seeds/)";
            if ("true".equals(System.getenv("CI"))) {
                throw new AssertionError(message);
            }
            assumeTrue(false, message);
        }
        programs = new ArrayList<>();
        StringBuilder current = null;
        for (String line : Files.readAllLines(seed, StandardCharsets.UTF_8)) {
            if (line.matches("\\s*PGM\\s+START.*")) {
                current = new StringBuilder();
            }
            if (current == null || line.strip().equals("```")) {
                continue;
            }
            current.append(line).append('\n');
            if (line.matches("\\s*END\\s*")) {
                programs.add(current.toString());
                current = null;
            }
        }
    }

    @Test
    void theSeedHasSixCompleteListings() {
        assertEquals(6, programs.size());
    }

    @Test
    void randWithItsClockSeedAssemblesToOneWordPerInstruction() throws Exception {
        Assembly rand = assemble(MLFE, programs.get(0));
        String words = words(rand, MLFE);
        assertTrue(words.startsWith("80000002 81000000 12100000 12200064 70010000"), words);  // CALL RAND, RET, LAD
        assertTrue(words.contains("F0000003 11200026 2C610000 11600022"), words);  // SVC time; ST GR2,S; MULA; ST
        assertTrue(words.endsWith("1200FFFF 71700000 71600000 71500000 71400000 71300000 71200000 71100000 "
                + "81000000 00000000 00000000 00000000 00000000 00000000 00000000 00000001"), words);
        assertEquals(0x28L, rand.symbol("PGM.ONE"));
        assertEquals(4L, rand.symbol("PGM.INIT"));
    }

    @Test
    void listingsThatLostTheirIndentationStillAssemble() throws Exception {
        // "RANDEND RPOP 1, 7" then "RET" and "END" in column 1, as the seed's text shows them
        Assembly early = assemble(MLFE, programs.get(1));
        assertEquals(0x11L, early.symbol("PGM.RANDEND"));
        assertTrue(words(early, MLFE).endsWith("71100000 81000000"));
    }

    @Test
    void randintProgramAssembles() throws Exception {
        Assembly program = assemble(MLFE, programs.get(3));
        String words = words(program, MLFE);
        // LAD GR1,0; LAD GR2,100; RANDINT (63 words: the chapter's RAND and its seven data words); LAD; WRITE; RET
        assertEquals(2 + 63 + 3, words.split(" ").length);
        assertTrue(words.endsWith("12100001 91100000 81000000"), words);
    }

    @Test
    void theChaptersSlipRpuishIsReportedAndItsLabelStillDefined() {
        assertEquals("""
                test.fe:4:11: error: unknown instruction 'RPUISH'
                    INIT      RPUISH  0, 4
                              ^""", errors(MLFE, programs.get(4)));
    }
}
