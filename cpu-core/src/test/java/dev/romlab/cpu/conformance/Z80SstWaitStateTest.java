package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.json.Json;
import dev.romlab.cpu.z80.Z80;
import dev.romlab.cpu.z80.Z80Registration;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Memory wait states against an independent count: SingleStepTests' {@code cycles} list every memory access
 * of an instruction, once each, with its address and {@code r-m-} (read or fetch) or {@code -wm-} (write)
 * pins. With page p costing p mod 4 wait states, each vector must take its listed T-states plus the wait
 * states of the pages of its listed accesses, and otherwise end exactly as without wait states.
 */
class Z80SstWaitStateTest {

    private static final int MAX_REPORTED = 5;

    private static int pageWaitStates(int page) {
        return page % 4;
    }

    private static Z80 z80WithWaitStates(Memory memory, IoPorts ports) {
        for (int page = 0; page < Memory.SIZE / Memory.PAGE_SIZE; page++) {
            int first = page * Memory.PAGE_SIZE;
            memory.waitStates(first, first + Memory.PAGE_SIZE - 1, pageWaitStates(page));
        }
        return new Z80(memory, ports);
    }

    /** The wait states of the memory accesses the vector lists. */
    private static long listedWaitStates(List<?> cycles) {
        long total = 0;
        for (Object entry : cycles) {
            List<?> cycle = (List<?>) entry;
            String pins = (String) cycle.get(2);
            boolean memoryAccess = pins.charAt(2) == 'm' && (pins.charAt(0) == 'r' || pins.charAt(1) == 'w');
            if (memoryAccess) {
                total += pageWaitStates(((Number) cycle.get(0)).intValue() >>> 8);
            }
        }
        return total;
    }

    @TestFactory
    Stream<DynamicTest> everySstVectorPaysTheWaitStatesOfItsListedAccesses() {
        SingleStepSuite runner = Z80Registration.singleStepTests(Z80SstWaitStateTest::z80WithWaitStates);
        return ConformanceData.dynamicTests(testdata -> runner.files(testdata).stream()
                .map(file -> DynamicTest.dynamicTest(
                file.getFileName().toString(), file.toUri(), () -> {
                    List<String> failures = new ArrayList<>();
                    List<?> vectors = read(file);
                    for (Object vector : vectors) {
                        Map<?, ?> test = (Map<?, ?>) vector;
                        List<?> cycles = (List<?>) test.get("cycles");
                        long expected = cycles.size() + listedWaitStates(cycles);
                        List<Mismatch> wanted = expected == cycles.size() ? List.of()
                                : List.of(new Mismatch("T-states", Long.toString(cycles.size()),
                                        Long.toString(expected)));
                        List<Mismatch> found = runner.check(test).mismatches();
                        if (!found.equals(wanted)) {
                            failures.add(test.get("name") + ": wanted " + wanted + ", found " + found);
                        }
                    }
                    assertTrue(failures.isEmpty(), () -> failures.size() + " of " + vectors.size() + " failed:\n"
                            + String.join("\n", failures.subList(0, Math.min(MAX_REPORTED, failures.size()))));
                })));
    }

    private static List<?> read(Path file) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file), 1 << 16)) {
            return (List<?>) Json.parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
