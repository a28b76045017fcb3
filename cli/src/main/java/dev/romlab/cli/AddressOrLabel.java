package dev.romlab.cli;

import java.util.OptionalInt;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressFormat;
import picocli.CommandLine.TypeConversionException;

/**
 * An address as users give it to run control ({@code --entry}, {@code --until}, {@code --break}, {@code --dump},
 * the debugger's commands): a label of the program ({@code loop}, {@code loop+3}) or a number in any
 * {@link NumberLiteral} form. A name the program defines wins over reading the text as a number.
 */
final class AddressOrLabel {

    private AddressOrLabel() {
    }

    /**
     * The address {@code text} names, one of {@code addresses}' space.
     *
     * @throws IllegalArgumentException with a one-line message (its range in the CPU's notation) when it is neither
     *                                  a label nor an address
     */
    static int resolve(String text, Labels labels, AddressFormat addresses) {
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
        int last = addresses.space().addresses() - 1;
        if (value < 0 || value > last) {
            throw new IllegalArgumentException("address '" + text + "' is outside " + addresses.text(0) + "-"
                    + addresses.text(last));
        }
        return (int) value;
    }
}
