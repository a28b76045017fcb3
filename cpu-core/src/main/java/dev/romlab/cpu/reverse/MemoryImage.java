package dev.romlab.cpu.reverse;

import java.util.Arrays;

import dev.romlab.cpu.Memory;

/**
 * A copy of a {@link Memory}'s bytes, kept in 256-byte pages that are shared with the image taken before it where
 * they have not changed: a program that writes a few pages between two snapshots costs a few pages, not the whole
 * memory. Taking an image compares the memory with the one before, page by page (no tracking of writes in the
 * interpreters, so the instruction loop pays nothing); images are immutable once taken.
 */
public final class MemoryImage {

    private static final int PAGE = Memory.PAGE_SIZE;

    private final byte[][] pages;

    private MemoryImage(byte[][] pages) {
        this.pages = pages;
    }

    /** The bytes of {@code memory} now, sharing each unchanged page with {@code previous} (null: share none). */
    public static MemoryImage capture(Memory memory, MemoryImage previous) {
        byte[] bytes = memory.bytes;
        byte[][] pages = new byte[bytes.length / PAGE][];
        boolean comparable = previous != null && previous.pages.length == pages.length;
        for (int page = 0; page < pages.length; page++) {
            int from = page * PAGE;
            if (comparable && Arrays.equals(previous.pages[page], 0, PAGE, bytes, from, from + PAGE)) {
                pages[page] = previous.pages[page];
            } else {
                pages[page] = Arrays.copyOfRange(bytes, from, from + PAGE);
            }
        }
        return new MemoryImage(pages);
    }

    /** Puts these bytes back into {@code memory}, the memory they were taken from. */
    public void restore(Memory memory) {
        byte[] bytes = memory.bytes;
        for (int page = 0; page < pages.length; page++) {
            System.arraycopy(pages[page], 0, bytes, page * PAGE, PAGE);
        }
    }

    /** Whether {@code memory} holds exactly these bytes. */
    public boolean matches(Memory memory) {
        byte[] bytes = memory.bytes;
        for (int page = 0; page < pages.length; page++) {
            if (!Arrays.equals(pages[page], 0, PAGE, bytes, page * PAGE, page * PAGE + PAGE)) {
                return false;
            }
        }
        return true;
    }

    /** The bytes of the pages this image holds that {@code other} (null: none) does not share with it. */
    public long bytesNotSharedWith(MemoryImage other) {
        long bytes = 0;
        for (int page = 0; page < pages.length; page++) {
            if (other == null || other.pages.length != pages.length || other.pages[page] != pages[page]) {
                bytes += PAGE;
            }
        }
        return bytes;
    }

    /** The bytes of the page table itself: one reference a page. */
    long tableBytes() {
        return 16L + 4L * pages.length;
    }
}
