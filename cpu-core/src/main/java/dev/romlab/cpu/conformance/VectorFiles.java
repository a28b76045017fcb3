package dev.romlab.cpu.conformance;

import dev.romlab.cpu.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * What every single-instruction vector set shares, whatever its format: its files ({@code *.json.gz} or plain
 * {@code *.json} in one folder, in file-name order), each a JSON array of vector objects, and the JSON values
 * inside them.
 */
final class VectorFiles {

    private VectorFiles() {
    }

    /** The vector files of {@code folder} in file-name order. */
    static List<Path> list(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(VectorFiles::isVectorFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    private static boolean isVectorFile(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".json.gz") || name.endsWith(".json");
    }

    /** The vectors of one file. */
    static List<?> read(Path file) {
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = file.getFileName().toString().endsWith(".gz")
                        ? new GZIPInputStream(raw, 1 << 16) : raw) {
            return asList(Json.parse(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    static List<?> asList(Object value) {
        if (value instanceof List<?> list) {
            return list;
        }
        throw new IllegalArgumentException("not a vector file: expected an array, found " + value);
    }

    static Map<?, ?> asMap(Object value) {
        if (value instanceof Map<?, ?> map) {
            return map;
        }
        throw new IllegalArgumentException("not a vector: expected an object, found " + value);
    }

    static int intOf(Object value) {
        if (value instanceof Long number) {
            return number.intValue();
        }
        throw new IllegalArgumentException("not a vector value: expected an integer, found " + value);
    }
}
