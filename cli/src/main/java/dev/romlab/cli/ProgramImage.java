package dev.romlab.cli;

import java.util.List;

import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.Memory;

/**
 * A program ready to load: its bytes by address and where it starts running.
 *
 * @param segments the bytes as runs of consecutive addresses, in address order, at least one (an assembly's
 *                 segments, an Intel HEX file's records, or a binary as one run)
 * @param entry    where execution starts: a source's first {@code .org}, an Intel HEX start address record or
 *                 the file's lowest address, a binary's load address
 * @param labels   names for its addresses: a source's symbols, a {@code --symbols} file's, or none
 */
record ProgramImage(List<Segment> segments, int entry, Labels labels) {

    ProgramImage {
        segments = List.copyOf(segments);
        if (segments.isEmpty()) {
            throw new IllegalArgumentException("a program image needs at least one segment");
        }
    }

    /** The image with other labels. */
    ProgramImage withLabels(Labels newLabels) {
        return new ProgramImage(segments, entry, newLabels);
    }

    void loadInto(Memory memory) {
        for (Segment segment : segments) {
            memory.load(segment.address(), segment.bytes());
        }
    }

    /** The lowest address the image fills. */
    int loadAddress() {
        return segments.get(0).address();
    }

    /** One past the highest address the image fills (at most $10000). */
    int end() {
        return segments.get(segments.size() - 1).end();
    }

    /** The bytes from {@link #loadAddress()} to {@link #end()}, gaps between segments as 0. */
    byte[] bytes() {
        byte[] bytes = new byte[end() - loadAddress()];
        for (Segment segment : segments) {
            System.arraycopy(segment.bytes(), 0, bytes, segment.address() - loadAddress(), segment.length());
        }
        return bytes;
    }
}
