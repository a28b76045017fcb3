package dev.romlab.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One {@code romlab} command line run in this JVM, as {@link Main} runs it for a user (no debug stack traces),
 * with stdin given and the start of stdout and stderr kept ({@link #KEPT} bytes of each: a fuzzed trace may be
 * long).
 */
record FuzzCommandRun(int exitCode, String out, String err) {

    static final int KEPT = 1 << 18;

    static FuzzCommandRun of(InputStream in, String... args) {
        return of(in, new KeptStart(), args);
    }

    /** A run whose stdout is {@code out} (a full disk, a closed pipe); its text is not kept. */
    static FuzzCommandRun of(InputStream in, OutputStream out, String... args) {
        KeptStart err = new KeptStart();
        int exitCode = Main.run(false, new StandardStreams(in, out, err), StandardCharsets.UTF_8, args);
        return new FuzzCommandRun(exitCode, out instanceof KeptStart kept ? kept.text() : "", err.text());
    }

    /** The faults its exit code and output show, {@code allowedExits} the codes it may end with. */
    List<FuzzFault> faults(int... allowedExits) {
        return FuzzFault.ofCommand(exitCode, out, err, allowedExits);
    }

    /** An output stream that keeps its first {@link #KEPT} bytes and drops the rest. */
    private static final class KeptStart extends OutputStream {
        private final byte[] kept = new byte[KEPT];
        private int size;

        @Override
        public void write(int b) {
            if (size < KEPT) {
                kept[size++] = (byte) b;
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            int n = Math.min(length, KEPT - size);
            System.arraycopy(bytes, offset, kept, size, n);
            size += n;
        }

        String text() {
            return new String(kept, 0, size, StandardCharsets.UTF_8);
        }
    }
}
