package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * What a program under {@code debug} reads (COMET II and MLFE's SVC IN, scanf): empty until the monitor's
 * {@code input FILE} gives it a file's bytes, since standard input carries the monitor's commands. Reads go on from
 * where the program stopped reading when a new file is given, as a terminal's next line would.
 */
final class ProgramInput extends InputStream {

    private InputStream current = InputStream.nullInputStream();

    /** From now on the program reads {@code bytes}, after anything the last file had left. */
    void replace(byte[] bytes) {
        current = new ByteArrayInputStream(bytes);
    }

    /** The bytes not yet read. */
    int remaining() {
        try {
            return current.available();
        } catch (IOException e) {
            return 0;
        }
    }

    @Override
    public int read() throws IOException {
        return current.read();
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        return current.read(buffer, offset, length);
    }
}
