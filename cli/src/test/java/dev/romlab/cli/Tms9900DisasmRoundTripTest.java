package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Segment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab disasm --cpu tms9900} prints Editor/Assembler text that assembles back to the image: seeded random
 * binaries (odd lengths too, the last byte then shown as BYTE) at random even origins, at >0000 and ending at >FFFF.
 * The text is assembled as it is printed.
 */
class Tms9900DisasmRoundTripTest {

    private static final long SEED = 0x9900L;
    private static final int IMAGES = 120;
    @TempDir
    Path dir;

    @Test
    void randomBinariesAssembleBackToTheirBytes() throws IOException {
        Random random = new Random(SEED);
        for (int i = 0; i < IMAGES; i++) {
            byte[] bytes = new byte[1 + random.nextInt(64)];
            random.nextBytes(bytes);
            int origin = switch (i % 4) {
                case 0 -> 0;
                case 1 -> (0x10000 - bytes.length) & ~1;
                default -> random.nextInt(0x10000 - bytes.length + 1) & ~1;
            };
            Path file = Files.write(dir.resolve("image.bin"), bytes);

            String out = CommandRun.of("disasm", file.toString(), "--cpu", "tms9900", "--org",
                    Integer.toString(origin)).assertExit(0).out();

            assertEquals(List.of(new Segment(origin, bytes)), reassemble(out), () -> origin + ": " + out);
        }
    }

    /** What the disassembly assembles to as it is printed, its AORG and END included. */
    private static List<Segment> reassemble(String disassembly) {
        try {
            return Assembler.tms9900().assemble("disasm.a99", disassembly, Map.of()).segments();
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage() + "\n" + disassembly, e);
        }
    }
}
