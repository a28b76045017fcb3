package dev.romlab.asm;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the file an {@code .include} or {@code .incbin} names: beside the including file, then in the working
 * directory, then in each {@code -I} folder in order (the order of C compilers and of pasmo, sjasmplus and
 * spasm-ng).
 */
final class IncludeSearch {

    /** A file found: where, and its bytes. */
    record Found(String path, byte[] bytes) {
    }

    /** No file was found or read; the message says why (and where the search looked). */
    static final class NotFound extends Exception {

        private static final long serialVersionUID = 1L;

        NotFound(String message) {
            super(message);
        }
    }

    private final SourceLoader loader;
    private final List<String> folders;

    IncludeSearch(SourceLoader loader, List<String> folders) {
        this.loader = loader;
        this.folders = List.copyOf(folders);
    }

    /** The file {@code name} means when written in {@code includingFile}. */
    Found find(String includingFile, String name) throws NotFound {
        Set<String> candidates = new LinkedHashSet<>();
        try {
            candidates.add(SourceLoader.resolveInclude(includingFile, name));
            candidates.add(SourceLoader.resolveInclude("", name));
            for (String folder : folders) {
                candidates.add(SourceLoader.resolveIn(folder, name));
            }
        } catch (InvalidPathException e) {
            throw new NotFound("'" + name.replace("\0", "\\0") + "' is not a valid file name");
        }
        for (String candidate : candidates) {
            try {
                return new Found(candidate, loader.readBytes(candidate));
            } catch (NoSuchFileException e) {
                // Not there: try the next folder.
            } catch (IOException e) {
                throw new NotFound("cannot read include file '" + candidate + "': " + e.getMessage());
            }
        }
        List<String> looked = new ArrayList<>(candidates);
        List<String> others = looked.subList(1, looked.size());
        throw new NotFound("cannot read include file '" + looked.get(0) + "': no such file"
                + (others.isEmpty() ? "" : " (also looked for " + String.join(", ", others) + ")"));
    }
}
