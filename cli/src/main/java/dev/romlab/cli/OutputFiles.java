package dev.romlab.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Output files written whole or not at all, as users expect of a compiler's {@code -o}: {@link #add} collects
 * contents, {@link #writeAll} writes them. A regular file (new, or an existing one replaced) is written to a
 * temporary file in its folder and only then moved into place, so a failure (a full disk, a missing folder)
 * leaves neither partial files nor temporary ones behind. Everything else is written as the operating system
 * would through {@code >}:
 * <ul>
 *   <li>{@code -}: standard output;</li>
 *   <li>a symbolic link: its target is written (created when the link dangles), the link stays;</li>
 *   <li>a device or FIFO ({@code /dev/null}, {@code /dev/full}, {@code /dev/stdout}, a named pipe): written
 *       directly, never replaced by a regular file;</li>
 *   <li>an existing regular file keeps its permissions (and its owner where the user may keep it); a new one
 *       gets the mode {@code 0666} less the umask, because the temporary file is created with the default
 *       permissions and the operating system applies the umask itself.</li>
 * </ul>
 * Write errors ({@code ENOSPC} on {@code /dev/full}) end in one line naming the file.
 */
final class OutputFiles {

    /** Linux's limit on symbolic links followed in one path lookup (MAXSYMLINKS, path_resolution(7)). */
    private static final int MAX_LINKS = 40;

    private static final Random TEMPORARY_NAMES = new SecureRandom();

    private final Map<Path, byte[]> contents = new LinkedHashMap<>();

    /** Adds {@code bytes} for {@code target}; {@code -} is standard output. */
    OutputFiles add(Path target, byte[] bytes) {
        contents.put(StandardStreams.isDash(target) ? target : target.toAbsolutePath().normalize(), bytes);
        return this;
    }

    /** True when one of the outputs is {@code -}, so the command's own messages must go elsewhere. */
    boolean writesStandardOutput() {
        return contents.keySet().stream().anyMatch(StandardStreams::isDash);
    }

    /** Writes every output; {@code standardOutput} receives those named {@code -}. */
    void writeAll(OutputStream standardOutput) {
        List<Path> temporaries = new ArrayList<>();
        try {
            Map<Path, Path> staged = new LinkedHashMap<>();
            Map<Path, byte[]> direct = new LinkedHashMap<>();
            for (Map.Entry<Path, byte[]> entry : contents.entrySet()) {
                Path target = entry.getKey();
                if (StandardStreams.isDash(target)) {
                    direct.put(target, entry.getValue());
                    continue;
                }
                Path destination = destination(target);
                if (Files.exists(destination) && !Files.isRegularFile(destination)) {
                    direct.put(target, entry.getValue()); // the OS follows the links to the device or FIFO
                    continue;
                }
                Path temporary = createTemporary(target, destination);
                temporaries.add(temporary);
                write(target, temporary, entry.getValue());
                keepAttributes(destination, temporary);
                staged.put(temporary, destination);
            }
            for (Map.Entry<Path, byte[]> entry : direct.entrySet()) {
                writeDirectly(entry.getKey(), entry.getValue(), standardOutput);
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

    /**
     * Where {@code target}'s bytes go: an existing file through all its links (as the OS resolves them), or
     * the path at the end of a dangling link's chain, or {@code target} itself.
     */
    private static Path destination(Path target) throws IOException {
        Path current = target;
        for (int links = 0; Files.isSymbolicLink(current); links++) {
            if (Files.exists(current)) {
                return Files.isRegularFile(current) ? current.toRealPath() : current;
            }
            if (links == MAX_LINKS) {
                throw new IOException(target + ": too many levels of symbolic links");
            }
            current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
        }
        if (Files.isDirectory(current)) {
            throw new IOException(target + ": is a folder");
        }
        return current;
    }

    /** An empty file beside {@code destination}, created with the default permissions (the umask's mode). */
    private static Path createTemporary(Path target, Path destination) throws IOException {
        Path folder = destination.getParent();
        if (!Files.isDirectory(folder)) {
            throw new IOException(target + ": folder " + folder + " does not exist");
        }
        while (true) {
            Path candidate = folder.resolve("." + destination.getFileName() + "."
                    + Long.toUnsignedString(TEMPORARY_NAMES.nextLong(), 36) + ".tmp");
            try {
                Files.newOutputStream(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return candidate;
            } catch (FileAlreadyExistsException e) {
                // another name: the next random one
            } catch (IOException e) {
                throw new IOException(target + ": " + reason(e), e);
            }
        }
    }

    private static void write(Path target, Path file, byte[] bytes) throws IOException {
        try {
            Files.write(file, bytes, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new IOException(target + ": " + reason(e), e);
        }
    }

    /** A device, FIFO or standard output: written in place, as {@code >} writes it (no create, no truncate). */
    private static void writeDirectly(Path target, byte[] bytes, OutputStream standardOutput) throws IOException {
        try {
            if (StandardStreams.isDash(target)) {
                standardOutput.write(bytes);
                standardOutput.flush();
                return;
            }
            try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
        } catch (IOException e) {
            String name = StandardStreams.isDash(target) ? "standard output" : target.toString();
            throw new IOException(name + ": " + reason(e), e);
        }
    }

    /**
     * An existing file keeps its permissions, owner and group. Only root may give a file to another user, so
     * for anyone else the owner stays theirs, which is what they may replace anyway.
     */
    private static void keepAttributes(Path destination, Path temporary) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(temporary, PosixFileAttributeView.class);
        if (view == null || !Files.exists(destination)) {
            return;
        }
        PosixFileAttributes existing = Files.readAttributes(destination, PosixFileAttributes.class,
                LinkOption.NOFOLLOW_LINKS);
        view.setPermissions(existing.permissions());
        try {
            PosixFileAttributes fresh = view.readAttributes();
            if (!fresh.group().equals(existing.group())) {
                view.setGroup(existing.group());
            }
            if (!fresh.owner().equals(existing.owner())) {
                view.setOwner(existing.owner());
            }
        } catch (FileSystemException e) {
            // not permitted for this user: the file becomes theirs, as a copy they made would
        }
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

    /** The operating system's reason ("No space left on device"), without the path Java repeats. */
    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
