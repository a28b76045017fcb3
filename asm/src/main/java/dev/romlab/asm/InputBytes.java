package dev.romlab.asm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Reads every input romlab takes (sources and their includes, program images, symbol files, linker configurations,
 * kernel files, Troll definitions, JSON parts, map files, standard input) whole into memory, with one size cap: a
 * file is read once, so a pipe, a FIFO or a process substitution works like a file, and an endless or huge input
 * ({@code /dev/zero}, {@code /dev/urandom}) ends after the cap plus one byte with {@link TooLargeException} instead
 * of filling the heap.
 *
 * <p>The cap is {@value #DEFAULT_LIMIT_TEXT} unless the environment variable {@value #LIMIT_VARIABLE} says otherwise
 * (bytes, or a number with {@code K}, {@code M} or {@code G}: {@code ROMLAB_MAX_INPUT=64M}). 16 MiB is 64 times
 * the largest memory image any of the CPUs loads (MLFE: 65,536 words of 4 bytes), over 20 times its Intel HEX
 * text, and far above any hand-written source, Troll definition or kernel file.
 */
public final class InputBytes {

    /** The environment variable that sets the cap. */
    public static final String LIMIT_VARIABLE = "ROMLAB_MAX_INPUT";

    /** The cap without {@value #LIMIT_VARIABLE}: 16 MiB. */
    public static final int DEFAULT_LIMIT = 16 << 20;

    private static final String DEFAULT_LIMIT_TEXT = "16M";

    /** The largest array the JVM allocates is a few bytes short of {@code Integer.MAX_VALUE}. */
    private static final long LARGEST_LIMIT = Integer.MAX_VALUE - 16;

    /** An input longer than the cap; the message says the cap and how to raise it. */
    public static final class TooLargeException extends IOException {

        private static final long serialVersionUID = 1L;

        TooLargeException(int limit) {
            super("larger than the " + size(limit) + " input limit (raise it with " + LIMIT_VARIABLE + ", e.g. "
                    + LIMIT_VARIABLE + "=" + variableValue(Math.max(1 << 20, Math.min(limit * 4L, LARGEST_LIMIT)))
                    + ")");
        }
    }

    private final int limit;

    private InputBytes(int limit) {
        this.limit = limit;
    }

    /** The reader with the cap this process runs with ({@value #LIMIT_VARIABLE}, or the default). */
    public static InputBytes standard() throws IOException {
        return fromEnvironment(System.getenv());
    }

    /** The reader with the cap {@code environment}'s {@value #LIMIT_VARIABLE} gives. */
    static InputBytes fromEnvironment(Map<String, String> environment) throws IOException {
        String value = environment.get(LIMIT_VARIABLE);
        return new InputBytes(value == null || value.isBlank() ? DEFAULT_LIMIT : parseLimit(value.strip()));
    }

    /** A reader capped at {@code limit} bytes. */
    public static InputBytes withLimit(int limit) {
        if (limit < 0 || limit > LARGEST_LIMIT) {
            throw new IllegalArgumentException("limit " + limit + " outside 0.." + LARGEST_LIMIT);
        }
        return new InputBytes(limit);
    }

    public int limit() {
        return limit;
    }

    /** Everything {@code in} holds, never reading more than the cap plus one byte. */
    public byte[] read(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(limit + 1);
        if (bytes.length > limit) {
            throw tooLarge();
        }
        return bytes;
    }

    /** The failure of an input that has gone past this cap, for a reader that reads its input in parts. */
    public TooLargeException tooLarge() {
        return new TooLargeException(limit);
    }

    /**
     * The bytes of {@code file}, opened once (a FIFO's writer is read to its end): a regular file known to be larger
     * than the cap fails before a byte is read.
     */
    public byte[] read(Path file) throws IOException {
        if (Files.isRegularFile(file) && Files.size(file) > limit) {
            throw tooLarge();
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /** {@code 16M}-style sizes, as the variable takes them: a number of bytes, or of K, M or G (powers of 1024). */
    private static int parseLimit(String value) throws IOException {
        String upper = value.toUpperCase(Locale.ROOT);
        int shift = switch (upper.charAt(upper.length() - 1)) {
            case 'K' -> 10;
            case 'M' -> 20;
            case 'G' -> 30;
            default -> 0;
        };
        String digits = shift == 0 ? upper : upper.substring(0, upper.length() - 1);
        long bytes;
        try {
            bytes = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            bytes = -1;
        }
        if (bytes < 0 || !digits.chars().allMatch(Character::isDigit)) {
            throw new IOException(LIMIT_VARIABLE + "=" + value + " is not a size (bytes, or a number with K, M or G)");
        }
        if (bytes > LARGEST_LIMIT >> shift) {
            throw new IOException(LIMIT_VARIABLE + "=" + value + " is more than Java reads into one array (2G)");
        }
        return (int) (bytes << shift);
    }

    /** {@code 64M}, {@code 1000}: a size as {@value #LIMIT_VARIABLE} takes it. */
    private static String variableValue(long bytes) {
        return size(bytes).replace(" MiB", "M").replace(" KiB", "K").replace(" bytes", "").replace(" byte", "");
    }

    /** {@code 16 MiB}, {@code 100 bytes}: a cap for people. */
    private static String size(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return (bytes >> 20) + " MiB";
        } else if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return (bytes >> 10) + " KiB";
        }
        return bytes + (bytes == 1 ? " byte" : " bytes");
    }
}
