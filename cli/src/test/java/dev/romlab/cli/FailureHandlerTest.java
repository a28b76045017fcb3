package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class FailureHandlerTest {

    @Command(name = "broken")
    static final class Broken implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("register file out of sync");
        }
    }

    private static String run(boolean debug) {
        StringWriter err = new StringWriter();
        CommandLine commandLine = new CommandLine(new Broken())
                .setExecutionExceptionHandler(new FailureHandler(debug))
                .setErr(new PrintWriter(err, true));
        assertEquals(1, commandLine.execute(), err::toString);
        return err.toString();
    }

    @Test
    void internalErrorIsOneLineWithoutStackTrace() {
        String err = run(false);

        assertEquals("broken: internal error: java.lang.IllegalStateException: register file out of sync "
                + "(set ROMLAB_DEBUG=1 for the stack trace)\n", err);
    }

    @Test
    void debugModeAddsTheStackTrace() {
        String err = run(true);

        assertTrue(err.contains("\tat dev.romlab.cli.FailureHandlerTest$Broken.call"), err);
    }
}
