package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Listing;
import dev.romlab.asm.SourceTranslator.Source;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Several files as one program list, as YACASL2 v0.6p20 takes {@code casl2 main.casl twice.casl} (facts from running
 * it outside the repository on these programs, written for this test: its {@code -a} and {@code -l} output).
 */
class CaslSeveralFilesTest {

    private static final String MAIN = """
            MAIN    START
                    LAD     GR1,3
                    CALL    TWICE
                    ST      GR1,SUM
                    RET
            SUM     DS      1
                    END
            """;
    private static final String TWICE = """
            TWICE   START
                    LD      GR1,0,GR1
                    ADDA    GR1,GR1
                    RET
            SUM     DC      5
                    END
            """;

    private static Assembly assemble(Comet2Profile profile, Source... sources) throws AssemblyException {
        return new CaslAssembler(profile).translate(List.of(sources), Map.of());
    }

    @Test
    void theFilesFollowOneAnotherFromAddressZero() throws AssemblyException {
        Assembly program = assemble(Comet2Profile.COMET2, new Source("main.cas", MAIN), new Source("twice.cas", TWICE));

        // YACASL2: MAIN #0000, MAIN.SUM #0007, TWICE #0008, TWICE.SUM #000C; CALL TWICE = 8000 0008
        assertEquals("1210 0003 8000 0008 1110 0007 8100 0000 1011 0000 2411 8100 0005",
                words(program, Comet2Profile.COMET2));
        assertEquals(0x08L, program.symbol("TWICE"));
        assertEquals(0x07L, program.symbol("MAIN.SUM"));
        assertEquals(0x0CL, program.symbol("TWICE.SUM"));
        assertEquals(0, program.origin()); // the first file's first program, where YACASL2 starts
    }

    @Test
    void theEntryIsTheFirstFilesProgramWhicheverComesFirst() throws AssemblyException {
        Assembly program = assemble(Comet2Profile.COMET2, new Source("twice.cas", TWICE), new Source("main.cas", MAIN));

        assertEquals(0, program.origin()); // TWICE's first word: YACASL2 starts at #0000 too
        assertEquals(0x05L, program.symbol("MAIN"));
    }

    @Test
    void callReachesTheProgramBeforeALabelOfTheCallersOwn() throws AssemblyException {
        String caller = """
                MAIN    START
                        CALL    SUB
                SUB     RET
                        END
                """;
        String sub = "SUB     START\n        RET\n        END\n";

        Assembly program = assemble(Comet2Profile.COMET2, new Source("main.cas", caller), new Source("sub.cas", sub));

        // YACASL2 looks a CALL's label up among the programs first (assemble.c): 8000 0003, not MAIN.SUB's 0002
        assertEquals("8000 0003 8100 8100", words(program, Comet2Profile.COMET2));
    }

    @Test
    void aDiagnosticNamesTheFileItIsIn() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assemble(Comet2Profile.COMET2,
                new Source("main.cas", MAIN), new Source("sub.cas", "SUB     START\n        LD      GR1,SUM\n")));

        assertTrue(e.getMessage().contains("sub.cas:2:21: error: undefined label 'SUM'"), e.getMessage());
        assertTrue(e.getMessage().contains("sub.cas:1:1: error: START of program 'SUB' has no END"), e.getMessage());
        assertTrue(e.getMessage().contains("main.cas:3:17: error: undefined label 'TWICE'"), e.getMessage());
    }

    @Test
    void aProgramNameIsOneAcrossTheFiles() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assemble(Comet2Profile.COMET2,
                new Source("a.cas", MAIN.replace("TWICE", "MAIN2")), new Source("b.cas", MAIN)));

        assertTrue(e.getMessage().contains("b.cas:1:1: error: duplicate program name 'MAIN'"), e.getMessage());
    }

    @Test
    void aStatementBeforeTheSecondFilesStartIsReportedThere() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assemble(Comet2Profile.COMET2,
                new Source("a.cas", MAIN.replace("CALL    TWICE", "NOP")), new Source("b.cas", "        RET\n")));

        assertTrue(e.getMessage().contains("b.cas:1:9: error: statement before START"), e.getMessage());
    }

    @Test
    void theListingMarksWhereEachFileBegins() throws AssemblyException {
        Assembly program = assemble(Comet2Profile.COMET2, new Source("main.cas", MAIN), new Source("twice.cas", TWICE));

        String listing = Listing.format(program, 2, "cost");

        assertTrue(listing.startsWith(" line  addr  words      cost  source\n; file main.cas\n    1  0000"), listing);
        assertTrue(listing.contains("\n; file twice.cas\n    1  0008                   TWICE   START\n"), listing);
    }
}
