package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Assertions;

import picocli.CommandLine;

/**
 * One run of the whole {@code romlab} command tree, as {@link Main} builds it, with stdout and stderr
 * captured.
 *
 * @param exitCode what the process would exit with
 * @param out      everything printed on stdout
 * @param err      everything printed on stderr
 */
record CommandRun(int exitCode, String out, String err) {

    static CommandRun of(String... args) {
        return withInput("", args);
    }

    /** A run whose kernel commands (list, run, diff, bench, dist, check) use {@code kernels}. */
    static CommandRun withKernels(KernelRegistry kernels, String... args) {
        return run("", commandLine -> commandLine.getSubcommands().values().stream()
                .map(CommandLine::getCommand).filter(KernelCommand.class::isInstance)
                .forEach(command -> ((KernelCommand) command).useRegistry(kernels)), args);
    }

    /**
     * A run whose console input (BDOS function 1 of {@code cpm}, the definition of {@code troll}, the script of
     * {@code debug}) is {@code input}.
     */
    static CommandRun withInput(String input, String... args) {
        return run(input, commandLine -> { }, args);
    }

    private static CommandRun run(String input, Consumer<CommandLine> setUp, String... args) {
        CommandLine commandLine = Main.commandLine(false);
        InputStream in = new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1));
        ((CpmCommand) commandLine.getSubcommands().get("cpm").getCommand()).consoleInput(in);
        ((TrollCommand) commandLine.getSubcommands().get("troll").getCommand()).standardInput(in);
        ((DebugCommand) commandLine.getSubcommands().get("debug").getCommand()).consoleInput(in);
        setUp.accept(commandLine);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        return new CommandRun(exitCode, out.toString(), err.toString());
    }

    /** Asserts the exit code, showing everything the run printed when it differs. */
    CommandRun assertExit(int expected) {
        Assertions.assertEquals(expected, exitCode, this::transcript);
        return this;
    }

    /** Asserts a failure the user can act on: exit code 1, no stack trace, and {@code message} on stderr. */
    CommandRun assertFailure(String message) {
        assertExit(1);
        Assertions.assertTrue(err.contains(message), () -> "stderr lacks '" + message + "'\n" + transcript());
        Assertions.assertFalse(err.contains("\tat "), () -> "stack trace on stderr\n" + transcript());
        return this;
    }

    /** Asserts a usage error: exit code 2 and a one-line message pointing at --help. */
    CommandRun assertUsageError(String message) {
        assertExit(2);
        Assertions.assertTrue(err.contains(message), () -> "stderr lacks '" + message + "'\n" + transcript());
        Assertions.assertTrue(err.contains("--help"), () -> "no pointer to --help\n" + transcript());
        return this;
    }

    /** Everything the run printed, for failure messages. */
    String transcript() {
        return "exit code " + exitCode + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
    }
}
