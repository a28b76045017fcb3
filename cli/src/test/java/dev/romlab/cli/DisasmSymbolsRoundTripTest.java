package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * For every CPU, a bundled program assembled, disassembled with its symbols ({@code disasm --symbols}) and assembled
 * again gives the same bytes: labels, equates and instruction lines are written in the CPU's own assembler syntax
 * (label: and equ for the Z80, ca65's = for the 6502, E/A's column-1 labels and EQU, CASL II's LABEL DS 0). The
 * disassembly is assembled as it is printed, its origin (org, AORG, CASL II's START/END) included.
 */
class DisasmSymbolsRoundTripTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "z80     | z80/examples/sum.asm          | 0x0100",
        "z80     | z80/dice/rolldie.asm          | 0x9D95",
        "6502    | 6502/examples/sum.s65         | 0x0200",
        "tms9900 | tms9900/examples/sum.a99      | 0xA000",
        "tms9900 | tms9900/mapview/mapview.a99   | 0xA000",
        "tms9900 | tms9900/copyloop/copyloop.a99 | 0xA000",
        "comet2  | comet2/examples/hello.cas     | 0",
        "comet2  | comet2/examples/count.cas     | 0",
        "mlfe    | mlfe/examples/clock.fe        | 0"})
    void theDisassemblyWithSymbolsAssemblesToTheSameBytes(String cpu, String program, String origin)
            throws IOException {
        roundTrip(cpu, roms().resolve(program), origin);
    }

    /** Two programs with a label A each: the disassembly's one program must name them apart (A and A2). */
    @Test
    void caslLabelsThatShortenAlikeAreMadeDistinct() throws IOException {
        Path source = Files.writeString(dir.resolve("two.cas"), """
                P        START
                         LAD     GR1,A
                         CALL    Q
                         RET
                A        DC      1
                         END
                Q        START
                         LAD     GR2,A
                         RET
                A        DC      2
                         END
                """, StandardCharsets.UTF_8);

        String disassembly = roundTrip("comet2", source, "0");

        assertTrue(disassembly.contains("A        DS 0") && disassembly.contains("A2       DS 0"), disassembly);
        assertTrue(disassembly.contains("LAD GR2,A2"), disassembly);
    }

    /** Assembles {@code source}, disassembles it with its symbols, assembles that again, compares; the disassembly. */
    private String roundTrip(String cpu, Path source, String origin) throws IOException {
        String program = source.getFileName().toString();
        String extension = program.substring(program.lastIndexOf('.'));
        Path binary = dir.resolve("first.bin");
        Path symbols = dir.resolve("first.sym");
        CommandRun.of("asm", source.toString(), "--cpu", cpu, "-o", binary.toString(), "--symbols",
                symbols.toString()).assertExit(0);

        String disassembly = CommandRun.of("disasm", binary.toString(), "--cpu", cpu, "--org", origin, "--symbols",
                symbols.toString()).assertExit(0).out();
        Path again = Files.writeString(dir.resolve("again" + extension), disassembly, StandardCharsets.UTF_8);
        Path binaryAgain = dir.resolve("again.bin");
        CommandRun.of("asm", again.toString(), "--cpu", cpu, "-o", binaryAgain.toString()).assertExit(0);

        assertTrue(disassembly.lines().count() > 3, disassembly);
        assertArrayEquals(Files.readAllBytes(binary), Files.readAllBytes(binaryAgain), disassembly);
        return disassembly;
    }

    /** The repository's roms folder, from the module's folder or the repository's root. */
    private static Path roms() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("roms")) ? here.resolve("roms") : here.resolveSibling("roms");
    }
}
