package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A {@code -D NAME=VALUE} symbol definition; {@code -D NAME} alone defines NAME as 1, as C compilers do.
 * VALUE takes any {@link NumberLiteral} form, or is a quoted string ({@code -D 'NAME="text"'}): then NAME is a text
 * macro whose body is the string with its quotes, as spasm-ng's {@code -D} defines one (rom8x's build script
 * passes {@code -DprogName="83PBE"}).
 *
 * @param text the quoted string, or null for a number
 */
record SymbolDefinition(String name, long value, String text) {

    /** The numeric definitions as the assembler takes them; a later one for the same name wins. */
    static Map<String, Long> toMap(List<SymbolDefinition> definitions) {
        Map<String, Long> map = new LinkedHashMap<>();
        for (SymbolDefinition definition : definitions) {
            if (definition.text() == null) {
                map.put(definition.name(), definition.value());
            } else {
                map.remove(definition.name());
            }
        }
        return map;
    }

    /** The quoted-string definitions, as text macros; a later one for the same name wins. */
    static Map<String, String> textMap(List<SymbolDefinition> definitions) {
        Map<String, String> map = new LinkedHashMap<>();
        for (SymbolDefinition definition : definitions) {
            if (definition.text() != null) {
                map.put(definition.name(), definition.text());
            } else {
                map.remove(definition.name());
            }
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
            String value = equals < 0 ? "1" : text.substring(equals + 1).strip();
            if (value.length() >= 2 && (value.charAt(0) == '"' || value.charAt(0) == '\'')
                    && value.charAt(value.length() - 1) == value.charAt(0)) {
                return new SymbolDefinition(name, 0, value);
            }
            return new SymbolDefinition(name, NumberLiteral.parse(value), null);
        }
    }
}
