package dev.romlab.cpu.program;

import java.util.List;
import java.util.Objects;

import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.Memory;

/**
 * A program ready to load: its content by address and where it starts running. {@link ProgramFile} makes one of
 * any file romlab runs; {@code exec}, {@code disasm}, {@code debug}, {@code cpm} and a kernel file load it alike.
 *
 * @param segments  the content as runs of consecutive addresses, in address order, at least one (an assembly's
 *                  segments, an Intel HEX file's records, an NES image's trainer and PRG-ROM, or a binary as one
 *                  run); on a word-addressed CPU a segment's address is a word address and its bytes are whole
 *                  words, most significant byte first
 * @param entry     where execution starts: a source's {@code END start} or else its first {@code .org}, an Intel
 *                  HEX start address record or the file's lowest address, an NES image's reset vector, a binary's
 *                  load address
 * @param labels    names for its addresses: a source's symbols, a symbol file's ({@link SymbolFiles}), or none
 * @param wordBytes bytes per address: 1, or 2 for COMET II and 4 for MLFE, whose addresses count words
 * @param sourceLines the source line of each address, for a program assembled from a source; else none
 */
public record ProgramImage(List<Segment> segments, int entry, Labels labels, int wordBytes, SourceLines sourceLines) {

    public ProgramImage {
        segments = List.copyOf(segments);
        if (segments.isEmpty()) {
            throw new IllegalArgumentException("a program image needs at least one segment");
        }
        Objects.requireNonNull(sourceLines);
    }

    /** An image without source lines: a program loaded from machine code. */
    public ProgramImage(List<Segment> segments, int entry, Labels labels, int wordBytes) {
        this(segments, entry, labels, wordBytes, SourceLines.NONE);
    }

    /** The image with other labels. */
    public ProgramImage withLabels(Labels newLabels) {
        return new ProgramImage(segments, entry, newLabels, wordBytes, sourceLines);
    }

    public void loadInto(Memory memory) {
        for (Segment segment : segments) {
            memory.load(segment.address(), segment.bytes());
        }
    }

    /** The lowest address the image fills. */
    public int loadAddress() {
        return segments.get(0).address();
    }

    /** One past the highest address the image fills (at most $10000). */
    public int end() {
        return end(segments.get(segments.size() - 1));
    }

    /** One past the highest address {@code segment} fills: it holds a word per address on a word-addressed CPU. */
    public int end(Segment segment) {
        return segment.address() + segment.length() / wordBytes;
    }

    /** The bytes from {@link #loadAddress()} to {@link #end()}, gaps between segments as 0. */
    public byte[] bytes() {
        byte[] bytes = new byte[(end() - loadAddress()) * wordBytes];
        for (Segment segment : segments) {
            System.arraycopy(segment.bytes(), 0, bytes, (segment.address() - loadAddress()) * wordBytes,
                    segment.length());
        }
        return bytes;
    }
}
