package dev.romlab.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.CycleSpreadChart;
import dev.romlab.cli.plot.DistanceChart;
import dev.romlab.cli.plot.DistributionChart;
import dev.romlab.kernels.CheckEngine;
import dev.romlab.kernels.CheckReport;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.CycleSpread;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.RandomByteInput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code romlab report}: every bundled kernel's findings on one self-contained HTML page, the pictures those of
 * {@code --plot}.
 */
@Command(name = "report",
        header = "Every kernel's findings on one self-contained HTML page: check's table, fairness, cycles.",
        sortOptions = false,
        description = {"Write one HTML page that needs nothing else (no network, no other file: its pictures are "
                + "SVG in data: URIs, its style inline, no script) with check's table (every bundled kernel against "
                + "its model over its default input set), a bar chart of how far each dice routine of every CPU is "
                + "from its Troll spec (the total variation distance), and per kernel its finding (what the code "
                + "does, and where it departs from the algorithm it was meant to compute: diff --model intended), "
                + "its fairness picture beside its spec (fairness --plot's) and the spread of its cycles per call "
                + "(min, median, max and a histogram).",
                "Every figure is over the kernel's default input set, what check runs, so the page takes about as "
                        + "long as check and bench together; the intended-model comparison too, where diff "
                        + "--model intended --exhaustive would take every input: the page says so."},
        footer = {"%nFor example 'romlab report report.html' writes report.html and prints 'report.html: 14 kernels' "
                + "(a few minutes: it runs check, then every kernel's intended model and cycles)."})
final class ReportCommand implements java.util.concurrent.Callable<Integer> {

    @Mixin
    private EngineOption engine;

    @Parameters(paramLabel = "FILE", description = "The page to write (FILE.html).")
    private Path file;

    @Mixin
    private ForceOption force;

    @Spec
    private CommandSpec spec;

    /** One kernel's part of the page. */
    record Section(Kernel kernel, CheckReport.Row row, Optional<DepartureReport> departure, String inputs,
            Optional<Chart> fairness, CycleSpread spread, Chart cycles) {
    }

    @Override
    public Integer call() {
        KernelRegistry registry = KernelRegistry.bundled();
        List<Kernel> kernels = registry.all();
        CheckReport check;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), "check",
                CheckEngine.inputCount(kernels)); InterruptSignal interrupt = bar.interruptible("report")) {
            check = CheckEngine.check(kernels, bar);
        }
        List<Section> sections = new ArrayList<>();
        List<DistanceChart.Routine> routines = new ArrayList<>();
        for (CheckReport.Row row : check.rows()) {
            Kernel kernel = registry.get(row.diff().kernel());
            sections.add(section(registry.workers(kernel.id()), row));
            row.fairness().ifPresent(f -> routines.add(new DistanceChart.Routine(kernel.id() + " ("
                    + kernel.machine().cpu().name() + ")", f.totalVariationDistance().toDouble())));
        }
        Chart distance = DistanceChart.of(routines, List.of("each routine at its default sides over every random "
                + "input, against its Troll spec: romlab fairness KERNEL"));
        String page = ReportPage.html(check, sections, distance, VersionProvider.version());
        force.outputFiles().add(file, page.getBytes(StandardCharsets.UTF_8))
                .writeAll(StandardStreams.of(spec).out());
        if (!file.toString().equals("-")) {
            spec.commandLine().getOut().printf("%s: %d kernels%n", file, sections.size());
            spec.commandLine().getOut().flush();
        }
        return 0;
    }

    private Section section(KernelWorkers workers, CheckReport.Row row) {
        Kernel kernel = workers.first();
        InputSpace inputs = kernel.inputs(Coverage.defaultSet());
        Optional<DepartureReport> departure;
        CycleSpread spread;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), kernel.id(),
                2 * inputs.size()); InterruptSignal interrupt = bar.interruptible("report")) {
            departure = kernel.intended().map(model -> DepartureEngine.compare(workers, inputs, bar));
            spread = CycleSpread.measure(workers, inputs, done -> bar.accept(inputs.size() + done));
        }
        Optional<Chart> fairness = row.fairness().map(report -> {
            RandomByteInput input = kernel.randomByteInput().orElseThrow();
            return DistributionChart.of(report, input.shape(), FairnessCommand.heading(report, input, input.over()));
        });
        String unit = kernel.machine().cycleUnit();
        Chart cycles = CycleSpreadChart.of(kernel.id(), spread, unit, kernel.id() + ": " + inputs.description()
                + " (" + kernel.machine().text() + ")");
        return new Section(kernel, row, departure, inputs.description(), fairness, spread, cycles);
    }
}
