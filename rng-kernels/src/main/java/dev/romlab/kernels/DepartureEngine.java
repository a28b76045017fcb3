package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeSet;
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
        return total.report(kernel, inputs, intended, Optional.ofNullable(total.first));
    }

    /**
     * The report of one comparison over {@code inputs} from the figures of its parts ({@link Shard}), in order: the
     * counts added up, the sets of group values joined, and the first departure of the first part that has one,
     * run again to show the outputs. {@link IllegalArgumentException} when that input does not depart here.
     */
    public static DepartureReport merge(Kernel kernel, InputSpace inputs, List<DeparturePart> parts) {
        IntendedModel intended = intended(kernel);
        Part total = new Part();
        OptionalLong firstIndex = OptionalLong.empty();
        for (DeparturePart part : parts) {
            total.add(part);
            firstIndex = firstIndex.isPresent() ? firstIndex : part.departure();
        }
        Optional<Departure> first = Optional.empty();
        if (firstIndex.isPresent()) {
            long index = firstIndex.getAsLong();
            first = Optional.of(compare(kernel, inputs.only(index), done -> { }).first().orElseThrow(() ->
                    new IllegalArgumentException("a part departs at input " + (index + 1) + ", where " + kernel.id()
                            + " does not depart here")));
        }
        return total.report(kernel, inputs, intended, first);
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
        final SortedSet<Long> groups = new TreeSet<>();
        final SortedSet<Long> departingGroups = new TreeSet<>();
        Departure first;

        void add(Part later) {
            add(new DeparturePart(later.checked, later.departing, later.group, later.groups, later.departingGroups,
                    OptionalLong.empty()));
            first = first != null ? first : later.first;
        }

        /** A part of a sharded run, or a chunk's counts: its first departure is left to the caller. */
        void add(DeparturePart later) {
            checked += later.checked();
            departing += later.departing();
            group = later.checked() > 0 ? later.group() : group;
            groups.addAll(later.groups());
            departingGroups.addAll(later.departingGroups());
        }

        DepartureReport report(Kernel kernel, InputSpace inputs, IntendedModel intended, Optional<Departure> at) {
            return new DepartureReport(kernel.id(), kernel.machine(), inputs.description(), intended.description(),
                    checked, departing, group, groups, departingGroups, at);
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
            Values output = routineOutput(kernel, input);
            Optional<String> differing = firstDifference(expected, output);
            if (differing.isPresent()) {
                part.departing++;
                part.departingGroups.add(key.value());
                if (part.first == null) {
                    part.first = new Departure(firstIndex + part.checked, input, differing.get(), expected,
                            sameNames(expected, output), intended.codeName());
                }
            }
            part.checked++;
        }
        return part;
    }

    /**
     * Which of {@code inputs} depart, in their order (bit i for the i-th input), by the same test as
     * {@link #compare}: where in the input space the code departs, for a picture ({@code diff --model intended
     * --plot}). On {@code workers}' threads.
     */
    public static BitSet departing(KernelWorkers workers, InputSpace inputs, LongConsumer progress) {
        record Chunk(BitSet departing, int size) {
        }
        intended(workers.first());
        BitSet out = new BitSet();
        int[] next = {0};
        ParallelRun.run(workers, inputs, (kernel, firstIndex, chunk) -> {
            IntendedModel intended = intended(kernel);
            BitSet departing = new BitSet(chunk.size());
            for (int i = 0; i < chunk.size(); i++) {
                Values input = chunk.get(i);
                departing.set(i, firstDifference(intended.output(input), routineOutput(kernel, input)).isPresent());
            }
            return new Chunk(departing, chunk.size());
        }, chunk -> {
            chunk.departing().stream().forEach(i -> out.set(next[0] + i));
            next[0] += chunk.size();
            return true;
        }, progress);
        return out;
    }

    /** The routine's outputs; none for a run that never returns, which departs from an algorithm that gives some. */
    private static Values routineOutput(Kernel kernel, Values input) {
        return kernel.emulateOutcome(input) instanceof Outcome.Returned returned ? returned.output() : Values.of();
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
