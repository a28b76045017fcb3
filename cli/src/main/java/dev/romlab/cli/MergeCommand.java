package dev.romlab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code romlab merge}: the {@code --json} of the parts of a sharded {@code diff}, {@code dist}, {@code fairness} or
 * {@code bench} ({@link ShardOption}) combined into the report one run prints. The parts are checked to be the whole
 * of one run ({@link ShardSet}); then the parts' command line is read again by its own command, which merges their
 * figures where it would have run, and prints as it prints.
 */
@Command(name = "merge",
        header = "Combine the --json of the parts of a sharded diff, dist, fairness or bench into one run's report.",
        sortOptions = false,
        description = {"Read the --json of every part of one run made with --shard K/N (the same command line "
                + "but for K), check that they are parts 1..N of one run, each once, and print the report that "
                + "run would print without --shard: text, or with --json its JSON, byte for byte. Exit code 1 when "
                + "a part is missing, given twice or of another run, and when the merged diff diverges, as diff "
                + "exits.",
                "A diff merges up to its first diverging part, whose first divergence is run again for the "
                        + "emulator's registers and trace. A bench's host speed is the parts' emulated cycles over "
                        + "their host time, each part timed after its own warm-up pass: a measurement, not the "
                        + "figure one run would give; every other figure is."},
        footer = {"%nExample (each part may run on another machine; README.md, \"Runs that outgrow one machine\"):",
                "  romlab diff z80-mul --exhaustive --shard 1/2 --json > part1.json",
                "  romlab diff z80-mul --exhaustive --shard 2/2 --json > part2.json",
                "  romlab merge part1.json part2.json",
                "prints what 'romlab diff z80-mul --exhaustive' prints:",
                "  z80-mul: every h 0..255 × every l 0..255 (Z80 on a TI-83+ at 6 MHz)",
                "  65,536 inputs, 0 divergences"})
final class MergeCommand extends KernelCommand {

    /** The commands that take {@code --shard}, each merging its own parts. */
    private static final Map<String, Supplier<KernelCommand>> SHARDED = Map.of("diff", DiffCommand::new,
            "dist", DistCommand::new, "fairness", FairnessCommand::new, "bench", BenchCommand::new);

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "The parts' --json files ('-' for standard input), in any order.")
    private List<Path> files;

    @Override
    public Integer call() throws Exception {
        List<ShardPart> parts = new ArrayList<>();
        for (Path file : files) {
            String name = StandardStreams.isDash(file) ? InputFiles.STANDARD_INPUT_NAME : file.toString();
            parts.add(ShardPart.read(name, InputFiles.readBytes(file, StandardStreams.of(spec).in())));
        }
        ShardSet run = ShardSet.of(parts);
        String commandText = run.parts().get(0).commandText();
        Supplier<KernelCommand> maker = SHARDED.get(run.command().get(0));
        if (maker == null) {
            throw new CommandFailure("'" + commandText + "' is no command that takes --shard (diff, dist, "
                    + "fairness, bench)");
        }
        KernelCommand command = maker.get();
        command.useRegistry(registry());
        List<String> args = new ArrayList<>(run.command());
        if (json.enabled()) {
            args.add("--json");
        }
        CommandLine line = new CommandLine(new RomlabCommand(StandardStreams.of(spec))).addSubcommand(command)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(spec.commandLine().getOut()).setErr(spec.commandLine().getErr());
        try {
            line.parseArgs(args.toArray(String[]::new));
            ShardOption.of(command.spec).mergeFrom(run);
            return command.call();
        } catch (ParameterException e) {
            throw new CommandFailure("'" + commandText + "': " + e.getMessage());
        }
    }
}
