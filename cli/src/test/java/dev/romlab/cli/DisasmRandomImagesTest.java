package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue #21: for every CPU, 100 seeded random images through {@code romlab disasm}, their text assembled back as it
 * is printed by romlab's assembler for that CPU, give the same bytes at the same addresses: 100 of 100 (the 6502's
 * did 78 of 100: {@code bpl $FF82} at $0000). The cases are {@code romlab fuzz --target disasm}'s
 * ({@link DisasmRoundTripFuzz}), a slice of its long campaign.
 */
class DisasmRandomImagesTest {

    private static final int IMAGES = 100;

    @ParameterizedTest
    @ValueSource(strings = {"z80", "6502", "2a03", "tms9900", "comet2", "mlfe"})
    void randomImagesAssembleBackToTheirBytes(String cpu) {
        FuzzSummary summary = new FuzzRunner(1, Duration.ofSeconds(60), null)
                .run(new DisasmRoundTripFuzz(cpu), cpu.hashCode(), IMAGES, done -> { });

        assertTrue(summary.clean(), summary.line() + "\n" + String.join("\n", summary.examples()));
    }
}
