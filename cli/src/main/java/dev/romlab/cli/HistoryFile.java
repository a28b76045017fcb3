package dev.romlab.cli;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where {@code romlab debug} keeps the commands typed on a terminal between runs: {@code romlab/debug_history} under
 * {@code $XDG_STATE_HOME}, or under {@code ~/.local/state} where that is not set (the XDG Base Directory
 * Specification's state directory, which gdb and less use for their histories), at most {@link #LINES} lines.
 */
final class HistoryFile {

    /** The most commands kept: enough for weeks of sessions, a few kilobytes on disk. */
    static final int LINES = 1_000;

    private HistoryFile() {
    }

    /** The history file for {@code environment} and {@code home}; null when neither names a place. */
    static Path location(Map<String, String> environment, String home) {
        String state = environment.get("XDG_STATE_HOME");
        // the specification: a relative path is invalid and is to be ignored
        if (state != null && !state.isBlank() && Path.of(state).isAbsolute()) {
            return Path.of(state, "romlab", "debug_history");
        }
        if (home == null || home.isBlank()) {
            return null;
        }
        return Path.of(home, ".local", "state", "romlab", "debug_history");
    }
}
