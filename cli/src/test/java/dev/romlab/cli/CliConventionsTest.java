package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What every command shares: {@code -} for standard input and output, help, suggestions, completion. */
class CliConventionsTest {

    /** ld a,5 \ halt at $0100. */
    private static final byte[] FIVE = {0x3E, 0x05, 0x76};

    @TempDir
    Path dir;

    @Test
    void asmReadsTheSourceFromStdin() {
        CommandRun run = CommandRun.withInput(".org $0100\n    ld a,5 \\ halt\n", "asm", "-", "--cpu", "z80",
                "-o", "-")
                .assertExit(0);

        assertArrayEquals(FIVE, run.outBytes());
        assertTrue(run.err().startsWith("<stdin>: 3 bytes at $0100-$0102 -> standard output"), run.transcript());
    }

    @Test
    void asmNamesStdinInDiagnostics() {
        CommandRun run = CommandRun.withInput("    frobnicate\n", "asm", "-", "--cpu", "z80", "-o",
                dir.resolve("x.bin").toString())
                .assertFailure("1 error");

        assertTrue(run.err().contains("<stdin>:1:"), run.transcript());
    }

    @Test
    void asmFromStdinNeedsAnOutput() {
        CommandRun.withInput("halt\n", "asm", "-").assertUsageError("give -o OUT");
    }

    @Test
    void disasmReadsTheBinaryFromStdin() {
        CommandRun run = CommandRun.withInputBytes(FIVE, "disasm", "-", "--cpu", "z80", "--org", "0x100")
                .assertExit(0);

        assertEquals("""
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                    halt            ; 0102  76          4
                """, run.out());
    }

    @Test
    void disasmTellsIntelHexOnStdinByItsContent() {
        CommandRun run = CommandRun.withInput(":030100003E057643\n:00000001FF\n", "disasm", "-", "--cpu", "z80")
                .assertExit(0);

        assertEquals("""
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                    halt            ; 0102  76          4
                """, run.out());
    }

    @Test
    void execReadsTheBinaryFromStdin() {
        CommandRun run = CommandRun.withInputBytes(FIVE, "exec", "-", "--cpu", "z80", "--org", "0x100").assertExit(0);

        assertTrue(run.err().startsWith("halted at $0102\nAF=05FF"), run.transcript());
    }

    @Test
    void cpmReadsTheProgramFromStdin() {
        // ld e,'!' \ ld c,2 \ call 5 \ rst 0
        byte[] program = {0x1E, '!', 0x0E, 0x02, (byte) 0xCD, 0x05, 0x00, (byte) 0xC7};

        CommandRun run = CommandRun.withInputBytes(program, "cpm", "-").assertExit(0);

        assertTrue(run.out().startsWith("!"), run.transcript());
    }

    @Test
    void trollReadsDashAsStdin() {
        CommandRun run = CommandRun.withInput("d1", "troll", "-", "3").assertExit(0);

        assertEquals("1\n1\n1\n", run.out());
    }

    @Test
    void helpCommandShowsACommandsHelp() {
        CommandRun run = CommandRun.of("help", "asm").assertExit(0);

        assertTrue(run.out().contains("Usage: romlab asm "), run.transcript());
    }

    @Test
    void mistypedCommandGetsSuggestions() {
        CommandRun run = CommandRun.of("chekc").assertExit(2);

        assertTrue(run.err().contains("Did you mean: romlab check"), run.transcript());
    }

    @Test
    void mistypedOptionGetsSuggestions() throws IOException {
        Path source = Files.writeString(dir.resolve("x.asm"), "halt\n");

        CommandRun run = CommandRun.of("asm", source.toString(), "--listng", "x.lst").assertExit(2);

        assertTrue(run.err().contains("Did you mean: --listing?"), run.transcript());
    }

