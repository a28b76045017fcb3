package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample programs of the tutorial's simulator (hempgreens/MLFE-simulator, {@code sample/}; the resources'
 * README), unmodified, run by {@code exec} as a reader of seed 004's tutorial runs them with {@code mlfe.py}, and the
 * outputs the tutorial shows for its programs.
 */
class MlfePublishedProgramsTest {

    @TempDir
    Path dir;

    private static final String CLOCK = "2021-06-05T12:16:39.041285";

    private static String sample(String name) throws URISyntaxException {
        return Path.of(MlfePublishedProgramsTest.class.getResource("/mlfe-simulator/" + name).toURI()).toString();
    }

    /** The program's own output: the lines before exec's report. */
    private static String programOutput(CommandRun run) {
        String out = run.out();
        return out.substring(0, out.indexOf("ended by RET"));
    }

    @Test
    void helloWritesItsString() throws Exception {
        CommandRun run = CommandRun.of("exec", sample("hello.fe")).assertExit(0);

        assertEquals("HelloWorld\n", programOutput(run)); // exec ends the open line before its report
    }

    @Test
    void fizzBuzzCountsToThirty() throws Exception {
        CommandRun run = CommandRun.of("exec", sample("fizzbuzz.fe")).assertExit(0);

        assertEquals("""
                1
                2
                Fizz
                4
                Buzz
                Fizz
                7
                8
                Fizz
                Buzz
                11
                Fizz
                13
                14
                FizzBuzz
                16
                17
                Fizz
                19
                Buzz
                Fizz
                22
                23
                Fizz
                Buzz
                26
                Fizz
                28
                29
                FizzBuzz
                """, programOutput(run));
    }

    @Test
    void theCalculatorReadsItsLineWithScanf() throws Exception {
        // the inputs and outputs chapter 4-2 of the tutorial shows ("-1" is outside its grammar: -49 there too)
        for (String[] example : new String[][] {{"10*(3-99/3)+5", "-295"}, {"10 * (3 - 99 / 3) + 5", "-295"},
                {"-1", "-49"}, {"5*(0-1)", "-5"}, {"(1 + 2) * 3 - 14 / 4", "6"}}) {
            CommandRun run = CommandRun.withInput(example[0] + "\n", "exec", sample("rdp.fe")).assertExit(0);

            assertEquals(example[1] + "\n", programOutput(run), example[0]);
        }
    }

    @Test
    void theTutorialsThreeWaysOfReadingInputGiveWhatItShows() throws Exception {
        // chapter 4-2 of the tutorial (hempgreens/MLFE-textbook, 04b), its scantest.fe in three steps, typed
        // "helloworld": READ takes one character, IN as many as LEN holds, scanf 's' the line, printf 's' writes it
        String read = """
                PGM     START
                        CALL    READF
                        RET
                READF   READ    GR0, GR1
                        WRITE   GR0, GR1
                        RET
                        END
                """;
        String in = """
                PGM     START
                        CALL    INF
                        RET
                INF     IN      BUFF, LEN
                        OUT     BUFF, LEN
                        RET
                BUFF    DS      256
                LEN     DC      5
                        END
                """;
        String scanf = """
                PGM     START
                        CALL    SCANFF
                        RET
                SCANFF  LAD     GR1, BUFF
                        LD      GR2, FORMAT
                        SVC     scanf
                        SVC     printf
                        RET
                FORMAT  DC      's'
                BUFF    DS      256
                        END
                """;
        assertEquals("h\n", programOutput(run(read, "helloworld\n")));
        assertEquals("hello\n", programOutput(run(in, "helloworld\n")));
        assertEquals("helloworld\n", programOutput(run(scanf, "helloworld\n")));
    }

    private CommandRun run(String source, String input) throws Exception {
        Path file = Files.writeString(dir.resolve("scantest.fe"), source);
        return CommandRun.withInput(input, "exec", file.toString()).assertExit(0);
    }

    @Test
    void minesweeperPlaysMovesFromStandardInputUntilABomb() throws Exception {
        // a fixed clock gives the same board on every run; the fourth move steps on a bomb
        CommandRun run = CommandRun.withInput("0a\n1a\n2a\n3a\n", "exec", sample("mine_sweeper.fe"), "--clock",
                CLOCK).assertExit(0);

        String output = programOutput(run);
        assertTrue(output.contains("""
                [0-8][a-i]> \n012345678
                  1######a
                113######b
                #########c
                """), output);
        assertTrue(output.endsWith("""
                [0-8][a-i]> 012345678
                  1@#####a
                113####@#b
                #@#@#####c
                #######@#d
                #@#####@#e
                #####@###f
                #@#######g
                ########@h
                #########i
                \u001B[31mGAMEOVER
                \u001B[0m
                """), output);
    }
}
