package dev.romlab.cli;

import java.util.OptionalInt;

import dev.romlab.asm.Labels;
import picocli.CommandLine.TypeConversionException;

/**
 * An address as users give it to run control ({@code --entry}, {@code --until}, {@code --break}, {@code --dump},
 * the debugger's commands): a label of the program ({@code loop}, {@code loop+3}) or a number in any
 * {@link NumberLiteral} form. A name the program defines wins over reading the text as a number.
 */
final class AddressOrLabel {

    private static final long LAST_ADDRESS = 0xFFFF;

    private AddressOrLabel() {
    }

    /**
     * The address {@code text} names.
     *
     * @throws IllegalArgumentException with a one-line message when it is neither a label nor an address
     */
    static int resolve(String text, Labels labels) {
        OptionalInt labelled = labels.addressOf(text.strip());
        long value;
        if (labelled.isPresent()) {
            value = labelled.getAsInt();
        } else {
            try {
                value = NumberLiteral.parse(text);
            } catch (TypeConversionException e) {
                throw new IllegalArgumentException("'" + text + "' is neither a label of the program nor an address "
                        + "(write loop, loop+3, 0x100, $100, 100h or 256)");
            }
        }
        if (value < 0 || value > LAST_ADDRESS) {
            throw new IllegalArgumentException("address '" + text + "' is outside $0000-$FFFF");
        }
        return (int) value;
    }
}
