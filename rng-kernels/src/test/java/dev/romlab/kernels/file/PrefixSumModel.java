package dev.romlab.kernels.file;

import java.util.Map;
import java.util.OptionalLong;

/**
 * A reference model as users write one (registered in the tests' META-INF/services): the sum of the first
 * {@code n} bytes of sum.kernel.toml's table, with its cycles, worked out from the 6502 data sheet.
 */
public final class PrefixSumModel implements RoutineModel {

    private static final int[] TABLE = {3, 1, 4, 1, 5, 9, 2, 6};

    @Override
    public String name() {
        return "prefix-sum";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        long total = 0;
        for (int i = 0; i < inputs.get("n"); i++) {
            total += TABLE[i];
        }
        return Map.of("total", total & 0xFF, "filled", 255L);
    }

    /**
     * lda #, ldx abs (2 + 4); per byte clc, adc abs,x, dex, bne taken (2 + 5 + 2 + 3: table-1 is $02FF, so every
     * indexed read crosses a page); the last bne 2; sta abs 4.
     */
    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(6 + 12 * inputs.get("n") - 1 + 4);
    }
}
