package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.romlab.asm.ClosestName;
import dev.romlab.kernels.CheckEngine;
import dev.romlab.kernels.CheckReport;
import dev.romlab.kernels.CycleStats;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.Kernel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code romlab check}: every kernel against its model, in one table. The main job. */
@Command(name = "check",
        header = "Diff every kernel against its reference model; one table; exit 0 only when all match.",
        sortOptions = false,
        description = {"Run every bundled kernel on the emulator over its default input set (exhaustive where the "
                + "input space is small, seeded samples elsewhere: 'romlab list' shows each set) against its "
                + "independent Java reference model, and print one line per kernel: its id, CPU, how many inputs "
                + "were compared, whether emulator = model (outputs and cycles), its cycles per call in its CPU's unit "
                + "(min / mean / max over the calls that returned, the unit, and how many never return: Z80 T-states, "
                + "6502 cycles, TMS9900 clock cycles, COMET II and MLFE cost units), the dice kernels' fairness "
                + "(the total variation distance from their Troll spec at the default sides: 'romlab fairness "
                + "KERNEL'; '-' for the others) and a finding: the exact distribution over every random byte for "
                + "the dice kernels (over the clock or the state, every bomb of each board, for the minesweepers), "
                + "what the code really does for the others.",
                "KERNEL... and --cpu CPU run a part of the table: the kernels named, in that order, then every "
                        + "other kernel on a CPU named (--cpu 6502 takes the 2A03's too: a 6502 core without decimal "
                        + "mode).",
                "Exit code 1 when any kernel diverges; 'romlab diff KERNEL' then shows the first divergence."},
        footer = {"%nCycles count a call from the routine's first instruction up to and including its return (RET, "
                + "RTS, RT)."})
final class CheckCommand extends KernelCommand {

    @Mixin
    private EngineOption engine;

    /** CPU families {@code --cpu} names as a whole: the 2A03 is Ricoh's 6502 without decimal mode. */
    private static final Map<String, Set<String>> VARIANTS = Map.of("6502", Set.of("2a03"));

    @Parameters(paramLabel = "KERNEL", arity = "0..*", description = "Only these kernels, in this order: ids (see "
            + "'romlab list'), kernel files (NAME.kernel.toml) or folders, whose kernel files are all taken (its "
            + "subfolders' too); every bundled kernel when neither these nor --cpu is given.")
    private List<String> names = List.of();

    @Option(names = "--cpu", paramLabel = "CPU", description = "Only the kernels on this CPU (repeatable); 6502 takes "
            + "the 2A03's too.")
    private List<String> cpus = List.of();

    @Override
    public Integer call() {
        List<Kernel> kernels = selected();
        kernels.forEach(KernelCommand::withModel);
        CheckReport report;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), "check",
                CheckEngine.inputCount(kernels)); InterruptSignal interrupt = bar.interruptible("check")) {
            report = CheckEngine.check(kernels, bar);
        }
        print(report::toJson, () -> text(report));
        if (!report.allMatch()) {
            long diverging = report.rows().stream().filter(r -> !r.diff().matches()).count();
            throw new CommandFailure(String.format(Locale.ROOT, "%,d of %,d kernels diverge from their models (see "
                    + "'romlab diff KERNEL')", diverging, report.rows().size()));
        }
        return 0;
    }

    /**
     * The kernels named, then those of the CPUs named in table order, each once; every kernel without either. A
     * CPU no kernel runs on is a usage error listing those that have some.
     */
    private List<Kernel> selected() {
        if (names.isEmpty() && cpus.isEmpty()) {
            return registry().all();
        }
        Map<String, Kernel> chosen = new LinkedHashMap<>();
        kernels(names).forEach(kernel -> chosen.put(kernel.id(), kernel));
        for (String cpu : cpus) {
            String id = cpu.toLowerCase(Locale.ROOT);
            List<Kernel> on = registry().all().stream().filter(kernel -> runsOn(kernel, id)).toList();
            if (on.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "no kernel runs on '" + cpu + "'; "
                        + ClosestName.didYouMean(cpu, cpusWithKernels()).orElse(
                                "CPUs with kernels: " + String.join(", ", cpusWithKernels())));
            }
            on.forEach(kernel -> chosen.putIfAbsent(kernel.id(), kernel));
        }
        return List.copyOf(chosen.values());
    }

    private static boolean runsOn(Kernel kernel, String cpu) {
        String id = kernel.machine().cpu().id();
        return id.equals(cpu) || VARIANTS.getOrDefault(cpu, Set.of()).contains(id);
    }

    /** The CPUs {@code --cpu} takes, in table order, a family before its variants: z80, 6502, 2a03, ... */
    private List<String> cpusWithKernels() {
        Set<String> ids = new LinkedHashSet<>();
        for (Kernel kernel : registry().all()) {
            String id = kernel.machine().cpu().id();
            VARIANTS.forEach((family, variants) -> {
                if (variants.contains(id)) {
                    ids.add(family);
                }
            });
            ids.add(id);
        }
        return List.copyOf(ids);
    }

    private static String text(CheckReport report) {
        TextTable table = new TextTable("KERNEL", "CPU", "INPUTS", "EMULATOR = MODEL", "CYCLES PER CALL", "FAIRNESS",
                "FINDING")
                .alignRight(2);
        for (CheckReport.Row row : report.rows()) {
            DiffReport diff = row.diff();
            table.row(diff.kernel(), diff.machine().cpu().name(), String.format(Locale.ROOT, "%,d", diff.checked()),
                    diff.matches() ? "yes" : "NO", cyclesText(diff.cycles(), diff.machine().cycleUnit()),
                    row.fairness().map(FairnessReport::verdict).orElse("-"), row.finding());
        }
        long matching = report.rows().stream().filter(r -> r.diff().matches()).count();
        return table.text() + (report.allMatch()
                ? String.format(Locale.ROOT, "%,d kernels, every one matches its model%n", report.rows().size())
                : String.format(Locale.ROOT, "%,d kernels, %,d match their models, %,d do NOT%n", report.rows().size(),
                        matching, report.rows().size() - matching));
    }

    /**
     * {@code 84 / 3,447.5 / 6,844 T-states}, the figures in {@code unit}, with {@code + 256 never return} when some
     * calls loop forever; {@code -} when none returned.
     */
    static String cyclesText(CycleStats cycles, String unit) {
        return cycles.text() + (cycles.calls() > 0 ? " " + unit : "") + (cycles.neverReturned() > 0
                ? String.format(Locale.ROOT, " + %,d never return", cycles.neverReturned()) : "");
    }
}
