package dev.romlab.kernels.file;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import dev.romlab.asm.SourceLoader;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.Values;

/**
 * Kernel files: a user's routine described in {@code NAME.kernel.toml} (rng-kernels/README.md, "Kernel files"),
 * made a {@link UserKernel} that every kernel command takes where it takes a bundled kernel's id.
 *
 * <pre>{@code
 * UserKernel mul = KernelFile.load(Path.of("mul.kernel.toml"));   // KernelFileException: every problem, positioned
 * DiffEngine.diff(KernelFile.workers(mul), mul.inputs(new Coverage.Exhaustive()), done -> { });
 * }</pre>
 */
public final class KernelFile {

    /** The extension that marks a kernel file: {@code check DIR} takes every file ending in it. */
    public static final String EXTENSION = KernelFileReader.EXTENSION;

    private KernelFile() {
    }

    /** The kernel the file at {@code path} describes; {@link KernelFileException} listing every problem. */
    public static UserKernel load(Path path) {
        return load(path, List.of());
    }

    /**
     * The kernel the file at {@code path} describes, whose {@code [reference] model} is also looked for in
     * {@code modelJars} (the command line's {@code --model-jar}).
     */
    public static UserKernel load(Path path, List<Path> modelJars) {
        // Each file read once, however often the kernel assembles its source: a FIFO gives its bytes once.
        SourceLoader files = SourceLoader.readingOnce(SourceLoader.fileSystem());
        return new UserKernel(KernelFileReader.read(files, path.toString()).withModelJars(modelJars), Values.of());
    }

    /**
     * A kernel file on the class path ({@code roms/z80/dice/mul.kernel.toml}), its program beside it: each resource
     * read once (z80-rolldie assembles its source for each of 256 sides).
     */
    public static UserKernel fromClassPath(String resource) {
        SourceLoader resources = SourceLoader.readingOnce(SourceLoader.classPath(KernelFile.class.getClassLoader()));
        return new UserKernel(KernelFileReader.read(resources, resource), Values.of());
    }

    /** Whether {@code argument} names a kernel file rather than a bundled kernel's id. */
    public static boolean names(String argument) {
        return argument.endsWith(EXTENSION) || argument.endsWith(".toml") || Files.isRegularFile(Path.of(argument))
                || argument.contains("/");
    }

    /** {@code kernel} and one more instance of it per further processor, with the same inputs fixed. */
    public static KernelWorkers workers(UserKernel kernel) {
        return KernelWorkers.allCores(kernel, kernel::copy);
    }

    /** The kernel files in {@code folder} and its subfolders, by path. */
    public static List<Path> in(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(EXTENSION) && Files.isRegularFile(f))
                    .sorted().toList();
        }
    }
}
