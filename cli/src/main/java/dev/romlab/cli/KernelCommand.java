package dev.romlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.KernelFileException;
import dev.romlab.kernels.file.UserKernel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What the kernel commands (list, run, diff, bench, dist, fairness, check) share: the kernels they work on,
 * {@code --json} and one rule for bad arguments. The engines of module rng-kernels compute; these commands only print.
 */
abstract class KernelCommand implements Callable<Integer> {

    @Mixin
    JsonOption json;

    @Spec
    CommandSpec spec;

    @Option(names = "--model-jar", paramLabel = "JAR", description = "A jar of reference models (RoutineModel "
            + "classes) that kernel files may name with [reference] model = \"NAME\", besides their own jar and "
            + "the class path (repeatable).")
    private List<Path> modelJars = List.of();

    private KernelRegistry registry;
    /** The kernel files this command read, by the argument that named them: each is read once. */
    private final Map<String, UserKernel> files = new HashMap<>();

    /** Replaces the bundled kernels (tests use a kernel with a deliberately wrong model). */
    void useRegistry(KernelRegistry kernels) {
        this.registry = kernels;
    }

    KernelRegistry registry() {
        if (registry == null) {
            registry = KernelRegistry.bundled();
        }
        return registry;
    }

    /**
     * The kernel named {@code id}: a bundled kernel's id, or a kernel file ({@code my.kernel.toml}: any argument
     * that ends so, names a file or has a folder in it). A usage error listing the known ids when there is none;
     * a kernel file's problems go to stderr, each at its line, and fail the command.
     */
    Kernel kernel(String id) {
        if (KernelFile.names(id)) {
            return files.computeIfAbsent(id, this::readKernelFile);
        }
        return usage("", () -> registry().get(id));
    }

    /** The files this command read for its kernels, kernel files and model jars: what no output may replace. */
    List<Path> filesRead() {
        List<Path> read = new ArrayList<>(modelJars);
        files.keySet().forEach(name -> read.add(Path.of(name)));
        return read;
    }

    /** The kernel {@code id} with an instance of it per processor, for a run over many inputs. */
    KernelWorkers workers(String id) {
        Kernel kernel = kernel(id);
        if (kernel instanceof UserKernel file) {
            return KernelFile.workers(file);
        }
        return usage("", () -> registry().workers(id));
    }

    /**
     * {@code kernel}, when it has a model to compare with; a kernel file without a {@code [reference]} fails with what
     * to add (diff and check compare, run, bench, dist and fairness do not need one).
     */
    static Kernel withModel(Kernel kernel) {
        if (kernel instanceof UserKernel file && !file.hasReference()) {
            throw new CommandFailure(file.file() + ": no [reference] to compare " + file.id() + " with: add one "
                    + "(troll = \"EXPRESSION\", kernel = \"FILE\" or model = \"NAME\") to diff or check it");
        }
        return kernel;
    }

    private UserKernel readKernelFile(String path) {
        try {
            return KernelFile.load(Path.of(path), modelJars);
        } catch (KernelFileException e) {
            PrintWriter err = spec.commandLine().getErr();
            e.diagnostics().forEach(d -> err.println(d.format()));
            err.flush();
            throw new CommandFailure(e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(path + ": " + e.getMessage());
        }
    }

    /**
     * The kernels {@code names} name, in that order, each once (a kernel file by its path: two files may give one id)
     * ({@code check KERNEL...}); every name goes through
     * {@link #kernel(String)}, the one place that resolves what a user typed as a kernel.
     */
    List<Kernel> kernels(List<String> names) {
        Map<String, Kernel> byId = new LinkedHashMap<>();
        for (String name : names) {
            for (String each : kernelFilesIn(name)) {
                Kernel kernel = kernel(each);
                byId.putIfAbsent(kernel instanceof UserKernel file ? file.file() : kernel.id(), kernel);
            }
        }
        return List.copyOf(byId.values());
    }

    /** {@code name}, or for a folder the kernel files in it and its subfolders, by path; one that has none fails. */
    private static List<String> kernelFilesIn(String name) {
        Path folder = Path.of(name);
        if (!Files.isDirectory(folder)) {
            return List.of(name);
        }
        List<Path> files;
        try {
            files = KernelFile.in(folder);
        } catch (IOException | UncheckedIOException e) {
            throw new CommandFailure(name + ": cannot read the folder: " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new CommandFailure(name + ": no kernel files (*" + KernelFile.EXTENSION + ") in the folder");
        }
        return files.stream().map(Path::toString).toList();
    }

    /**
     * Runs {@code action}, turning the kernel API's {@link IllegalArgumentException} (a value out of range, a
     * setting the kernel does not take) into a usage error: exit code 2, the message prefixed with {@code subject}.
     */
    <T> T usage(String subject, Supplier<T> action) {
        try {
            return action.get();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), (subject.isEmpty() ? "" : subject + " ") + e.getMessage());
        }
    }

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Prints {@code jsonValue} with {@code --json}, else {@code text} as it is. */
    void print(Supplier<Object> jsonValue, Supplier<String> text) {
        PrintWriter out = out();
        if (json.enabled()) {
            JsonOption.print(out, jsonValue.get());
        } else {
            out.print(text.get());
            out.flush();
        }
    }
}
