package dev.romlab.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Output files written whole or not at all: {@link #add} collects contents, {@link #writeAll} writes each to
 * a temporary file in its target's folder and only then moves them into place, so a failure (a full disk, a
 * folder that does not exist) leaves neither partial files nor temporary ones behind.
 */
final class OutputFiles {

    private final Map<Path, byte[]> contents = new LinkedHashMap<>();

    OutputFiles add(Path target, byte[] bytes) {
        contents.put(target.toAbsolutePath().normalize(), bytes);
        return this;
    }

    void writeAll() {
        List<Path> temporaries = new ArrayList<>();
        try {
            Map<Path, Path> staged = new LinkedHashMap<>();
            for (Map.Entry<Path, byte[]> entry : contents.entrySet()) {
                Path target = entry.getKey();
                Path temporary = createTemporary(target);
                temporaries.add(temporary);
                Files.write(temporary, entry.getValue());
                staged.put(temporary, target);
            }
            for (Map.Entry<Path, Path> move : staged.entrySet()) {
                moveIntoPlace(move.getKey(), move.getValue());
            }
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + describe(e));
        } finally {
            temporaries.forEach(OutputFiles::deleteQuietly);
        }
    }

    private static Path createTemporary(Path target) throws IOException {
        Path folder = target.getParent();
        if (!Files.isDirectory(folder)) {
            throw new IOException(target + ": folder " + folder + " does not exist");
        }
        return Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
    }

    private static void moveIntoPlace(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // best effort: the write itself has already failed or succeeded, and that is what we report
        }
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
