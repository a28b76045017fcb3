package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one reader of every input: whole, once, never past its cap. */
class InputBytesTest {

    @TempDir
    Path dir;

    /** An endless stream of zeros that counts what was taken from it. */
    private static final class EndlessZeros extends InputStream {
        long taken;

        @Override
        public int read() {
            taken++;
            return 0;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            taken += length;
            return length;
        }
    }

    @Test
    void anInputUpToTheCapIsReadWhole() throws IOException {
        Path file = Files.write(dir.resolve("ten.bin"), new byte[10]);
        assertArrayEquals(new byte[10], InputBytes.withLimit(10).read(file));
        assertArrayEquals(new byte[10], InputBytes.withLimit(10).read(Files.newInputStream(file)));
    }

    @Test
    void anEndlessStreamIsReadOnlyToTheCapPlusOneByte() {
        EndlessZeros zeros = new EndlessZeros();
        InputBytes.TooLargeException e = assertThrows(InputBytes.TooLargeException.class,
                () -> InputBytes.withLimit(1 << 20).read(zeros));
        assertEquals((1 << 20) + 1, zeros.taken);
        assertEquals("larger than the 1 MiB input limit (raise it with ROMLAB_MAX_INPUT, e.g. ROMLAB_MAX_INPUT=4M)",
                e.getMessage());
    }

    @Test
    void aRegularFileLargerThanTheCapFailsBeforeItIsRead() throws IOException {
        Path file = Files.write(dir.resolve("eleven.bin"), new byte[11]);
        assertEquals("larger than the 10 bytes input limit (raise it with ROMLAB_MAX_INPUT, e.g. "
                + "ROMLAB_MAX_INPUT=1M)",
                assertThrows(InputBytes.TooLargeException.class, () -> InputBytes.withLimit(10).read(file))
                        .getMessage());
    }

    @Test
    void theDefaultCapIsSixteenMebibytes() throws IOException {
        assertEquals(16 << 20, InputBytes.fromEnvironment(Map.of()).limit());
    }

    @Test
    void theVariableTakesBytesOrKMOrG() throws IOException {
        assertEquals(1000, InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "1000")).limit());
        assertEquals(64 << 10, InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "64K")).limit());
        assertEquals(64 << 20, InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "64m")).limit());
        assertEquals(1 << 30, InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "1G")).limit());
    }

    @Test
    void aVariableThatIsNoSizeIsAnErrorNamingIt() {
        assertEquals("ROMLAB_MAX_INPUT=lots is not a size (bytes, or a number with K, M or G)",
                assertThrows(IOException.class,
                        () -> InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "lots"))).getMessage());
        assertEquals("ROMLAB_MAX_INPUT=3G is more than Java reads into one array (2G)",
                assertThrows(IOException.class,
                        () -> InputBytes.fromEnvironment(Map.of("ROMLAB_MAX_INPUT", "3G"))).getMessage());
    }
}
