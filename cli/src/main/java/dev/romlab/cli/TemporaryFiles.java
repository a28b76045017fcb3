package dev.romlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The temporary files {@link OutputFiles} writes beside its targets, deleted by whoever ends first: the write
 * (moved into place, or deleted after a failure) or the JVM's shutdown, which also runs on Ctrl-C (SIGINT) and
 * SIGTERM, so an interrupted run leaves no {@code .NAME.*.tmp} behind. SIGKILL runs nothing; no program can help
 * that.
 */
final class TemporaryFiles {

    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();

    private static volatile boolean hooked;

    private TemporaryFiles() {
    }

    /** Records {@code temporary}, before it is created, for deletion at shutdown. */
    static void register(Path temporary) {
        if (!hooked) {
            hook();
        }
        LIVE.add(temporary);
    }

    /** Deletes {@code temporary} if it still exists (a moved one does not) and forgets it. */
    static void delete(Path temporary) {
        deleteQuietly(temporary);
        LIVE.remove(temporary);
    }

    /** Forgets {@code temporary} without deleting it: it was never created, or is another program's file. */
    static void forget(Path temporary) {
        LIVE.remove(temporary);
    }

    /** The temporaries recorded and not yet deleted, for tests. */
    static Set<Path> live() {
        return Set.copyOf(LIVE);
    }

    private static synchronized void hook() {
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(TemporaryFiles::deleteQuietly),
                    "romlab temporary files"));
            hooked = true;
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // best effort: the write itself has already failed or succeeded, and that is what is reported
        }
    }
}
