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
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Output files written whole or not at all, as users expect of a compiler's {@code -o}: {@link #add} collects
 * contents, {@link #writeAll} writes them. A regular file (new, or an existing one replaced) is written to a
 * temporary file in its folder and only then moved into place, so a failure (a full disk, a missing folder)
 * leaves neither partial files nor temporary ones behind, and neither does Ctrl-C ({@link TemporaryFiles}).
 * Everything else is written as the operating system would through {@code >}:
 * <ul>
 *   <li>{@code -}: standard output;</li>
 *   <li>a symbolic link: its target is written (created when the link dangles), the link stays;</li>
 *   <li>a device or FIFO ({@code /dev/null}, {@code /dev/full}, {@code /dev/stdout}, a named pipe): written
 *       directly, never replaced by a regular file;</li>
 *   <li>an existing regular file keeps its permissions (and its owner where the user may keep it); a new one
 *       gets the mode {@code 0666} less the umask, because the temporary file is created with the default
 *       permissions and the operating system applies the umask itself.</li>
 * </ul>
 * Before anything is written, each regular file (or new one) is checked, and a problem is one line, exit 1, as
 * {@code cp a a} and {@code gcc x.c -o x.c} fail (a fact about the files, not a mistake in the command line's form,
 * which picocli's usage errors, exit 2, are about): it must not be an {@link #input} of the run (the same file
 * after links, a hard link included: same device and inode), nor the file of another output (two outputs on
 * standard output neither), nor read-only for the user unless {@code --force} ({@link ForceOption}). Devices and
 * FIFOs are exempt: writing them replaces nothing. Write errors ({@code ENOSPC} on {@code /dev/full}) end in one
 * line naming the file.
 */
final class OutputFiles {

    /** Linux's limit on symbolic links followed in one path lookup (MAXSYMLINKS, path_resolution(7)). */
    private static final int MAX_LINKS = 40;

    private static final Random TEMPORARY_NAMES = new SecureRandom();

    /** One output: the path as the user gave it (for messages), the absolute one, the bytes. */
    private record Output(Path given, Path path, byte[] bytes) {

        boolean isStandardOutput() {
            return StandardStreams.isDash(given);
        }
    }

    private final boolean force;
    private final List<Output> outputs = new ArrayList<>();
    private final List<Path> inputs = new ArrayList<>();

    /** Outputs that refuse a read-only file unless {@code force}. */
    OutputFiles(boolean force) {
        this.force = force;
    }


    /** Adds {@code bytes} for {@code target}; {@code -} is standard output. */
    OutputFiles add(Path target, byte[] bytes) {
        outputs.add(new Output(target, StandardStreams.isDash(target) ? target : target.toAbsolutePath().normalize(),
                bytes));
        return this;
    }

    /** Adds a file the run read, which no output may replace; {@code -} (standard input) and null are left out. */
    OutputFiles input(Path file) {
        if (file != null && !StandardStreams.isDash(file)) {
            inputs.add(file);
        }
        return this;
    }

    /** Adds each of {@code files} as an {@link #input}. */
    OutputFiles inputs(Collection<Path> files) {
        files.forEach(this::input);
        return this;
    }

    /** True when one of the outputs is {@code -}, so the command's own messages must go elsewhere. */
    boolean writesStandardOutput() {
        return outputs.stream().anyMatch(Output::isStandardOutput);
    }

    /** Writes every output; {@code standardOutput} receives those named {@code -}. */
    void writeAll(OutputStream standardOutput) {
        List<Path> temporaries = new ArrayList<>();
        try {
            Map<Path, Path> staged = new LinkedHashMap<>();
            List<Output> direct = new ArrayList<>();
            Map<Path, Output> destinations = new LinkedHashMap<>();
            for (Output output : outputs) {
                if (output.isStandardOutput()) {
                    requireNoStandardOutput(direct);
                    direct.add(output);
                } else if (isDevice(output)) {
                    direct.add(output); // the OS follows the links to the device or FIFO
                } else {
                    destinations.put(checkedDestination(output, destinations), output);
                }
            }
            for (Map.Entry<Path, Output> entry : destinations.entrySet()) {
                Output output = entry.getValue();
                Path temporary = createTemporary(output.given(), entry.getKey());
                temporaries.add(temporary);
                write(output.given(), temporary, output.bytes());
                keepAttributes(entry.getKey(), temporary);
                staged.put(temporary, entry.getKey());
            }
            for (Output output : direct) {
                writeDirectly(output, standardOutput);
            }
            for (Map.Entry<Path, Path> move : staged.entrySet()) {
                moveIntoPlace(move.getKey(), move.getValue());
            }
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + describe(e));
        } finally {
            temporaries.forEach(TemporaryFiles::delete);
        }
    }

    /** One output on standard output: a second would follow the first there, binary and text mixed. */
    private static void requireNoStandardOutput(List<Output> direct) {
        if (direct.stream().anyMatch(Output::isStandardOutput)) {
            throw new CommandFailure("cannot write - twice: two outputs go to standard output");
        }
    }

    /** True for a device or FIFO, through any links: written in place, replacing nothing. */
    private static boolean isDevice(Output output) throws IOException {
        Path destination = destination(output.given(), output.path());
        return Files.exists(destination) && !Files.isRegularFile(destination);
    }

    /**
     * Where a regular (or new) file's bytes go, once it is known to be none of the inputs, no other output's file
     * ({@code earlier}, by destination) and not read-only (unless {@code --force}).
     */
    private Path checkedDestination(Output output, Map<Path, Output> earlier) throws IOException {
        Path destination = destination(output.given(), output.path());
        Path identity = destination.getParent() != null && Files.isDirectory(destination.getParent())
                ? destination.getParent().toRealPath().resolve(destination.getFileName()) : destination;
        for (Path input : inputs) {
            if (sameFile(destination, input)) {
                throw new CommandFailure("cannot write " + output.given() + ": it is the same file as the input "
                        + input);
            }
        }
        for (Map.Entry<Path, Output> other : earlier.entrySet()) {
            if (other.getKey().equals(identity) || sameFile(destination, other.getKey())) {
                throw new CommandFailure("cannot write " + output.given() + ": it is the same file as the output "
                        + other.getValue().given());
            }
        }
        if (!force && readOnly(destination)) {
            throw new CommandFailure("cannot write " + output.given() + ": the file is read-only (give --force to "
                    + "replace it)");
        }
        return identity;
    }

    /**
     * True for an existing file the user may not write (the operating system's access check), or whose owner may
     * not (0444): root passes every access check, yet a 0444 file is meant to stay. Replacing a file needs only
     * its folder's permission, so without this check a read-only file would be silently replaced.
     */
    private static boolean readOnly(Path file) throws IOException {
        if (!Files.exists(file)) {
            return false;
        }
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        return !Files.isWritable(file)
                || view != null && !view.readAttributes().permissions().contains(PosixFilePermission.OWNER_WRITE);
    }

    /** True when both exist and are one file: the same device and inode, whatever links lead there. */
    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false; // one cannot be looked at: then it cannot be written over either
        }
    }

    /**
     * Where {@code target}'s bytes go: an existing file through all its links (as the OS resolves them), or
     * the path at the end of a dangling link's chain, or {@code target} itself.
     */
    private static Path destination(Path given, Path target) throws IOException {
        Path current = target;
        for (int links = 0; Files.isSymbolicLink(current); links++) {
            if (Files.exists(current)) {
                return Files.isRegularFile(current) ? current.toRealPath() : current;
            }
            if (links == MAX_LINKS) {
                throw new IOException(given + ": too many levels of symbolic links");
            }
            current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
        }
        if (Files.isDirectory(current)) {
            throw new IOException(given + ": is a folder");
        }
        return current;
    }

    /**
     * An empty file beside {@code destination}, created with the default permissions (the umask's mode), recorded
     * for deletion at shutdown before it exists.
     */
    private static Path createTemporary(Path target, Path destination) throws IOException {
        Path folder = destination.getParent();
        if (!Files.isDirectory(folder)) {
            throw new IOException(target + ": folder " + folder + " does not exist");
        }
        while (true) {
            Path candidate = folder.resolve("." + destination.getFileName() + "."
                    + Long.toUnsignedString(TEMPORARY_NAMES.nextLong(), 36) + ".tmp");
            TemporaryFiles.register(candidate);
            try {
                Files.newOutputStream(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return candidate;
            } catch (FileAlreadyExistsException e) {
                TemporaryFiles.forget(candidate); // someone else's: the next random name
            } catch (IOException e) {
                TemporaryFiles.forget(candidate);
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
    private static void writeDirectly(Output output, OutputStream standardOutput) throws IOException {
        try {
            if (output.isStandardOutput()) {
                standardOutput.write(output.bytes());
                standardOutput.flush();
                return;
            }
            try (OutputStream out = Files.newOutputStream(output.path(), StandardOpenOption.WRITE)) {
                out.write(output.bytes());
            }
        } catch (IOException e) {
            String name = output.isStandardOutput() ? "standard output" : output.given().toString();
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
