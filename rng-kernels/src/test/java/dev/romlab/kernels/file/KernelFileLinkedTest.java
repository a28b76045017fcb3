package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.romlab.asm.Diagnostic;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;

/** A kernel file whose 6502 source is placed by an ld65 linker configuration ({@code [program] config}). */
class KernelFileLinkedTest {

    private static final String SOURCE = """
            ; squares: the table lies in RODATA, aligned to a page, the scratch byte in the zero page
            .segment "ZEROPAGE"
            scratch: .res 1
            .segment "CODE"
            square: tax
                    lda squares,x
                    sta scratch
                    rts
            .segment "RODATA"
            squares:
            .repeat 16, I
                    .byte I * I
            .endrep
            """;

    private static final String CONFIG = """
            MEMORY {
                ZP:  start = $0080, size = $0080, type = rw, file = "";
                ROM: start = $C000, size = $1000, type = ro, file = %O, fill = yes, fillval = $FF;
            }
            SEGMENTS {
                ZEROPAGE: load = ZP, type = zp;
                CODE:     load = ROM, type = ro;
                RODATA:   load = ROM, type = ro, align = $100;
            }
            """;

    private static final String KERNEL = """
            cpu = "6502"

            [program]
            source = "square.s"
            config = "cfg/square.cfg"

            [call]
            entry = "square"

            [[input]]
            name = "a"
            register = "A"
            range = [0, 15]

            [[output]]
            name = "sq"
            register = "A"

            [[output]]
            name = "scratch"
            memory = "scratch"

            [[output]]
            name = "table"
            memory = "$C103"

            [reference]
            troll = "a * a"
            output = "sq"
            """;

    @TempDir
    Path folder;

    private Path write(String kernel, String config) throws IOException {
        Files.writeString(folder.resolve("square.s"), SOURCE);
        Files.createDirectories(folder.resolve("cfg"));
        Files.writeString(folder.resolve("cfg/square.cfg"), config);
        Path file = folder.resolve("square.kernel.toml");
        Files.writeString(file, kernel);
        return file;
    }

    @Test
    void theConfigurationPlacesTheSegmentsAsLd65Does() throws IOException {
        UserKernel kernel = KernelFile.load(write(KERNEL, CONFIG));
        Values out = ((Outcome.Returned) kernel.emulateOutcome(kernel.calls(kernel.defaultSettings()
                .with("a", "7")).first())).output();
        // the table at $C100 (RODATA aligned after CODE at $C000): $C103 holds 3 * 3; scratch is zero page ($80)
        assertEquals("sq=49 scratch=49 table=9", out.text());
        DiffReport report = DiffEngine.diff(kernel, kernel.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), report.summary());
        assertEquals(16, report.checked());
    }

    @Test
    void aMistakeInTheConfigurationIsReportedInIt() throws IOException {
        Path file = write(KERNEL, CONFIG.replace("type = zp;", "type = zpp;"));
        KernelFileException e = assertThrows(KernelFileException.class, () -> KernelFile.load(file));
        Diagnostic first = e.diagnostics().get(0);
        assertTrue(first.file().endsWith("square.cfg"), first.format());
        assertEquals(6, first.line(), first.format());
    }

    @Test
    void aConfigWithAnImageOrAMissingConfigIsReportedAtItsKey() throws IOException {
        Path missing = write(KERNEL.replace("cfg/square.cfg", "cfg/nope.cfg"), CONFIG);
        List<String> messages = assertThrows(KernelFileException.class, () -> KernelFile.load(missing)).diagnostics()
                .stream().map(d -> d.line() + ":" + d.column() + ": " + d.message()).toList();
        assertTrue(messages.get(0).startsWith("5:1: [program] config: no such file: "), messages.toString());
        Files.write(folder.resolve("square.bin"), new byte[] {0x60});
        Path image = write(KERNEL.replace("source = \"square.s\"", "image = \"square.bin\"\norigin = 0xC000"), CONFIG);
        List<String> imageMessages = assertThrows(KernelFileException.class, () -> KernelFile.load(image))
                .diagnostics().stream().map(Diagnostic::message).toList();
        assertTrue(imageMessages.contains("[program] config goes with a source: an image is linked already"),
                imageMessages.toString());
    }
}
