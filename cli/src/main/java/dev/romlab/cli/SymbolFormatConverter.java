package dev.romlab.cli;

import java.util.Arrays;

import dev.romlab.asm.ClosestName;
import dev.romlab.asm.SymbolFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --symbols-format}: a {@link SymbolFormat} by its id ({@code romlab}, {@code vice}, {@code equ}, ...). */
final class SymbolFormatConverter implements ITypeConverter<SymbolFormat> {

    @Override
    public SymbolFormat convert(String text) {
        return Arrays.stream(SymbolFormat.values()).filter(format -> format.id().equals(text)).findFirst()
                .orElseThrow(() -> new TypeConversionException("unknown symbol format '" + text + "' ("
                        + ClosestName.suggestion(text, Arrays.stream(SymbolFormat.values()).map(SymbolFormat::id)
                                .toList()) + ")"));
    }
}
