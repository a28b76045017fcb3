package dev.romlab.asm;

import dev.romlab.asm.mos6502.Ca65Dialect;
import dev.romlab.asm.mos6502.Mos6502InstructionSet;
import dev.romlab.asm.tms9900.EditorAssemblerDialect;
import dev.romlab.asm.tms9900.Tms9900InstructionSet;
import dev.romlab.asm.z80.Z80Dialect;
import dev.romlab.asm.z80.Z80InstructionSet;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * The assembler entry point: one dialect-independent two-pass core around a CPU's {@link InstructionSet} and
 * its community's {@link SourceDialect}.
 *
 * <pre>{@code
 * Assembler assembler = Assembler.z80();                       // files from the file system
 * Assembly program = assembler.withIncludeFolders(List.of("inc"))
 *         .assembleFile("dice.asm", Map.of("DIESIDES", 20L));
 * byte[] raw = program.toBinary();
 * String hex = IntelHex.format(program);
 * // another CPU: new Assembler(itsInstructionSet, itsDialect, SourceLoader.fileSystem(), List.of())
 * }</pre>
 *
 * Either an {@link Assembly} comes back, or an {@link AssemblyException} carrying every diagnostic found
 * (assembly goes on after an error, so one run reports them all). Source syntax: see the module README.
 */
public final class Assembler {

    private final InstructionSet instructionSet;
    private final SourceDialect dialect;
    private final SourceLoader loader;
    private final List<String> includeFolders;
    /** Where segments go ({@code --config}), or null: bytes where {@code .org} puts them. */
    private final LinkerConfig linkerConfig;
    /** Text macros defined before the source is read ({@code -D NAME="text"}), by name. */
    private final Map<String, String> textDefines;
    /** A CPU's own translation instead of the shared core, or null. */
    private final SourceTranslator translator;

    /**
     * @param includeFolders where {@code .include} and {@code .incbin} look after the including file's folder and
     *                       the working directory ({@code -I DIR}), in order
     */
    public Assembler(InstructionSet instructionSet, SourceDialect dialect, SourceLoader loader,
            List<String> includeFolders) {
        this(instructionSet, dialect, loader, includeFolders, null, Map.of());
    }

    private Assembler(InstructionSet instructionSet, SourceDialect dialect, SourceLoader loader,
            List<String> includeFolders, LinkerConfig linkerConfig, Map<String, String> textDefines) {
        this.instructionSet = Objects.requireNonNull(instructionSet);
        this.dialect = Objects.requireNonNull(dialect);
        this.loader = Objects.requireNonNull(loader);
        this.includeFolders = List.copyOf(includeFolders);
        this.textDefines = Collections.unmodifiableMap(new LinkedHashMap<>(textDefines));
        this.translator = null;
        this.linkerConfig = linkerConfig;
    }

    /**
     * An assembler for a language with its own {@code translator} (CASL II, MLFE), reading files through
     * {@code loader}; {@link #instructionSet()} and {@link #dialect()} are null, include folders do not apply.
     */
    public Assembler(SourceTranslator translator, SourceLoader loader) {
        this.instructionSet = null;
        this.dialect = null;
        this.loader = Objects.requireNonNull(loader);
        this.includeFolders = List.of();
        this.textDefines = Map.of();
        this.translator = Objects.requireNonNull(translator);
        this.linkerConfig = null;
    }

    /** A Z80 assembler (TI-83+ style source, pasmo/zmac spellings too) reading files from the file system. */
    public static Assembler z80() {
        return z80(SourceLoader.fileSystem());
    }

    /** A Z80 assembler reading files (the main file and its includes) through {@code loader}. */
    public static Assembler z80(SourceLoader loader) {
        return new Assembler(new Z80InstructionSet(), Z80Dialect.instance(), loader, List.of());
    }

    /** A 6502 assembler (ca65-style source; the 2A03 decodes alike) reading files from the file system. */
    public static Assembler mos6502() {
        return mos6502(SourceLoader.fileSystem());
    }

    /** A 6502 assembler reading files (the main file and its includes) through {@code loader}. */
    public static Assembler mos6502(SourceLoader loader) {
        return new Assembler(new Mos6502InstructionSet(), Ca65Dialect.instance(), loader, List.of());
    }

    /** A TMS9900 assembler (TI Editor/Assembler source, as xas99 reads it) reading files from the file system. */
    public static Assembler tms9900() {
        return tms9900(SourceLoader.fileSystem());
    }

    /** A TMS9900 assembler reading files (the main file and its COPY files) through {@code loader}. */
    public static Assembler tms9900(SourceLoader loader) {
        return new Assembler(new Tms9900InstructionSet(), EditorAssemblerDialect.instance(), loader, List.of());
    }

    /**
     * The same assembler, its listing's cycle column counting a machine's wait states ({@link
     * InstructionSet#withWaitStates}): {@code romlab asm --profile ti99-4a --workspace >8300}.
     */
    public Assembler withWaitStates(IntUnaryOperator waitStates, OptionalInt workspace) {
        return new Assembler(instructionSet.withWaitStates(waitStates, workspace), dialect, loader, includeFolders,
                linkerConfig, textDefines);
    }

    /** The same assembler, looking for include files in {@code folders} too ({@code -I DIR}). */
    public Assembler withIncludeFolders(List<String> folders) {
        if (translator != null) {
            return this;
        }
        return new Assembler(instructionSet, dialect, loader, folders, linkerConfig, textDefines);
    }

