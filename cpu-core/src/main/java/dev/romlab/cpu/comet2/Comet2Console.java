package dev.romlab.cpu.comet2;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import dev.romlab.asm.InputBytes;

/**
 * The text a COMET II or MLFE program reads and writes: input as UTF-8 text, read a character (a code point) at a
 * time; output as characters, to the writer the command prints on (so that it stays in order with a trace). The
 * words behind the characters are {@link dev.romlab.asm.comet2.Comet2Characters}'s (JIS X 0201 on COMET II, code
 * points on MLFE). Output is flushed
 * before each read and by {@link #flush()}, so that a prompt shows before the program waits.
 */
public final class Comet2Console {

    private static final int NOTHING = -2;

    private final Reader in;
    private final Writer out;
    private int peeked = NOTHING;
    private boolean atLineStart = true;
    /**
     * Every character read from {@link #in} so far, in order: a run put back to an earlier {@link Position} reads
     * them again from here, so that replaying it consumes exactly the input the first run did.
     */
    private final StringBuilder consumed = new StringBuilder();
    /**
     * Whether {@link #consumed} keeps what is read: from the first {@link #position()} on, which only reverse
     * execution asks for, so that a plain run reading endless input does not keep it all.
     */
    private boolean keepingInput;
    /** The count of characters read when {@link #consumed} began keeping them: its first one is the next. */
    private long consumedFrom;
    /** Characters (UTF-16 units) the program has read. */
    private long readCount;
    /** Characters the program has written. */
    private long writtenCount;
    /** The most characters ever written: a replay writes nothing the user has already been shown. */
    private long shownCount;

    public Comet2Console(InputStream in, Writer out) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
    }

    /** The next input character (a code point), or -1 at the end of input. */
    public int read() {
        flush();
        return next();
    }

    /** {@link #read()} without the flush, which a line's reader does once. */
    private int next() {
        if (peeked != NOTHING) {
            int b = peeked;
            peeked = NOTHING;
            return b;
        }
        int c = nextUnit();
        if (Character.isHighSurrogate((char) c)) {
            int low = nextUnit();
            return low >= 0 ? Character.toCodePoint((char) c, (char) low) : c;
        }
        return c;
    }

    /** The next UTF-16 unit: from what an earlier run consumed, else from the input; -1 at its end. */
    private int nextUnit() {
        if (readCount - consumedFrom < consumed.length()) {
            return consumed.charAt((int) (readCount++ - consumedFrom));
        }
        try {
            int c = in.read();
            if (c >= 0) {
                if (keepingInput) {
                    consumed.append((char) c);
                }
                readCount++;
            }
            return c;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the program's input", e);
        }
    }

    /**
     * How far the program has read and written, for reverse execution: {@link #restore} puts the console back there
     * (the input read again, the output not written twice).
     */
    public record Position(long read, long written, int peeked, boolean atLineStart) {
    }

    public Position position() {
        if (!keepingInput) {
            keepingInput = true;
            consumedFrom = readCount;
        }
        return new Position(readCount, writtenCount, peeked, atLineStart);
    }

    public void restore(Position position) {
        readCount = position.read();
        writtenCount = position.written();
        peeked = position.peeked();
        atLineStart = position.atLineStart();
    }

    private int peek() {
        if (peeked == NOTHING) {
            peeked = read();
        }
        return peeked;
    }

    /** One line without its line end ({@code \n} or {@code \r\n}), or null at the end of input. */
    public String readLine() {
        int b = read();
        if (b < 0) {
            return null;
        }
        int limit = inputLimit().limit();
        StringBuilder line = new StringBuilder();
        while (b >= 0 && b != '\n') {
            appendWithin(line, b, limit, "a line"); // /dev/zero is one endless line
            b = next();
        }
        if (line.length() > 0 && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        return line.toString();
    }

    private static InputBytes inputLimit() {
        try {
            return InputBytes.standard();
        } catch (IOException e) {
            throw new UncheckedIOException("the program's input: " + e.getMessage(), e);
        }
    }

    /** The next blank-separated word, or null at the end of input. */
    public String readWord() {
        while (peek() >= 0 && Character.isWhitespace(peek())) {
            read();
        }
        if (peek() < 0) {
            return null;
        }
        int limit = inputLimit().limit();
        StringBuilder word = new StringBuilder();
        while (peek() >= 0 && !Character.isWhitespace(peek())) {
            appendWithin(word, read(), limit, "a word"); // endless input without a blank is one endless word
        }
        return word.toString();
    }

    /** Appends {@code codePoint} to {@code text}, a {@code what} of the input, unless that passes the input limit. */
    private static void appendWithin(StringBuilder text, int codePoint, int limit, String what) {
        if (text.length() >= limit) {
            InputBytes.TooLargeException tooLong = inputLimit().tooLarge();
            throw new UncheckedIOException("the program's input: " + what + " " + tooLong.getMessage(), tooLong);
        }
        text.appendCodePoint(codePoint);
    }

    /** Writes the characters, except those a run that went back over them has already written. */
    public void write(CharSequence text) {
        try {
            long end = writtenCount + text.length();
            if (end > shownCount) {
                out.append(text, (int) Math.max(0, shownCount - writtenCount), text.length());
                shownCount = end;
            }
            writtenCount = end;
            if (text.length() > 0) {
                atLineStart = text.charAt(text.length() - 1) == '\n';
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the program's output", e);
        }
    }

    /** Whether the output so far is empty or ends with a line end: where a report may start its own line. */
    public boolean atLineStart() {
        return atLineStart;
    }

    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the program's output", e);
        }
    }
}
