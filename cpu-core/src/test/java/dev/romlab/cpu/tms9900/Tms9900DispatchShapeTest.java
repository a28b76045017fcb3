package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The handlers {@link Tms9900#stepUntil} calls rather than inlines: HotSpot's C2 never inlines a method of more than
 * FreqInlineSize (325) bytes of bytecode, so an edit that shrinks one below it would put it back into the dispatch
 * loop, and the loop's speed with it (see stepUntil).
 */
class Tms9900DispatchShapeTest {

    private static final int FREQ_INLINE_SIZE = 325;

    @Test
    void formatOneAndTheImmediatesAreTooBigToInline() throws IOException {
        Map<String, Integer> sizes = codeSizes();
        for (String method : new String[] {"formatOne", "immediate"}) {
            int size = sizes.get(method);
            assertTrue(size > FREQ_INLINE_SIZE, method + " has " + size + " bytes of bytecode: C2 may inline it");
        }
    }

    /** Each method's bytecode length, by name, read from Tms9900.class (JVMS 4.1, 4.6, 4.7.3). */
    private static Map<String, Integer> codeSizes() throws IOException {
        try (InputStream file = Tms9900.class.getResourceAsStream("Tms9900.class");
                DataInputStream in = new DataInputStream(file)) {
            in.skipNBytes(8);                                       // magic, minor and major version
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                    case 15 -> in.skipNBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                    case 5, 6 -> {
                        in.skipNBytes(8);
                        i++;                                        // a long or double takes two entries
                    }
                    default -> throw new IOException("constant pool tag " + tag);
                }
            }
            in.skipNBytes(6);                                       // access flags, this class, super class
            in.skipNBytes(2L * in.readUnsignedShort());             // interfaces
            skipMembers(in);                                        // fields
            Map<String, Integer> sizes = new HashMap<>();
            for (int methods = in.readUnsignedShort(); methods > 0; methods--) {
                in.skipNBytes(2);
                String name = utf8[in.readUnsignedShort()];
                in.skipNBytes(2);
                for (int attributes = in.readUnsignedShort(); attributes > 0; attributes--) {
                    String attribute = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if (attribute.equals("Code")) {
                        in.skipNBytes(4);                           // max stack, max locals
                        sizes.put(name, in.readInt());
                        in.skipNBytes(length - 8);
                    } else {
                        in.skipNBytes(length);
                    }
                }
            }
            return sizes;
        }
    }

    private static void skipMembers(DataInputStream in) throws IOException {
        for (int members = in.readUnsignedShort(); members > 0; members--) {
            in.skipNBytes(6);
            for (int attributes = in.readUnsignedShort(); attributes > 0; attributes--) {
                in.skipNBytes(2);
                in.skipNBytes(in.readInt());
            }
        }
    }
}
