package dev.romlab.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads the files users name, turning I/O errors into one-line {@link CommandFailure}s. */
final class InputFiles {

    private InputFiles() {
    }

    static byte[] readBytes(Path file) {
        if (Files.isDirectory(file)) {
            throw new CommandFailure(file + ": is a folder, not a file");
        }
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new CommandFailure(file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new CommandFailure(file + ": permission denied");
        } catch (IOException e) {
            throw new CommandFailure(file + ": cannot read: " + e.getMessage());
        }
    }
}
