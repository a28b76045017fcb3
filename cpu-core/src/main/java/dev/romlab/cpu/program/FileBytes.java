package dev.romlab.cpu.program;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import dev.romlab.asm.InputBytes;
import dev.romlab.asm.SourceDecoding;

/**
 * Reads a file a user named, once and up to the input limit ({@link InputBytes}), an I/O error becoming one line
 * that names the file and says what went wrong.
 */
public final class FileBytes {

    private FileBytes() {
    }

    /**
     * The bytes of {@code file}; a {@link ProgramLoadException} when it is missing, a folder, unreadable or larger
     * than the input limit.
     */
    public static byte[] read(Path file) {
        if (Files.isDirectory(file)) {
            throw new ProgramLoadException(file.toString(), "is a folder, not a file");
        }
        try {
            return InputBytes.standard().read(file);
        } catch (NoSuchFileException e) {
            throw new ProgramLoadException(file.toString(), "no such file");
        } catch (AccessDeniedException e) {
            throw new ProgramLoadException(file.toString(), "permission denied");
        } catch (InputBytes.TooLargeException e) {
            throw new ProgramLoadException(file.toString(), e.getMessage());
        } catch (IOException e) {
            throw new ProgramLoadException(file.toString(), "cannot read: " + e.getMessage());
        }
    }

    /** The text of {@code file}, read as {@link #read} reads it and decoded as {@link #text} decodes it. */
    public static String readText(Path file) {
        return text(file.toString(), read(file));
    }

    /**
     * The text input {@code name} with the bytes {@code content}: UTF-8, strictly ({@link SourceDecoding}), so that
     * binary junk fails with its position, the line and a caret rather than decoding into garbage.
     *
     * @throws ProgramLoadException with that one diagnostic
     */
    public static String text(String name, byte[] content) {
        try {
            return SourceDecoding.decode(content);
        } catch (SourceDecoding.MalformedSourceException e) {
            throw ProgramLoadException.of(name, List.of(e.diagnostic(name)));
        }
    }

    /** Fails as {@link #read} does for a missing {@code file}, which something else will read. */
    static void requireExists(Path file) {
        if (!Files.exists(file)) {
            throw new ProgramLoadException(file.toString(), "no such file");
        }
    }
}
