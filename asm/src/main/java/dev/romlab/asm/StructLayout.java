package dev.romlab.asm;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The offsets of the members of ca65's {@code .struct} and {@code .union} while one is being read: a struct places
 * each member after the one before, a union every member at its start; its size is the sum (struct) or the largest
 * (union) of its members' sizes. A nested struct or union without a name adds its members to the enclosing one, from
 * where it stands; a named one counts its own offsets from 0 and takes its size in the enclosing one. ca65 2.19 gives
 * these offsets and sizes (asm/README.md). {@code .org} inside sets the next offset and leaves the size alone.
 */
final class StructLayout {

    /** One open struct or union; {@code name} is its full name, null for an anonymous one. */
    private static final class Frame {
        private final boolean union;
        private final String name;
        private final long base;
        private long offset;
        private long size;

        Frame(boolean union, String name, long base) {
            this.union = union;
            this.name = name;
            this.base = base;
            this.offset = base;
        }
    }

    /** A closed struct or union: its full name (null when anonymous) and size. */
    record Closed(String name, boolean union, long size) {
    }

    private final Deque<Frame> open = new ArrayDeque<>();

    /** Whether a struct or union is being read. */
    boolean isOpen() {
        return !open.isEmpty();
    }

    /** Opens a struct or union ({@code name} null when anonymous); a named one or the outermost counts from 0. */
    void start(boolean union, String name) {
        Frame parent = open.peek();
        boolean ownOffsets = name != null || parent == null;
        open.push(new Frame(union, name, ownOffsets ? 0 : parent.union ? parent.base : parent.offset));
    }

    /** Places a member of {@code size} bytes and returns its offset. */
    long member(long size) {
        Frame frame = open.peek();
        long offset = frame.union ? frame.base : frame.offset;
        if (frame.union) {
            frame.size = Math.max(frame.size, size);
        } else {
            frame.offset += size;
            frame.size += size;
        }
        return offset;
    }

    /** {@code .org} inside a struct: the next member's offset. */
    void moveTo(long offset) {
        open.peek().offset = offset;
    }

    /**
     * Closes the innermost one and returns its size; the enclosing one, if any, takes that many bytes (a named one
     * as a member without a name, an anonymous one after the members it already placed there).
     */
    Closed end() {
        Frame closed = open.pop();
        Frame parent = open.peek();
        if (parent != null) {
            if (closed.name != null || parent.union) {
                member(closed.size);
            } else {
                parent.offset += closed.size;
                parent.size += closed.size;
            }
        }
        return new Closed(closed.name, closed.union, closed.size);
    }
}
