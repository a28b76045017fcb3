package dev.romlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import dev.romlab.asm.InputBytes;
import dev.romlab.cpu.program.FileBytes;
import dev.romlab.cpu.program.ProgramLoadException;

/**
 * Reads the files users name, turning I/O errors into one-line {@link CommandFailure}s: standard input for {@code -},
 * any other file as the shared loader reads it ({@link FileBytes}), with the same messages and the same input limit
 * ({@link InputBytes}).
 */
final class InputFiles {

    /** How diagnostics name standard input, as compilers do. */
    static final String STANDARD_INPUT_NAME = "<stdin>";

    private InputFiles() {
    }

    /** The bytes of {@code file}, or everything on {@code standardInput} when {@code file} is {@code -}. */
    static byte[] readBytes(Path file, InputStream standardInput) {
        if (StandardStreams.isDash(file)) {
            try {
                return InputBytes.standard().read(standardInput);
            } catch (InputBytes.TooLargeException e) {
                throw new CommandFailure("standard input: " + e.getMessage());
            } catch (IOException e) {
                throw new CommandFailure("standard input: cannot read: " + e.getMessage());
            }
        }
        return readBytes(file);
    }

    /**
     * The text of {@code file} (standard input for {@code -}), UTF-8 read strictly: binary junk fails with its
     * position, the line and a caret ({@link FileBytes#text}).
     */
    static String readText(Path file, InputStream standardInput) {
        return text(StandardStreams.isDash(file) ? STANDARD_INPUT_NAME : file.toString(),
                readBytes(file, standardInput));
    }

    /** The text input {@code name} with the bytes {@code content}, decoded as {@link #readText} decodes it. */
    static String text(String name, byte[] content) {
        try {
            return FileBytes.text(name, content);
        } catch (ProgramLoadException e) {
            throw new CommandFailure(String.join("\n", e.diagnostics()));
        }
    }

    /** The bytes of {@code file}: a missing, unreadable or folder name is a failure of one line. */
    static byte[] readBytes(Path file) {
        try {
            return FileBytes.read(file);
        } catch (ProgramLoadException e) {
            throw new CommandFailure(e.getMessage());
        }
    }
}
