package dev.romlab.asm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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

    /** The largest file read: a source or binary include has no business being larger (and /dev/zero is endless). */
    int MAX_FILE_BYTES = 16 << 20;

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

    /** Reads files; relative paths are relative to the working directory. */
    static SourceLoader fileSystem() {
        return path -> {
            try (InputStream in = Files.newInputStream(Path.of(path))) {
                byte[] bytes = in.readNBytes(MAX_FILE_BYTES + 1);
                if (bytes.length > MAX_FILE_BYTES) {
                    throw new IOException("larger than " + (MAX_FILE_BYTES >> 20) + " MiB");
                }
                return bytes;
            } catch (InvalidPathException e) {
                throw new IOException("not a valid file name");
            }
        };
    }

    /** Reads resources of {@code loader}, such as {@code roms/z80/dice.asm}. */
    static SourceLoader classPath(ClassLoader loader) {
        return path -> {
            try (InputStream in = loader.getResourceAsStream(path)) {
                if (in == null) {
                    throw new NoSuchFileException(path);
                }
                return in.readAllBytes();
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
