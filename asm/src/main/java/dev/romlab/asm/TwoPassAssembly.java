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

    TwoPassAssembly(Assembler assembler, Map<String, Long> defines) {
        this.instructionSet = assembler.instructionSet();
        this.dialect = assembler.dialect();
        this.loader = assembler.loader();
        this.includeFolders = assembler.includeFolders();
        this.linkerConfig = assembler.linkerConfig();
        this.textDefines = assembler.textDefines();
        defines.forEach((name, value) -> symbols.define(name, value, SymbolTable.COMMAND_LINE, "the command line"));
    }

    /** Assembles {@code path}, whose text is {@code text} or, when that is null, read through the loader. */
    Assembly run(String path, String text) throws AssemblyException {
        rootFile = path;
        if (linkerConfig != null) {
            return linked(path, text);
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

    /**
     * With a linker configuration, three passes: the first measures each segment (all placed at 0: sizes do not
     * depend on addresses, as linked labels are absolute), the layout places them, the second gives every label
     * its address, the last produces the bytes; then the segments are linked into ld65's file.
     */
    private Assembly linked(String path, String text) throws AssemblyException {
        linkerConfig.symbols().forEach((name, value) -> symbols.define(name, value, SymbolTable.LINKER,
                linkerConfig.file()));
        AssemblyPass measure = new AssemblyPass(this, true, false, null);
        measure.assembleRoot(path, text);
        laterTextMacros = measure.plainDefines();
        SegmentLayout layout = SegmentLayout.of(linkerConfig, measure.usedSegments());
        layout.symbols().forEach((name, value) -> symbols.define(name, value, SymbolTable.LINKER,
                linkerConfig.file()));
        new AssemblyPass(this, false, false, layout).assembleRoot(path, text);
        AssemblyPass last = new AssemblyPass(this, false, true, layout);
        last.assembleRoot(path, text);
        if (!last.diagnostics().isEmpty()) {
            throw new AssemblyException(last.diagnostics());
        }
        SegmentLayout finalLayout = SegmentLayout.of(linkerConfig, last.usedSegments());
        if (!finalLayout.problems().isEmpty()) {
            throw new AssemblyException(finalLayout.problems());
        }
        Map<String, byte[]> contents = last.segmentContents();
        List<Segment> segments = new java.util.ArrayList<>();
        finalLayout.areas(contents).forEach((area, bytes) -> {
            boolean overlaps = segments.stream().anyMatch(s -> s.address() < area.start() + bytes.length
                    && area.start() < s.end());
            if (bytes.length > 0 && !overlaps && area.start() + bytes.length <= 0x10000) {
                segments.add(new Segment((int) area.start(), bytes));
            }
        });
        int origin = segments.isEmpty() ? 0 : segments.get(0).address();
        return new Assembly(segments, origin, symbols.values(), last.listing(), last.messages(),
                last.entry(), finalLayout.file(contents));
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
