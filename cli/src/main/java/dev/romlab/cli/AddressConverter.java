package dev.romlab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A 16-bit address option ({@code --org}, {@code --entry}, {@code --from}) in any {@link NumberLiteral} form. */
final class AddressConverter implements ITypeConverter<Integer> {

    private static final long LAST_ADDRESS = 0xFFFF;

    @Override
    public Integer convert(String text) {
        long value = NumberLiteral.parse(text);
        if (value < 0 || value > LAST_ADDRESS) {
            throw new TypeConversionException("address '" + text + "' is outside $0000-$FFFF");
        }
        return (int) value;
    }
}
