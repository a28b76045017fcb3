package dev.romlab.asm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Where source files come from: the file system, the class path (the bundled ROM sources under
 * {@code roms/z80/}), or a map (tests). Paths are strings with {@code /} separators. The assembler decodes text
 * itself (UTF-8, strictly: a byte that is not valid UTF-8 is reported with its line), so loaders give bytes.
 */
@FunctionalInterface
public interface SourceLoader {

    /** The bytes of the file at {@code path}; throws {@link NoSuchFileException} when there is none. */
    byte[] readBytes(String path) throws IOException;

    /**
     * The path {@code name} means when written in the file {@code includingPath}: relative to that file's
     * folder (or as given when absolute). Throws {@link InvalidPathException} for a name no file can have.
     */
    static String resolveInclude(String includingPath, String name) {
        if (name.startsWith("/")) {
            return Path.of(name).normalize().toString().replace('\\', '/');
        }
        Path parent = Path.of(includingPath).getParent();
        Path resolved = parent == null ? Path.of(name) : parent.resolve(name);
        return resolved.normalize().toString().replace('\\', '/');
    }

    /** The path of {@code name} inside {@code folder} (an {@code -I} folder), or {@code name} when absolute. */
    static String resolveIn(String folder, String name) {
        return Path.of(folder).resolve(name).normalize().toString().replace('\\', '/');
    }

    /**
     * This loader telling {@code read} the path of each file it read (not of those it did not find): the files an
     * assembly depends on, which the command line must not write over.
     */
    default SourceLoader reporting(Consumer<String> read) {
        return path -> {
            byte[] bytes = readBytes(path);
            read.accept(path);
            return bytes;
        };
    }

    /**
     * Reads files, each up to the input limit ({@link InputBytes}: {@code /dev/zero} is endless); relative paths are
     * relative to the working directory.
     */
    static SourceLoader fileSystem() {
        return path -> {
            Path file;
            try {
                file = Path.of(path);
            } catch (InvalidPathException e) {
                throw new IOException("not a valid file name");
            }
            return InputBytes.standard().read(file);
        };
    }

    /**
     * {@code loader}, each path read at most once: later reads get the same bytes (or the same failure). An assembly
     * reads its files through this, once per run and not once per pass, and a kernel file its program's files, once
     * for all its assemblies: a pipe or FIFO, which gives its bytes only once, then works as a file does.
     */
    static SourceLoader readingOnce(SourceLoader loader) {
        Map<String, Object> read = new HashMap<>();
        return path -> {
            Object bytesOrFailure;
            synchronized (read) { // a kernel's runs may assemble on several threads
                bytesOrFailure = read.get(path);
                if (bytesOrFailure == null) {
                    try {
                        bytesOrFailure = loader.readBytes(path);
                    } catch (IOException e) {
                        bytesOrFailure = e;
                    }
                    read.put(path, bytesOrFailure);
                }
            }
            if (bytesOrFailure instanceof IOException e) {
                throw e;
            }
            return ((byte[]) bytesOrFailure).clone();
        };
    }

    /** Reads resources of {@code loader}, such as {@code roms/z80/dice.asm}. */
    static SourceLoader classPath(ClassLoader loader) {
        return path -> {
            try (InputStream in = loader.getResourceAsStream(path)) {
                if (in == null) {
                    throw new NoSuchFileException(path);
                }
                return InputBytes.standard().read(in);
            }
        };
    }

    /** Text files held in memory, by path, encoded as UTF-8. */
    static SourceLoader of(Map<String, String> files) {
        Map<String, byte[]> bytes = new HashMap<>();
        files.forEach((path, text) -> bytes.put(path, text.getBytes(StandardCharsets.UTF_8)));
        return ofBytes(bytes);
    }

    /** Files held in memory, by path. */
    static SourceLoader ofBytes(Map<String, byte[]> files) {
        Map<String, byte[]> copy = Map.copyOf(files);
        return path -> {
            byte[] bytes = copy.get(path);
            if (bytes == null) {
                throw new NoSuchFileException(path);
            }
            return bytes.clone();
        };
    }
}
