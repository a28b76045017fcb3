package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * MLFE programs of our own (resources {@code mlfe-programs/}, each exercising what a sample program of the tutorial's
 * simulator or a step of seed 004's tutorial does), run by {@code exec} as a reader of the tutorial runs a program with
 * {@code mlfe.py}; the outputs are what mlfe.py (hempgreens/MLFE-simulator 0.24, run outside the repository) printed.
 */
class MlfeProgramsTest {

    private static final String CLOCK = "2021-06-05T12:16:39.041285";

    private static String program(String name) throws URISyntaxException {
        return Path.of(MlfeProgramsTest.class.getResource("/mlfe-programs/" + name).toURI()).toString();
    }

    @Test
    void greetWritesItsLiteralStrings() throws Exception {
        CommandRun run = CommandRun.of("exec", program("greet.fe")).assertExit(0);

        // mlfe.py: "Good dayMLFE!" with no line end; exec's report (stderr) starts on a line of its own
        assertEquals("Good dayMLFE!", run.out());
        assertTrue(run.err().startsWith("\nended by RET"), run.transcript());
    }

    @Test
    void multiplesCountsToTwentyFour() throws Exception {
        CommandRun run = CommandRun.of("exec", program("multiples.fe")).assertExit(0);

        assertEquals(String.join("\n", "1", "2", "Three", "Four", "5", "Three", "7", "Four", "Three", "10", "11",
                "Dozen", "13", "14", "Three", "Four", "17", "Three", "19", "Four", "Three", "22", "23", "Dozen", ""),
                run.out());
    }

    @Test
    void theCalculatorReadsItsLineWithScanf() throws Exception {
        // what mlfe.py printed for each line
        for (String[] example : new String[][] {{"12*(4-60/3)+7", "-185"}, {" 12 * ( 4 - 60 / 3 ) + 7", "-185"},
                {"-8", "-8"}, {"(0-7)/2", "-4"}, {"2*-(3+4)", "-14"}, {"100/7*7", "98"}, {"1-2-3", "-4"}}) {
            CommandRun run = CommandRun.withInput(example[0] + "\n", "exec", program("calc.fe")).assertExit(0);

            assertEquals(example[1] + "\n", run.out(), example[0]);
        }
    }

    @Test
    void theTutorialsThreeWaysOfReadingInputGiveWhatMlfePyGives() throws Exception {
        // chapter 4-2 of the tutorial reads input by READ, IN and scanf; mlfe.py, given "abcdef": a, abc, abcdef, each
        // with no line end
        assertEquals("a", run("readchar.fe", "abcdef\n").out());
        assertEquals("abc", run("inline.fe", "abcdef\n").out());
        assertEquals("abcdef", run("scanline.fe", "abcdef\n").out());
    }

    private static CommandRun run(String name, String input) throws Exception {
        return CommandRun.withInput(input, "exec", program(name)).assertExit(0);
    }

    @Test
    void minesPlaysMovesFromStandardInputUntilABomb() throws Exception {
        // every cell's move in turn; a fixed clock gives the same field on every run: the 18th move, 8b, is a bomb
        CommandRun run = CommandRun.withInput(everyMove(), "exec", program("mines.fe"), "--clock", CLOCK)
                .assertExit(0);

        String output = run.out();
        assertTrue(output.startsWith("012345678\n#########a\n"), output);
        assertTrue(output.endsWith("""
                [0-8][a-i]> 012345678
                000000011a
                01110002@b
                ##@#####@c
                ######@##d
                ##@######e
                ####@####f
                @##@#####g
                #########h
                @@#######i
                \u001B[31mBOOM
                \u001B[0m"""), output);
    }

    @Test
    void minesCountsTheBombsAroundEveryOpenedCell() throws Exception {
        // whatever the clock: the last board shows the ten bombs, and every digit is the count of '@' around it
        for (String clock : new String[] {CLOCK, "2021-06-05T12:59:01.000007", "2021-06-05T12:00:00"}) {
            String output = CommandRun.withInput(everyMove(), "exec", program("mines.fe"),
                    "--clock", clock).assertExit(0).out();
            String[] lines = output.split("\n");
            String[] board = new String[9];
            for (int r = 0; r < 9; r++) {
                board[r] = lines[lines.length - 11 + r];
            }
            assertEquals(10, String.join("", board).chars().filter(c -> c == '@').count(), output);
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    char cell = board[r].charAt(c);
                    if (Character.isDigit(cell)) {
                        assertEquals(bombsAround(board, r, c), cell - '0', clock + " " + c + (char) ('a' + r));
                    }
                }
            }
        }
    }

    /** A move for every cell, row by row: 0a, 1a, .., 8i. */
    private static String everyMove() {
        StringBuilder moves = new StringBuilder();
        for (char row = 'a'; row <= 'i'; row++) {
            for (char column = '0'; column <= '8'; column++) {
                moves.append(column).append(row).append('\n');
            }
        }
        return moves.toString();
    }

    private static int bombsAround(String[] board, int row, int column) {
        int count = 0;
        for (int r = Math.max(0, row - 1); r <= Math.min(8, row + 1); r++) {
            for (int c = Math.max(0, column - 1); c <= Math.min(8, column + 1); c++) {
                count += board[r].charAt(c) == '@' ? 1 : 0;
            }
        }
        return count;
    }
}
