package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Runs a {@link DocExample} in-process, each {@code ./romlab} command through {@link Main#run} (what the launcher
 * runs: picocli's {@link Main#commandLine} or troll's plain path) as on a UTF-8 terminal, with stdout and stderr
 * captured together (in the order a terminal shows them, CR LF as a line end) and standard input empty, and
 * compares what each command prints with what the documentation shows.
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
            int redirect = words.indexOf(">");
            if (redirect < 0) {
                return romlab(words.subList(1, words.size()), null);
            }
            if (redirect != words.size() - 2) {
                throw new IllegalArgumentException("'>' takes one file, at the end of the command");
            }
            return romlab(words.subList(1, redirect), workingDirectory.resolve(words.get(redirect + 1)));
        }
        if (words.size() == 2 && words.get(0).equals("cat")) {
            return cat(Path.of(words.get(1)), step.expected());
        }
        if (words.equals(List.of("echo", "$?"))) {
            return lastExitCode + "\n";
        }
        throw new IllegalArgumentException("not a command examples may use (./romlab ARGS [> FILE], cat FILE, "
                + "echo $?)");
    }

    /**
     * Runs romlab as {@link Main#main} does, in this process, on a UTF-8 terminal: stdout and stderr into one
     * buffer, in the order they are written; or with {@code stdoutFile} ({@code > FILE}), stdout into that file.
     */
    private String romlab(List<String> args, Path stdoutFile) {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        ByteArrayOutputStream out = stdoutFile == null ? terminal : new ByteArrayOutputStream();
        StandardStreams streams = new StandardStreams(new ByteArrayInputStream(new byte[0]), out, terminal);
        lastExitCode = Main.run(false, streams, StandardCharsets.UTF_8, args.toArray(String[]::new));
        if (stdoutFile != null) {
            try {
                Files.write(stdoutFile, out.toByteArray());
            } catch (IOException e) {
                throw new IllegalArgumentException("> " + stdoutFile + ": " + e.getMessage(), e);
            }
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
            regex.append(isElision(line) ? "(?:[^\\n]*\\n)*?" : linePattern(line).pattern() + "\\n");
        }
        return Pattern.compile(regex.toString()).matcher(actual).matches();
    }

    private static boolean isElision(String line) {
        return line.strip().equals(ELISION);
    }

    private static Pattern linePattern(String line) {
        return Pattern.compile(Arrays.stream(line.split(Pattern.quote(ELISION), -1)).map(Pattern::quote)
                .collect(Collectors.joining("[^\\n]*")));
    }

    /** The command, where the outputs part, and both outputs in full. */
    private static String describe(String source, DocExample.Step step, String actual, int exitCode) {
        return step.at(source) + ": $ " + step.command() + "\n  prints something else than the documentation shows"
                + firstDifference(source, step, actual.lines().toList())
                + "\n  --- documented\n" + indent(text(step.expected()))
                + "  --- printed (exit code " + exitCode + ")\n" + indent(actual);
    }

    /** Where the outputs part, read line by line up to the first elision. */
    private static String firstDifference(String source, DocExample.Step step, List<String> printed) {
        List<String> expected = step.expected();
        for (int i = 0; i < expected.size(); i++) {
            String where = source + ":" + (step.line() + 1 + i);
            if (isElision(expected.get(i))) {
                return " after the elision at " + where;
            }
            if (i >= printed.size() || !linePattern(expected.get(i)).matcher(printed.get(i)).matches()) {
                return "; first difference at " + where + ":\n    documented: " + visible(expected.get(i))
                        + "\n    printed:    " + (i < printed.size() ? visible(printed.get(i)) : "(nothing more)");
            }
        }
        return printed.size() > expected.size()
                ? "; it prints more lines, from " + visible(printed.get(expected.size()))
                : " (its last line does not end in a line break)";
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
