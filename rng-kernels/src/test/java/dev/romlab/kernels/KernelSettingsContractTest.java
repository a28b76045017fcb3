package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The contract of {@link Kernel}'s settings (its Javadoc, "Settings") on every bundled kernel: what a kernel read
 * from a file must do too.
 */
class KernelSettingsContractTest {

    private static final List<Kernel> KERNELS = KernelRegistry.bundled().all();

    /** The first {@code limit} inputs of a set (enough to see what is fixed without running a whole set). */
    private static List<Values> first(InputSpace space, int limit) {
        List<Values> out = new ArrayList<>();
        Iterator<Values> inputs = space.iterator();
        while (inputs.hasNext() && out.size() < limit) {
            out.add(inputs.next());
        }
        return out;
    }

    @Test
    void withNothingGivenTheInputsAndTheDistributionAreThoseWithoutSettings() {
        for (Kernel kernel : KERNELS) {
            Settings none = Settings.none(kernel.parameters());
            for (Coverage coverage : List.of(Coverage.defaultSet(), new Coverage.Samples(50, 7))) {
                InputSpace plain = kernel.inputs(coverage);
                InputSpace given = kernel.inputs(coverage, none);
                assertEquals(plain.description(), given.description(), kernel.id());
                assertEquals(first(plain, 300), first(given, 300), kernel.id());
            }
            assertEquals(kernel.randomByteInput(), kernel.randomByteInput(none), kernel.id());
        }
    }

    @Test
    void everySettingOfAnInputFixesItInTheDefaultSetOrIsRefusedThere() {
        for (Kernel kernel : KERNELS) {
            for (Parameter parameter : kernel.parameters()) {
                Settings given = Settings.none(kernel.parameters()).with(parameter.name(),
                        Long.toString(parameter.field().min()));
                // seed never reaches diff and bench (their own --seed seeds their samples), a state input's neither
                if (parameter.input().isEmpty() || parameter.name().equals(StandardParameters.SEED.name())) {
                    assertThrows(IllegalArgumentException.class, () -> kernel.inputs(Coverage.defaultSet(), given),
                            kernel.id() + " --" + parameter.name());
                    continue;
                }
                Value fixed = given.inputs().list().get(0);
                InputSpace inputs = kernel.inputs(Coverage.defaultSet(), given);
                assertTrue(inputs.size() > 0, kernel.id() + " --" + parameter.name());
                for (Values input : first(inputs, 2_000)) {
                    assertEquals(Optional.of(fixed), input.find(fixed.name()), kernel.id() + " " + input.text());
                }
            }
        }
    }

    @Test
    void everySettingOfAnInputFixesItInRunsCalls() {
        for (Kernel kernel : KERNELS) {
            for (Parameter parameter : kernel.parameters()) {
                if (parameter.input().isEmpty()) {
                    continue;
                }
                Settings settings = kernel.defaultSettings().with(parameter.name(),
                        Long.toString(parameter.field().min()));
                Value fixed = parameter.inputValue(parameter.field().min()).orElseThrow();
                CallSequence calls = kernel.calls(settings);
                assertEquals(Optional.of(fixed), calls.first().find(fixed.name()), kernel.id() + " --"
                        + parameter.name());
            }
        }
    }

    @Test
    void distributionsRefuseWhatTheyCannotApplyAndSaySo() {
        for (Kernel kernel : KERNELS) {
            if (kernel.randomByteInput().isEmpty()) {
                continue;
            }
            Settings count = Settings.none(kernel.parameters()).with(RunEngine.COUNT, "2");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> kernel.randomByteInput(count), kernel.id());
            assertTrue(e.getMessage().startsWith(kernel.id() + ": --count does not apply to dist and fairness"),
                    e.getMessage());
        }
    }
}
