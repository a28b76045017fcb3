package dev.romlab.asm;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;

/**
 * The open conditional blocks ({@code #if}/{@code #ifdef}/{@code #ifndef} ... {@code #elif} ... {@code #else}
 * ... {@code #endif}) and whether lines are assembled at this point. Conditions inside a skipped block are not
 * evaluated, so they cannot report errors.
 */
final class ConditionalStack {

    /** One open block: whether its enclosing code runs, whether a branch was taken, whether this one runs. */
    private record Block(boolean enclosingActive, boolean taken, boolean active, boolean elseSeen, SourceLine opened) {
    }

    private final Deque<Block> blocks = new ArrayDeque<>();

    /** Whether the current line is assembled. */
    boolean active() {
        return blocks.isEmpty() || blocks.peek().active();
    }

    /** Opens a block; {@code condition} is asked only when the enclosing code runs. */
    void open(BooleanSupplier condition, SourceLine where) {
        boolean enclosing = active();
        boolean value = enclosing && condition.getAsBoolean();
        blocks.push(new Block(enclosing, value, value, false, where));
    }

    /** {@code #elif}, written {@code word}: returns an error message, or null. */
    String elseIf(BooleanSupplier condition, String word) {
        if (blocks.isEmpty()) {
            return "'" + word + "' without an open 'if'";
        }
        Block block = blocks.pop();
        if (block.elseSeen()) {
            blocks.push(block);
            return "'" + word + "' after 'else'";
        }
        boolean value = block.enclosingActive() && !block.taken() && condition.getAsBoolean();
        blocks.push(new Block(block.enclosingActive(), block.taken() || value, value, false, block.opened()));
        return null;
    }

    /** {@code #else}, written {@code word}: returns an error message, or null. */
    String otherwise(String word) {
        if (blocks.isEmpty()) {
            return "'" + word + "' without an open 'if'";
        }
        Block block = blocks.pop();
        if (block.elseSeen()) {
            blocks.push(block);
            return "a second '" + word + "' in one 'if' block";
        }
        boolean value = block.enclosingActive() && !block.taken();
        blocks.push(new Block(block.enclosingActive(), true, value, true, block.opened()));
        return null;
    }

    /** {@code #endif}, written {@code word}: returns an error message, or null. */
    String close(String word) {
        if (blocks.isEmpty()) {
            return "'" + word + "' without an open 'if'";
        }
        blocks.pop();
        return null;
    }

    /** How many blocks are open. */
    int depth() {
        return blocks.size();
    }

    /** Closes the blocks opened after {@code depth} were open (leaving a macro with {@code .exitmacro}). */
    void closeDownTo(int depth) {
        while (blocks.size() > depth) {
            blocks.pop();
        }
    }

    /** The line that opened the outermost block still open, or null when every block was closed. */
    SourceLine firstOpen() {
        return blocks.isEmpty() ? null : blocks.peekLast().opened();
    }
}
