package dev.romlab.cli;

import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code romlab} command: only lists and dispatches to the subcommands. {@link #COMMANDS} are added
 * by {@link Main}, and only those a command line needs ({@link #commandsFor}): picocli reads every option of every
 * command it is given before it parses anything, and that is most of romlab's start-up.
 */
@Command(name = "romlab",
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = "A workbench for the small assembly routines of old games: assemble, disassemble, run "
                + "them on cycle-exact CPU interpreters, check bundled routines against reference models, and check "
                + "the interpreters; roll Troll dice definitions or compute their exact distributions.",
        synopsisSubcommandLabel = "COMMAND",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:failure (bad source, failed run or check, unreadable file, write error)",
                "2:usage error (unknown option, missing or bad argument)",
                "141:standard output's reader gone (| head): as for a tool killed by SIGPIPE"})
public final class RomlabCommand implements Callable<Integer> {

    /** Every subcommand, in the order {@code romlab --help} lists them. */
    static final List<Class<?>> COMMANDS = List.of(CheckCommand.class, ListCommand.class, RunCommand.class,
            DiffCommand.class, BenchCommand.class, DistCommand.class, FairnessCommand.class, ReportCommand.class, MergeCommand.class,
            BackgammonCommand.class,
            MapviewCommand.class, CopyloopCommand.class,
            AsmCommand.class, DisasmCommand.class, ExecCommand.class, DebugCommand.class, CpmCommand.class,
            ConformanceCommand.class, TrollCommand.class, FuzzCommand.class, CompletionCommand.class, HelpCommand.class);

    /** The commands that speak about the others (list, complete or explain them), so they need them all. */
    private static final Set<Class<?>> ABOUT_COMMANDS = Set.of(CompletionCommand.class, HelpCommand.class);

    private final StandardStreams streams;

    @Spec
    private CommandSpec spec;

    RomlabCommand(StandardStreams streams) {
        this.streams = streams;
    }

    /** Standard input, output and error as bytes, for {@code -} and program consoles. */
    StandardStreams streams() {
        return streams;
    }

    /**
     * The subcommands a command line needs: the one its first argument names; none for {@code --version} alone;
     * every one otherwise (help, a bare or mistyped command, {@code help}, {@code completion}).
     */
    static List<Class<?>> commandsFor(String... args) {
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return List.of();
        }
        for (Class<?> command : COMMANDS) {
            if (args.length > 0 && !ABOUT_COMMANDS.contains(command)
                    && command.getAnnotation(Command.class).name().equals(args[0])) {
                return List.of(command);
            }
        }
        return COMMANDS;
    }

    /** Bare {@code romlab}: a usage error naming every command, read from the tree so none is left out. */
    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command (" + String.join(", ",
                spec.subcommands().keySet()) + ")");
    }
}
