package dev.romlab.asm;

import java.util.List;

/**
 * A macro: its parameters and body lines as written. Calls substitute arguments for parameters (whole words,
 * outside quotes) and give the expansion its own scope for local labels and {@code local} names.
 *
 * @param name          the name calls use (case-sensitive)
 * @param parameters    the parameter names
 * @param parenthesized whether calls write their arguments in parentheses, {@code name(a,b)} (spasm-ng)
 * @param body          the lines between the start and the end of the definition
 * @param definedAt     where the definition starts
 */
record MacroDefinition(String name, List<String> parameters, boolean parenthesized, List<SourceLine> body,
        String definedAt) {

    MacroDefinition {
        parameters = List.copyOf(parameters);
        body = List.copyOf(body);
    }
}
