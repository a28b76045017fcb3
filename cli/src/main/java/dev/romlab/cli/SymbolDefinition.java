package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A {@code -D NAME=VALUE} symbol definition; {@code -D NAME} alone defines NAME as 1, as C compilers do.
 * VALUE takes any {@link NumberLiteral} form.
 */
record SymbolDefinition(String name, long value) {

    /** The definitions as the assembler takes them; a later one for the same name wins. */
    static Map<String, Long> toMap(List<SymbolDefinition> definitions) {
        Map<String, Long> map = new LinkedHashMap<>();
        for (SymbolDefinition definition : definitions) {
            map.put(definition.name(), definition.value());
        }
        return map;
    }

    /** Parses {@code NAME=VALUE} for picocli. */
    static final class Converter implements ITypeConverter<SymbolDefinition> {

        @Override
        public SymbolDefinition convert(String text) {
            int equals = text.indexOf('=');
            String name = (equals < 0 ? text : text.substring(0, equals)).strip();
            if (!name.matches("[A-Za-z_.][A-Za-z0-9_.]*")) {
                throw new TypeConversionException("'" + text + "' is not NAME=VALUE with a symbol name");
            }
            return new SymbolDefinition(name, equals < 0 ? 1 : NumberLiteral.parse(text.substring(equals + 1)));
        }
    }
}
