package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.comet2.CaslAssembler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #21: for every CPU, 100 seeded random images through {@code romlab disasm}, their text assembled back as it
 * is printed by romlab's assembler for that CPU, give the same bytes at the same addresses: 100 of 100. The images
 * start at $0000, end at $FFFF or lie anywhere, so that branches wrap around the ends of memory (the 6502's did not
 * assemble back: {@code bpl $FF82} at $0000). The word machines (COMET II, MLFE) load their images at 0.
 */
class DisasmRandomImagesTest {

    private static final int IMAGES = 100;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"z80", "6502", "2a03", "tms9900", "comet2", "mlfe"})
    void randomImagesAssembleBackToTheirBytes(String cpu) throws IOException {
        Random random = new Random(cpu.hashCode());
        boolean words = cpu.equals("comet2") || cpu.equals("mlfe");
        int wordSize = cpu.equals("mlfe") ? 4 : 2;
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < IMAGES; i++) {
            byte[] bytes = new byte[words ? wordSize * (1 + random.nextInt(32)) : 1 + random.nextInt(64)];
            random.nextBytes(bytes);
            int alignment = cpu.equals("tms9900") ? ~1 : ~0;
            int origin = words ? 0 : switch (i % 4) {
                case 0 -> 0;
                case 1 -> (0x10000 - bytes.length) & alignment;
                default -> random.nextInt(0x10000 - bytes.length + 1) & alignment;
            };
            Path file = Files.write(dir.resolve("image.bin"), bytes);

            String out = CommandRun.of("disasm", file.toString(), "--cpu", cpu, "--org", Integer.toString(origin))
                    .assertExit(0).out();

            try {
                List<Segment> again = assembler(cpu).assemble(sourceName(cpu), out, Map.of()).segments();
                if (!again.equals(List.of(new Segment(origin, bytes)))) {
                    failures.add(origin + ": " + again + "\n" + out);
                }
            } catch (AssemblyException e) {
                failures.add(origin + ": " + e.getMessage() + "\n" + out);
            }
        }
        assertEquals(List.of(), failures, cpu + ": " + failures.size() + " of " + IMAGES + " images do not");
    }

    private static Assembler assembler(String cpu) {
        return switch (cpu) {
            case "z80" -> Assembler.z80();
            case "6502", "2a03" -> Assembler.mos6502();
            case "tms9900" -> Assembler.tms9900();
            case "comet2" -> CaslAssembler.comet2(SourceLoader.of(Map.of()));
            default -> CaslAssembler.mlfe(SourceLoader.of(Map.of()));
        };
    }

    private static String sourceName(String cpu) {
        return switch (cpu) {
            case "z80" -> "disasm.asm";
            case "6502", "2a03" -> "disasm.s";
            case "tms9900" -> "disasm.a99";
            case "comet2" -> "disasm.cas";
            default -> "disasm.fe";
        };
    }
}
