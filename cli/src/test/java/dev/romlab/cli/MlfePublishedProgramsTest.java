package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The sample programs of the tutorial's simulator (hempgreens/MLFE-simulator, {@code sample/}; the resources'
 * README), unmodified, run by {@code exec} as a reader of seed 004's tutorial runs them with {@code mlfe.py}.
 */
class MlfePublishedProgramsTest {

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
        CommandRun run = CommandRun.withInput("(1 + 2) * 3 - 14 / 4\n", "exec", sample("rdp.fe")).assertExit(0);

        assertEquals("6\n", programOutput(run));
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
