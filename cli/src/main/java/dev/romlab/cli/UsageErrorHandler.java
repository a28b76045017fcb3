package dev.romlab.cli;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A usage error (unknown option, bad value, missing argument): one line on stderr, exit code 2. A mistyped
 * command or option is followed by picocli's suggestions of the close ones ("Did you mean: ...").
 */
final class UsageErrorHandler implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(name + ": " + e.getMessage() + " (see '" + name + " --help')");
        if (e instanceof UnmatchedArgumentException unmatched) {
            UnmatchedArgumentException.printSuggestions(unmatched, command.getErr());
        }
        command.getErr().flush();
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }
}