    /**
     * The same assembler, placing segments as the ld65 linker configuration {@code config} says ({@code --config
     * FILE.cfg}): each {@code .segment} collects its own bytes, the layout gives them their addresses and
     * {@link Assembly#linkedFile()} is the file ld65 writes, fill bytes included. Null: no configuration.
     *
     * @throws UnsupportedOperationException for a language with its own translator (CASL II), which has no segments
     */
    public Assembler withLinkerConfig(LinkerConfig config) {
        if (translator != null) {
            throw new UnsupportedOperationException("this language has no segments to link");
        }
        return new Assembler(instructionSet, dialect, loader, includeFolders, config, textDefines);
    }

    /** The linker configuration segments are placed by, or null. */
    public LinkerConfig linkerConfig() {
        return linkerConfig;
    }

    /**
     * The same assembler with text macros defined before the source is read, as {@code #define NAME body} lines
     * would define them ({@code -D NAME="text"}, as spasm-ng's {@code -D} defines a text macro); only for a
     * dialect that has text macros ({@link #hasTextMacros()}).
     */
    public Assembler withTextDefines(Map<String, String> defines) {
        if (!defines.isEmpty() && !hasTextMacros()) {
            throw new IllegalArgumentException("this assembler has no text macros (#define)");
        }
        return translator != null ? this
                : new Assembler(instructionSet, dialect, loader, includeFolders, linkerConfig, defines);
    }

    /** This assembler reading its files (the main file and its includes) through {@code other} instead. */
    public Assembler withLoader(SourceLoader other) {
        return translator != null ? new Assembler(translator, other)
                : new Assembler(instructionSet, dialect, other, includeFolders, linkerConfig, textDefines);
    }

    /** Whether the source language has text macros ({@code #define}), which {@link #withTextDefines} sets. */
    public boolean hasTextMacros() {
        return dialect != null && dialect.directives().containsValue(DirectiveKind.DEFINE);
    }

    public Map<String, String> textDefines() {
        return textDefines;
    }

    public InstructionSet instructionSet() {
        return instructionSet;
    }

    public SourceDialect dialect() {
        return dialect;
    }

    public SourceLoader loader() {
        return loader;
    }

    public List<String> includeFolders() {
        return includeFolders;
    }

    /**
     * Assembles the file at {@code path} (read through this assembler's loader).
     *
     * @param defines symbols defined before the source is read, as {@code -D NAME=VALUE} does
     */
    public Assembly assembleFile(String path, Map<String, Long> defines) throws AssemblyException {
        if (translator != null) {
            return translator.translate(path, read(path), defines);
        }
        return new TwoPassAssembly(this, SourceLoader.readingOnce(loader), defines).run(path, null);
    }

    /**
     * Whether {@link #assembleFiles} takes several files: a CPU with its own translator (CASL II, MLFE), or a
     * dialect with linkage ({@code .import}/{@code .export}: ca65) given a linker configuration.
     */
    public boolean takesSeveralFiles() {
        return translator != null || linkerConfig != null && dialect.directives().containsValue(DirectiveKind.IMPORT);
    }

    /**
     * Assembles the files at {@code paths} as one program, in order (CASL II: one after another in memory, START
     * labels known to every file; ca65 with a linker configuration: linked as ld65 links their objects, see {@link
     * LinkedProgram}); a single path is {@link #assembleFile}. Every file that cannot be read is reported.
     *
     * @throws AssemblyException with every diagnostic, or one saying that this CPU's assembler takes one file
     */
    public Assembly assembleFiles(List<String> paths, Map<String, Long> defines) throws AssemblyException {
        if (paths.size() == 1) {
            return assembleFile(paths.get(0), defines);
        }
        if (!takesSeveralFiles()) {
            throw new AssemblyException(List.of(new Diagnostic(paths.get(1), 0, 0, "this assembler takes one "
                    + "source file (bring the others in with .include" + (dialect != null && dialect.directives()
                    .containsValue(DirectiveKind.IMPORT) ? ", or link them with --config FILE.cfg)" : ")"), "")));
        }
        if (translator == null) {
            List<TwoPassAssembly> units = new ArrayList<>();
            SourceLoader readingOnce = SourceLoader.readingOnce(loader); // one read of a file all units include
            for (String path : paths) {
                TwoPassAssembly unit = new TwoPassAssembly(this, readingOnce, defines);
                unit.root(path, null);
                units.add(unit);
            }
            return LinkedProgram.link(units);
        }
        List<SourceTranslator.Source> sources = new ArrayList<>();
        List<Diagnostic> unreadable = new ArrayList<>();
        for (String path : paths) {
            try {
                sources.add(new SourceTranslator.Source(path, read(path)));
            } catch (AssemblyException e) {
                unreadable.addAll(e.diagnostics());
            }
        }
        if (!unreadable.isEmpty()) {
            throw new AssemblyException(unreadable);
        }
        return translator.translate(sources, defines);
    }

    /**
     * Assembles {@code text} as if it were the file {@code fileName} (its includes are read through this
     * assembler's loader, relative to {@code fileName}).
     */
    public Assembly assemble(String fileName, String text, Map<String, Long> defines) throws AssemblyException {
        if (translator != null) {
            return translator.translate(fileName, text, defines);
        }
        return new TwoPassAssembly(this, SourceLoader.readingOnce(loader), defines).run(fileName, text);
    }

    /** The text of {@code path} for a translator; what cannot be read fails as the core reports it. */
    private String read(String path) throws AssemblyException {
        try {
            return SourceDecoding.decode(loader.readBytes(path));
        } catch (IOException e) {
            throw new AssemblyException(List.of(new Diagnostic(path, 0, 0, "cannot read '" + path + "': "
                    + AssemblyPass.reason(e), "")));
        } catch (SourceDecoding.MalformedSourceException e) {
            throw new AssemblyException(List.of(e.diagnostic(path)));
        }
    }
}
