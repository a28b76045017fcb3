package dev.romlab.cpu;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The bytecode size of every method in a folder of compiled classes, read straight from the class files
 * (Java Virtual Machine Specification, SE 17, chapter 4: the constant pool, then each method's {@code Code}
 * attribute and its {@code code_length}).
 *
 * <p>Why: HotSpot never JIT-compiles a method with more than {@value #HUGE_METHOD_LIMIT} bytes of bytecode
 * ({@code -XX:HugeMethodLimit}, on by default through {@code DontCompileHugeMethods}), so an interpreter's
 * dispatch method over that size runs interpreted, about ten times slower. Any module can check its own
 * classes with a test that calls {@code MethodSizes.over(MethodSizes.HUGE_METHOD_LIMIT, Path.of("target/classes"))}
 * (it needs this class on its test class path: copy {@code MethodSizeTest} and depend on cpu-core's tests, or
 * run the check from a module that sees every other module's classes).
 */
public final class MethodSizes {

    /** HotSpot's {@code HugeMethodLimit}: the largest method, in bytes of bytecode, it will still compile. */
    public static final int HUGE_METHOD_LIMIT = 8000;

    private static final int CLASS_MAGIC = 0xCAFEBABE;

    /** One method: its class, its name and descriptor, and its bytecode length. */
    public record MethodSize(String className, String method, int codeLength) {

        public String describe() {
            return className + "." + method + ": " + codeLength + " bytes of bytecode";
        }
    }

    private MethodSizes() {
    }

    /** Every method with code in every {@code .class} file under {@code classes}. */
    public static List<MethodSize> all(Path classes) throws IOException {
        List<MethodSize> sizes = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(file -> file.toString().endsWith(".class")).sorted().toList();
        }
        for (Path file : files) {
            // From a byte array, skipBytes always skips all it is asked to (a stream may skip fewer).
            sizes.addAll(read(new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(file))), file));
        }
        return sizes;
    }

    /** The methods under {@code classes} with more than {@code limit} bytes of bytecode. */
    public static List<MethodSize> over(int limit, Path classes) throws IOException {
        return all(classes).stream().filter(size -> size.codeLength() > limit).toList();
    }

    /** The methods of one class file. */
    static List<MethodSize> read(DataInputStream in, Path file) throws IOException {
        if (in.readInt() != CLASS_MAGIC) {
            throw new IOException(file + ": not a class file");
        }
        in.readUnsignedShort(); // minor_version
        in.readUnsignedShort(); // major_version
        ConstantPool pool = ConstantPool.read(in, file);
        String[] utf8 = pool.utf8();
        in.readUnsignedShort(); // access_flags
        String className = utf8[pool.classNames()[in.readUnsignedShort()]];
        in.readUnsignedShort(); // super_class
        in.skipBytes(2 * in.readUnsignedShort()); // interfaces
        int fields = in.readUnsignedShort();
        for (int i = 0; i < fields; i++) {
            in.skipBytes(6); // access_flags, name_index, descriptor_index
            skipAttributes(in);
        }
        List<MethodSize> sizes = new ArrayList<>();
        int methods = in.readUnsignedShort();
        for (int i = 0; i < methods; i++) {
            in.readUnsignedShort(); // access_flags
            String method = utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String name = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (name.equals("Code")) {
                    in.skipBytes(4); // max_stack, max_locals
                    int codeLength = in.readInt();
                    sizes.add(new MethodSize(className.replace('/', '.'), method, codeLength));
                    in.skipBytes(length - 8);
                } else {
                    in.skipBytes(length);
                }
            }
        }
        return sizes;
    }

    /**
     * The constant pool's UTF-8 entries and, for each Class entry, the index of its name, both indexed as in the
     * pool; every other entry is skipped by its fixed size (JVMS 4.4).
     */
    private record ConstantPool(String[] utf8, int[] classNames) {

        static ConstantPool read(DataInputStream in, Path file) throws IOException {
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[] classNames = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF(); // Utf8, in the modified UTF-8 that readUTF expects
                    case 7 -> classNames[i] = in.readUnsignedShort(); // Class
                    case 8, 16, 19, 20 -> in.skipBytes(2); // String, MethodType, Module, Package
                    case 15 -> in.skipBytes(3); // MethodHandle
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4); // Integer, Float, refs, NameAndType, dynamic
                    case 5, 6 -> { // Long and Double take two pool slots
                        in.skipBytes(8);
                        i++;
                    }
                    default -> throw new IOException(file + ": unknown constant pool tag " + tag + " at entry " + i);
                }
            }
            return new ConstantPool(utf8, classNames);
        }
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.skipBytes(2);
            in.skipBytes(in.readInt());
        }
    }
}
