package dev.romlab.cpu.cpm;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The console a CP/M program talks to, as byte streams: what it types comes from {@code in}, what it prints
 * goes to {@code out} byte for byte (CP/M characters are bytes; nothing is re-encoded). The host's line end
 * {@code \n} reads as CR, the key a CP/M user presses, and the end of input reads as ^Z, CP/M's end-of-file mark.
 *
 * <p>Two kinds of input, because a terminal and a script differ in what can be known without waiting:
 * <ul>
 *   <li>interactive (a terminal): input is pending when the terminal has passed a line on; the terminal
 *       echoes what is typed, so {@link #echo} prints nothing;</li>
 *   <li>scripted (a pipe, a file): the next byte is always known, if need be by reading it, so input is
 *       pending until the end and after it (reading then gives ^Z, so a program waiting for a key does not
 *       wait forever); {@link #echo} prints what the program read, so the output is a transcript.</li>
 * </ul>
 * Output is flushed at each line end and before each read, so it shows as it runs.
 */
public final class CpmConsole {

    /** Carriage return: the key that ends a line on a CP/M terminal. */
    public static final int CR = 0x0D;
    /** ^Z: CP/M's end-of-file mark, what reading past the end of input gives. */
    public static final int END_OF_INPUT = 0x1A;

    private static final int NOTHING = -2;

    private final InputStream in;
    private final OutputStream out;
    private final boolean interactive;
    private int peeked = NOTHING;
    private boolean afterCarriageReturn;
    private boolean ended;
    private boolean atLineStart = true;

    public CpmConsole(InputStream in, OutputStream out, boolean interactive) {
        this.in = in;
        this.out = out;
        this.interactive = interactive;
    }

    /**
     * The next input byte, waiting for it if need be: CR for a host line end ({@code \n}, {@code \r\n} or
     * {@code \r}), ^Z at the end of input.
     */
    public int read() {
        flush();
        int b = next();
        if (b == '\n' && afterCarriageReturn) {
            b = next(); // the \n of a \r\n: one line end, one CR
        }
        afterCarriageReturn = b == '\r';
        if (b < 0) {
            ended = true;
            return END_OF_INPUT;
        }
        return b == '\n' ? CR : b;
    }

    /** True once a {@link #read} has met the end of input (telling it from a ^Z typed on purpose). */
    public boolean ended() {
        return ended;
    }

    /** True when {@link #read} would return without waiting (for scripted input: always). */
    public boolean pending() {
        if (peeked != NOTHING) {
            return true;
        }
        if (!interactive) {
            peeked = readByte();
            return true;
        }
        try {
            return in.available() > 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Prints one byte as it is. */
    public void write(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        atLineStart = b == '\n';
        if (atLineStart) {
            flush();
        }
    }

    /** Prints what the program read, where a terminal would not already have shown it. */
    public void echo(int b) {
        if (!interactive) {
            write(b);
        }
    }

    /** True until the program prints something, and after each line feed it prints. */
    public boolean atLineStart() {
        return atLineStart;
    }

    /** Writes out whatever is still buffered. */
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private int next() {
        int b = peeked != NOTHING ? peeked : readByte();
        peeked = NOTHING;
        return b;
    }

    private int readByte() {
        try {
            return in.read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
