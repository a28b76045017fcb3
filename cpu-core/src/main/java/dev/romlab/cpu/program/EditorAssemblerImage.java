package dev.romlab.cpu.program;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import dev.romlab.asm.Segment;
import dev.romlab.asm.tms9900.EditorAssemblerImageFile;

/**
 * A TI-99/4A memory image for the Editor/Assembler's option 5 ("run program file"), as xas99 {@code -i} and TI's
 * SAVE utility write it: each file is a 6-byte header and up to 8,186 bytes to load.
 *
 * <pre>
 * offset  what (big-endian words)
 *   0-1   flag: >FFFF when another file follows, >0000 for the last one
 *   2-3   length: the header's 6 bytes and the data's, at most >2000
 *   4-5   load address of the data
 * </pre>
 *
 * The next file's name is this one's with the last character of its name (before any extension) one higher:
 * {@code FILE1}, {@code FILE2}; {@code prog.img}, {@code proh.img}. Each file may sit inside a TIFILES header
 * ({@link TifilesHeader}). The loader starts the program at the first file's load address.
 */
public final class EditorAssemblerImage {

    private static final int HEADER = 6;
    private static final int MAX_LENGTH = 0x2000;
    private static final int MORE = 0xFFFF;
    /** Chains longer than this are a loop of names, not a program (32 files fill 64 KiB). */
    private static final int MAX_FILES = 32;

    private final List<Segment> segments;
    private final int entry;

    private EditorAssemblerImage(List<Segment> segments, int entry) {
        this.segments = segments;
        this.entry = entry;
    }

    /**
     * Whether {@code content} looks like one file of an image: a flag of >0000 or >FFFF and a length field equal to
     * the file's length (or, inside TIFILES, its signature).
     */
    public static boolean looksLikeImage(byte[] content) {
        if (TifilesHeader.hasSignature(content)) {
            return true;
        }
        if (content.length < HEADER || content.length > MAX_LENGTH) {
            return false;
        }
        int flag = word(content, 0);
        return (flag == 0 || flag == MORE) && word(content, 2) == content.length;
    }

    /**
     * The image whose first file is {@code name} with {@code content}; {@code sibling} gives the bytes of a file named
     * beside it (or throws {@link ProgramLoadException} when there is none).
     *
     * @throws ProgramLoadException naming the file and the header field that is wrong
     */
    public static EditorAssemblerImage read(String name, byte[] content, Function<String, byte[]> sibling) {
        List<Segment> segments = new ArrayList<>();
        String fileName = name;
        byte[] file = content;
        int entry = -1;
        for (int count = 1;; count++) {
            byte[] data = unwrapped(fileName, file);
            Segment segment = segment(fileName, data);
            segments.add(segment);
            entry = entry < 0 ? segment.address() : entry;
            if (word(data, 0) != MORE) {
                break;
            }
            if (count == MAX_FILES) {
                throw new ProgramLoadException(fileName, "the flag field says another file follows after " + MAX_FILES
                        + " files; an image has at most " + MAX_FILES);
            }
            String next = EditorAssemblerImageFile.nextName(fileName);
            if (next == null) {
                throw new ProgramLoadException(fileName, "the flag field (>FFFF) says another file follows, but "
                        + "the name '" + fileName + "' has no last character to count on");
            }
            file = sibling.apply(next);
            fileName = next;
        }
        return new EditorAssemblerImage(joined(name, segments), entry);
    }

    /** The files' segments in address order, touching ones joined; files that overlap are an error. */
    private static List<Segment> joined(String name, List<Segment> segments) {
        List<Segment> sorted = new ArrayList<>(segments);
        sorted.sort((a, b) -> Integer.compare(a.address(), b.address()));
        List<Segment> joined = new ArrayList<>();
        for (Segment segment : sorted) {
            Segment last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
            int lastEnd = last == null ? -1 : last.address() + last.length();
            if (last != null && segment.address() < lastEnd) {
                throw new ProgramLoadException(name, String.format(Locale.ROOT, "two of its files load over >%04X-%04X",
                        segment.address(), Math.min(lastEnd, segment.address() + segment.length()) - 1));
            }
            if (last != null && segment.address() == lastEnd) {
                byte[] bytes = Arrays.copyOf(last.bytes(), last.length() + segment.length());
                System.arraycopy(segment.bytes(), 0, bytes, last.length(), segment.length());
                joined.set(joined.size() - 1, new Segment(last.address(), bytes));
            } else {
                joined.add(segment);
            }
        }
        return joined;
    }

    private static byte[] unwrapped(String name, byte[] file) {
        if (!TifilesHeader.hasSignature(file)) {
            return file;
        }
        try {
            return TifilesHeader.programContent(file);
        } catch (IllegalArgumentException e) {
            throw new ProgramLoadException(name, e.getMessage());
        }
    }

    private static Segment segment(String name, byte[] data) {
        if (data.length < HEADER) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "%,d bytes: shorter than the 6-byte header of an "
                    + "Editor/Assembler program file (flag, length, load address)", data.length));
        }
        int flag = word(data, 0);
        int length = word(data, 2);
        int address = word(data, 4);
        if (flag != 0 && flag != MORE) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "flag field (bytes 0-1) is >%04X: it must be >0000 "
                    + "(the last file) or >FFFF (another file follows)", flag));
        }
        if (length < HEADER || length > MAX_LENGTH) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "length field (bytes 2-3) is >%04X: it must count the "
                    + "6-byte header and the data, >0006 to >2000", length));
        }
        if (length > data.length) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "length field (bytes 2-3) is >%04X (%,d bytes), but "
                    + "the file has only %,d", length, length, data.length));
        }
        if (address + length - HEADER > 0x10000) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "load address field (bytes 4-5) is >%04X: %,d bytes "
                    + "from there run past >FFFF", address, length - HEADER));
        }
        byte[] bytes = new byte[length - HEADER];
        System.arraycopy(data, HEADER, bytes, 0, bytes.length);
        return new Segment(address, bytes);
    }

    private static int word(byte[] data, int offset) {
        return (data[offset] & 0xFF) << 8 | (data[offset + 1] & 0xFF);
    }

    /** The files' data at their load addresses, in file order. */
    public List<Segment> segments() {
        return segments;
    }

    /** Where option 5 starts the program: the first file's load address. */
    public int entry() {
        return entry;
    }
}
