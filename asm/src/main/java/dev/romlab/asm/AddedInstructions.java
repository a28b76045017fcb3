package dev.romlab.asm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The instructions one pass has added with {@code .addinstr} so far, by mnemonic in any case. As in spasm-ng, the
 * newest definition of a mnemonic is tried first, and the instruction set's own forms only after all of them: an
 * added {@code LD (HL+),A} extends {@code ld}, and an added {@code JP (*)} takes {@code jp (hl)} too.
 */
final class AddedInstructions {

    private final Map<String, List<AddedInstruction>> byMnemonic = new HashMap<>();

    void add(AddedInstruction instruction) {
        byMnemonic.computeIfAbsent(key(instruction.mnemonic()), k -> new ArrayList<>()).add(0, instruction);
    }

    /** Whether some {@code .addinstr} above defined {@code mnemonic}. */
    boolean has(String mnemonic) {
        return byMnemonic.containsKey(key(mnemonic));
    }

    /** The patterns added for {@code mnemonic}, newest first, for messages. */
    List<String> patterns(String mnemonic) {
        return byMnemonic.getOrDefault(key(mnemonic), List.of()).stream().map(AddedInstruction::pattern).toList();
    }

    /** The bytes of the newest added form of {@code mnemonic} that {@code operands} match; empty if none. */
    Optional<byte[]> encode(SourceText mnemonic, SourceText operands, LexicalRules lexical, EncodingContext context,
            boolean bigEndian) {
        for (AddedInstruction instruction : byMnemonic.getOrDefault(key(mnemonic.text()), List.of())) {
            Optional<List<SourceText>> expressions = instruction.match(operands, lexical);
            if (expressions.isPresent()) {
                return Optional.of(instruction.encode(expressions.get(), context, bigEndian));
            }
        }
        return Optional.empty();
    }

    private static String key(String mnemonic) {
        return mnemonic.toLowerCase(Locale.ROOT);
    }
}
