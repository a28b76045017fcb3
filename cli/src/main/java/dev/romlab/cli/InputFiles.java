package dev.romlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads the files users name, turning I/O errors into one-line {@link CommandFailure}s. */
final class InputFiles {

    /** How diagnostics name standard input, as compilers do. */
    static final String STANDARD_INPUT_NAME = "<stdin>";

    private InputFiles() {
    }

    /** The bytes of {@code file}, or everything on {@code standardInput} when {@code file} is {@code -}. */
    static byte[] readBytes(Path file, InputStream standardInput) {
        if (StandardStreams.isDash(file)) {
            try {
                return standardInput.readAllBytes();
            } catch (IOException e) {
                throw new CommandFailure("standard input: cannot read: " + e.getMessage());
            }
        }
        return readBytes(file);
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
