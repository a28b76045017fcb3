package dev.romlab.cpu.conformance;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * One set of third-party conformance vectors for one CPU, as its {@link dev.romlab.cpu.CpuDescription} declares
 * it: a single-step set ({@link SingleStepSuite}) or an exerciser/fixture set ({@link FuseSuite} for the Z80).
 */
public interface ConformanceSuite {

    /** The set's folder relative to the test-data folder, which is also its name in reports: {@code z80/fuse}. */
    String set();

    /** How many {@link FileReport}s {@link #run} makes for {@code testdata}: the total of a progress bar. */
    int reports(Path testdata);

    /**
     * Checks every vector of the set under {@code testdata}; {@code progress} sees each {@link FileReport} as
     * soon as it is done, in report order. A missing or unreadable file throws
     * {@link java.io.UncheckedIOException}; a CPU that throws while executing a vector fails that vector only.
     */
    SetReport run(Path testdata, Consumer<FileReport> progress);
}
