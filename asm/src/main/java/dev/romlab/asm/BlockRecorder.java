package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * Records the lines of a macro definition or a repetition up to the directive that ends it, counting nested
 * blocks so that an inner {@code endm} does not end the outer block. A macro ends with
 * {@link DirectiveKind#ENDMACRO}; a repetition with {@link DirectiveKind#ENDREPT} or, as pasmo and zmac write
 * it, {@link DirectiveKind#ENDMACRO}.
 */
final class BlockRecorder {

    private final DirectiveKind kind;
    private final SourceLine start;
    private final MacroDefinition macro;
    private final int repeats;
    private final String counter;
    private final List<SourceLine> body = new ArrayList<>();
    private int depth;

    private BlockRecorder(DirectiveKind kind, SourceLine start, MacroDefinition macro, int repeats, String counter) {
        this.kind = kind;
        this.start = start;
        this.macro = macro;
        this.repeats = repeats;
        this.counter = counter;
    }

    /** Records the body of {@code header} (a macro whose body is still empty). */
    static BlockRecorder macro(MacroDefinition header, SourceLine start) {
        return new BlockRecorder(DirectiveKind.MACRO, start, header, 0, null);
    }

    /**
     * Records a block to repeat {@code repeats} times, in which the word {@code counter} (null for none) stands
     * for the number of the round, from 0 (ca65's {@code .repeat 4, I}).
     */
    static BlockRecorder repetition(int repeats, String counter, SourceLine start) {
        return new BlockRecorder(DirectiveKind.REPT, start, null, repeats, counter);
    }

    /**
     * Takes the next line, whose first word is a directive of kind {@code first} (or null) and whose second
     * word one of kind {@code second} (or null); returns true when the line ends the block.
     */
    boolean take(SourceLine line, DirectiveKind first, DirectiveKind second) {
        if ((first != null && first.startsBlock()) || second == DirectiveKind.MACRO) {
            depth++;
        } else if (first == DirectiveKind.ENDMACRO || first == DirectiveKind.ENDREPT) {
            if (depth == 0 && (first == DirectiveKind.ENDMACRO || kind == DirectiveKind.REPT)) {
                return true;
            }
            depth = Math.max(0, depth - 1);
        }
        body.add(line);
        return false;
    }

    DirectiveKind kind() {
        return kind;
    }

    /** The macro with the recorded body (a macro block only). */
    MacroDefinition macro() {
        return new MacroDefinition(macro.name(), macro.parameters(), macro.parenthesized(), body, macro.definedAt());
    }

    int repeats() {
        return repeats;
    }

    /** The repetition's counter word, or null. */
    String counter() {
        return counter;
    }

    SourceLine start() {
        return start;
    }

    List<SourceLine> body() {
        return body;
    }
}
