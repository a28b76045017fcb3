package dev.romlab.cli;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;

import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * The {@code romlab} command: assemble, disassemble, run and check programs for old CPUs.
 *
 * <pre>
 * romlab check [KERNEL...] [--cpu CPU]... [--json]
 * romlab list [--json]
 * romlab run KERNEL [--seed S] [--sides N] [--count N] [--SETTING VALUE]... [--json]
 * romlab diff KERNEL [--exhaustive | --samples N] [--seed S] [--model MODEL] [--shard K/N] [--SETTING VALUE]...
 *     [--json]
 * romlab bench KERNEL [--clock MHZ] [--seed S] [--shard K/N] [--SETTING VALUE]... [--json]
 * romlab dist KERNEL [--sides N] [--frames N] [--exhaustive] [--shard K/N] [--SETTING VALUE]... [--json]
 * romlab fairness KERNEL [--sides N] [--spec EXPR] [--frames N] [--exhaustive] [--shard K/N] [--SETTING VALUE]...
 *     [--json]
 * romlab merge FILE... [--json]
 * romlab asm FILE [--cpu CPU] [-o OUT] [--format bin|hex|8xp] [--name NAME] [--listing FILE] [--symbols FILE]
 *            [-D NAME=VALUE]
 * romlab disasm FILE [--cpu CPU] [--org ADDR] [--from ADDR --length N] [--symbols FILE] [-D NAME=VALUE]
 * romlab exec FILE [--cpu CPU] [--org ADDR] [--entry ADDR|LABEL] [--until ADDR|LABEL|ret] [--break ADDR|LABEL]...
 *              [--set REG=VALUE]... [--dump ADDR:LEN]... [-D NAME=VALUE]... [--symbols FILE] [--max-cycles N]
 *              [--trace] [--quiet] [--json]
 * romlab debug FILE [--cpu CPU] [--org ADDR] [--symbols FILE] [-D NAME=VALUE] [run control options of exec]
 * romlab cpm FILE.COM [--max-cycles N] [--quiet]
 * romlab conformance z80 [--data DIR] [--json]
 * romlab troll [FILE | -e EXPR] [NUMBER] [NAME=VALUE ...] [-p] [--exact] [-g[SCALE]] [--limit N] [--seed S]
 *              [--json | --csv]
 * romlab completion bash|zsh
 * romlab help [COMMAND]
 * </pre>
 *
 * A file argument of {@code -} is standard input or output.
 *
 * Exit codes: 0 success, 1 failure (bad source, failed run, failed check, unreadable file, write error), 2 usage
 * error, 141 standard output closed by its reader ({@link StandardOutputFailure#BROKEN_PIPE_EXIT_CODE}).
 * A user error prints one line on stderr; an unexpected internal error prints its message, and its stack
 * trace only when the environment variable {@code ROMLAB_DEBUG} is {@code 1}.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        boolean debug = "1".equals(System.getenv("ROMLAB_DEBUG"));
        System.exit(run(debug, StandardStreams.system(), OutputCharset.standardOutput(), args));
    }

    /**
     * Runs a command line, a plain troll roll without picocli ({@link TrollCommand#runWithoutPicocli}), and flushes
     * standard output: a write error there, wherever it shows (a command, picocli's help, the last flush), is one
     * line and exit code 1, or a quiet 141 when the reader has gone ({@link StandardOutputFailure}).
     */
    static int run(boolean debug, StandardStreams streams, Charset charset, String... args) {
        PrintWriter out = textWriter(streams.out(), charset);
        PrintWriter err = textWriter(streams.err(), charset);
        CommandLine commandLine = null;
        try {
            Integer plain = TrollCommand.runWithoutPicocli(args, streams, out, err, debug);
            if (plain != null) {
                out.flush();
                return plain;
            }
            commandLine = commandLine(debug, streams, charset, args);
            int exitCode = commandLine.execute(args);
            commandLine.getOut().flush();
            return exitCode;
        } catch (StandardOutputFailure e) {
            return e.report(commandLine == null ? "romlab troll" : commandName(commandLine.getParseResult()), err);
        }
    }

    /** The qualified name of the (sub)command {@code parsed} runs, as its messages name it. */
    private static String commandName(ParseResult parsed) {
        if (parsed == null) {
            return "romlab";
        }
        ParseResult result = parsed;
        while (result.subcommand() != null) {
            result = result.subcommand();
        }
        return result.commandSpec().qualifiedName();
    }

    /**
     * Picocli's usual strategy (help if asked, else the command), with a write error on standard output while
     * picocli prints help, version or usage reported as romlab reports it: picocli would print its stack trace.
     */
    private static int executeReportingStandardOutput(ParseResult parsed, PrintWriter err) {
        try {
            return new CommandLine.RunLast().execute(parsed);
        } catch (StandardOutputFailure e) {
            return e.report(commandName(parsed), err);
        }
    }

    /**
     * The whole command tree with romlab's error handling; {@code debug} adds stack traces to internal errors. Not
     * public: the java launcher resolves the types of a main class's public methods, and loading picocli's
     * CommandLine (a Java 5 class, which the class-data archive cannot hold) cost a plain troll roll about 10 ms.
     */
    static CommandLine commandLine(boolean debug) {
        return commandLine(debug, StandardStreams.system(), OutputCharset.standardOutput());
    }

    /**
     * The command tree over {@code streams}, printing text for people in {@code charset} (with ASCII fallbacks
     * where it cannot encode µ or ×), with the subcommands {@code args} need ({@link RomlabCommand#commandsFor}:
     * all of them when there are no arguments).
     */
    static CommandLine commandLine(boolean debug, StandardStreams streams, Charset charset, String... args) {
        CommandLine root = new CommandLine(new RomlabCommand(streams));
        RomlabCommand.commandsFor(args).forEach(root::addSubcommand);
        // after the subcommands: picocli passes these settings on to the commands present when they are made
        root.setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(new UsageErrorHandler())
                .setExecutionExceptionHandler(new FailureHandler(debug))
                .setExecutionStrategy(parsed -> executeReportingStandardOutput(parsed, root.getErr()))
                .setOut(textWriter(streams.out(), charset))
                .setErr(textWriter(streams.err(), charset));
        root.getSubcommands().values().forEach(SingleKernelCommand::acceptKernelSettings);
        return root;
    }

    private static PrintWriter textWriter(OutputStream out, Charset charset) {
        return new PrintWriter(AsciiFallbackWriter.forCharset(new OutputStreamWriter(out, charset), charset), true);
    }
}
