package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One example session from the documentation: shell commands, each followed by what it prints.
 *
 * <p>The convention (cli/README.md, "Examples in the documentation"): a fenced block holding a line that starts
 * {@code $ ./romlab } is an example. Each line starting {@code $ } is a command, the lines up to the next command
 * are its expected output, stdout and stderr as a terminal shows them. Three commands are understood:
 * {@code ./romlab ARGS} (quoted as a POSIX shell quotes; {@code > FILE} at the end sends its stdout to FILE),
 * {@code cat FILE} and {@code echo $?}; any other command
 * in an example block is an error. In the expected output, a line that is only {@code ...} stands for any number of
 * lines, and {@code ...} inside a line for any text (figures that vary from run to run).
 *
 * @param source where the example is, for messages: {@code README.md}, {@code run --help}
 * @param steps  the commands in order
 */
record DocExample(String source, List<Step> steps) {

    /** A command at {@code line} of the source and the output the documentation shows for it. */
    record Step(int line, String command, List<String> expected) {

        /** {@code where:line}, the place a failure points at. */
        String at(String source) {
            return source + ":" + line;
        }
    }

    private static final Pattern FENCE = Pattern.compile("^\\s*```");
    private static final String PROMPT = "$ ";

    /** Every example block of a Markdown file, in order. */
    static List<DocExample> fromMarkdown(String source, List<String> lines) {
        List<DocExample> examples = new ArrayList<>();
        List<String> block = null;
        int blockStart = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (FENCE.matcher(line).find()) {
                if (block == null) {
                    block = new ArrayList<>();
                    blockStart = i + 2; // 1-based number of the block's first line
                } else {
                    if (block.stream().anyMatch(l -> l.startsWith(PROMPT + "./romlab "))) {
                        examples.add(new DocExample(source, steps(block, blockStart, PROMPT)));
                    }
                    block = null;
                }
            } else if (block != null) {
                block.add(line);
            }
        }
        return examples;
    }

    /**
     * The examples of a help text: a line {@code $ romlab ...}, indented, then its output indented at least as
     * far; the example ends at a blank or less indented line.
     */
    static List<DocExample> fromHelp(String source, List<String> lines) {
        Pattern command = Pattern.compile("^(\\s*)\\$ romlab (.*)$");
        List<DocExample> examples = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = command.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            String indent = m.group(1);
            List<String> expected = new ArrayList<>();
            int j = i + 1;
            while (j < lines.size() && lines.get(j).startsWith(indent) && !lines.get(j).isBlank()
                    && !command.matcher(lines.get(j)).matches()) {
                expected.add(lines.get(j).substring(indent.length()));
                j++;
            }
            examples.add(new DocExample(source, List.of(new Step(i + 1, "./romlab " + m.group(2), expected))));
            i = j - 1;
        }
        return examples;
    }

    private static List<Step> steps(List<String> block, int firstLine, String prompt) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < block.size(); i++) {
            String line = block.get(i);
            if (line.startsWith(prompt)) {
                steps.add(new Step(firstLine + i, line.substring(prompt.length()), new ArrayList<>()));
            } else if (steps.isEmpty()) {
                throw new IllegalArgumentException("line " + (firstLine + i) + ": output before the first command");
            } else {
                steps.get(steps.size() - 1).expected().add(line);
            }
        }
        return steps;
    }

    /** Splits a command line as a POSIX shell does for words: blanks, single and double quotes, backslashes. */
    static List<String> words(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < commandLine.length()
                        && "$`\"\\".indexOf(commandLine.charAt(i + 1)) >= 0) {
                    word.append(commandLine.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == ' ' || c == '\t') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                if (word == null) {
                    word = new StringBuilder();
                }
                if (c == '\'' || c == '"') {
                    quote = c;
                } else if (c == '\\' && i + 1 < commandLine.length()) {
                    word.append(commandLine.charAt(++i));
                } else {
                    word.append(c);
                }
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in: " + commandLine);
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
