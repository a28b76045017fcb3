package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The positional arguments of {@code romlab troll}, read as the original troll program reads its command line
 * (paper {@code 002_9a6f8b4afe0aaa86.txt}, section 8): {@code NAME=VALUE} defines a variable, an argument that
 * starts with a digit (or a sign, {@code -} or Standard ML's {@code ~}, then a digit) is the NUMBER, anything
 * else is the FILE. Unlike the original, a second FILE or NUMBER is refused rather than silently winning.
 *
 * @param file      the definition's file, or null
 * @param number    samples to roll when positive; 0 the distribution; -n the distribution with limit n
 * @param variables command-line variables, the outermost scope
 */
record TrollArguments(String file, int number, Map<String, Integer> variables) {

    /** @throws IllegalArgumentException naming the argument that cannot be read */
    static TrollArguments of(List<String> arguments) {
        String file = null;
        Integer number = null;
        Map<String, Integer> variables = new LinkedHashMap<>();
        for (String argument : arguments) {
            int equals = argument.indexOf('=');
            if (equals >= 0) {
                String name = argument.substring(0, equals);
                if (!name.matches("[A-Za-z]+")) {
                    throw new IllegalArgumentException("'" + argument + "': a variable name is letters only");
                }
                if (variables.put(name, integer(argument.substring(equals + 1), argument)) != null) {
                    throw new IllegalArgumentException("variable " + name + " defined twice");
                }
            } else if (looksNumeric(argument)) {
                if (number != null) {
                    throw new IllegalArgumentException("two NUMBERs: " + number + " and " + argument);
                }
                number = integer(argument, argument);
            } else {
                if (file != null) {
                    throw new IllegalArgumentException("two FILEs: " + file + " and " + argument);
                }
                file = argument;
            }
        }
        return new TrollArguments(file, number == null ? 0 : number, variables);
    }

    private static boolean looksNumeric(String argument) {
        return argument.matches("[-~]?[0-9].*");
    }

    /** A decimal integer with {@code -} or {@code ~} for minus (the paper accepts both on the command line). */
    private static int integer(String text, String argument) {
        String digits = text.startsWith("~") ? "-" + text.substring(1) : text;
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + argument + "': not an integer");
        }
    }
}
