package dev.romlab.cpu.conformance;

import dev.romlab.cpu.z80.Z80;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The Z80 conformance sets, run against {@link Z80}: the entry point for tests and for
 * {@code romlab conformance z80 [--data DIR] [--json]}.
 *
 * <pre>{@code
 * Path data = TestData.locate(dirOrNull).orElseThrow(...);       // the shared/testdata folder
 * SetReport sst = Z80Conformance.runSst(data, file -> {});         // z80/sst-v1: one FileReport per file
 * SetReport fuse = Z80Conformance.runFuse(data, file -> {});       // z80/fuse: one FileReport per opcode group
 * System.out.println(sst.summary());                               // one line of totals
 * sst.failedFiles().forEach(f -> System.out.println(f.describe())); // first failures with register diffs
 * String json = Json.writePretty(sst.toJson());                    // the same for --json
 * }</pre>
 *
 * The {@code progress} callback sees each {@link FileReport} as soon as it is done, on the calling thread, in
 * the order of the final report (e.g. to print a dot or a failed file at once). A missing or unreadable
 * data file throws {@link UncheckedIOException}; a CPU that throws while executing a vector fails that vector
 * only. The SST set takes seconds (160,400 vectors); FUSE well under one.
 *
 * <p>What each set checks and how its conventions are adapted: {@link Z80SstRunner} and {@link Z80FuseRunner}
 * (notably FUSE's PC on a HALT, and five FUSE tests of repeating block instructions whose F and MEMPTR
 * SingleStepTests' later model supersedes).
 */
public final class Z80Conformance {

    /** The SingleStepTests set, relative to the test-data folder. */
    public static final String SST_SET = "z80/sst-v1";
    /** The FUSE core tests, relative to the test-data folder. */
    public static final String FUSE_SET = "z80/fuse";

    private static final CpuFactory Z80_FACTORY = Z80::new;

    private Z80Conformance() {
    }

    /** The SST files ({@code *.json.gz}) in file-name order. */
    public static List<Path> sstFiles(Path testdata) {
        Path folder = testdata.resolve(SST_SET);
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".json.gz")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    /** Checks one SST file. */
    public static FileReport runSstFile(Path file) {
        try {
            return new Z80SstRunner(Z80_FACTORY).runFile(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Checks every SST file under {@code testdata}. */
    public static SetReport runSst(Path testdata, Consumer<FileReport> progress) {
        Z80SstRunner runner = new Z80SstRunner(Z80_FACTORY);
        List<FileReport> reports = new ArrayList<>();
        for (Path file : sstFiles(testdata)) {
            FileReport report;
            try {
                report = runner.runFile(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            progress.accept(report);
            reports.add(report);
        }
        return new SetReport(SST_SET, reports);
    }

    /** Checks every FUSE core test under {@code testdata}: one {@link FileReport} per opcode group. */
    public static SetReport runFuse(Path testdata, Consumer<FileReport> progress) {
        Path folder = testdata.resolve(FUSE_SET);
        List<FileReport> reports;
        try {
            reports = new Z80FuseRunner(Z80_FACTORY).run(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder, e);
        }
        reports.forEach(progress);
        return new SetReport(FUSE_SET, reports, Z80FuseRunner.ADAPTATIONS);
    }
}
