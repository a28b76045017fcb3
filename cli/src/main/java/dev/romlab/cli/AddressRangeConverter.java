package dev.romlab.cli;

import dev.romlab.asm.AddressRanges;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code FROM-TO}: two addresses in any {@link NumberLiteral} form, the second not below the first. */
final class AddressRangeConverter implements ITypeConverter<AddressRanges.Range> {

    @Override
    public AddressRanges.Range convert(String text) {
        int dash = text.indexOf('-', 1);
        if (dash < 0) {
            throw new TypeConversionException("expected FROM-TO (both included), e.g. 0x112-0x116, found '" + text
                    + "'");
        }
        AddressConverter addresses = new AddressConverter();
        int first = addresses.convert(text.substring(0, dash));
        int last = addresses.convert(text.substring(dash + 1));
        if (last < first) {
            throw new TypeConversionException("'" + text + "' ends before it starts");
        }
        return new AddressRanges.Range(first, last);
    }
}
