package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongConsumer;

/**
 * Compares a kernel's emulator runs with its {@link IntendedModel} over every input (not stopping at the first
 * difference: how often the code departs from its algorithm is the finding), on the outputs the model names.
 */
public final class DepartureEngine {

    private DepartureEngine() {
    }

    /** {@link IllegalArgumentException} with a message for users when the kernel has no intended model. */
    public static DepartureReport compare(Kernel kernel, InputSpace inputs, LongConsumer progress) {
        IntendedModel intended = kernel.intended().orElseThrow(() -> new IllegalArgumentException(kernel.id()
                + " has no intended model (only the faithful one: leave out --model)"));
        long checked = 0;
        long departing = 0;
        Set<Long> groups = new HashSet<>();
        Set<Long> departingGroups = new HashSet<>();
        Optional<Departure> first = Optional.empty();
        String group = "";
        for (Values input : inputs) {
            progress.accept(checked);
            Value key = input.list().get(0);
            group = key.name();
            groups.add(key.value());
            Values expected = intended.output(input);
            Emulation actual = kernel.emulate(input, 0);
            // a run that never returns has no outputs: it departs from an algorithm that always gives some
            Values output = actual.outcome() instanceof Outcome.Returned returned ? returned.output() : Values.of();
            Optional<String> differing = firstDifference(expected, output);
            if (differing.isPresent()) {
                departing++;
                departingGroups.add(key.value());
                if (first.isEmpty()) {
                    first = Optional.of(new Departure(checked, input, differing.get(), expected,
                            sameNames(expected, output)));
                }
            }
            checked++;
        }
        return new DepartureReport(kernel.id(), kernel.machine(), inputs.description(), intended.description(),
                checked, departing, group, groups.size(), departingGroups.size(), first);
    }

    private static Optional<String> firstDifference(Values expected, Values actual) {
        return expected.list().stream().filter(v -> actual.find(v.name()).map(a -> a.value() != v.value())
                .orElse(true)).map(Value::name).findFirst();
    }

    private static Values sameNames(Values expected, Values actual) {
        List<Value> out = new ArrayList<>();
        expected.list().forEach(v -> actual.find(v.name()).ifPresent(out::add));
        return new Values(out);
    }
}
