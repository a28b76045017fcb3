package dev.romlab.cpu.translate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The class a {@link BlockTranslator} writes one block into: a subclass of {@link TranslatedBlock} in the CPU's
 * package whose {@code run(Object cpu, Translation translation)} the translator fills through {@link #method()}.
 * Locals: {@link #CPU} and {@link #TRANSLATION} are the arguments; the translator's own start at
 * {@link #FIRST_FREE_LOCAL}.
 */
public final class BlockWriter {

    /** Local of the CPU, as an Object: a translator casts it to its class once, into a local of its own. */
    public static final int CPU = 1;
    /** Local of the {@link Translation}, whose {@link Translation#codeWritten} the block looks at after a write. */
    public static final int TRANSLATION = 2;
    public static final int FIRST_FREE_LOCAL = 3;
    /** The most instructions one block holds: long enough for any loop body, short enough to compile quickly. */
    public static final int MAX_INSTRUCTIONS = 64;
    /**
     * The most cycles a looping block's rounds take before it returns, so also the most instructions (each takes a
     * cycle or more); a block whose CPU counts some of its cycles live (the TMS9900) bounds its instructions by it
     * ({@link BlockRounds}, {@link #mayLoopToStart}).
     */
    public static final int MAX_LOOPED_INSTRUCTIONS = 1 << 16;
    /**
     * The most bytecode of a block's method: HotSpot compiles no method past 8,000 bytes ({@code HugeMethodLimit}),
     * and a block left to its bytecode interpreter runs many times slower than the CPU's own interpreter.
     */
    public static final int MOST_BYTECODE = 8_000;

    private static final String SUPER = Type.getInternalName(TranslatedBlock.class);

    private final ClassWriter classWriter;
    private final MethodVisitor method;
    private final int start;
    private final int addresses;
    private final int maxInstructions;
    private final IntPredicate stopAt;
    private final IntPredicate plainData;
    private final String name;
    /** The objects {@link #pushConstant} made constants of the class, in the order of its fields. */
    private final List<Object> constants = new ArrayList<>();
    private final List<String> constantTypes = new ArrayList<>();

    /**
     * A block of code in {@code cpuClass}'s package, starting at {@code start} in an address space of
     * {@code addresses}, of at most {@code maxInstructions}, that must end before any address {@code stopAt} accepts
     * (a hook is there), and may store straight into memory where {@code plainData} accepts ({@link #storesPlainly}).
     */
    BlockWriter(Class<?> cpuClass, int start, int addresses, int maxInstructions, IntPredicate stopAt,
            IntPredicate plainData) {
        this.start = start;
        this.addresses = addresses;
        this.maxInstructions = maxInstructions;
        this.stopAt = stopAt;
        this.plainData = plainData;
        classWriter = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String type1, String type2) {
                return "java/lang/Object"; // blocks only merge a local with itself; no class loading needed
            }
        };
        name = cpuClass.getPackageName().replace('.', '/') + "/Block" + Integer.toHexString(start);
        classWriter.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, SUPER,
                null);
        MethodVisitor init = classWriter.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, SUPER, "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        method = classWriter.visitMethod(Opcodes.ACC_PUBLIC, "run",
                Type.getMethodDescriptor(Type.INT_TYPE, Type.getType(Object.class), Type.getType(Translation.class)),
                null, null);
        method.visitCode();
    }

    /** The block's {@code run} method, open for the translator's instructions. */
    public MethodVisitor method() {
        return method;
    }

    /** The address of the block's first instruction. */
    public int start() {
        return start;
    }

    /**
     * Whether the block may go on with an instruction at {@code address} as its {@code count + 1}th: inside the
     * address space, no hook there, and fewer than the engine's most ({@link #MAX_INSTRUCTIONS} unless a test
     * says otherwise) so far.
     */
    public boolean mayContinueAt(int address, int count) {
        return address > start && address < addresses && count < maxInstructions && !stopAt.test(address);
    }

    /**
     * Whether the block may go on with an instruction at {@code address} as its {@code count + 1}th after a jump, a
     * call or a return: {@link #mayContinueAt} but anywhere in the address space, the block's own start included.
     */
    public boolean mayGoOnAt(int address, int count) {
        return address >= 0 && address < addresses && count < maxInstructions && !stopAt.test(address);
    }

    /** {@code address} inside the address space, as a pushed return address wraps around its end. */
    public int wrap(int address) {
        return address & (addresses - 1);
    }

    /**
     * Whether the block may jump back to its own first instruction without returning (a loop of one block): no hook
     * at its start. Such a block starts an iteration only below {@link Translation#iterationLimit} cycles since its
     * start and below {@link #MAX_LOOPED_INSTRUCTIONS} cycles (so instructions; the TMS9900's counts instructions),
     * so that a run still looks at its budget, hooks and stop requests in time. Never in an engine of blocks of one instruction (a test's, which runs exactly one
     * per execute).
     */
    public boolean mayLoopToStart() {
        return maxInstructions > 1 && !stopAt.test(start);
    }

    /**
     * Whether a data write to the fixed {@code address} (an instruction's direct operand) may be a plain store into the
     * memory's bytes, with no look at a page hook and no {@link #exitIfCodeWritten} after it: the page has no device,
     * observer or wait states, and no translated code is at the address. The engine keeps it so: it drops the block
     * when code is translated there or a page's device, observer or wait states change.
     */
    public boolean storesPlainly(int address) {
        return plainData.test(address);
    }

    /**
     * Writes "if a write has changed translated code, {@code exit}": after an instruction that writes memory, so
     * that the block stops before an instruction that may no longer be what it translated. {@code exit} writes what
     * leaves the block (the pc, the cycles so far, and the return of the instructions executed).
     */
    public void exitIfCodeWritten(Runnable exit) {
        Label goOn = new Label();
        method.visitVarInsn(Opcodes.ALOAD, TRANSLATION);
        method.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(Translation.class), "codeWritten", "Z");
        method.visitJumpInsn(Opcodes.IFEQ, goOn);
        exit.run();
        method.visitLabel(goOn);
    }

    /** The class initializer: each constant field from the class data, a list in the fields' order. */
    private void writeConstantsFromClassData() {
        MethodVisitor init = classWriter.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        init.visitCode();
        init.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
        init.visitLdcInsn("_");
        init.visitLdcInsn(Type.getType(List.class));
        init.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "classData",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;", false);
        init.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(List.class));
        for (int k = 0; k < constants.size(); k++) {
            init.visitInsn(Opcodes.DUP);
            push(init, k);
            init.visitMethodInsn(Opcodes.INVOKEINTERFACE, Type.getInternalName(List.class), "get",
                    "(I)Ljava/lang/Object;", true);
            init.visitTypeInsn(Opcodes.CHECKCAST, Type.getType(constantTypes.get(k)).getInternalName());
            init.visitFieldInsn(Opcodes.PUTSTATIC, name, "constant" + k, constantTypes.get(k));
        }
        init.visitInsn(Opcodes.POP);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
    }

    /** Pushes the int constant {@code value} in its shortest form. */
    public static void push(MethodVisitor method, int value) {
        if (value >= -1 && value <= 5) {
            method.visitInsn(Opcodes.ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            method.visitIntInsn(Opcodes.BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            method.visitIntInsn(Opcodes.SIPUSH, value);
        } else {
            method.visitLdcInsn(value);
        }
    }

    /**
     * Pushes {@code value} (of the type {@code descriptor} names) as a static final field of the block's class, set
     * from the class's data when it is defined: to the JIT a constant, so that an array's length is known (no bounds
     * check where an index is masked to it) and the reference needs no register. For the CPU's own arrays, which
     * are the same objects for the engine's life.
     */
    public void pushConstant(Object value, String descriptor) {
        int index = -1;
        for (int k = 0; k < constants.size(); k++) {
            if (constants.get(k) == value) {
                index = k;
            }
        }
        if (index < 0) {
            index = constants.size();
            constants.add(value);
            classWriter.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "constant" + index,
                    descriptor, null, null).visitEnd();
            constantTypes.add(descriptor);
        }
        method.visitFieldInsn(Opcodes.GETSTATIC, name, "constant" + index, descriptor);
    }

    /** The class data the block's class is defined with: its constants ({@link #pushConstant}). */
    List<Object> classData() {
        return List.copyOf(constants);
    }

    /** The bytes of bytecode written into the block's method so far. */
    int codeSize() {
        Label end = new Label();
        method.visitLabel(end);
        return end.getOffset();
    }

    /** The finished class file. */
    byte[] finish() {
        method.visitMaxs(0, 0);
        method.visitEnd();
        if (!constants.isEmpty()) {
            writeConstantsFromClassData();
        }
        classWriter.visitEnd();
        return classWriter.toByteArray();
    }
}