    @Test
    void bareRomlabNamesEveryCommand() {
        CommandRun run = CommandRun.of().assertUsageError("missing command");

        for (String command : Main.commandLine(false).getSubcommands().keySet()) {
            assertTrue(run.err().contains(command), () -> "no " + command + "\n" + run.transcript());
        }
        assertTrue(run.err().contains("fairness"), run.transcript());
    }

    @Test
    void completionPrintsABashScriptThatZshCanLoad() {
        for (String shell : new String[] {"bash", "zsh"}) {
            CommandRun run = CommandRun.of("completion", shell).assertExit(0);

            assertTrue(run.out().contains("complete -F _complete_romlab"), run.transcript());
            assertTrue(run.out().contains("bashcompinit"), run.transcript());
            assertTrue(run.out().contains("fairness") && run.out().contains("--listing"), run.transcript());
        }
    }

    @Test
    void completionForAnotherShellIsUsageError() {
        CommandRun.of("completion", "fish").assertUsageError("SHELL");
    }

    /**
     * Option and parameter descriptions are format strings: a lone % in one makes picocli warn on the terminal's
     * stderr (past any captured stream) and show the text raw. Read as written in each annotation, every one formats.
     */
    @Test
    void everyOptionDescriptionIsAFormatString() {
        for (CommandLine command : Main.commandLine(false).getSubcommands().values()) {
            for (ArgSpec arg : command.getCommandSpec().args()) {
                if (!(arg.userObject() instanceof Field field)) {
                    continue;
                }
                Option option = field.getAnnotation(Option.class);
                Parameters parameters = field.getAnnotation(Parameters.class);
                String[] texts = option != null ? option.description()
                        : parameters != null ? parameters.description() : new String[0];
                for (String text : texts) {
                    assertDoesNotThrow(() -> String.format(Locale.ROOT, text), command.getCommandName() + " "
                            + field.getName() + ": " + text);
                }
            }
        }
    }

    @Test
    void trollHelpHasNoFormatWarning() {
        CommandRun run = CommandRun.of("troll", "--help").assertExit(0);

        assertEquals("", run.err());
        assertTrue(run.out().contains("  Value       % =      % >="), run.transcript());
    }

    @Test
    void trollNegativeBarScaleIsUsageError() {
        CommandRun.of("troll", "-g=-1", "-e", "d6").assertUsageError("-g: the scale must not be negative, got -1");
    }

    @Test
    void trollBarScaleBeyondAMillionBarsIsUsageError() {
        // 100% times 2.2e7 bars per percent overflowed an int: an internal error before
        CommandRun.of("troll", "-e", "1", "-g2.2e7").assertUsageError("-g: the scale is at most 10000 bars per percent "
                + "(a million '#' for a certain outcome), got 22000000");
    }

    @Test
    void microAndTimesFallBackToAsciiWhenTheCharsetLacksThem() {
        CommandRun ascii = CommandRun.withCharset(StandardCharsets.US_ASCII, "run", "z80-mul", "--count", "1")
                .assertExit(0);
        CommandRun utf8 = CommandRun.withCharset(StandardCharsets.UTF_8, "run", "z80-mul", "--count", "1")
                .assertExit(0);

        assertTrue(ascii.out().contains(" us at 6 MHz)") && !ascii.out().contains("?"), ascii.transcript());
        assertTrue(utf8.out().contains(" µs at 6 MHz)"), utf8.transcript());
    }

    @Test
    void timesFallsBackToX() {
        CommandRun ascii = CommandRun.withCharset(StandardCharsets.US_ASCII, "diff", "z80-mul").assertExit(0);

        assertTrue(ascii.out().startsWith("z80-mul: every h 0..255 x every l 0..255"), ascii.transcript());
    }

    @Test
    void latin1KeepsMicroAndTimes() {
        CommandRun latin1 = CommandRun.withCharset(StandardCharsets.ISO_8859_1, "diff", "z80-mul").assertExit(0);

        assertTrue(latin1.out().startsWith("z80-mul: every h 0..255 × every l 0..255"), latin1.transcript());
    }
}
