package dev.romlab.kernels.file;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.ServiceLoader;

import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.parse.Parser;

/** A kernel file's reference at work: the outcome it expects for one complete input. */
interface Reference {

    Outcome expected(Values input);

    /** The reference {@code definition} names, or null when it names none. */
    static Reference of(KernelDefinition definition) {
        ReferenceDefinition reference = definition.reference();
        if (reference instanceof ReferenceDefinition.Troll troll) {
            return new TrollReference(definition, troll);
        }
        if (reference instanceof ReferenceDefinition.OtherKernel other) {
            return new KernelReference(definition, new UserKernel(KernelFileReader.read(definition.loader(), other.file()),
                    Values.of(), false));
        }
        if (reference instanceof ReferenceDefinition.Model model) {
            return new ModelReference(definition, model);
        }
        return null;
    }

    /** The output {@code name} of {@code definition} with {@code value}, or an error naming the reference. */
    static Value output(KernelDefinition definition, String name, long value, String reference) {
        OutputDefinition output = definition.output(name);
        if (output == null) {
            throw new IllegalArgumentException(reference + " gives '" + name + "', which is no output of "
                    + definition.id());
        }
        return output.field().value(value & (output.field().bits() == 64 ? -1L : (1L << output.field().bits()) - 1));
    }

    /**
     * A Troll expression over the inputs ({@code h * l}), each input a variable: one value for each input. An input
     * for which the expression has more than one outcome is a distribution, for {@code fairness}, not {@code diff}.
     */
    final class TrollReference implements Reference {
        private final KernelDefinition definition;
        private final String output;
        private final ExactEngine engine;
        private final String source;

        TrollReference(KernelDefinition definition, ReferenceDefinition.Troll troll) {
            this.definition = definition;
            this.output = troll.output();
            this.source = troll.expression();
            this.engine = new ExactEngine(Parser.parse(troll.expression()));
        }

        @Override
        public Outcome expected(Values input) {
            Map<String, Integer> variables = new HashMap<>();
            for (Value value : input.list()) {
                variables.put(value.name(), (int) value.value());
            }
            Distribution<dev.romlab.troll.value.Value> distribution;
            try {
                distribution = engine.distribution(variables);
            } catch (TrollException e) {
                throw new IllegalArgumentException("the reference `" + source + "` at " + input.text() + ": "
                        + e.getMessage(), e);
            }
            if (distribution.weights().size() != 1) {
                throw new IllegalArgumentException("the reference `" + source + "` is a distribution at "
                        + input.text() + ", not one value: compare with it by 'romlab fairness'");
            }
            dev.romlab.troll.value.Value value = distribution.weights().keySet().iterator().next();
            if (!(value instanceof Multiset number) || number.size() != 1) {
                throw new IllegalArgumentException("the reference `" + source + "` gives " + value + " at "
                        + input.text() + ", not one number");
            }
            return Outcome.Returned.untimed(Values.of(Reference.output(definition, output, number.get(0),
                    "`" + source + "`")));
        }
    }

    /** Another kernel file's routine, on any CPU: its outputs of the names both have, on the same inputs. */
    final class KernelReference implements Reference {
        private final KernelDefinition definition;
        private final UserKernel other;

        KernelReference(KernelDefinition definition, UserKernel other) {
            this.definition = definition;
            this.other = other;
        }

        @Override
        public Outcome expected(Values input) {
            List<Value> given = new ArrayList<>();
            for (Value value : input.list()) {
                if (other.parameters().stream().anyMatch(p -> p.name().equals(value.name()))) {
                    given.add(value);
                }
            }
            Outcome outcome = other.emulateOutcome(new Values(given));
            if (!(outcome instanceof Outcome.Returned returned)) {
                return outcome;
            }
            List<Value> shared = new ArrayList<>();
            for (Value value : returned.output().list()) {
                if (definition.output(value.name()) != null) {
                    shared.add(Reference.output(definition, value.name(), value.value(), other.id()));
                }
            }
            return Outcome.Returned.untimed(new Values(shared));
        }
    }

    /** A {@link RoutineModel} found by its name with {@link ServiceLoader}, from the file's jar or the class path. */
    final class ModelReference implements Reference {
        private final KernelDefinition definition;
        private final RoutineModel model;

        ModelReference(KernelDefinition definition, ReferenceDefinition.Model reference) {
            this.definition = definition;
            this.model = find(reference, definition.modelJars());
        }

        /** The model by name, in the file's jar, the command line's jars and the class path. */
        private static RoutineModel find(ReferenceDefinition.Model reference, List<Path> modelJars) {
            ClassLoader loader = Reference.class.getClassLoader();
            List<Path> jars = new ArrayList<>(modelJars);
            if (reference.jar() != null) {
                jars.add(0, Path.of(reference.jar()));
            }
            if (!jars.isEmpty()) {
                List<URL> urls = new ArrayList<>();
                for (Path jar : jars) {
                    try {
                        urls.add(jar.toUri().toURL());
                    } catch (MalformedURLException e) {
                        throw new IllegalArgumentException("cannot read " + jar + ": " + e.getMessage(), e);
                    }
                }
                loader = new URLClassLoader(urls.toArray(URL[]::new), loader);
            }
            List<String> found = new ArrayList<>();
            for (RoutineModel model : ServiceLoader.load(RoutineModel.class, loader)) {
                if (model.name().equals(reference.name())) {
                    return model;
                }
                found.add(model.name());
            }
            throw new IllegalArgumentException("no RoutineModel named '" + reference.name() + "'"
                    + (jars.isEmpty() ? " on the class path" : " in " + jars.stream().map(Path::toString)
                            .collect(java.util.stream.Collectors.joining(", ")) + " or on the class path")
                    + (found.isEmpty() ? " (none found: list the class in META-INF/services/"
                            + RoutineModel.class.getName() + ")" : " (found: " + String.join(", ", found) + ")"));
        }

        @Override
        public Outcome expected(Values input) {
            Map<String, Long> inputs = new LinkedHashMap<>();
            input.list().forEach(v -> inputs.put(v.name(), v.value()));
            Map<String, Long> outputs = model.outputs(inputs);
            if (outputs == null) {
                return new Outcome.NeverReturns();
            }
            for (String name : outputs.keySet()) {
                Reference.output(definition, name, 0, "model '" + model.name() + "'");
            }
            List<Value> values = new ArrayList<>();
            for (OutputDefinition output : definition.outputs()) {
                Long value = outputs.get(output.name());
                if (value != null) {
                    values.add(Reference.output(definition, output.name(), value, "model '" + model.name() + "'"));
                }
            }
            OptionalLong cycles = model.cycles(inputs);
            return cycles.isPresent() ? new Outcome.Returned(new Values(values), cycles.getAsLong())
                    : Outcome.Returned.untimed(new Values(values));
        }
    }
}
