package dev.romlab.asm.tms9900;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.Segment;
import java.util.ArrayList;
import java.util.List;

/**
 * The Editor/Assembler option 5 memory image of an assembly, as xas99 {@code -i} writes it: each run of consecutive
 * addresses cut into files of at most 8,186 bytes, each file a 6-byte header (flag >FFFF when another file follows,
 * >0000 for the last; the length with the header; the load address, all big-endian) then the bytes. Option 5 loads
 * the files in order, each named after the one before ({@link #nextName}), and starts at the first file's load address.
 */
public final class EditorAssemblerImageFile {

    /** The most bytes of data one file holds: >2000 less the header. */
    public static final int MAX_DATA = 0x2000 - 6;

    private EditorAssemblerImageFile() {
    }

    /** The files of the image, in the order option 5 loads them. */
    public static List<byte[]> format(Assembly assembly) {
        List<Segment> chunks = new ArrayList<>();
        for (Segment segment : assembly.segments()) {
            for (int offset = 0; offset < segment.length(); offset += MAX_DATA) {
                int length = Math.min(MAX_DATA, segment.length() - offset);
                byte[] bytes = new byte[length];
                System.arraycopy(segment.bytes(), offset, bytes, 0, length);
                chunks.add(new Segment(segment.address() + offset, bytes));
            }
        }
        List<byte[]> files = new ArrayList<>();
        for (int i = 0; i < chunks.size(); i++) {
            Segment chunk = chunks.get(i);
            int flag = i + 1 < chunks.size() ? 0xFFFF : 0;
            int length = chunk.length() + 6;
            byte[] file = new byte[length];
            int[] header = {flag, length, chunk.address()};
            for (int word = 0; word < header.length; word++) {
                file[2 * word] = (byte) (header[word] >> 8);
                file[2 * word + 1] = (byte) header[word];
            }
            System.arraycopy(chunk.bytes(), 0, file, 6, chunk.length());
            files.add(file);
        }
        return files;
    }

    /**
     * The name of the file after {@code name} in a chain: the last character of the name (before its extension) one
     * higher, as E/A's loader counts and xas99 names them ({@code FILE1}, {@code FILE2}; {@code prog.img},
     * {@code proh.img}); null when the name has no character before its extension.
     */
    public static String nextName(String name) {
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        int dot = name.lastIndexOf('.');
        int end = dot > slash + 1 ? dot : name.length();
        if (end <= slash + 1) {
            return null;
        }
        return name.substring(0, end - 1) + (char) (name.charAt(end - 1) + 1) + name.substring(end);
    }
}
