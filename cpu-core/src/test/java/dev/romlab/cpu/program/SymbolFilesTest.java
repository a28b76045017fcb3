package dev.romlab.cpu.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Symbol files in romlab's format and in VICE's, as ld65 -Ln and VICE's save_labels write them. */
class SymbolFilesTest {

    private static final ProgramImage PROGRAM = new ProgramImage(List.of(new Segment(0xC000, new byte[16])), 0xC000,
            Labels.NONE, 1);

    @TempDir
    Path dir;

    @Test
    void romlabsOwnFormatIsReadAsAsmWritesIt() {
        assertEquals(Map.of("loop", 0xC002L, "LIMIT", 20L), SymbolFiles.parse("LIMIT = $0014\nloop = $C002\n"));
    }

    @Test
    void ld65LabelsAreVicesAlCommandsWithoutTheirDot() {
        String ld65 = "al 00C000 .reset\nal 00C002 .loop\nal 000010 .counter\n";

        assertEquals(Map.of("reset", 0xC000L, "loop", 0xC002L, "counter", 0x10L), SymbolFiles.parse(ld65));
    }

    @Test
    void vicesOwnLabelsNameTheComputersMemoryAndLeaveADrivesOut() {
        String vice = "al C:c000 .reset\nAL C:$c002 .loop\nal 8:0300 .driveCode\n";

        assertEquals(Map.of("reset", 0xC000L, "loop", 0xC002L), SymbolFiles.parse(vice));
    }

    @Test
    void aNegativeConstantOfLd65IsNoAddress() {
        Labels labels = Labels.of(SymbolFiles.parse("al FFFFFFFFFFFFFFFF .minusOne\nal 00C000 .reset\n"), List.of());

        assertEquals(Set.of("reset"), labels.names());
    }

    @Test
    void aBadLineOfALabelFileIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SymbolFiles.parse("al 00C000 .reset\nbreak C000\n"));

        assertEquals("line 2: expected al C:1234 .name, found 'break C000'", e.getMessage());
    }

    @Test
    void aSymbolFileWhoseFirstLineIsNotAnAlCommandIsRomlabs() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SymbolFiles.parse("reset = $C000\nal 00C002 .loop\n"));

        assertEquals("line 2: expected NAME = $1234, found 'al 00C002 .loop'", e.getMessage());
    }

    @Test
    void aSymbolNamedAlIsStillRomlabs() {
        assertEquals(Map.of("al", 5L), SymbolFiles.parse("al = $0005\n"));
    }

    @Test
    void readGivesTheImageItsLabels() throws Exception {
        Path file = Files.writeString(dir.resolve("game.lbl"), "al 00C002 .loop\n");

        assertEquals("loop+1", SymbolFiles.read(file, PROGRAM).labelOf(0xC003));
    }

    @Test
    void aBadLineIsAFailureNamingTheFile() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.lbl"), "al 00C002\n");
        byte[] given = "x := 1\n".getBytes(StandardCharsets.UTF_8);

        assertEquals(file + ": line 1: expected al C:1234 .name, found 'al 00C002'",
                assertThrows(ProgramLoadException.class, () -> SymbolFiles.read(file, PROGRAM)).getMessage());
        assertEquals("-: line 1: expected NAME = $1234, found 'x := 1'",
                assertThrows(ProgramLoadException.class, () -> SymbolFiles.read("-", given, PROGRAM)).getMessage());
    }

    @Test
    void aMissingSymbolFileIsOneLine() {
        Path missing = dir.resolve("none.lbl");

        assertEquals(missing + ": no such file",
                assertThrows(ProgramLoadException.class, () -> SymbolFiles.read(missing, PROGRAM)).getMessage());
    }
}
