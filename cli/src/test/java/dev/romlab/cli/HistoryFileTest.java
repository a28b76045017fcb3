package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Where the debugger's history lives: the XDG state directory, or ~/.local/state. */
class HistoryFileTest {

    @Test
    void theXdgStateHomeWins() {
        assertEquals(Path.of("/state/romlab/debug_history"),
                HistoryFile.location(Map.of("XDG_STATE_HOME", "/state"), "/home/ada"));
    }

    @Test
    void withoutItTheHomesLocalState() {
        assertEquals(Path.of("/home/ada/.local/state/romlab/debug_history"), HistoryFile.location(Map.of(),
                "/home/ada"));
    }

    @Test
    void aRelativeXdgStateHomeIsIgnoredAsTheSpecificationSays() {
        assertEquals(Path.of("/home/ada/.local/state/romlab/debug_history"),
                HistoryFile.location(Map.of("XDG_STATE_HOME", "state"), "/home/ada"));
    }

    @Test
    void noPlaceNoHistory() {
        assertNull(HistoryFile.location(Map.of(), ""));
    }
}
