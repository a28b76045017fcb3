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
 * passes {@code -DprogName="83PBE"}). Any other VALUE is a text macro of that text ({@code -D 'OP=inc a'}), as
 * spasm-ng v0.5-beta.3 takes every {@code -D} (its {@code main.cpp}, case 'D': the text after {@code =} is the
 * define's contents); a dialect without text macros refuses it as not a number.
 *
 * @param text   the text macro's body (a quoted string with its quotes, or other text), or null for a number
 * @param quoted whether the text was a quoted string
 */
record SymbolDefinition(String name, long value, String text, boolean quoted) {

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

    /**
     * Why {@code definitions} do not suit an assembler without text macros named {@code assembler}, or null when
     * they are all numbers.
     */
    static String withoutTextMacros(List<SymbolDefinition> definitions, String assembler) {
        for (SymbolDefinition definition : definitions) {
            if (definition.text() != null && definition.quoted()) {
                return "-D NAME=\"text\" defines a text macro (#define), which the " + assembler
                        + "'s assembler has not: give a number";
            }
            if (definition.text() != null) {
                return "-D " + definition.name() + "=" + definition.text() + ": '" + definition.text()
                        + "' is not a number (write 0x100, $100, >100, #100, 100h or 256); only a dialect with "
                        + "#define takes it as text, and the " + assembler + "'s assembler has none";
            }
        }
        return null;
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
                return new SymbolDefinition(name, 0, value, true);
            }
            if (value.isEmpty()) {
                throw new TypeConversionException("'" + text + "' has no VALUE after '=' (write NAME=VALUE, or NAME "
                        + "alone for 1)");
            }
            try {
                return new SymbolDefinition(name, NumberLiteral.parse(value), null, false);
            } catch (TypeConversionException notANumber) {
                return new SymbolDefinition(name, 0, value, false);
            }
        }
    }
}
