package dev.romlab.kernels.z80.model;

import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * The independent models of the range reductions (MAXU8, SRLU8) for kernel files: {@code [reference] model =
 * "z80-maxu8"} or {@code "z80-srl"} compares a file's {@code a} and its T-states with {@link Reductions} and
 * {@link Timings}, from inputs {@code rangeMax} and {@code a}; rangeMax = 0 never returns. The references of
 * {@code roms/z80/dice/maxu8.kernel.toml} and {@code srl.kernel.toml}, which the bundled kernels run.
 */
public abstract sealed class RangeReductionRoutineModel implements RoutineModel {

    /** The result for the byte {@code value} and the bound {@code range}; empty when the routine never returns. */
    abstract OptionalInt result(int value, int range);

    /** The T-states of a call that returns. */
    abstract long tStates(int value, int range);

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        OptionalInt result = result(value(inputs), range(inputs));
        return result.isPresent() ? Map.of("a", (long) result.getAsInt()) : null;
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        int value = value(inputs);
        int range = range(inputs);
        return result(value, range).isPresent() ? OptionalLong.of(tStates(value, range)) : OptionalLong.empty();
    }

    private static int value(Map<String, Long> inputs) {
        return (int) (long) inputs.get("a");
    }

    private static int range(Map<String, Long> inputs) {
        return (int) (long) inputs.get("rangeMax");
    }

    /** MAXU8: A masked with $FF, $7F, $3F... until it is below rangeMax. */
    public static final class Maxu8 extends RangeReductionRoutineModel {

        @Override
        public String name() {
            return "z80-maxu8";
        }

        @Override
        OptionalInt result(int value, int range) {
            return Reductions.maxu8(value, range);
        }

        @Override
        long tStates(int value, int range) {
            return Timings.maxu8(value, range);
        }
    }

    /** SRLU8: A shifted right until it is below rangeMax. */
    public static final class Srl extends RangeReductionRoutineModel {

        @Override
        public String name() {
            return "z80-srl";
        }

        @Override
        OptionalInt result(int value, int range) {
            return Reductions.srl(value, range);
        }

        @Override
        long tStates(int value, int range) {
            return Timings.srl(value, range);
        }
    }
}
