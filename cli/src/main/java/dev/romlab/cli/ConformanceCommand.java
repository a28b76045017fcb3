package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.conformance.ConformanceSuite;
import dev.romlab.cpu.conformance.FileReport;
import dev.romlab.cpu.conformance.SetReport;
import dev.romlab.cpu.conformance.TestData;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code romlab conformance}: checks a CPU interpreter against the third-party test vectors. */
@Command(name = "conformance",
        header = "Check a CPU interpreter against third-party conformance vectors.",
        sortOptions = false,
        description = {"Check a CPU interpreter against the conformance vectors in the shared test-data folder "
                + "(never copied into the repository; see shared/testdata/README.md). For the Z80: the "
                + "SingleStepTests set z80/sst-v1 (one instruction per vector, registers, memory, ports and "
                + "T-states) and the FUSE core tests z80/fuse.",
                "Prints one line of totals per set, then each failed file with its first failures as "
                        + "field: expected/actual diffs. Exit code 1 when any vector fails or the data is missing."})
final class ConformanceCommand implements Callable<Integer> {

    /** Failed files shown per set: the first few show the pattern; --json has them all. */
    static final int FAILED_FILES_SHOWN = 10;

    @Parameters(paramLabel = "CPU", converter = CpuConverter.class, completionCandidates = CpuIds.class,
            description = "The CPU: ${COMPLETION-CANDIDATES}.")
    private CpuDescription cpuType;

    @Option(names = "--data", paramLabel = "DIR",
            description = "The test-data folder (default: the folder the environment variable ROMLAB_TESTDATA "
                    + "names, else ../shared/testdata beside the repository romlab was built from, else "
                    + "../shared/testdata from the working directory).")
    private Path data;

    @Mixin
    private JsonOption json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (cpuType.conformance().isEmpty()) {
            throw new CommandFailure("no conformance sets for " + cpuType.id());
        }
        Path folder = TestData.locate(data).orElseThrow(() -> new CommandFailure("no conformance data: looked in "
                + TestData.candidates(data).stream().map(Path::toString).collect(Collectors.joining(", "))
                + " (name the folder with --data DIR or " + TestData.ENVIRONMENT + ")"));
        List<SetReport> sets = run(folder);
        PrintWriter out = spec.commandLine().getOut();
        if (json.enabled()) {
            JsonOption.print(out, json(folder, sets));
        } else {
            sets.forEach(set -> printText(out, set));
            out.flush();
        }
        int failed = sets.stream().mapToInt(SetReport::failed).sum();
        if (failed > 0) {
            throw new CommandFailure(failed + (failed == 1 ? " vector" : " vectors") + " failed");
        }
        return 0;
    }

    private List<SetReport> run(Path folder) {
        List<SetReport> sets = new ArrayList<>();
        for (ConformanceSuite suite : cpuType.conformance()) {
            try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), suite.set(),
                    suite.reports(folder))) {
                long[] files = {0};
                sets.add(suite.run(folder, file -> bar.accept(++files[0])));
            }
        }
        return sets;
    }

    private static void printText(PrintWriter out, SetReport set) {
        out.println(set.summary());
        List<FileReport> failedFiles = set.failedFiles();
        failedFiles.stream().limit(FAILED_FILES_SHOWN)
                .forEach(file -> out.println("  " + file.describe().replace("\n", "\n  ")));
        if (failedFiles.size() > FAILED_FILES_SHOWN) {
            out.println("  ... and " + (failedFiles.size() - FAILED_FILES_SHOWN) + " more failed files (--json "
                    + "lists them all)");
        }
    }

    private Map<String, Object> json(Path folder, List<SetReport> sets) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("cpu", cpuType.id());
        out.put("data", folder.toString());
        out.put("passed", sets.stream().mapToInt(SetReport::passed).sum());
        out.put("failed", sets.stream().mapToInt(SetReport::failed).sum());
        out.put("sets", sets.stream().map(SetReport::toJson).toList());
        return out;
    }
}
