package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.romlab.asm.Diagnostic;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;

/** Programs given as images with a symbol file, loaded as romlab exec loads them; images built here byte by byte. */
class KernelFileImagesTest {

    @TempDir
    Path folder;

    @Test
    void aBinaryAtItsOriginWithRomlabsSymbolFile() throws IOException {
        Files.write(folder.resolve("add.bin"), new byte[] {0x78, (byte) 0x81, (byte) 0xC9}); // ld a,b / add a,c / ret
        Files.writeString(folder.resolve("add.sym"), "add = $8000\n");
        Path file = folder.resolve("add.kernel.toml");
        Files.writeString(file, """
                cpu = "z80"
                [program]
                image = "add.bin"
                origin = 0x8000
                symbols = "add.sym"
                [call]
                entry = "add"
                [[input]]
                name = "b"
                register = "B"
                [[input]]
                name = "c"
                register = "C"
                [[output]]
                name = "a"
                register = "A"
                [reference]
                troll = "b + c"
                """);
        UserKernel add = KernelFile.load(file);
        DiffReport report = DiffEngine.diff(add, add.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), report.summary());
        assertEquals(65_536, report.checked());
        assertEquals(18, report.cycles().max(), "4 + 4 + 10 T-states");
    }

    @Test
    void anNesImageWithLd65sLabelFile() throws IOException {
        byte[] nes = new byte[16 + 0x4000];
        nes[0] = 'N';
        nes[1] = 'E';
        nes[2] = 'S';
        nes[3] = 0x1A;
        nes[4] = 1; // one 16 KiB PRG bank, at $8000 and mirrored at $C000
        byte[] routine = {0x18, 0x69, 0x01, 0x60}; // clc / adc #1 / rts
        System.arraycopy(routine, 0, nes, 16, routine.length);
        nes[16 + 0x3FFC] = 0x00; // reset vector $8000
        nes[16 + 0x3FFD] = (byte) 0x80;
        Files.write(folder.resolve("inc.nes"), nes);
        Files.writeString(folder.resolve("inc.lbl"), "al 008000 .inc\n");
        Path file = folder.resolve("inc.kernel.toml");
        Files.writeString(file, """
                cpu = "2a03"
                [program]
                image = "inc.nes"
                symbols = "inc.lbl"
                [call]
                entry = "inc"
                [[input]]
                name = "a"
                register = "A"
                [[output]]
                name = "a"
                register = "A"
                [[output]]
                name = "carry"
                flag = "C"
                [reference]
                troll = "a + 1"
                """);
        UserKernel inc = KernelFile.load(file);
        DiffReport report = DiffEngine.diff(inc, inc.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), report.summary());
        assertEquals(256, report.checked());
    }

    @Test
    void anImageThatIsNotThereIsReportedAtItsKey() throws IOException {
        Path file = folder.resolve("gone.kernel.toml");
        Files.writeString(file, """
                cpu = "z80"
                [program]
                image = "gone.bin"
                [call]
                entry = 0x8000
                [[output]]
                name = "a"
                register = "A"
                """);
        Diagnostic problem = assertThrows(KernelFileException.class, () -> KernelFile.load(file)).diagnostics()
                .get(0);
        assertEquals(3, problem.line());
        assertTrue(problem.message().startsWith("[program] image: no such file: "), problem.message());
    }
}
