package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.IntelHex;
import dev.romlab.asm.Segment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab disasm}'s text assembles back, as printed, to the same bytes at the same addresses, for seeded random
 * images: at random origins, at $0000 and ending at $FFFF (where the last instruction would wrap), with the
 * prefix bytes CB, DD, ED and FD made frequent, whole and through {@code --from}/{@code --length} ranges, as
 * binaries and as Intel HEX files of several runs.
 */
class DisasmRoundTripTest {

    private static final long SEED = 0x0D15A5L;
    private static final int IMAGES = 120;
    private static final byte[] PREFIXES = {(byte) 0xCB, (byte) 0xDD, (byte) 0xED, (byte) 0xFD};

    @TempDir
    Path dir;

    @Test
    void randomBinariesAssembleBackToTheirBytes() throws IOException {
        Random random = new Random(SEED);
        for (int i = 0; i < IMAGES; i++) {
            byte[] bytes = randomCode(random, 1 + random.nextInt(64));
            int origin = switch (i % 4) {
                case 0 -> 0;
                case 1 -> 0x10000 - bytes.length;
                default -> random.nextInt(0x10000 - bytes.length + 1);
            };
            Path file = Files.write(dir.resolve("image.bin"), bytes);

            String out = CommandRun.of("disasm", file.toString(), "--cpu", "z80", "--org",
                    Integer.toString(origin)).assertExit(0)
                    .out();

            assertEquals(List.of(new Segment(origin, bytes)), reassemble(out), () -> origin + ": " + out);
        }
    }

    @Test
    void randomRangesAssembleBackToTheirBytes() throws IOException {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < IMAGES; i++) {
            byte[] bytes = randomCode(random, 2 + random.nextInt(64));
            int origin = i % 2 == 0 ? 0x10000 - bytes.length : random.nextInt(0x10000 - bytes.length + 1);
            int offset = random.nextInt(bytes.length - 1);
            int length = 1 + random.nextInt(bytes.length - offset);
            Path file = Files.write(dir.resolve("image.bin"), bytes);

            String out = CommandRun.of("disasm", file.toString(), "--cpu", "z80", "--org", Integer.toString(origin),
                    "--from", Integer.toString(origin + offset), "--length", Integer.toString(length)).assertExit(0)
                    .out();

            Segment expected = new Segment(origin + offset, Arrays.copyOfRange(bytes, offset, offset + length));
            assertEquals(List.of(expected), reassemble(out), out);
        }
    }

    @Test
    void randomIntelHexFilesAssembleBackToTheirRecords() throws IOException {
        Random random = new Random(SEED + 2);
        for (int i = 0; i < IMAGES / 3; i++) {
            List<Segment> segments = new ArrayList<>();
            int address = random.nextInt(0x100);
            for (int run = 0; run < 3; run++) {
                byte[] bytes = randomCode(random, 1 + random.nextInt(24));
                int start = run == 2 && i % 2 == 0 ? 0x10000 - bytes.length : address;
                segments.add(new Segment(start, bytes));
                address = start + bytes.length + 1 + random.nextInt(0x4000);
            }
            Path file = Files.writeString(dir.resolve("image.hex"),
                    IntelHex.format(new Assembly(segments, 0, Map.of(), List.of())), StandardCharsets.US_ASCII);

            String out = CommandRun.of("disasm", file.toString(), "--cpu", "z80").assertExit(0).out();

            assertEquals(segments, reassemble(out), out);
        }
    }

    @Test
    void anImageRunningPastFfffIsRefused() throws IOException {
        Path file = Files.write(dir.resolve("wrap.bin"), new byte[] {0x00, 0x00, 0x31, 0x0A});

        CommandRun.of("disasm", file.toString(), "--cpu", "z80", "--org", "$FFFE")
                .assertFailure("4 bytes at $FFFE run past the end of memory ($FFFF)");
    }

    /** Bytes of which about one in four is an instruction prefix, so prefixed forms and their cut-offs are common. */
    private static byte[] randomCode(Random random, int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        for (int i = 0; i < length; i++) {
            if (random.nextInt(4) == 0) {
                bytes[i] = PREFIXES[random.nextInt(PREFIXES.length)];
            }
        }
        return bytes;
    }

    /** What disasm's text assembles to, as printed: its origin lines place each run of HEX records. */
    private static List<Segment> reassemble(String disassembly) {
        try {
            return Assembler.z80().assemble("disasm.asm", disassembly, Map.of()).segments();
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage() + "\n" + disassembly, e);
        }
    }
}
