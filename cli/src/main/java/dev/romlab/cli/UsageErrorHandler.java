package dev.romlab.cli;

import java.util.List;

import dev.romlab.asm.ClosestName;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A usage error (unknown option, bad value, missing argument): one line on stderr, exit code 2. A mistyped
 * command or option is followed by picocli's suggestions of the close ones ("Did you mean: romlab check?", "Did you
 * mean: --max-cycles?"); a mistyped value names its own in the message (ClosestName: "did you mean z80?").
 */
final class UsageErrorHandler implements IParameterExceptionHandler {

    /** How picocli's help command starts its message for a command it does not know. */
    private static final String UNKNOWN_SUBCOMMAND = "Unknown subcommand '";

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(name + ": " + e.getMessage() + " (see '" + name + " --help')");
        if (e instanceof UnmatchedArgumentException unmatched) {
            List<String> suggestions = unmatched.getSuggestions();
            if (!suggestions.isEmpty() && unmatched.getUnmatched().get(0).startsWith("-")) {
                // picocli says "Possible solutions: --max-cycles" for an option: asked as for a command instead
                command.getErr().println("Did you mean: " + String.join(" or ", suggestions) + "?");
            } else {
                UnmatchedArgumentException.printSuggestions(unmatched, command.getErr());
            }
        } else if (e.getMessage().startsWith(UNKNOWN_SUBCOMMAND)) {
            // picocli's help command names no close command for "romlab help chekc": asked as for "romlab chekc"
            String word = e.getMessage().substring(UNKNOWN_SUBCOMMAND.length()).replaceFirst("'\\.?$", "");
            List<String> near = ClosestName.near(word, command.getSubcommands().keySet());
            if (!near.isEmpty()) {
                command.getErr().println("Did you mean: " + String.join(" or ",
                        near.stream().map(n -> name + " " + n).toList()) + "?");
            }
        }
        command.getErr().flush();
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }
}
