package dev.romlab.cli;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/** A usage error (unknown option, bad value, missing argument): one line on stderr, exit code 2. */
final class UsageErrorHandler implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(name + ": " + e.getMessage() + " (see '" + name + " --help')");
        command.getErr().flush();
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }
}
