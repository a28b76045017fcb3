package dev.romlab.asm;

import dev.romlab.asm.z80.Z80InstructionSet;
import java.util.Map;
import java.util.Objects;

/**
 * The assembler entry point: a generic two-pass driver around one CPU's {@link InstructionSet}.
 *
 * <pre>{@code
 * Assembler assembler = Assembler.z80();                       // files from the file system
 * Assembly program = assembler.assembleFile("dice.asm", Map.of("DIESIDES", 20L));
 * byte[] raw = program.toBinary();
 * String hex = IntelHex.format(program);
 * }</pre>
 *
 * Either an {@link Assembly} comes back, or an {@link AssemblyException} carrying every diagnostic found
 * (assembly goes on after an error, so one run reports them all). Source syntax: see the module README.
 */
public final class Assembler {

    private final InstructionSet instructionSet;
    private final SourceLoader loader;

    public Assembler(InstructionSet instructionSet, SourceLoader loader) {
        this.instructionSet = Objects.requireNonNull(instructionSet);
        this.loader = Objects.requireNonNull(loader);
    }

    /** A Z80 assembler (TI-83+ style source) reading files from the file system. */
    public static Assembler z80() {
        return z80(SourceLoader.fileSystem());
    }

    /** A Z80 assembler reading files (the main file and its includes) through {@code loader}. */
    public static Assembler z80(SourceLoader loader) {
        return new Assembler(new Z80InstructionSet(), loader);
    }

    public InstructionSet instructionSet() {
        return instructionSet;
    }

    /**
     * Assembles the file at {@code path} (read through this assembler's loader).
     *
     * @param defines symbols defined before the source is read, as {@code -D NAME=VALUE} does
     */
    public Assembly assembleFile(String path, Map<String, Long> defines) throws AssemblyException {
        return new TwoPassAssembly(instructionSet, loader, defines).run(path, null);
    }

    /**
     * Assembles {@code text} as if it were the file {@code fileName} (its includes are read through this
     * assembler's loader, relative to {@code fileName}).
     */
    public Assembly assemble(String fileName, String text, Map<String, Long> defines) throws AssemblyException {
        return new TwoPassAssembly(instructionSet, loader, defines).run(fileName, text);
    }
}
