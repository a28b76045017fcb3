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
        return compare(KernelWorkers.single(kernel), inputs, progress);
    }

    /** The same on {@code workers}' threads: the same report as on one thread. */
    public static DepartureReport compare(KernelWorkers workers, InputSpace inputs, LongConsumer progress) {
        Kernel kernel = workers.first();
        IntendedModel intended = intended(kernel);
        Part total = new Part();
        ParallelRun.run(workers, inputs, DepartureEngine::compareChunk, part -> {
            total.add(part);
            return true;
        }, progress);
        return new DepartureReport(kernel.id(), kernel.machine(), inputs.description(), intended.description(),
                total.checked, total.departing, total.group, total.groups.size(), total.departingGroups.size(),
                Optional.ofNullable(total.first));
    }

    private static IntendedModel intended(Kernel kernel) {
        return kernel.intended().orElseThrow(() -> new IllegalArgumentException(kernel.id()
                + " has no intended model (only the faithful one: leave out --model)"));
    }

    /** The counts of some consecutive inputs, added up in input order. */
    private static final class Part {
        long checked;
        long departing;
        String group = "";
        final Set<Long> groups = new HashSet<>();
        final Set<Long> departingGroups = new HashSet<>();
        Departure first;

        void add(Part later) {
            checked += later.checked;
            departing += later.departing;
            group = later.checked > 0 ? later.group : group;
            groups.addAll(later.groups);
            departingGroups.addAll(later.departingGroups);
            first = first != null ? first : later.first;
        }
    }

    private static Part compareChunk(Kernel kernel, long firstIndex, List<Values> inputs) {
        IntendedModel intended = intended(kernel);
        Part part = new Part();
        for (Values input : inputs) {
            Value key = input.list().get(0);
            part.group = key.name();
            part.groups.add(key.value());
            Values expected = intended.output(input);
            // a run that never returns has no outputs: it departs from an algorithm that always gives some
            Values output = kernel.emulateOutcome(input) instanceof Outcome.Returned returned
                    ? returned.output() : Values.of();
            Optional<String> differing = firstDifference(expected, output);
            if (differing.isPresent()) {
                part.departing++;
                part.departingGroups.add(key.value());
                if (part.first == null) {
                    part.first = new Departure(firstIndex + part.checked, input, differing.get(), expected,
                            sameNames(expected, output));
                }
            }
            part.checked++;
        }
        return part;
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
