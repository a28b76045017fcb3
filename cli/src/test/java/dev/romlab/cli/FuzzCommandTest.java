package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #21, "Fuzzing as part of the project": CI runs a short seeded slice of each {@code romlab fuzz} target
 * (the disassembler's round trip is {@link DisasmRandomImagesTest}), and the runner counts and saves what fails.
 * The long campaign and its figures are in README.md ("fuzz").
 */
class FuzzCommandTest {

    private static final long SEED = 2026;
    /** Generous for a loaded CI machine: the cases take milliseconds. */
    private static final Duration TIME_LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    private static FuzzSummary slice(FuzzTarget target, int runs) {
        return new FuzzRunner(1, TIME_LIMIT, null).run(target, SEED, runs, done -> { });
    }

    private static void assertClean(FuzzSummary summary) {
        assertTrue(summary.clean(), summary.line() + "\n" + String.join("\n", summary.examples()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"z80", "6502", "2a03", "tms9900", "comet2", "mlfe"})
    void randomImagesRunOnEveryInterpreterEndInAStop(String cpu) {
        assertClean(slice(new CpuImageFuzz(cpu, 5_000), 300));
    }

    @ParameterizedTest
    @ValueSource(strings = {"z80", "6502", "tms9900", "comet2", "mlfe"})
    void mutatedSourcesOfEveryAssemblerEndInOutputOrPositionedErrors(String cpu) {
        assertClean(slice(new AssemblerSourceFuzz(cpu, Path.of("..")), 100)); // the repository's own sources
    }

    @Test
    void generatedTrollProgramsEndInAValueOrOneErrorWithinTheirBudgets() {
        assertClean(slice(new TrollProgramFuzz(), 200));
    }

    @Test
    void everyHostileFileCaseEndsWithItsExitCodeAndNothingWrittenOrLeft() {
        assertClean(slice(new FileHandlingFuzz(), 2 * FileHandlingFuzz.Hostile.values().length));
    }

    @Test
    void theCommandPrintsOneLinePerTarget() {
        CommandRun run = CommandRun.of("fuzz", "--target", "disasm,cpu", "--cpu", "6502", "--runs", "20",
                "--seed", "7", "--failures", dir.resolve("failures").toString()).assertExit(0);

        List<String> lines = run.out().lines().map(line -> line.replaceAll("; [0-9.]+ s$", "; T s")).toList();
        assertEquals(List.of("disasm 6502: 20 runs (seed 7): 0 internal errors, 0 stack traces, 0 hangs, 0 file "
                + "faults, 0 other faults; T s", "cpu 6502: 20 runs (seed 7): 0 internal errors, 0 stack traces, 0 "
                + "hangs, 0 file faults, 0 other faults; T s"), lines); // in the order given
        assertTrue(Files.notExists(dir.resolve("failures")), "no failures, no folder");
    }

    @Test
    void anUnknownTargetIsAUsageError() {
        CommandRun run = CommandRun.of("fuzz", "--target", "kernels").assertExit(2);
        assertTrue(run.err().startsWith("romlab fuzz: unknown --target kernels; choose from cpu, asm, disasm, troll, "
                + "cli"), run.err());
    }

    /** A target whose case 3 throws and case 5 outlives the time limit; the others pass. */
    private static final class Faulty implements FuzzTarget {
        @Override
        public String name() {
            return "faulty";
        }

        @Override
        public Input input(long seed, int index) {
            return new Input(("case " + index).getBytes(StandardCharsets.US_ASCII), "case.txt", "romlab FILE");
        }

        @Override
        public List<FuzzFault> run(Input input, Path work) throws Exception {
            String text = new String(input.bytes(), StandardCharsets.US_ASCII);
            if (text.equals("case 3")) {
                throw new IllegalStateException("boom");
            }
            if (text.equals("case 5")) {
                long end = System.nanoTime() + 60_000_000_000L;
                while (System.nanoTime() < end && !Thread.currentThread().isInterrupted()) {
                    Thread.onSpinWait(); // busy: the limit counts CPU time
                }
            }
            return List.of();
        }
    }

    @Test
    void aThrowingCaseIsAnInternalErrorAndASlowOneAHangBothSavedToRunAgain() throws Exception {
        Path failures = dir.resolve("failures");

        FuzzSummary summary = new FuzzRunner(2, Duration.ofMillis(500), failures).run(new Faulty(), 9, 8, done -> { });

        assertEquals(1, summary.failing(FuzzFault.Kind.INTERNAL_ERROR));
        assertEquals(1, summary.failing(FuzzFault.Kind.HANG));
        assertEquals(8, summary.runs());
        assertEquals("case 3", Files.readString(failures.resolve("faulty-seed9-case3-case.txt")));
        String note = Files.readString(failures.resolve("faulty-seed9-case5.txt"));
        assertTrue(note.matches("(?s)hangs: still running after [0-9,]+ ms of CPU time \\([0-9,]+ ms wall clock\\); the "
                + "limit is 500 ms\nagain: romlab " + failures + ".*"), note);
    }
}
