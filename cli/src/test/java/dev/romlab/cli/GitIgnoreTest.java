package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

class GitIgnoreTest {

    private final GitIgnore ignore = new GitIgnore(List.of("# built", "target/", "*.class", "", "/sum.bin",
            "/part[1-4].json", "/fuzz-failures/", "docs/*.tmp"));

    @Test
    void aLeadingSlashAnchorsAPatternAtTheRoot() {
        assertTrue(ignore.ignores(Path.of("sum.bin")));
        assertFalse(ignore.ignores(Path.of("roms/sum.bin")));
        assertTrue(ignore.ignores(Path.of("part3.json")));
        assertFalse(ignore.ignores(Path.of("part5.json")));
    }

    @Test
    void aPatternWithoutASlashMatchesANameAnywhere() {
        assertTrue(ignore.ignores(Path.of("cli/src/Main.class")));
        assertTrue(ignore.ignores(Path.of("docs/notes.tmp")));
        assertFalse(ignore.ignores(Path.of("cli/docs/notes.tmp")));
    }

    @Test
    void aTrailingSlashMatchesFoldersOnly() {
        assertTrue(ignore.ignores(Path.of("cli/target/romlab.jar")));
        assertTrue(ignore.ignores(Path.of("fuzz-failures/cpu-z80-1.bin")));
        assertFalse(ignore.ignores(Path.of("target")));
    }

    @Test
    void negationIsRefusedRatherThanMisread() {
        assertThrows(IllegalArgumentException.class, () -> new GitIgnore(List.of("!keep.bin")));
    }
}
