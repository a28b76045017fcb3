package dev.romlab.asm;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * One level of what the assembler is reading: a file, a macro expansion or a repetition. Frames stack up as
 * includes, macro calls and repetitions nest; each remembers how it was entered (the note diagnostics show) and
 * the statements still to assemble from its current line, so a macro called in the middle of a line runs
 * before the rest of that line.
 */
final class SourceFrame {

    private final String file;
    private final List<SourceLine> lines;
    private final int repeats;
    private final String note;
    private final String localScope;
    private final RoundCounter counter;
    private final Deque<SourceText> pending = new ArrayDeque<>();
    private int next;
    private int round;
    private SourceLine current;
    private int statementsOnLine;
    /** For a macro expansion: how many conditional blocks were open when it started (ca65's {@code .exitmacro}). */
    private int conditionalDepth;

    /**
     * @param file       the file path for a file frame (include cycles are checked against it), null otherwise
     * @param lines      the lines to read
     * @param repeats    how many times to read them
     * @param note       how this frame was entered, null for the main file
     * @param localScope the scope of local labels defined in it (a macro expansion), null to use the enclosing one
     */
    SourceFrame(String file, List<SourceLine> lines, int repeats, String note, String localScope) {
        this(file, lines, repeats, note, localScope, null);
    }

    /** As above, with a word that stands for the number of the round in every line ({@code .repeat 4, I}). */
    SourceFrame(String file, List<SourceLine> lines, int repeats, String note, String localScope,
            RoundCounter counter) {
        this.file = file;
        this.lines = List.copyOf(lines);
        this.repeats = repeats;
        this.note = note;
        this.localScope = localScope;
        this.counter = counter;
    }

    /** A repetition's counter: the word {@code name}, read by {@code lexical}, replaced by the round (from 0). */
    record RoundCounter(String name, LexicalRules lexical) {

        SourceLine in(SourceLine line, int round) {
            String text = WordReplacer.replace(line.text(), lexical, Map.of(name, Integer.toString(round)));
            return new SourceLine(line.file(), line.number(), text);
        }
    }

    /** The next line, or null when the frame is used up. */
    SourceLine nextLine() {
        if (next == lines.size()) {
            round++;
            next = 0;
        }
        if (round >= repeats || lines.isEmpty()) {
            return null;
        }
        current = counter == null ? lines.get(next++) : counter.in(lines.get(next++), round);
        statementsOnLine = 0;
        return current;
    }

    /** Replaces the current line by its text after text macros, and queues its statements. */
    void setStatements(SourceLine line, List<SourceText> statements) {
        current = line;
        statementsOnLine = statements.size();
        pending.addAll(statements);
    }

    SourceText nextStatement() {
        return pending.poll();
    }

    boolean hasStatements() {
        return !pending.isEmpty();
    }

    SourceLine current() {
        return current;
    }

    int statementsOnLine() {
        return statementsOnLine;
    }

    String file() {
        return file;
    }

    String note() {
        return note;
    }

    String localScope() {
        return localScope;
    }

    /** A macro expansion: the frame that has a local-label scope of its own. */
    boolean isMacroExpansion() {
        return localScope != null;
    }

    /** Records how many conditional blocks were open when this frame started; returns the frame. */
    SourceFrame startedInside(int openConditionals) {
        conditionalDepth = openConditionals;
        return this;
    }

    int conditionalDepth() {
        return conditionalDepth;
    }
}
