package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import picocli.CommandLine;

/**
 * Runs a {@link DocExample} in-process, each {@code ./romlab} command through {@link Main#commandLine} with stdout
 * and stderr captured together (in the order a terminal shows them, CR LF as a line end) and standard input empty,
 * and compares what each command prints with what the documentation shows.
 */
final class DocExampleRunner {

    private static final String ELISION = "...";

    private final Path workingDirectory;
    private int lastExitCode;

    /** {@code workingDirectory}: where {@code cat FILE} looks (the process's own, where romlab resolves files). */
    DocExampleRunner(Path workingDirectory) {
        this.workingDirectory = workingDirectory;
    }

    /** Every step of the example whose output differs from the documentation's, described for the reader. */
    List<String> failures(DocExample example) {
        List<String> failures = new ArrayList<>();
        for (DocExample.Step step : example.steps()) {
            String actual;
            try {
                actual = run(step);
            } catch (IllegalArgumentException e) {
                failures.add(step.at(example.source()) + ": $ " + step.command() + "\n  " + e.getMessage());
                continue;
            }
            if (!matches(step.expected(), actual)) {
                failures.add(describe(example.source(), step, actual, lastExitCode));
            }
        }
        return failures;
    }

    private String run(DocExample.Step step) {
        List<String> words = DocExample.words(step.command());
        if (words.size() >= 1 && (words.get(0).equals("./romlab") || words.get(0).equals("romlab"))) {
            return romlab(words.subList(1, words.size()));
        }
        if (words.size() == 2 && words.get(0).equals("cat")) {
            return cat(Path.of(words.get(1)), step.expected());
        }
        if (words.equals(List.of("echo", "$?"))) {
            return lastExitCode + "\n";
        }
        throw new IllegalArgumentException("not a command examples may use (./romlab ARGS, cat FILE, echo $?)");
    }

    /** Runs romlab as the launcher would, in this process. */
    private String romlab(List<String> args) {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        InputStream savedIn = System.in;
        PrintStream stream = new PrintStream(terminal, true, StandardCharsets.UTF_8);
        PrintWriter writer = new PrintWriter(new OutputStreamWriter(terminal, StandardCharsets.UTF_8), true);
        try {
            System.setOut(stream);
            System.setErr(stream);
            System.setIn(new ByteArrayInputStream(new byte[0]));
            CommandLine commandLine = Main.commandLine(false);
            commandLine.setOut(writer);
            commandLine.setErr(writer);
            lastExitCode = commandLine.execute(args.toArray(String[]::new));
        } finally {
            writer.flush();
            stream.flush();
            System.setOut(savedOut);
            System.setErr(savedErr);
            System.setIn(savedIn);
        }
        // as a terminal shows it: CP/M programs end their lines in CR LF
        return terminal.toString(StandardCharsets.UTF_8).replace("\r\n", "\n");
    }

    /**
     * The file's text; a file that does not exist yet is written from the documentation first (the example shows
     * the reader a file to create, as README's {@code test.t}).
     */
    private String cat(Path file, List<String> expected) {
        Path path = workingDirectory.resolve(file);
        try {
            if (!Files.exists(path)) {
                Files.writeString(path, text(expected), StandardCharsets.UTF_8);
            }
            lastExitCode = 0;
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cat " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Whether {@code actual} is what {@code expected} shows: line by line and exactly, except that a line
     * {@code ...} matches any number of lines and {@code ...} within a line any text.
     */
    static boolean matches(List<String> expected, String actual) {
        StringBuilder regex = new StringBuilder();
        for (String line : expected) {
            if (line.strip().equals(ELISION)) {
                regex.append("(?:[^\\n]*\\n)*?");
            } else {
                regex.append(linePattern(line)).append("\\n");
            }
        }
        return Pattern.compile(regex.toString()).matcher(actual).matches();
    }

    private static String linePattern(String line) {
        return Arrays.stream(line.split(Pattern.quote(ELISION), -1)).map(Pattern::quote)
                .collect(Collectors.joining("[^\\n]*"));
    }

    /** The command, the first line that differs and both outputs in full. */
    private static String describe(String source, DocExample.Step step, String actual, int exitCode) {
        List<String> actualLines = actual.lines().toList();
        StringBuilder out = new StringBuilder(step.at(source)).append(": $ ").append(step.command())
                .append("\n  prints something else than the documentation shows");
        for (int i = 0; i < step.expected().size(); i++) {
            String expected = step.expected().get(i);
            if (expected.strip().equals(ELISION)) {
                out.append(" (after the elision at ").append(source).append(':').append(step.line() + 1 + i)
                        .append(", the lines differ)");
                break;
            }
            String got = i < actualLines.size() ? actualLines.get(i) : null;
            if (got == null || !Pattern.compile(linePattern(expected)).matcher(got).matches()) {
                out.append("; first difference at ").append(source).append(':').append(step.line() + 1 + i)
                        .append(":\n    documented: ").append(visible(expected))
                        .append("\n    printed:    ").append(got == null ? "(nothing more)" : visible(got));
                break;
            }
        }
        if (actualLines.size() > step.expected().size() && step.expected().stream().noneMatch(line -> line.strip().equals(ELISION))
                && out.indexOf("first difference") < 0) {
            out.append("; it prints more lines, from: ").append(visible(actualLines.get(step.expected().size())));
        }
        out.append("\n  --- documented\n").append(indent(text(step.expected())))
                .append("  --- printed (exit code ").append(exitCode).append(")\n").append(indent(actual));
        return out.toString();
    }

    /** The line in quotes, trailing blanks shown as {@code ·}. */
    private static String visible(String line) {
        String trimmed = line.stripTrailing();
        return "\"" + trimmed + "·".repeat(line.length() - trimmed.length()) + "\"";
    }

    private static String indent(String text) {
        return text.lines().map(line -> "    " + line + "\n").collect(Collectors.joining());
    }

    private static String text(List<String> lines) {
        return lines.stream().map(line -> line + "\n").collect(Collectors.joining());
    }
}
