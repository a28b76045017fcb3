package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class RomlabCommandTest {

    @Test
    void helpListsEveryCommand() {
        CommandRun run = CommandRun.of("--help").assertExit(0);

        for (String command : new String[] {"asm", "disasm", "exec", "cpm", "conformance"}) {
            assertTrue(run.out().contains("\n  " + command + " "), () -> "no " + command + "\n" + run.transcript());
        }
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"asm", "disasm", "exec", "cpm", "conformance"}) {
            CommandRun run = CommandRun.of(command, "--help").assertExit(0);
            assertTrue(run.out().contains("Usage: romlab " + command + " "), run.transcript());
        }
    }

    @Test
    void versionNamesTheProject() {
        CommandRun run = CommandRun.of("--version").assertExit(0);

        assertTrue(run.out().matches("romlab \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), run.transcript());
    }

    @Test
    void noCommandIsUsageError() {
        CommandRun.of().assertUsageError("missing command");
    }

    @Test
    void unknownCommandIsUsageError() {
        CommandRun.of("assemble", "x.asm").assertUsageError("Unmatched arguments");
    }

    @Test
    void unknownOptionIsOneLineUsageError() {
        CommandRun run = CommandRun.of("--colour").assertUsageError("Unknown option: '--colour'");

        assertEquals(1, run.err().lines().count(), run.transcript());
    }

    @Test
    void aCommandLineNamingACommandGetsThatCommandAlone() {
        assertEquals(List.of(AsmCommand.class), RomlabCommand.commandsFor("asm", "x.asm", "-o", "-"));
    }

    @Test
    void theVersionAloneNeedsNoCommand() {
        assertEquals(List.of(), RomlabCommand.commandsFor("--version"));
        assertEquals(List.of(), RomlabCommand.commandsFor("-V"));
    }

    @Test
    void helpCompletionBareAndMistypedCommandLinesGetEveryCommand() {
        for (String[] args : new String[][] {{}, {"--help"}, {"help", "asm"}, {"completion", "bash"}, {"chekc"}}) {
            assertEquals(RomlabCommand.COMMANDS, RomlabCommand.commandsFor(args), String.join(" ", args));
        }
    }
}
