package dev.romlab.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The top-level {@code romlab} command: only lists and dispatches to the subcommands. */
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
        subcommands = {CheckCommand.class, ListCommand.class, RunCommand.class, DiffCommand.class,
                BenchCommand.class, DistCommand.class, FairnessCommand.class, AsmCommand.class, DisasmCommand.class,
                ExecCommand.class, DebugCommand.class, CpmCommand.class, ConformanceCommand.class, TrollCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:failure (bad source, failed run or check, unreadable file)",
                "2:usage error (unknown option, missing or bad argument)"})
public final class RomlabCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command (check, list, run, diff, bench, dist, asm, "
                + "disasm, exec, cpm, conformance, troll)");
    }
}
