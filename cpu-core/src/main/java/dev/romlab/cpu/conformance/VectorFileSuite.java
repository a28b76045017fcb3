package dev.romlab.cpu.conformance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import dev.romlab.cpu.Engine;

/**
 * A set of JSON vector files under one folder of the test data, one {@link FileReport} per file and one
 * {@link VectorCheck} per vector: what the TMS9900 and COMET II suites share. A subclass says how one vector runs.
 */
public abstract class VectorFileSuite implements ConformanceSuite {

    private final String set;
    /** How a vector's instruction runs: what {@link #check} calls in place of the CPU's step. */
    protected final InstructionStep instruction;

    /** A suite whose vectors run on the interpreter; {@code set} is the folder under the test-data folder. */
    protected VectorFileSuite(String set) {
        this(set, Engine.INTERPRETER);
    }

    /**
     * @param set    the folder under the test-data folder, also the set's name
     * @param engine the engine that runs each vector's instruction
     */
    protected VectorFileSuite(String set, Engine engine) {
        this.set = set;
        this.instruction = new InstructionStep(engine);
    }

    /** Vectors whose instruction ran as translated code. */
    public final long translated() {
        return instruction.translated();
    }

    @Override
    public final String set() {
        return set;
    }

    @Override
    public final int reports(Path testdata) {
        return files(testdata).size();
    }

    /** The set's files in file-name order. */
    public final List<Path> files(Path testdata) {
        return VectorFiles.list(testdata.resolve(set));
    }

    @Override
    public final SetReport run(Path testdata, Consumer<FileReport> progress) {
        List<FileReport> reports = new ArrayList<>();
        for (Path file : files(testdata)) {
            FileReport report = runFile(file);
            progress.accept(report);
            reports.add(report);
        }
        return new SetReport(set, reports);
    }

    /** Reads one file of vectors and checks them all. */
    public final FileReport runFile(Path file) {
        FileTally tally = new FileTally(file.getFileName().toString());
        for (Object vector : VectorFiles.read(file)) {
            Map<?, ?> test = VectorFiles.asMap(vector);
            tally.add(String.valueOf(test.get("name")), check(test));
        }
        return tally.report();
    }

    /** Runs one vector ({@code name}, {@code initial}, {@code final}, ...) and compares the state it ends in. */
    protected abstract VectorCheck check(Map<?, ?> test);
}
