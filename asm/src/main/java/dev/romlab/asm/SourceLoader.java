package dev.romlab.asm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where source files come from: the file system, the class path (the bundled ROM sources under
 * {@code roms/z80/}), or a map (tests). Paths are strings with {@code /} separators; an {@code .include}
 * names a file relative to the directory of the file that includes it.
 */
@FunctionalInterface
public interface SourceLoader {

    /** The text of the file at {@code path}; throws {@link NoSuchFileException} when there is none. */
    String read(String path) throws IOException;

    /** The path an {@code .include "name"} in the file {@code includingPath} refers to. */
    static String resolveInclude(String includingPath, String name) {
        if (name.startsWith("/")) {
            return name;
        }
        Path parent = Path.of(includingPath).getParent();
        Path resolved = parent == null ? Path.of(name) : parent.resolve(name);
        return resolved.normalize().toString().replace('\\', '/');
    }

    /** Reads files as UTF-8; relative paths are relative to the working directory. */
    static SourceLoader fileSystem() {
        return path -> Files.readString(Path.of(path), StandardCharsets.UTF_8);
    }

    /** Reads UTF-8 resources of {@code loader}, such as {@code roms/z80/dice.asm}. */
    static SourceLoader classPath(ClassLoader loader) {
        return path -> {
            try (InputStream in = loader.getResourceAsStream(path)) {
                if (in == null) {
                    throw new NoSuchFileException(path);
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        };
    }

    /** Files held in memory, by path. */
    static SourceLoader of(Map<String, String> files) {
        Map<String, String> copy = Map.copyOf(files);
        return path -> {
            String text = copy.get(path);
            if (text == null) {
                throw new NoSuchFileException(path);
            }
            return text;
        };
    }
}
