package dev.romlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.tms9900.Tms9900;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The TMS9900 side-by-side workload passes the comparison's first-pass check, as the benchmark's set-up demands. */
class SideBySideTms9900Test {

    @ParameterizedTest
    @CsvSource({"zero-wait, 47148", "ti99-4a, 71752"})
    void onePassTakesTheComparisonsCyclesAndCopiesTheBuffer(String profile, long cycles) throws Exception {
        Memory memory = SideBySideTms9900.image(SideBySideTms9900.assemble(), profile);
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.reset();
        assertEquals(0x8300, cpu.wp());
        assertEquals(0xA000, cpu.pc());
        SideBySideTms9900.FirstPass pass = SideBySideTms9900.firstPass(cpu, memory);
        assertEquals(cycles, pass.cycles());
        assertEquals(3_076, pass.instructions());
        assertTrue(pass.copied());
    }

    @ParameterizedTest
    @CsvSource({"zero-wait", "ti99-4a"})
    void theBenchmarkSetUpAcceptsTheWorkload(String profile) throws Exception {
        SideBySideTms9900 benchmark = new SideBySideTms9900();
        benchmark.profile = profile;
        benchmark.load();
        InstructionsAndCycles counter = new InstructionsAndCycles();
        benchmark.interpreter(counter);
        assertEquals(SideBySideTms9900.SLICE, counter.instructions);
        assertEquals(cycles(profile) * SideBySideTms9900.SLICE / 3_076, counter.cycles, cycles(profile) / 3_076.0 * 40);
    }

    @Test
    void anUnknownProfileIsRefused() throws Exception {
        assertThrows(IllegalArgumentException.class,
                () -> SideBySideTms9900.image(SideBySideTms9900.assemble(), "ti99-16bit"));
    }

    private static long cycles(String profile) {
        return SideBySideTms9900.cyclesPerPass(profile);
    }
}
