package dev.romlab.asm;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One assembly run: the first pass assigns every label its address (diagnostics discarded, undefined symbols
 * count as 0), the second produces the bytes and reports every problem. Instruction lengths must not depend
 * on symbol values; {@code .org}, {@code .ds}, repetition counts and conditions must not use symbols defined
 * below them (checked).
 */
final class TwoPassAssembly {

    private final InstructionSet instructionSet;
    private final SourceDialect dialect;
    private final SourceLoader loader;
    private final List<String> includeFolders;
    private final Map<String, String> textDefines;
    /** The text macros without parameters the first pass ended with, for operands above their #define. */
    private Map<String, String> laterTextMacros = Map.of();
    private final SymbolTable symbols = new SymbolTable();
    /** Statements whose layout value ({@code .org}, {@code .ds}) could not be computed in the first pass. */
    private final Set<Integer> unresolvedLayout = new HashSet<>();
    /** Instruction statements with an operand that used symbols defined further down in the first pass. */
    private final Set<Integer> forwardOperands = new HashSet<>();
    /** Names {@code .globalzp} or {@code .importzp} declared zero page. */
    private final Set<String> zeroPageNames = new HashSet<>();
    /** Labels in a segment that is not zero page, with a linker configuration: absolute whatever their value. */
    private final Set<String> absoluteLabels = new HashSet<>();
    private final LinkerConfig linkerConfig;
    private String rootFile = "";
    private String rootText;
    private final Linkage linkage = new Linkage();
    private final Map<String, Integer> segmentOffsets = new java.util.HashMap<>();

    /**
     * A run of {@code assembler} reading its files through {@code loader}, which must give each file's bytes again
     * for every pass ({@link SourceLoader#readingOnce}: a pipe gives them once).
     */
    TwoPassAssembly(Assembler assembler, SourceLoader loader, Map<String, Long> defines) {
        this.instructionSet = assembler.instructionSet();
        this.dialect = assembler.dialect();
        this.loader = loader;
        this.includeFolders = assembler.includeFolders();
        this.linkerConfig = assembler.linkerConfig();
        this.textDefines = assembler.textDefines();
        defines.forEach((name, value) -> symbols.define(name, value, SymbolTable.COMMAND_LINE, "the command line"));
    }

    /** Assembles {@code path}, whose text is {@code text} or, when that is null, read through the loader. */
    Assembly run(String path, String text) throws AssemblyException {
        root(path, text);
        if (linkerConfig != null) {
            return LinkedProgram.link(List.of(this));
        }
        AssemblyPass first = new AssemblyPass(this, false);
        first.assembleRoot(path, text);
        laterTextMacros = first.plainDefines();
        AssemblyPass last = new AssemblyPass(this, true);
        last.assembleRoot(path, text);
        if (!last.diagnostics().isEmpty()) {
            throw new AssemblyException(last.diagnostics());
        }
        return new Assembly(last.segments(), last.origin(), symbols.values(), last.listing(), last.messages(),
                last.entry(), null);
    }

    /** The file this unit assembles, {@code text} its text or null (read through the loader). */
    void root(String path, String text) {
        rootFile = path;
        rootText = text;
    }

    String rootText() {
        return rootText;
    }

    /** What the file declares about names shared with other files. */
    Linkage linkage() {
        return linkage;
    }

    /** Where each segment starts in this file: after the earlier files' parts of it (ld65's object order). */
    Map<String, Integer> segmentOffsets() {
        return segmentOffsets;
    }

    String rootFile() {
        return rootFile;
    }

    LinkerConfig linkerConfig() {
        return linkerConfig;
    }

    Set<String> zeroPageNames() {
        return zeroPageNames;
    }

    Set<String> absoluteLabels() {
        return absoluteLabels;
    }

    InstructionSet instructionSet() {
        return instructionSet;
    }

    SourceDialect dialect() {
        return dialect;
    }

    SourceLoader loader() {
        return loader;
    }

    List<String> includeFolders() {
        return includeFolders;
    }

    void laterTextMacros(Map<String, String> macros) {
        laterTextMacros = macros;
    }

    /** The text macros without parameters the first pass ended with, name to body. */
    Map<String, String> laterTextMacros() {
        return laterTextMacros;
    }

    /** Text macros given before the source ({@code -D NAME="text"}). */
    Map<String, String> textDefines() {
        return textDefines;
    }

    SymbolTable symbols() {
        return symbols;
    }

    Set<Integer> unresolvedLayout() {
        return unresolvedLayout;
    }

    Set<Integer> forwardOperands() {
        return forwardOperands;
    }
}
