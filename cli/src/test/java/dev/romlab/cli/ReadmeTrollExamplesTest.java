package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code $ ./romlab troll ...} command in a code block of the READMEs runs and prints exactly the lines
 * shown under it (stdout, then stderr). A {@code $ cat FILE} in the same block shows a definition file; it is
 * written to a temporary folder and the command reads it from there.
 */
class ReadmeTrollExamplesTest {

    private static final List<String> READMES = List.of("../README.md", "README.md", "../troll/README.md");

    @TempDir
    Path folder;

    @Test
    void everyTrollCommandInTheReadmesPrintsWhatTheReadmeShows() throws IOException {
        int commands = 0;
        for (String readme : READMES) {
            for (List<String> block : codeBlocks(Files.readAllLines(Path.of(readme), StandardCharsets.UTF_8))) {
                commands += runBlock(readme, block);
            }
        }
        assertTrue(commands >= 4, "found only " + commands + " troll commands in " + READMES);
    }

    /** Runs the troll commands of one code block; returns how many it ran. */
    private int runBlock(String readme, List<String> block) throws IOException {
        Map<String, Path> files = new HashMap<>();
        int commands = 0;
        for (int i = 0; i < block.size(); i++) {
            if (!block.get(i).startsWith("$ ")) {
                continue;
            }
            List<String> words = words(block.get(i).substring(2));
            int end = i + 1;
            while (end < block.size() && !block.get(end).startsWith("$ ")) {
                end++;
            }
            String shown = String.join("\n", block.subList(i + 1, end)) + (end > i + 1 ? "\n" : "");
            if (words.get(0).equals("cat") && words.size() == 2) {
                files.put(words.get(1), Files.writeString(folder.resolve(words.get(1)), shown));
            } else if (words.size() > 1 && words.get(0).equals("./romlab") && words.get(1).equals("troll")) {
                List<String> args = new ArrayList<>();
                for (String word : words.subList(1, words.size())) {
                    args.add(files.containsKey(word) ? files.get(word).toString() : word);
                }
                CommandRun run = CommandRun.of(args.toArray(String[]::new));
                assertEquals(shown, run.out() + run.err(), readme + ": " + block.get(i));
                commands++;
            }
        }
        return commands;
    }

    private static List<List<String>> codeBlocks(List<String> lines) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> block = null;
        for (String line : lines) {
            if (line.startsWith("```")) {
                if (block != null) {
                    blocks.add(block);
                }
                block = block == null ? new ArrayList<>() : null;
            } else if (block != null) {
                block.add(line);
            }
        }
        return blocks;
    }

    /** A command line split as a POSIX shell does for the quoting the READMEs use: blanks, '...' and "...". */
    private static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (char c : command.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (c == ' ') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
