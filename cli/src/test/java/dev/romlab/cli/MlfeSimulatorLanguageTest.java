package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts of the MLFE simulator's language (hempgreens/MLFE-simulator, {@code manual/manual_mlfe.md} and
 * {@code mlfe.py}) beyond its samples, each in a small program written as the manual shows it, with the output
 * {@code mlfe.py} gives for it (worked out from its code: the expected texts say why).
 */
class MlfeSimulatorLanguageTest {

    @TempDir
    Path dir;

    /** The program's own output: the lines before exec's report. */
    private static String programOutput(CommandRun run) {
        String out = run.out();
        return out.substring(0, out.indexOf("ended by RET"));
    }

    private CommandRun run(String source, String input) throws Exception {
        Path file = Files.writeString(dir.resolve("prog.fe"), source);
        return CommandRun.withInput(input, "exec", file.toString()).assertExit(0);
    }

    @Test
    void readAndWriteAddTheWordAtTheirThirdOperandToThePort() throws Exception {
        // manual, READ/WRITE: "r1 [+ (label)]": port 1 + (ONE) = 2 writes hex; port 0 + (ZERO) reads a character
        String source = """
                PGM     START
                        LAD     GR1, 1
                        LAD     GR4, 63
                        WRITE   GR1, GR4, ONE
                        LAD     GR0, 0
                        READ    GR0, GR2, ZERO
                        WRITE   GR0, GR2
                        WRITE   GR1, GR4, =3
                        RET
                ONE     DC      1
                ZERO    DC      0
                        END
                """;
        assertEquals("3fx63\n", programOutput(run(source, "x\n")));
    }
}
