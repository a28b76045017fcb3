package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Assertions;

import picocli.CommandLine;

/**
 * One run of the whole {@code romlab} command tree, as {@link Main} builds it, with stdin given and stdout and
 * stderr captured as bytes (text for people in UTF-8 unless a test picks another charset).
 *
 * @param exitCode what the process would exit with
 * @param out      everything printed on stdout, decoded as UTF-8
 * @param err      everything printed on stderr, decoded as UTF-8
 * @param outBytes everything written to stdout, as bytes
 */
record CommandRun(int exitCode, String out, String err, byte[] outBytes) {

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
     * A run whose standard input (each byte one character of {@code input}, ISO 8859-1) is {@code input}: the
     * console of {@code cpm}, the definition of {@code troll}, the script of {@code debug}, a {@code -} file.
     */
    static CommandRun withInput(String input, String... args) {
        return withInputBytes(input.getBytes(StandardCharsets.ISO_8859_1), args);
    }

    static CommandRun withInputBytes(byte[] input, String... args) {
        return withInputStream(new ByteArrayInputStream(input), args);
    }

    /** A run whose standard input is {@code input} (a test can see when the command reads). */
    static CommandRun withInputStream(InputStream input, String... args) {
        return run(input, StandardCharsets.UTF_8, commandLine -> { }, args);
    }

    /** A run whose text for people is encoded in {@code charset}, as under a locale of that charset. */
    static CommandRun withCharset(Charset charset, String... args) {
        return run(InputStream.nullInputStream(), charset, commandLine -> { }, args);
    }

    private static CommandRun run(String input, Consumer<CommandLine> setUp, String... args) {
        return run(new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.UTF_8,
                setUp, args);
    }

    private static CommandRun run(InputStream input, Charset charset, Consumer<CommandLine> setUp, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        StandardStreams streams = new StandardStreams(input, out, err);
        CommandLine commandLine = Main.commandLine(false, streams, charset, args);
        setUp.accept(commandLine);
        int exitCode = commandLine.execute(args);
        commandLine.getOut().flush();
        commandLine.getErr().flush();
        return new CommandRun(exitCode, out.toString(charset), err.toString(charset), out.toByteArray());
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
