package dev.romlab.asm;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One pass over the source: reads files, includes, macro expansions and repetitions as a stack of
 * {@link SourceFrame}s, hands each line to the {@link Preprocessor}, splits what it returns into statements,
 * defines labels and constants, runs directives and hands instructions to the {@link InstructionSet}.
 * Everything about spelling comes from the {@link SourceDialect}. Only the final pass keeps diagnostics, output
 * bytes and listing rows.
 */
final class AssemblyPass implements EncodingContext, Expression.Scope {

    /** Includes, macro calls and repetitions nested deeper than this are reported (a macro calling itself). */
    static final int MAX_NESTING = 64;
    /**
     * {@code .proc}, {@code .scope}, {@code .struct}, {@code .union} and named {@code .enum} blocks nested deeper
     * than this are reported: each level's names carry every enclosing name, so 80,000 levels took gigabytes. ca65
     * has no such limit but stops nested {@code .if}s at 256; no program nests scopes that deep.
     */
    static final int MAX_SCOPE_NESTING = 256;
    /** Source lines read in one pass, repetitions and macro expansions included (a runaway repetition). */
    static final int MAX_LINES = 1_000_000;
    /** Errors reported before the pass gives up (one mistake in a repetition can repeat thousands of times). */
    static final int MAX_ERRORS = 1_000;

    private static final int ADDRESS_SPACE = 0x10000;

    private final TwoPassAssembly assembly;
    private final SourceDialect dialect;
    private final LexicalRules lexical;
    private final LineSplitter splitter;
    private final ExpressionParser parser;
    private final boolean finalPass;
    /** The first pass: the one that decides which operands are forward references (see valueKnownInFirstPass). */
    private final boolean firstPass;
    /** The ca65 segments; they keep bytes only when a linker configuration is given. */
    private final SegmentBuffers segments;
    /** Inside {@code .enum}: the value of the next member without one of its own; null outside. */
    private Long nextEnumValue;
    /** Whether the open {@code .enum} has a name, and so a scope its end closes. */
    private boolean enumScoped;
    private SourceLine enumOpened;
    private int enumColumn;
    /** The offsets of the {@code .struct} or {@code .union} being read. */
    private final StructLayout structs = new StructLayout();
    /**
     * What {@code .sizeof} gives, by full name: a struct's or union's size and each member's, a named scope's bytes,
     * and a label's: the bytes of its own statement ({@code buf: .res 8}), as ca65 counts them.
     */
    private final Map<String, Long> sizes = new HashMap<>();
    /** The names expressions used so far, as written and as resolved ({@code .ifref}). */
    private final Set<String> referenced = new HashSet<>();
    /** The macro packages {@code .macpack} defined in this pass (a second one of a name does nothing). */
    private final Set<String> macroPackages = new HashSet<>();
    /**
     * The one {@link SourceDialect#features() feature} that is switched rather than always on: ca65's
     * {@code force_range}, after which data and immediate values are cut to their bits instead of reported.
     */
    private static final String FORCE_RANGE = "force_range";
    private boolean forceRange;
    /** {@code .linecont +}: a line ending in a backslash goes on in the next. */
    private boolean lineContinuation;
    /** Evaluating an operand in the first pass to decide zero page or absolute (see {@link #symbol}). */
    private boolean probingAddressSize;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<ListingLine> listing = new ArrayList<>();
    private final List<String> messages = new ArrayList<>();
    private final byte[] image = new byte[ADDRESS_SPACE];
    private final boolean[] written = new boolean[ADDRESS_SPACE];
    /** The lowest written address and one past the highest ({@link #segments} looks between them alone). */
    private int writtenFrom = ADDRESS_SPACE;
    private int writtenTo;
    private final Deque<SourceFrame> frames = new ArrayDeque<>();
    private final Preprocessor preprocessor;
    private final IncludeSearch includes;
    private final AddedInstructions added = new AddedInstructions();

    private int address;
    /** What each character of a string in a data directive stores ({@code .charmap}); identity at first. */
    private final byte[] charmap = identityCharmap();
    /** How far into a data list's bytes the item being evaluated stands ({@link SourceDialect#hereIsDataItem}). */
    private int dataItemOffset;
    private Integer origin;
    private Integer entry;
    /** Where relocatable code ({@code RORG}) stands while an absolute or dummy section is being assembled. */
    private int relocatableAddress;
    private boolean relocatable = true;
    /** In a dummy section ({@code DORG}): labels get addresses, no byte is placed. */
    private boolean dummy;
    /** The names of {@link DirectiveKind#EXTERNAL} symbols this pass has warned about. */
    private final Set<String> externals = new HashSet<>();
    private int statementIndex;
    /** The qualified name of the last ordinary label: the scope of cheap locals ({@code @loop}) and {@code .loop}. */
    private String globalScope = "";
    /** The open {@code .proc} and {@code .scope} scopes, innermost first. */
    private final Deque<Scope> scopes = new ArrayDeque<>();
    /** How many unnamed labels ({@code :}) this pass has defined so far. */
    private int unnamedCount;
    /** How many spasm-ng reusable labels ({@code _}) this pass has defined so far. */
    private int reusableCount;
    /** How many xas99 local labels ({@code !name}) of each name this pass has defined so far. */
    private final Map<String, Integer> relativeCounts = new HashMap<>();
    /** A fixed-field {@code label:} alone on its line: it names what the next statement gives it (xas99). */
    private SourceText labelForNext;
    /** The name of the xas99 local label the statement being assembled defines, or null. */
    private String relativeHere;
    private boolean listingOn = true;
    private boolean ended;
    private int linesRead;
    private String file;
    private int lineNumber;
    private String lineText = "";
    /** How deep {@link #laterTextMacro} is in text macros naming text macros. */
    private int laterTextMacroDepth;

    AssemblyPass(TwoPassAssembly assembly, boolean finalPass) {
        this(assembly, !finalPass, finalPass, null);
    }

    /** A pass that places segments by {@code layout} (null in the first pass of a linked assembly: all at 0). */
    AssemblyPass(TwoPassAssembly assembly, boolean firstPass, boolean finalPass, SegmentLayout layout) {
        this.firstPass = firstPass;
        this.assembly = assembly;
        this.dialect = assembly.dialect();
        this.lexical = dialect.lexical();
        this.splitter = new LineSplitter(lexical);
        this.parser = dialect.expressionParser();
        this.finalPass = finalPass;
        if (assembly.linkerConfig() != null) {
            segments = SegmentBuffers.linked(layout, assembly.rootFile(), assembly.segmentOffsets());
            address = segments.address();
        } else {
            segments = SegmentBuffers.unlinked();
        }
        this.preprocessor = new Preprocessor(dialect, new PreprocessorPass());
        assembly.textDefines().forEach(preprocessor::predefine);
        this.includes = new IncludeSearch(assembly.loader(), assembly.includeFolders());
    }

    void assembleRoot(String path, String text) {
        file = path;
        String source = text;
        if (source == null) {
            try {
                source = SourceDecoding.decode(assembly.loader().readBytes(path));
            } catch (IOException e) {
                diagnostics.add(new Diagnostic(path, 0, 0, "cannot read '" + path + "': " + reason(e), ""));
                return;
            } catch (SourceDecoding.MalformedSourceException e) {
                diagnostics.add(e.diagnostic(path));
                return;
            }
        }
        frames.push(new SourceFrame(path, lines(path, source), 1, null, null));
        run();
        if (labelForNext != null) {
            defineLabel(labelForNext);
        }
        preprocessor.finish();
        if (nextEnumValue != null) {
            errorAt(enumOpened, enumColumn, "'.enum' is never closed (missing '.endenum')");
        }
        for (Scope scope : scopes) {
            errorAt(scope.opened(), scope.column(), "'" + scope.directive() + "' is never closed (missing '"
                    + endOf(scope.kind()) + "')");
        }
    }

    /**
     * An open {@code .proc}, {@code .scope}, {@code .struct} or {@code .union}: names defined in it are
     * {@code prefix + name}.
     *
     * @param kind      {@link DirectiveKind#PROC}, {@link DirectiveKind#SCOPE}, {@link DirectiveKind#STRUCT} or
     *                  {@link DirectiveKind#UNION}, which its end must match
     * @param prefix    the scope's full name and separator: {@code outer::inner::} (an anonymous struct's is the
     *                  enclosing scope's: its members belong there)
     * @param directive as written, for the message if it is never closed
     * @param start     the address where it opened: a named scope's size ({@code .sizeof}) is the bytes up to its end
     */
    private record Scope(DirectiveKind kind, String prefix, String directive, SourceLine opened, int column,
            int start) {
    }

    /** The directive that ends a scope of {@code kind}. */
    private static String endOf(DirectiveKind kind) {
        return switch (kind) {
            case PROC -> ".endproc";
            case STRUCT -> ".endstruct";
            case UNION -> ".endunion";
            default -> ".endscope";
        };
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    List<ListingLine> listing() {
        return listing;
    }

    List<String> messages() {
        return messages;
    }

    /** The text macros without parameters defined when the pass ended. */
    Map<String, String> plainDefines() {
        return preprocessor.plainDefines();
    }

    int origin() {
        return origin == null ? 0 : origin;
    }

    /** Where {@code END}'s operand says the program starts, if it has one. */
    OptionalInt entry() {
        return entry == null ? OptionalInt.empty() : OptionalInt.of(entry);
    }

    /** The segments as the source filled them, in order of first use (a linked assembly; empty otherwise). */
    List<SegmentLayout.Used> usedSegments() {
        return segments.used();
    }

    /** Whether the source used {@code name} in an expression. */
    boolean references(String name) {
        return referenced.contains(name);
    }

    /** Each segment's bytes (a linked assembly). */
    Map<String, byte[]> segmentContents() {
        return segments.contents();
    }

    /** The written bytes as maximal runs of consecutive addresses. */
    List<Segment> segments() {
        // from the first written address to the last: a kernel assembled once per define value (z80-rolldie's 256)
        // scanned all 64K addresses each time, mostly in the bytecode interpreter
        List<Segment> segments = new ArrayList<>();
        int start = writtenFrom;
        while (start < writtenTo) {
            if (!written[start]) {
                start++;
                continue;
            }
            int end = start;
            while (end < writtenTo && written[end]) {
                end++;
            }
            segments.add(new Segment(start, Arrays.copyOfRange(image, start, end)));
            start = end;
        }
        return segments;
    }

    /**
     * The lines of {@code text}, each ended by CR LF, CR or LF (the last may end without one). A scan, not a regular
     * expression: a kernel assembles its source again for every value of a define (z80-rolldie: 256 times a check).
     */
    private static List<SourceLine> lines(String path, String text) {
        List<SourceLine> result = new ArrayList<>();
        int start = 0;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                result.add(new SourceLine(path, result.size() + 1, text.substring(start, i)));
                if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < length || length == 0) { // an empty text is one empty line
            result.add(new SourceLine(path, result.size() + 1, text.substring(start)));
        }
        return result;
    }

    // Reading: frames, lines, statements

    private void run() {
        while (!frames.isEmpty() && !ended) {
            SourceFrame frame = frames.peek();
            if (frame.hasStatements()) {
                SourceText statement = frame.nextStatement();
                at(frame.current());
                statementIndex++;
                String source = frame.statementsOnLine() == 1 ? lineText.stripTrailing() : statement.text();
                assembleStatement(statement, source);
                continue;
            }
            SourceLine line = frame.nextLine();
            if (line == null) {
                frames.pop();
                continue;
            }
            line = continued(frame, line);
            at(line);
            if (++linesRead > MAX_LINES) {
                error(new SourceText("", 1), String.format(Locale.ROOT, "more than %,d lines to assemble (a "
                        + "runaway repetition or macro?); stopping", MAX_LINES));
                return;
            }
            assembleLine(frame, line);
        }
    }

    private void at(SourceLine line) {
        file = line.file();
        lineNumber = line.number();
        lineText = line.text();
    }

    /** {@code line} joined with the lines after it while its code ends in a backslash ({@code .linecont +}). */
    private SourceLine continued(SourceFrame frame, SourceLine line) {
        while (lineContinuation) {
            String code = line.text().substring(0, lexical.codeEnd(line.text())).stripTrailing();
            SourceLine next = code.endsWith("\\") ? frame.nextLine() : null;
            if (next == null) {
                break;
            }
            line = new SourceLine(line.file(), line.number(), code.substring(0, code.length() - 1) + " " + next.text());
        }
        return line;
    }

    private void assembleLine(SourceFrame frame, SourceLine line) {
        String text = preprocessor.line(line);
        if (text == null) {
            return;
        }
        List<SourceText> statements = splitter.statements(text);
        if (statements.isEmpty()) {
            addListing(-1, new byte[0], "", line.text().stripTrailing());
            return;
        }
        SourceLine current = new SourceLine(line.file(), line.number(), text);
        frame.setStatements(current, statements);
        at(current);
    }

    /** Starts reading {@code frame} unless that nests too deep (reported at {@code where}). */
    private boolean enter(SourceFrame frame, SourceText where) {
        if (frames.size() >= MAX_NESTING) {
            error(where, "macro calls, repetitions and includes nested deeper than " + MAX_NESTING
                    + " levels (a macro that calls itself?)");
            return false;
        }
        frames.push(frame);
        return true;
    }

    // Statements

    private void assembleStatement(SourceText statement, String source) {
        if (nextEnumValue != null && dialect.directive(word(statement).text()) != DirectiveKind.ENDENUM) {
            enumMember(statement, source);
            return;
        }
        if (structs.isOpen()) {
            structMember(statement);
            addListing(-1, new byte[0], "", source);
            return;
        }
        SourceText rest = statement;
        SourceText label = null;
        SourceText relative = null;
        relativeHere = null;
        int relativeEnd = statement.column() == 1 ? lexical.relativeLabelEnd(rest.text(), 0, false) : 0;
        if (relativeEnd > 0) {
            relative = rest.slice(0, relativeEnd);
            rest = rest.slice(relativeEnd, rest.text().length()).trim();
        }
        SourceText first = word(rest);
        int colon = labelColon(rest, first);
        if (colon >= 0) {
            label = first;
            rest = rest.slice(colon + 1, rest.text().length()).trim();
            if (lexical.fixedFields() && rest.isEmpty() && relative == null && labelForNext == null) {
                // xas99: "the colon logically continues the current line to the next" (EQU, EVEN, AORG there).
                labelForNext = label;
                addListing(-1, new byte[0], "", source);
                return;
            }
        }
        if (labelForNext != null) {
            if (label == null) {
                label = labelForNext;
            } else {
                defineLabel(labelForNext);
            }
            labelForNext = null;
        }
        if (lexical.unnamedLabels() && rest.text().startsWith(":") && !rest.text().startsWith(":=")) {
            defineUnnamedLabel(rest.slice(0, 1));
            rest = rest.slice(1, rest.text().length()).trim();
            if (rest.isEmpty()) {
                addListing(address, new byte[0], "", source);
                return;
            }
        }
        if (label == null && isOriginAssignment(rest)) {
            SourceText afterStar = rest.slice(1, rest.text().length()).trim();
            directive(DirectiveKind.ORG, rest.slice(0, 1), afterStar.slice(1, afterStar.text().length()).trim(),
                    source);
            return;
        }
        SourceText head = word(rest);
        SourceText afterHead = rest.slice(head.text().length(), rest.text().length()).trim();
        if (label == null && relative == null && statement.column() == 1 && isColumnOneLabel(head, afterHead)) {
            label = head;
            rest = afterHead;
            head = word(rest);
            afterHead = rest.slice(head.text().length(), rest.text().length()).trim();
        }
        if (lexical.fixedFields()) {
            afterHead = operandField(head, afterHead);
            rest = rest.slice(0, afterHead.isEmpty() ? head.text().length()
                    : afterHead.column() - rest.column() + afterHead.text().length());
        }
        if (label != null && isEquate(rest)) {
            defineConstant(label, afterEquate(rest), source);
            return;
        }
        if (label == null && lexical.isSymbol(head.text()) && isEquate(afterHead)) {
            defineConstant(head, afterEquate(afterHead), source);
            return;
        }
        if (label == null && lexical.isSymbol(head.text()) && dialect.directive(word(afterHead).text())
                == DirectiveKind.SET) {
            assignVariable(head, afterHead.slice(word(afterHead).text().length(), afterHead.text().length()).trim(),
                    source);
            return;
        }
        DirectiveKind kind = dialect.directive(head.text());
        String name = head.text().toLowerCase(Locale.ROOT);
        if (kind == DirectiveKind.WORDS || kind == DirectiveKind.EVEN || (kind == null && isInstruction(name))) {
            align(kind == DirectiveKind.EVEN ? 2 : assembly.instructionSet().alignment(), head);
        }
        int start = address;
        if (label != null && kind != DirectiveKind.SPACE_LABEL_AFTER) {
            defineLabel(label);
        }
        if (relative != null) {
            defineRelativeLabel(relative);
        }
        if (rest.isEmpty()) {
            addListing(start, new byte[0], "", source);
            if (label != null) {
                sizes.put(qualify(label.text()), 0L);
            }
            return;
        }
        MacroDefinition macro = preprocessor.macro(head.text());
        if (macro != null) {
            addListing(start, new byte[0], "", source);
            preprocessor.call(macro, head, afterHead);
        } else if (kind != null) {
            directive(kind, head, afterHead, source);
            if (label != null && kind == DirectiveKind.SPACE_LABEL_AFTER) {
                defineLabel(label);
            }
        } else if (isInstruction(name)) {
            instruction(head, afterHead, source);
        } else if (!name.isEmpty() && lexical.isDirectivePrefix(name.charAt(0))) {
            error(head, "unknown " + dialect.name() + " directive '" + head.text() + "'" + ClosestName.among(
                    head.text(), dialect.directives().keySet().stream().filter(d -> lexical.isDirectivePrefix(
                    d.charAt(0)) || Character.isLetter(d.charAt(0))).toList()).map(closest -> " (closest: '" + closest + "')").orElse(""));
        } else {
            unknownInstruction(head, afterHead);
        }
        if (label != null && address >= start) {
            sizes.put(qualify(label.text()), (long) (address - start));
        }
    }

    /**
     * Where the colon that ends the label {@code first} stands in {@code statement}, or -1 when {@code first} is no
     * label. Free-form dialects allow blanks before it ({@code loop : dex}, as ca65 does); a colon that starts
     * {@code :=} or an unnamed-label reference ({@code bne :+}) ends no label.
     */
    private int labelColon(SourceText statement, SourceText first) {
        String s = statement.text();
        int colon = first.text().length();
        if (!lexical.fixedFields()) {
            while (colon < s.length() && (s.charAt(colon) == ' ' || s.charAt(colon) == '\t')) {
                colon++;
            }
        }
        if (colon >= s.length() || s.charAt(colon) != ':' || !lexical.isSymbol(first.text())) {
            return -1;
        }
        boolean blanks = colon > first.text().length();
        char next = colon + 1 < s.length() ? s.charAt(colon + 1) : ' ';
        if (blanks && (next == '=' || next == ':' || (lexical.unnamedLabels() && (next == '+' || next == '-')))) {
            return -1;
        }
        return colon;
    }

    /**
     * The operand field of a fixed-field line ({@link LexicalRules#fixedFields()}): up to the first blank outside
     * quotes, nothing after a mnemonic that takes no operands; the rest is the comment field.
     */
    private SourceText operandField(SourceText head, SourceText afterHead) {
        String name = head.text().toLowerCase(Locale.ROOT);
        if (dialect.directive(name) == null && assembly.instructionSet().isMnemonic(name)
                && !assembly.instructionSet().takesOperands(name)) {
            return afterHead.slice(0, 0);
        }
        int end = lexical.operandFieldEnd(afterHead.text(), 0);
        rejectBlankInsideOperands(afterHead, end);
        return afterHead.slice(0, end);
    }

    /** Operators and the separator: text around a single blank that xas99 reads as one operand field. */
    private static final String CONTINUES_OPERANDS = ",+-*/&|^";

    /**
     * Where the operand field ends at a single blank and the text around it continues an expression or the operand
     * list ({@code @tgt + >fe}, {@code r0, 5}), xas99 without {@code -s} reads one operand field: its comment starts
     * only at two blanks, a tab or {@code ;}. E/A (and xas99 -s) drop the rest as a comment, which would silently
     * give other bytes, so this reading is an error, never a guess.
     */
    private void rejectBlankInsideOperands(SourceText field, int end) {
        String text = field.text();
        if (end == 0 || end + 1 >= text.length() || text.charAt(end) != ' ' || text.charAt(end + 1) == ' ') {
            return;
        }
        boolean operandOpen = CONTINUES_OPERANDS.indexOf(text.charAt(end - 1)) >= 0;
        boolean commentContinues = CONTINUES_OPERANDS.indexOf(text.charAt(end + 1)) >= 0;
        if (operandOpen || commentContinues) {
            SourceText dropped = field.slice(end + 1, text.length());
            error(dropped, "a blank inside the operands: Editor/Assembler (and xas99 -s) end them at '"
                    + text.substring(0, end) + "' and read '" + dropped.text() + "' as a comment; xas99 reads one"
                    + " operand field up to two blanks, a tab or ';'. Write the operands without blanks, or put"
                    + " two blanks before the comment");
        }
    }

    /**
     * Pads with zero bytes up to a multiple of {@code boundary} before an instruction or a word (TMS9900); the
     * listing shows the statement at the aligned address.
     */
    private void align(int boundary, SourceText where) {
        int padding = (boundary - address % boundary) % boundary;
        if (padding > 0) {
            place(new byte[padding], where);
        }
    }

    /**
     * A word in column 1 that the dialect reads as a label without its colon: a global name only, so that
     * {@code .foo} stays an unknown directive. With fixed fields every symbol there is a label.
     */
    private boolean isColumnOneLabel(SourceText head, SourceText afterHead) {
        String name = head.text();
        if (lexical.fixedFields()) {
            return lexical.isSymbol(name) && !lexical.isLocal(name);
        }
        return lexical.columnOneLabels() && lexical.isSymbol(name) && !lexical.isLocal(name) && !isEquate(afterHead)
                && !isInstruction(name.toLowerCase(Locale.ROOT)) && dialect.directive(name) == null
                && preprocessor.macro(name) == null;
    }

    private void unknownInstruction(SourceText head, SourceText afterHead) {
        String next = word(afterHead).text();
        boolean looksLikeLabel = isInstruction(next.toLowerCase(Locale.ROOT)) || dialect.directive(next) != null;
        error(head, "unknown instruction '" + head.text() + "'"
                + (looksLikeLabel ? " (a label needs a colon: '" + head.text() + ":')" : ""));
    }

    /** Whether {@code name} (lower case) is an instruction of the CPU or one a {@code .addinstr} above added. */
    private boolean isInstruction(String name) {
        return assembly.instructionSet().isMnemonic(name) || added.has(name);
    }

    private void instruction(SourceText mnemonic, SourceText operandText, String source) {
        int start = address;
        if (added.has(mnemonic.text())) {
            Optional<byte[]> bytes = added.encode(mnemonic, operandText, lexical, this,
                    assembly.instructionSet().bigEndian());
            if (bytes.isPresent()) {
                place(bytes.get(), mnemonic);
                addListing(start, bytes.get(), "", source);
                return;
            }
            if (!assembly.instructionSet().isMnemonic(mnemonic.text().toLowerCase(Locale.ROOT))) {
                List<String> patterns = added.patterns(mnemonic.text()).stream()
                        .map(p -> p.isEmpty() ? "no operands" : "'" + p + "'").toList();
                error(operandText.isEmpty() ? mnemonic : operandText, "operands '" + operandText.text()
                        + "' fit no pattern '.addinstr' gave '" + mnemonic.text() + "': " + String.join(", ", patterns));
                return;
            }
        }
        InstructionStatement statement = new InstructionStatement(mnemonic, splitter.operands(operandText));
        Optional<EncodedInstruction> encoded = assembly.instructionSet().encode(statement, this);
        if (encoded.isEmpty()) {
            return;
        }
        byte[] bytes = encoded.get().bytes();
        place(bytes, mnemonic);
        addListing(start, bytes, encoded.get().cycles().text(), source);
    }

    private void directive(DirectiveKind kind, SourceText head, SourceText operandText, String source) {
        int start = address;
        List<SourceText> operands = splitter.operands(operandText);
        byte[] bytes = new byte[0];
        switch (kind) {
            case ORG:
                leaveRelocatable();
                org(head, operands);
                dummy = false;
                start = address;
                break;
            case RELOCATABLE_ORG:
                relocatableOrg(head, operands);
                start = address;
                break;
            case DUMMY_ORG:
                leaveRelocatable();
                org(head, operands);
                dummy = true;
                start = address;
                break;
            case EVEN:
                break;
            case SPACE_LABEL_AFTER:
                bytes = reservedBytes(head, operands);
                break;
            case EXTERNAL:
                external(head, operands);
                break;
            case BYTES:
                bytes = dataBytes(head, operands);
                break;
            case BYTES_ZERO_TERMINATED:
                bytes = dataBytes(head, operands);
                bytes = Arrays.copyOf(bytes, bytes.length + 1);
                break;
            case BYTES_LENGTH_PREFIXED:
                bytes = dataBytes(head, operands);
                if (bytes.length > 0xFF) {
                    error(head, "'" + head.text() + "' holds " + bytes.length + " bytes; its length byte counts at "
                            + "most 255");
                }
                bytes = ByteBuffer.allocate(bytes.length + 1).put((byte) bytes.length).put(bytes).array();
                break;
            case WORDS:
                bytes = dataWords(head, operands);
                break;
            case LOW_BYTES:
                bytes = dataUnits(head, operands, 1, 0, false);
                break;
            case HIGH_BYTES:
                bytes = dataUnits(head, operands, 1, 8, false);
                break;
            case BANK_BYTES:
                bytes = dataUnits(head, operands, 1, 16, false);
                break;
            case WORDS_BIG_ENDIAN:
                bytes = dataUnits(head, operands, 2, 0, true);
                break;
            case FAR_ADDRESSES:
                bytes = dataUnits(head, operands, 3, 0, false);
                break;
            case DOUBLE_WORDS:
                bytes = dataUnits(head, operands, 4, 0, false);
                break;
            case SPACE:
                bytes = reservedBytes(head, operands);
                break;
            case ALIGN:
                bytes = alignment(head, operands);
                break;
            case INCBIN:
                bytes = binaryFile(head, operands);
                break;
            case INCLUDE:
                addListing(start, bytes, "", source);
                include(head, operands);
                return;
            case END:
                addListing(start, bytes, "", source);
                endOperand(head, operands);
                ended = true;
                return;
            case NOLIST:
                listingOn = false;
                return;
            case LIST:
                if (operands.isEmpty() || switchedOn(head, operands)) {
                    listingOn = true;
                    break;
                }
                listingOn = false;
                return;
            case LINE_CONTINUATION:
                lineContinuation = switchedOn(head, operands);
                break;
            case EXIT_MACRO:
                if (expectOperands(head, operands, 0, 0)) {
                    exitMacro(head);
                }
                break;
            case MACRO_PACKAGE:
                addListing(start, bytes, "", source);
                macroPackage(head, operands);
                return;
            case CPU:
                expectOperands(head, operands, 0, 0);
                break;
            case ADDINSTR:
                AddedInstruction.parse(head, operandText, lexical, this, this::layoutValue).ifPresent(added::add);
                break;
            case NO_EFFECT:
                break;
            case CONDES:
                condesEntry(head, operands);
                break;
            case SEGMENT:
                switchSegment(head, operands);
                start = address;
                break;
            case SEGMENT_PUSH:
                if (expectOperands(head, operands, 0, 0)) {
                    segments.push();
                }
                break;
            case SEGMENT_POP:
                if (expectOperands(head, operands, 0, 0)) {
                    OptionalInt resumed = segments.pop(currentLine(), head.column(), address);
                    if (resumed.isEmpty()) {
                        error(head, "'" + head.text() + "' without a '.pushseg' before it");
                    } else {
                        address = resumed.getAsInt();
                        start = address;
                    }
                }
                break;
            case IMPORT, IMPORT_ZERO_PAGE, EXPORT, GLOBAL, GLOBAL_ZERO_PAGE:
                linkage(head, operands, kind);
                break;
            case SET_CPU:
                setCpu(head, operands);
                break;
            case FEATURE:
                features(head, operands);
                break;
            case ASSERT:
                assertion(head, operands);
                break;
            case CHARMAP:
                charmap(head, operands);
                break;
            case PROC:
            case SCOPE:
                openScope(kind, head, operands);
                break;
            case ENUM:
                // A named enumeration is a scope; an anonymous one defines its names where it stands (ca65).
                enumScoped = !operands.isEmpty();
                enumOpened = new SourceLine(file, lineNumber, lineText);
                enumColumn = head.column();
                if (enumScoped) {
                    openScope(DirectiveKind.SCOPE, head, operands);
                }
                nextEnumValue = 0L;
                break;
            case ENDENUM:
                if (nextEnumValue == null) {
                    error(head, "'" + head.text() + "' without an open '.enum'");
                } else {
                    nextEnumValue = null;
                    if (enumScoped) {
                        closeScope(DirectiveKind.SCOPE, head, operands);
                    }
                }
                break;
            case STRUCT:
            case UNION:
                openStruct(kind, head, operands);
                break;
            case TAG: {
                OptionalLong size = expectOperands(head, operands, 1, 1) ? tagSize(operands.get(0))
                        : OptionalLong.empty();
                bytes = new byte[(int) size.orElse(0)];
                break;
            }
            case ENDSTRUCT:
            case ENDUNION:
                error(head, "'" + head.text() + "' without an open '" + (kind == DirectiveKind.ENDSTRUCT ? ".struct"
                        : ".union") + "'");
                return;
            case ENDPROC:
            case ENDSCOPE:
                closeScope(kind == DirectiveKind.ENDPROC ? DirectiveKind.PROC : DirectiveKind.SCOPE, head, operands);
                break;
            case ECHO:
                echo(operands);
                break;
            case ERROR:
                error(head, operands.isEmpty() ? "'" + head.text() + "'" : text(operands));
                return;
            case EQU:
            case SET:
                error(head, "'" + head.text() + "' needs a name before it: NAME " + head.text() + " VALUE");
                return;
            case LOCAL:
                error(head, "'" + head.text() + "' belongs inside a macro");
                return;
            case ENDMACRO:
            case ENDREPT:
                error(head, "'" + head.text() + "' without an open macro or repetition");
                return;
            default:
                error(head, "'" + head.text() + "' must start its line");
                return;
        }
        place(bytes, head);
        addListing(start, bytes, "", source);
    }

    /**
     * {@code .proc name}: the label {@code name} here, then a scope for the names defined up to {@code .endproc};
     * {@code .scope [name]}: the scope alone, up to {@code .endscope}. Without a name (an error for {@code .proc})
     * the scope opens all the same, under a name no source can write, so that its end matches.
     */
    private void openScope(DirectiveKind kind, SourceText head, List<SourceText> operands) {
        String prefix = "scope" + SymbolTable.HIDDEN_MARK + statementIndex;
        boolean proc = kind == DirectiveKind.PROC;
        if (expectOperands(head, operands, proc ? 1 : 0, 1) && !operands.isEmpty()) {
            SourceText name = operands.get(0);
            if (lexical.isSymbol(name.text()) && !lexical.isLocal(name.text())
                    && !name.text().contains(LexicalRules.SCOPE_SEPARATOR)) {
                if (proc) {
                    defineLabel(name);
                }
                prefix = qualify(name.text());
            } else {
                error(name, "'" + head.text() + "' needs a name");
            }
        }
        stopIfScopesTooDeep(head);
        scopes.push(new Scope(kind, prefix + LexicalRules.SCOPE_SEPARATOR, head.text(),
                new SourceLine(file, lineNumber, lineText), head.column(), address));
    }

    /**
     * Reports a scope opened at {@code head} deeper than {@link #MAX_SCOPE_NESTING} levels and stops the pass there,
     * as {@code .end} does (the scopes it leaves open are not reported again).
     */
    private void stopIfScopesTooDeep(SourceText head) {
        if (scopes.size() >= MAX_SCOPE_NESTING) {
            error(head, "scopes nested deeper than " + MAX_SCOPE_NESTING + " levels ('.proc', '.scope', '.struct', "
                    + "'.union', '.enum'); stopping");
            ended = true;
        }
    }

    /** The operand of {@code .list} or {@code .linecont}: {@code on}/{@code +} or {@code off}/{@code -}. */
    private boolean switchedOn(SourceText head, List<SourceText> operands) {
        String value = operands.size() == 1 ? operands.get(0).text().toLowerCase(Locale.ROOT) : "";
        if (!value.equals("on") && !value.equals("+") && !value.equals("off") && !value.equals("-")) {
            error(operands.isEmpty() ? head : operands.get(0), "'" + head.text() + "' takes on, off, + or -");
            return false;
        }
        return value.equals("on") || value.equals("+");
    }

    /**
     * {@code .exitmacro}: the rest of the innermost macro expansion is skipped (repetitions inside it too), and the
     * conditional blocks it opened end with it.
     */
    private void exitMacro(SourceText head) {
        if (frames.stream().noneMatch(SourceFrame::isMacroExpansion)) {
            error(head, "'" + head.text() + "' outside a macro");
            return;
        }
        SourceFrame left;
        do {
            left = frames.pop();
        } while (!left.isMacroExpansion());
        preprocessor.leaveMacro(left);
    }

    /** {@code .macpack NAME}: reads the dialect's bundled package of macros ({@link MacroPackages}), once per pass. */
    private void macroPackage(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 1)) {
            return;
        }
        String name = operands.get(0).text().toLowerCase(Locale.ROOT);
        String text = MacroPackages.text(dialect.name(), name);
        if (text == null) {
            error(operands.get(0), "no macro package '" + operands.get(0).text() + "' for the " + dialect.name()
                    + " (romlab has: " + String.join(", ", MacroPackages.names(dialect.name())) + ")");
            return;
        }
        if (macroPackages.add(name)) {
            String path = "macpack:" + name;
            enter(new SourceFrame(null, lines(path, text), 1, "in macro package '" + name + "' from "
                    + new SourceLine(file, lineNumber, lineText).where(head.column()), null), head);
        }
    }

    /** A named scope's size is the bytes between its opening and its end ({@code .sizeof(myproc)}). */
    private void recordScopeSize(Scope closed) {
        if (closed.prefix().indexOf(SymbolTable.HIDDEN_MARK) < 0 && address >= closed.start()) {
            sizes.put(scopeName(closed), (long) (address - closed.start()));
        }
    }

    /** A scope's full name: its prefix without the separator ({@code outer::inner}). */
    private static String scopeName(Scope scope) {
        return scope.prefix().substring(0, scope.prefix().length() - LexicalRules.SCOPE_SEPARATOR.length());
    }

    /**
     * {@code .struct [name]} or {@code .union [name]}, outside one or inside: a named one is a scope of its own (its
     * members {@code name::member}), an anonymous one's members belong to the scope around it.
     */
    private void openStruct(DirectiveKind kind, SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 0, 1)) {
            operands = List.of();
        }
        String name = null;
        if (!operands.isEmpty()) {
            openScope(DirectiveKind.SCOPE, head, operands);
            Scope opened = scopes.pop();
            name = scopeName(opened);
            scopes.push(new Scope(kind, opened.prefix(), head.text(), opened.opened(), opened.column(), address));
        } else {
            String around = scopes.isEmpty() ? "" : scopes.peek().prefix();
            stopIfScopesTooDeep(head);
            scopes.push(new Scope(kind, around, head.text(), new SourceLine(file, lineNumber, lineText),
                    head.column(), address));
        }
        structs.start(kind == DirectiveKind.UNION, name);
    }

    /**
     * A line inside {@code .struct} or {@code .union}: {@code [NAME] .byte|.word|.addr|.faraddr|.dword [count]},
     * {@code [NAME] .res count}, {@code [NAME] .tag struct}, a nested {@code .struct}/{@code .union}, {@code .org
     * offset}, or the end. NAME is a constant: the member's offset.
     */
    private void structMember(SourceText statement) {
        SourceText head = word(statement);
        SourceText after = statement.slice(head.text().length(), statement.text().length()).trim();
        DirectiveKind kind = dialect.directive(head.text());
        SourceText name = null;
        if (kind == null && lexical.isSymbol(head.text()) && !lexical.isLocal(head.text())) {
            name = head;
            head = word(after);
            after = after.slice(head.text().length(), after.text().length()).trim();
            kind = dialect.directive(head.text());
        }
        List<SourceText> operands = splitter.operands(after);
        if (name == null && (kind == DirectiveKind.STRUCT || kind == DirectiveKind.UNION)) {
            openStruct(kind, head, operands);
            return;
        }
        if (name == null && (kind == DirectiveKind.ENDSTRUCT || kind == DirectiveKind.ENDUNION)) {
            endStruct(kind, head, operands);
            return;
        }
        if (name == null && kind == DirectiveKind.ORG) {
            OptionalLong offset = expectOperands(head, operands, 1, 1) ? layoutValue(operands.get(0))
                    : OptionalLong.empty();
            offset.ifPresent(structs::moveTo);
            return;
        }
        OptionalLong size = kind == null ? OptionalLong.empty() : memberSize(kind, head, operands);
        if (kind == null || size == null) {
            error(kind == null ? (head.isEmpty() ? statement : head) : head, "inside '" + scopes.peek().directive()
                    + "' each line is [NAME] .byte, .word, .addr, .faraddr, .dword, .res or .tag, a nested .struct"
                    + " or .union, or its end");
            return;
        }
        long offset = structs.member(size.orElse(0));
        if (name != null) {
            define(name, offset);
            sizes.put(qualify(name.text()), size.orElse(0));
        }
    }

    /** A member's size: the unit of its directive times the count (1 without one), a {@code .tag}'s struct size;
     *  empty after a reported error, null for a directive that declares no member. */
    private OptionalLong memberSize(DirectiveKind kind, SourceText head, List<SourceText> operands) {
        int unit = switch (kind) {
            case BYTES, SPACE -> 1;
            case WORDS -> 2;
            case FAR_ADDRESSES -> 3;
            case DOUBLE_WORDS -> 4;
            case TAG -> 0;
            default -> -1;
        };
        if (unit < 0) {
            return null;
        }
        boolean countNeeded = kind == DirectiveKind.SPACE || kind == DirectiveKind.TAG;
        if (!expectOperands(head, operands, countNeeded ? 1 : 0, 1)) {
            return OptionalLong.empty();
        }
        if (kind == DirectiveKind.TAG) {
            return tagSize(operands.get(0));
        }
        if (operands.isEmpty()) {
            return OptionalLong.of(unit);
        }
        OptionalLong count = layoutValue(operands.get(0));
        return count.isPresent() && checkRange(count.getAsLong(), 0, ADDRESS_SPACE, operands.get(0))
                ? OptionalLong.of(unit * count.getAsLong()) : OptionalLong.empty();
    }

    /** {@code .endstruct} or {@code .endunion}: the innermost must be of its kind; a named one's size is recorded. */
    private void endStruct(DirectiveKind kind, SourceText head, List<SourceText> operands) {
        DirectiveKind opening = kind == DirectiveKind.ENDSTRUCT ? DirectiveKind.STRUCT : DirectiveKind.UNION;
        Scope inner = scopes.peek();
        if (inner.kind() != opening) {
            error(head, "'" + head.text() + "' while the '" + inner.directive() + "' at line " + inner.opened().number()
                    + " is open (missing '" + endOf(inner.kind()) + "')");
        }
        expectOperands(head, operands, 0, 0);
        scopes.pop();
        StructLayout.Closed closed = structs.end();
        if (closed.name() != null) {
            sizes.put(closed.name(), closed.size());
        }
    }

    /** The size {@code .tag NAME} reserves: NAME's, which must be known above. */
    private OptionalLong tagSize(SourceText name) {
        OptionalLong size = sizeOf(name.text());
        if (size.isEmpty()) {
            error(name, "the size of '" + name.text() + "' is not known here (a .struct or .union defined above)");
        }
        return size;
    }

    /** {@code .sizeof(name)}: looked up as ca65 looks names up, innermost scope first; empty when not known here. */
    private OptionalLong sizeOf(String name) {
        if (name.startsWith(LexicalRules.SCOPE_SEPARATOR)) {
            Long size = sizes.get(name.substring(LexicalRules.SCOPE_SEPARATOR.length()));
            return size == null ? OptionalLong.empty() : OptionalLong.of(size);
        }
        for (Scope scope : scopes) {
            Long size = sizes.get(scope.prefix() + name);
            if (size != null) {
                return OptionalLong.of(size);
            }
        }
        Long size = sizes.get(lexical.isLocal(name) ? qualify(name) : name);
        return size == null ? OptionalLong.empty() : OptionalLong.of(size);
    }

    /**
     * {@code .endproc} or {@code .endscope}: closes the innermost scope, which {@code opening} must have opened.
     * When an inner scope of the other kind is still open, that is reported and the end closes it too, so that one
     * missing end gives one error.
     */
    private void closeScope(DirectiveKind opening, SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 0, 0)) {
            return;
        }
        String opener = opening == DirectiveKind.PROC ? ".proc" : ".scope";
        if (scopes.stream().noneMatch(scope -> scope.kind() == opening)) {
            error(head, "'" + head.text() + "' without an open '" + opener + "'");
            return;
        }
        Scope inner = scopes.peek();
        if (inner.kind() != opening) {
            error(head, "'" + head.text() + "' while the '" + inner.directive() + "' at line " + inner.opened().number()
                    + " is open (missing '" + endOf(inner.kind()) + "')");
        }
        Scope closed;
        do {
            closed = scopes.pop();
            recordScopeSize(closed);
        } while (closed.kind() != opening);
    }

    /**
     * {@code .segment "NAME" [: zeropage]}, or a directive named after its segment ({@code .code}, {@code .rodata},
     * {@code .zeropage}: the name is the directive's, upper-cased). Without a linker configuration the bytes go on
     * where they are; with one, each segment collects its own bytes and continues where it stopped.
     */
    private void switchSegment(SourceText head, List<SourceText> operands) {
        String name = head.text().substring(1).toUpperCase(Locale.ROOT);
        boolean zeroPage = false;
        if (!operands.isEmpty() || name.equals("SEGMENT")) {
            if (!expectOperands(head, operands, 1, 1)) {
                return;
            }
            String text = operands.get(0).text();
            int close = text.indexOf('"', 1);
            String quoted = close < 0 ? null : lexical.unquote(text.substring(0, close + 1));
            String addressSize = close < 0 ? "" : text.substring(close + 1).strip();
            java.util.regex.Matcher wide = WIDE_ADDRESS_SIZE.matcher(addressSize);
            if (quoted != null && wide.matches()) {
                error(operands.get(0).slice(close + 1 + text.substring(close + 1).indexOf(wide.group(1)),
                        text.length()), wideAddressSizeMessage(wide.group(1)));
                return;
            }
            if (quoted == null || quoted.isEmpty() || !(addressSize.isEmpty()
                    || addressSize.matches("(?i):\\s*(zeropage|zp|direct|absolute|abs|near)"))) {
                error(operands.get(0), "'" + head.text() + "' takes a segment name in double quotes, optionally "
                        + "followed by ': zeropage' or ': absolute'");
                return;
            }
            name = quoted;
            zeroPage = addressSize.matches("(?i):\\s*(zeropage|zp|direct)");
        }
        address = segments.enter(name, zeroPage, currentLine(), head.column(), address);
    }

    /**
     * {@code .constructor name [, priority]} and kin ({@link DirectiveKind#CONDES}): an entry of the table of its type,
     * which ld65 builds where the linker configuration asks for one ({@link CondesTables}); the name is exported.
     */
    private void condesEntry(SourceText head, List<SourceText> operands) {
        String directive = head.text().toLowerCase(Locale.ROOT);
        boolean general = directive.equals(".condes");
        if (!expectOperands(head, operands, general ? 2 : 1, general ? 3 : 2)) {
            return;
        }
        int type = LinkerConfig.CONDES_TYPE_NAMES.indexOf(directive.substring(1));
        if (general) {
            SourceText typeText = operands.get(1);
            type = LinkerConfig.CONDES_TYPE_NAMES.indexOf(typeText.text().toLowerCase(Locale.ROOT));
            if (type < 0) {
                long number = value(typeText);
                if (number < 0 || number > LinkerConfig.CONDES_TYPE_MAX) {
                    error(typeText, "a CONDES type is constructor, destructor, interruptor or a number 0-"
                            + LinkerConfig.CONDES_TYPE_MAX);
                    return;
                }
                type = (int) number;
            }
        }
        int priority = CondesTables.DEFAULT_PRIORITY;
        if (operands.size() == (general ? 3 : 2)) {
            SourceText priorityText = operands.get(operands.size() - 1);
            long value = value(priorityText);
            // ca65 2.19: "Range error" outside 1..32
            if (!checkRange(value, CondesTables.MIN_PRIORITY, CondesTables.MAX_PRIORITY, priorityText)) {
                return;
            }
            priority = (int) value;
        }
        SourceText name = operands.get(0);
        if (!lexical.isSymbol(name.text())) {
            error(name, "'" + head.text() + "' takes a symbol name first");
            return;
        }
        assembly.linkage().condes(new Linkage.CondesEntry(new Linkage.Declared(qualify(name.text()), currentLine(),
                name.column(), false), type, priority));
    }

    /** The line being assembled, for a segment to name where it was first used. */
    private SourceLine currentLine() {
        return new SourceLine(file, lineNumber, lineText);
    }

    /** A name of {@code .import}/{@code .export}: the name, its address size, and {@code =} or {@code :=}. */
    private static final java.util.regex.Pattern LINKED_NAME = java.util.regex.Pattern.compile(
            "([^\\s:=]+|::[^\\s:=]+)(?:\\s*:\\s*(?i)(zp|zeropage|direct|abs|absolute|near|far|long|dword)\\b)?"
                    + "\\s*(?:(:?=)(?!=).*)?");

    /** An address size wider than 16 bits after a segment name ({@code : far}). */
    private static final java.util.regex.Pattern WIDE_ADDRESS_SIZE = java.util.regex.Pattern.compile(
            ":\\s*((?i)far|long|dword)");

    /** ca65 2.19 for the 6502 (and 65C02): "Invalid address size specification for current CPU". */
    private static String wideAddressSizeMessage(String size) {
        return "address size '" + size + "' is more than 16 bits, which the 6502 has not (ca65 refuses far, long "
                + "and dword for it): write 'abs' or 'near'";
    }

    /**
     * {@code .import}, {@code .export}, {@code .global} and their zero-page forms: the names' linkage, for files
     * linked together ({@link Linkage}). {@code .globalzp} and {@code .importzp} names are zero page before their
     * definition, so {@code lda name,x} takes two bytes wherever it stands (ca65 does this for these two, not for
     * {@code .exportzp}); a linked {@code .import} is absolute, whatever the exporter's value. A name may carry an
     * address size ({@code .import foo: zp}, as {@code .importzp}), and an export or global a value
     * ({@code .export limit = width * 2}, {@code .export here := $1234}), which defines it as an equate would.
     */
    private void linkage(SourceText head, List<SourceText> operands, DirectiveKind kind) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return;
        }
        boolean exporting = kind == DirectiveKind.EXPORT || kind == DirectiveKind.GLOBAL
                || kind == DirectiveKind.GLOBAL_ZERO_PAGE;
        for (SourceText operand : operands) {
            java.util.regex.Matcher declaration = LINKED_NAME.matcher(operand.text());
            if (!declaration.matches() || !lexical.isSymbol(declaration.group(1))
                    || (declaration.group(3) != null && !exporting)) {
                error(operand, "'" + head.text() + "' takes symbol names, each optionally with an address size "
                        + "(': zp', ': abs')" + (exporting ? " and a value ('= expression' or ':= expression')" : ""));
                continue;
            }
            if (declaration.group(2) != null && declaration.group(2).matches("(?i)far|long|dword")) {
                error(operand.slice(declaration.start(2), operand.text().length()),
                        wideAddressSizeMessage(declaration.group(2)));
                continue;
            }
            SourceText name = operand.slice(0, declaration.end(1));
            boolean zeroPage = declaration.group(2) != null
                    ? declaration.group(2).toLowerCase(Locale.ROOT).matches("zp|zeropage|direct")
                    : kind == DirectiveKind.IMPORT_ZERO_PAGE || kind == DirectiveKind.GLOBAL_ZERO_PAGE;
            if (declaration.group(3) != null) {
                defineEquate(name, operand.slice(declaration.end(3), operand.text().length()).trim());
            }
            String qualified = qualify(name.text());
            if (zeroPage && kind != DirectiveKind.EXPORT) {
                assembly.zeroPageNames().add(qualified);
            } else if (kind == DirectiveKind.IMPORT && assembly.linkerConfig() != null) {
                assembly.absoluteLabels().add(qualified);
            }
            Linkage.Declared declared = new Linkage.Declared(qualified, currentLine(), operand.column(), zeroPage);
            switch (kind) {
                case IMPORT, IMPORT_ZERO_PAGE -> assembly.linkage().imports(declared);
                case EXPORT -> assembly.linkage().exports(declared);
                default -> assembly.linkage().global(declared);
            }
        }
    }

    /** {@code .setcpu "6502X"}: a CPU the instruction set assembles for, which changes nothing. */
    private void setCpu(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 1)) {
            return;
        }
        String name = lexical.unquote(operands.get(0).text());
        if (name == null) {
            error(operands.get(0), "'" + head.text() + "' takes a CPU name in double quotes");
        } else if (!assembly.instructionSet().cpuNamed(name)) {
            error(operands.get(0), "the " + dialect.name() + " assembler does not assemble for the CPU '" + name
                    + "'");
        }
    }

    /** {@code .feature name[+|-], ...}: features the dialect always has may be turned on; others are reported. */
    private void features(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return;
        }
        for (SourceText operand : operands) {
            String feature = operand.text().toLowerCase(Locale.ROOT);
            boolean off = feature.endsWith("-");
            feature = feature.endsWith("+") || off ? feature.substring(0, feature.length() - 1).strip() : feature;
            if (feature.equals(FORCE_RANGE) && dialect.features().contains(FORCE_RANGE)) {
                forceRange = !off;
            } else if (off || !dialect.features().contains(feature)) {
                error(operand, "feature '" + operand.text() + "' is not supported (the " + dialect.name()
                        + " assembler always has " + String.join(", ", dialect.features().stream()
                        .filter(name -> !name.equals(FORCE_RANGE)).sorted().toList()) + ")");
            }
        }
    }

    /** {@code .assert expr, error|warning[, "message"]}, checked in the final pass, when every value is known. */
    private void assertion(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 2, 3)) {
            return;
        }
        String action = operands.get(1).text().toLowerCase(Locale.ROOT);
        boolean warning = action.equals("warning") || action.equals("ldwarning");
        if (!warning && !action.equals("error") && !action.equals("lderror")) {
            error(operands.get(1), "'" + head.text() + "' takes error, warning, lderror or ldwarning, not '"
                    + operands.get(1).text() + "'");
            return;
        }
        String message = "assertion failed";
        if (operands.size() == 3) {
            message = lexical.unquote(operands.get(2).text());
            if (message == null) {
                error(operands.get(2), "'" + head.text() + "' takes its message in double quotes");
                return;
            }
        }
        if (!finalPass || value(operands.get(0)) != 0) {
            return;
        }
        if (warning) {
            messages.add(file + ":" + lineNumber + ": warning: " + message);
        } else {
            error(operands.get(0), message);
        }
    }

    /** {@code .charmap code, byte}: the byte strings store for the character {@code code} from here on. */
    private void charmap(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 2, 2)) {
            return;
        }
        long code = value(operands.get(0));
        long translated = value(operands.get(1));
        if (checkRange(code, 0, 0xFF, operands.get(0)) && checkRange(translated, 0, 0xFF, operands.get(1))) {
            charmap[(int) code] = (byte) translated;
        }
    }

    /** A line inside {@code .enum}: {@code NAME} or {@code NAME = value}, the next value one more. */
    private void enumMember(SourceText statement, String source) {
        SourceText name = word(statement);
        SourceText after = statement.slice(name.text().length(), statement.text().length()).trim();
        if (!lexical.isSymbol(name.text()) || lexical.isLocal(name.text())
                || !(after.isEmpty() || after.text().startsWith("="))) {
            error(statement, "inside '.enum' each line is NAME or NAME = VALUE");
            addListing(-1, new byte[0], "", source);
            return;
        }
        Long value = nextEnumValue;
        if (!after.isEmpty()) {
            try {
                value = parser.parse(after.slice(1, after.text().length()).trim()).evaluate(this);
            } catch (ExpressionException e) {
                report(e);
                value = null;
            }
        }
        define(name, value);
        nextEnumValue = value == null ? 0L : value + 1;
        addListing(-1, new byte[0], "", source);
    }

    /** Keeps where relocatable code stands when an absolute or dummy section starts. */
    private void leaveRelocatable() {
        if (relocatable) {
            relocatableAddress = address;
            relocatable = false;
        }
    }

    /** {@code RORG [addr]}: relocatable code from {@code addr}, or from where it stood before (see DirectiveKind). */
    private void relocatableOrg(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 0, 1)) {
            return;
        }
        int resumed = relocatable ? address : relocatableAddress;
        relocatable = true;
        dummy = false;
        address = resumed;
        if (operands.size() == 1) {
            OptionalLong value = layoutValue(operands.get(0));
            if (value.isPresent() && checkRange(value.getAsLong(), 0, ADDRESS_SPACE - 1, operands.get(0))) {
                address = (int) value.getAsLong();
            }
        }
        if (origin == null) {
            origin = address;
        }
    }

    /** {@code REF A,B}: each name is 0 in a one-file image, with one warning per name (xas99 does the same). */
    private void external(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return;
        }
        for (SourceText operand : operands) {
            if (!lexical.isSymbol(operand.text())) {
                error(operand, "'" + head.text() + "' takes symbol names");
            } else if (define(operand, 0L) && finalPass && externals.add(operand.text())) {
                messages.add(file + ":" + lineNumber + ": warning: '" + operand.text() + "' is defined in another "
                        + "file (" + head.text() + "); a one-file image has no other file, so it assembles as 0");
            }
        }
    }

    private void org(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 1)) {
            return;
        }
        OptionalLong value = layoutValue(operands.get(0));
        if (value.isPresent() && checkRange(value.getAsLong(), 0, ADDRESS_SPACE - 1, operands.get(0))) {
            address = (int) value.getAsLong();
            if (origin == null) {
                origin = address;
            }
        }
    }

    private byte[] dataBytes(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return new byte[0];
        }
        StringBuilder bytes = new StringBuilder();
        for (SourceText operand : operands) {
            boolean negated = operand.text().startsWith("-")
                    && lexical.isQuoted(operand.text().substring(1).strip());
            SourceText quoted = negated ? operand.slice(1, operand.text().length()).trim() : operand;
            String characters = characters(quoted);
            if (characters != null && dialect.utf8Strings()) {
                characters = new String(characters.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
            }
            if (characters != null) {
                for (int i = 0; i < characters.length(); i++) {
                    char c = characters.charAt(i);
                    if (c > 0xFF) {
                        error(operand, "character '" + c + "' does not fit in a byte");
                    }
                    int stored = c > 0xFF ? c : charmap[c] & 0xFF;
                    // TI's TEXT -'AB': the last character negated (two's complement), marking the string's end.
                    bytes.append((char) ((negated && i == characters.length() - 1 ? -stored : stored) & 0xFF));
                }
            } else {
                dataItemOffset = dialect.hereIsDataItem() ? bytes.length() : 0;
                long value = value(operand);
                dataItemOffset = 0;
                checkDataRange(value, -0x80, 0xFF, operand);
                bytes.append((char) (value & 0xFF));
            }
        }
        byte[] result = new byte[bytes.length()];
        for (int i = 0; i < result.length; i++) {
            result[i] = (byte) bytes.charAt(i);
        }
        return result;
    }

    /** {@code END start}: the program's entry point, as pasmo and zmac read END's operand. */
    private void endOperand(SourceText head, List<SourceText> operands) {
        if (operands.isEmpty() || !expectOperands(head, operands, 0, 1)) {
            return;
        }
        long value = value(operands.get(0));
        if (checkRange(value, 0, ADDRESS_SPACE - 1, operands.get(0))) {
            entry = (int) value;
        }
    }

    /**
     * The characters of a quoted operand, escapes read; null when it is not one quoted string, none when an escape
     * is bad (reported at its backslash).
     */
    private String characters(SourceText operand) {
        try {
            return lexical.unquote(operand.text());
        } catch (IllegalArgumentException e) {
            error(operand.slice(LexicalRules.badEscapeOffset(e), operand.text().length()), e.getMessage());
            return "";
        }
    }

    /** 16-bit words in the CPU's byte order. */
    private byte[] dataWords(SourceText head, List<SourceText> operands) {
        return dataUnits(head, operands, 2, 0, assembly.instructionSet().bigEndian());
    }

    /**
     * Each value shifted right by {@code shift}, stored in {@code width} bytes (little endian unless
     * {@code bigEndian}). A two- or three-byte value must fit; the one-byte selections ({@code .lobytes},
     * {@code .hibytes}) take any value, and a four-byte one keeps the low 32 bits.
     */
    private byte[] dataUnits(SourceText head, List<SourceText> operands, int width, int shift, boolean bigEndian) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return new byte[0];
        }
        byte[] result = new byte[width * operands.size()];
        for (int i = 0; i < operands.size(); i++) {
            dataItemOffset = dialect.hereIsDataItem() ? width * i : 0;
            long value = value(operands.get(i));
            dataItemOffset = 0;
            if (width > 1 && width < 4) {
                long limit = 1L << (8 * width);
                checkDataRange(value, -(limit / 2), limit - 1, operands.get(i));
            }
            value >>= shift;
            for (int b = 0; b < width; b++) {
                result[width * i + (bigEndian ? width - 1 - b : b)] = (byte) (value >> (8 * b));
            }
        }
        return result;
    }

    private byte[] reservedBytes(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 2)) {
            return new byte[0];
        }
        OptionalLong count = layoutValue(operands.get(0));
        if (count.isEmpty() || !checkRange(count.getAsLong(), 0, ADDRESS_SPACE - address, operands.get(0))) {
            return new byte[0];
        }
        return filled((int) count.getAsLong(), operands);
    }

    /** {@code .align n[,fill]}: bytes up to the next multiple of n (none when the address is one already). */
    private byte[] alignment(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 2)) {
            return new byte[0];
        }
        OptionalLong boundary = layoutValue(operands.get(0));
        if (boundary.isEmpty() || !checkRange(boundary.getAsLong(), 1, ADDRESS_SPACE, operands.get(0))) {
            return new byte[0];
        }
        int step = (int) boundary.getAsLong();
        // Linked, as ca65 does it: aligned within the segment (ld65 does not move the segment to match; it warns).
        int position = segments.linked() ? segments.size() : address;
        if (segments.linked()) {
            segments.alignPart(step);
        }
        return filled((step - position % step) % step, operands);
    }

    /** {@code count} bytes of the fill value in the second operand (without one, 0, or linked the area's fillval). */
    private byte[] filled(int count, List<SourceText> operands) {
        long fill = segments.linked() ? segments.unsetByte() : 0;
        if (operands.size() == 2) {
            fill = value(operands.get(1));
            checkRange(fill, -0x80, 0xFF, operands.get(1));
        }
        byte[] bytes = new byte[count];
        Arrays.fill(bytes, (byte) fill);
        return bytes;
    }

    private void echo(List<SourceText> operands) {
        if (finalPass) {
            messages.add(file + ":" + lineNumber + ": " + text(operands));
        }
    }

    /** Strings as written and values in decimal, one after the other ({@code .echo} and {@code .error}). */
    private String text(List<SourceText> operands) {
        StringBuilder out = new StringBuilder();
        for (SourceText operand : operands) {
            String characters = characters(operand);
            out.append(characters != null ? characters : String.valueOf(value(operand)));
        }
        return out.toString();
    }

    private void include(SourceText head, List<SourceText> operands) {
        SourceText name = fileName(head, operands);
        IncludeSearch.Found found = name == null ? null : findFile(name);
        if (found == null) {
            return;
        }
        if (frames.stream().anyMatch(frame -> found.path().equals(frame.file()))) {
            error(name, "include cycle: '" + found.path() + "' is already being assembled");
            return;
        }
        String note = "included from " + new SourceLine(file, lineNumber, lineText).where(head.column());
        String text;
        try {
            text = SourceDecoding.decode(found.bytes());
        } catch (SourceDecoding.MalformedSourceException e) {
            List<String> notes = new ArrayList<>(notes());
            notes.add(0, note);
            if (finalPass) {
                Diagnostic problem = e.diagnostic(found.path());
                diagnostics.add(new Diagnostic(problem.file(), problem.line(), problem.column(), problem.message(),
                        problem.sourceLine(), notes));
            }
            return;
        }
        enter(new SourceFrame(found.path(), lines(found.path(), text), 1, note, null), name);
    }

    private byte[] binaryFile(SourceText head, List<SourceText> operands) {
        SourceText name = fileName(head, operands);
        IncludeSearch.Found found = name == null ? null : findFile(name);
        return found == null ? new byte[0] : found.bytes();
    }

    /** The quoted file name operand of an include, or null (reported). */
    private SourceText fileName(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 1)) {
            return null;
        }
        SourceText name = operands.get(0);
        if (lexical.unquoteFileName(name.text()) == null) {
            error(name, "'" + head.text() + "' needs a file name in double quotes");
            return null;
        }
        return name;
    }

    /** The file a quoted name refers to (see {@link IncludeSearch}), or null (reported). */
    private IncludeSearch.Found findFile(SourceText quoted) {
        try {
            return includes.find(file, lexical.unquoteFileName(quoted.text()));
        } catch (IncludeSearch.NotFound e) {
            error(quoted, e.getMessage());
            return null;
        }
    }

    private boolean expectOperands(SourceText head, List<SourceText> operands, int min, int max) {
        if (operands.size() >= min && operands.size() <= max && operands.stream().noneMatch(SourceText::isEmpty)) {
            return true;
        }
        String count = max == 0 ? "no" : min == max ? String.valueOf(min) : max == Integer.MAX_VALUE
                ? "at least " + min : min + " or " + max;
        boolean plural = max == 0 || (max > 1 && !(min == 1 && max == Integer.MAX_VALUE));
        error(head, "'" + head.text() + "' takes " + count + " operand" + (plural ? "s" : ""));
        return false;
    }

    // Symbols

    /** {@code NAME .set VALUE}: a missing or bad value is reported and leaves the variable unassigned. */
    private void assignVariable(SourceText name, SourceText expression, String source) {
        Long value = null;
        if (expression.isEmpty()) {
            error(name, "missing value for '" + name.text() + "'");
        } else {
            try {
                value = parser.parse(expression).evaluate(this);
            } catch (ExpressionException e) {
                report(e);
            }
        }
        // A variable visible from here is assigned again (a counter kept across a .proc); a new one is defined here.
        String target = resolve(name.text());
        if (!assembly.symbols().isDefined(target)) {
            target = qualify(name.text());
        }
        SymbolTable.Definition earlier = assembly.symbols().assign(target, value, statementIndex,
                file + ":" + lineNumber);
        if (earlier != null) {
            error(name, "'" + name.text() + "' is a label or constant (defined at " + earlier.where()
                    + "), not a .set variable");
        }
        addListing(-1, new byte[0], "", source);
    }

    private void defineConstant(SourceText name, SourceText expression, String source) {
        if (!assembly.symbols().isCommandLine(name.text())) {
            // -D NAME=VALUE replaces the source's default value of a constant (module README, "Symbols").
            defineEquate(name, expression);
        }
        addListing(-1, new byte[0], "", source);
    }

    /** Defines {@code name} as the value of {@code expression}, as {@code name = expression} does. */
    private void defineEquate(SourceText name, SourceText expression) {
        Long value = null;
        if (expression.isEmpty()) {
            error(name, "missing value for '" + name.text() + "'");
        } else {
            try {
                value = parser.parse(expression).evaluate(this);
            } catch (ExpressionException e) {
                report(e);
            }
        }
        String qualified = qualify(name.text());
        // An include file may give a constant twice with one value (TI's ti84pcse.inc: smartGraph), as spasm-ng
        // accepts; a second value is still a duplicate.
        if (value == null || !assembly.symbols().isDefined(qualified)
                || !value.equals(assembly.symbols().value(qualified))) {
            define(name, value);
        }
    }

    /** A {@code :} label: the next of the numbered unnamed labels; cheap-local scope stays as it is (ca65). */
    private void defineUnnamedLabel(SourceText colon) {
        defineCountedLabel(unnamedLabelName(unnamedCount++), colon, "unnamed label");
    }

    /** An xas99 local label {@code !name}: the next definition of that name. */
    private void defineRelativeLabel(SourceText written) {
        String name = written.text().substring(1);
        int index = relativeCounts.merge(name, 1, Integer::sum) - 1;
        relativeHere = name;
        defineCountedLabel(relativeLabelName(name, index), written, "local label '" + written.text() + "'");
    }

    /** Defines a label that sources tell apart by its position, under a hidden {@code name}. */
    private void defineCountedLabel(String name, SourceText where, String what) {
        Long firstPassAddress = assembly.symbols().value(name);
        // Counted labels (ca65's unnamed ones count through every scope: a :- inside a .proc finds the : above it)
        // are never qualified.
        if (defineAs(name, new SourceText(name, where.column()), (long) address) && finalPass
                && firstPassAddress != null && firstPassAddress != address) {
            error(where, what + " moved between passes (an instruction changed length)");
        }
    }

    private static String relativeLabelName(String name, int index) {
        return "local" + SymbolTable.HIDDEN_MARK + name + SymbolTable.HIDDEN_MARK + index;
    }

    /**
     * The address an xas99 local-label reference means ({@link LexicalRules#relativeLabelMark()}): {@code !!x} the
     * second {@code !x} after this line, {@code -!x} the last one before it; null when there is none.
     */
    private Long relativeLabel(String reference) {
        boolean backward = reference.startsWith("-");
        String marked = backward ? reference.substring(1) : reference;
        int marks = 0;
        while (marks < marked.length() && marked.charAt(marks) == lexical.relativeLabelMark()) {
            marks++;
        }
        String name = marked.substring(marks);
        int count = relativeCounts.getOrDefault(name, 0);
        int index = backward ? count - marks - (name.equals(relativeHere) ? 1 : 0) : count + marks - 1;
        return index < 0 ? null : assembly.symbols().value(relativeLabelName(name, index));
    }

    private boolean isRelativeReference(String name) {
        return !name.isEmpty() && lexical.relativeLabelEnd(name, 0, true) == name.length();
    }

    private static String reusableLabelName(int index) {
        return "reusable" + SymbolTable.HIDDEN_MARK + index;
    }

    private boolean isReusableReference(String name) {
        return !name.isEmpty() && lexical.reusableReferenceEnd(name, 0) == name.length();
    }

    /**
     * The address a spasm-ng reusable-label reference means, as its {@code parser.cpp} counts them: {@code _} and
     * {@code +_} the next {@code _} after this line, each further {@code +} one more; {@code -_} the last one up to
     * this line, each further {@code -} one before; null when there is none.
     */
    private Long reusableLabel(String reference) {
        int signs = reference.length() - LexicalRules.REUSABLE_LABEL.length();
        int index = reference.startsWith("-") ? reusableCount - signs : reusableCount + Math.max(signs, 1) - 1;
        return index < 0 ? null : assembly.symbols().value(reusableLabelName(index));
    }

    private static String unnamedLabelName(int index) {
        return "unnamed" + SymbolTable.HIDDEN_MARK + index;
    }

    /** {@code :-} is the last unnamed label defined before, {@code :--} the one before it; {@code :+} the next. */
    private Long unnamedLabel(String reference) {
        int steps = reference.length() - 1;
        int index = reference.charAt(1) == '-' ? unnamedCount - steps : unnamedCount + steps - 1;
        return index < 0 ? null : assembly.symbols().value(unnamedLabelName(index));
    }

    private void defineLabel(SourceText name) {
        if (lexical.reusableLabels() && name.text().equals(LexicalRules.REUSABLE_LABEL)) {
            // No scope: a local label below still belongs to the global label above the _ (spasm-ng).
            defineCountedLabel(reusableLabelName(reusableCount++), name, "reusable label '_'");
            return;
        }
        String qualified = qualify(name.text());
        Long firstPassAddress = assembly.symbols().value(qualified);
        if (define(name, (long) address) && finalPass && firstPassAddress != null && firstPassAddress != address) {
            error(name, "label '" + name.text() + "' moved between passes (an instruction changed length)");
        }
        if (segments.inAbsoluteSegment()) {
            // Linked, as ca65: a label in a segment that is not zero page has an absolute address, whatever its value.
            assembly.absoluteLabels().add(qualified);
        }
        if (!lexical.isLocal(name.text())) {
            globalScope = qualified;
        }
    }

    /** Defines {@code name}; reports and returns false when another statement defined it already. */
    private boolean define(SourceText name, Long value) {
        return defineAs(qualify(name.text()), name, value);
    }

    /** Defines the symbol {@code fullName}, written as {@code name}; false (reported) when defined already. */
    private boolean defineAs(String fullName, SourceText name, Long value) {
        SymbolTable.Definition earlier = assembly.symbols().define(fullName, value, statementIndex,
                file + ":" + lineNumber);
        if (earlier != null) {
            error(name, "duplicate symbol '" + name.text() + "' (first defined at " + earlier.where() + ")");
            return false;
        }
        return true;
    }

    /**
     * The full name a definition gives a symbol: a local label belongs to the innermost macro expansion or global
     * label, any other name to the innermost {@code .proc} or {@code .scope} ({@code ::name} to the outermost).
     */
    private String qualify(String name) {
        if (!lexical.isLocal(name)) {
            if (name.startsWith(LexicalRules.SCOPE_SEPARATOR)) {
                return name.substring(LexicalRules.SCOPE_SEPARATOR.length());
            }
            return scopes.isEmpty() ? name : scopes.peek().prefix() + name;
        }
        for (SourceFrame frame : frames) {
            if (frame.localScope() != null && dialect.expansionLocals()) {
                return frame.localScope() + name;
            }
        }
        return globalScope + name;
    }

    /**
     * The full name a reference means: as ca65 looks names up, in the innermost {@code .proc} or {@code .scope}
     * that defines it, then the enclosing ones, then the outermost scope ({@code inner::x} inside {@code outer}
     * finds {@code outer::inner::x} before {@code inner::x}).
     */
    private String resolve(String name) {
        if (lexical.isLocal(name) || name.startsWith(LexicalRules.SCOPE_SEPARATOR)) {
            return qualify(name);
        }
        for (Scope scope : scopes) {
            if (assembly.symbols().isDefined(scope.prefix() + name)) {
                return scope.prefix() + name;
            }
        }
        return name;
    }

    /** A value that decides the layout: it must be computable in the first pass (no forward references). */
    private OptionalLong layoutValue(SourceText text) {
        try {
            long value = parser.parse(text).evaluate(this);
            if (finalPass && assembly.unresolvedLayout().contains(statementIndex)) {
                error(text, "this value decides where code goes, so it cannot use symbols defined further down");
                return OptionalLong.empty();
            }
            return OptionalLong.of(value);
        } catch (ExpressionException e) {
            if (!finalPass) {
                assembly.unresolvedLayout().add(statementIndex);
            }
            report(e);
            return OptionalLong.empty();
        }
    }

    private void place(byte[] bytes, SourceText where) {
        if (segments.linked()) {
            // Linked: bytes go one after the other into the segment; the layout decides where it lies.
            if (finalPass && address + bytes.length > ADDRESS_SPACE) {
                error(where, String.format(Locale.ROOT, "code runs past $FFFF (starts at $%04X, %,d bytes)",
                        address, bytes.length));
            }
            segments.write(bytes);
            address += bytes.length;
            return;
        }
        if (address + bytes.length > ADDRESS_SPACE) {
            error(where, String.format(Locale.ROOT, "code runs past $FFFF (starts at $%04X, %,d bytes)", address,
                    bytes.length));
            return;
        }
        for (int i = 0; i < bytes.length && !dummy; i++) {
            if (written[address + i]) {
                error(where, String.format("overwrites $%04X, already placed by an earlier statement", address + i));
                break;
            }
        }
        if (finalPass && !dummy) {
            System.arraycopy(bytes, 0, image, address, bytes.length);
            Arrays.fill(written, address, address + bytes.length, true);
            writtenFrom = Math.min(writtenFrom, address);
            writtenTo = Math.max(writtenTo, address + bytes.length);
        }
        address += bytes.length;
    }

    private void addListing(int start, byte[] bytes, String cycles, String source) {
        if (finalPass && listingOn) {
            listing.add(new ListingLine(file, lineNumber, start, bytes, cycles, source));
        }
    }

    // EncodingContext and Expression.Scope

    @Override
    public int address() {
        return address;
    }

    @Override
    public long currentAddress() {
        return address + dataItemOffset;
    }

    @Override
    public Long symbol(String name) {
        if (lexical.unnamedReferenceEnd(name, 0) == name.length() && !name.isEmpty()) {
            return unnamedLabel(name);
        }
        if (isRelativeReference(name)) {
            return relativeLabel(name);
        }
        if (isReusableReference(name)) {
            return reusableLabel(name);
        }
        String qualified = resolve(name);
        referenced.add(name);
        referenced.add(qualified);
        Long value = assembly.symbols().value(qualified);
        if (probingAddressSize) {
            // The first pass decides zero page: a name declared zero page counts as one before its definition, a
            // linked label outside a zero-page segment never does (as a forward reference).
            if (value == null && assembly.zeroPageNames().contains(qualified)) {
                return 0L;
            }
            if (assembly.absoluteLabels().contains(qualified)) {
                return null;
            }
        }
        if (value == null && lexical.symbolsMatchAnyCase()) {
            value = assembly.symbols().valueInAnyCase(qualified);
        }
        return value == null && finalPass ? laterTextMacro(name) : value;
    }

    /**
     * The value of a text macro without parameters that a {@code #define} further down gives {@code name}: spasm-ng
     * evaluates instruction operands after reading the whole source, so {@code ld bc,SIZE} above {@code #define SIZE
     * (257)} is {@code ld bc,257} (Diet-Gameboy/McGuffin's isr.asm). Null when there is none, or its body is no
     * expression; a body naming itself ends at {@link DefineTable#MAX_DEPTH}.
     */
    private Long laterTextMacro(String name) {
        String body = assembly.laterTextMacros().get(name);
        if (body == null || laterTextMacroDepth >= DefineTable.MAX_DEPTH) {
            return null;
        }
        laterTextMacroDepth++;
        try {
            return parser.parse(new SourceText(body, 1)).evaluate(this);
        } catch (ExpressionException e) {
            return null;
        } finally {
            laterTextMacroDepth--;
        }
    }

    /** A character constant through the {@code .charmap} (ca65 maps {@code 'A'} in expressions too). */
    @Override
    public long character(int code) {
        return code < charmap.length ? charmap[code] & 0xFF : code;
    }

    @Override
    public String undefinedMessage(String name) {
        if (isReusableReference(name)) {
            boolean backward = name.startsWith("-");
            int wanted = Math.max(name.length() - LexicalRules.REUSABLE_LABEL.length(), 1);
            String where = backward ? " up to this line" : " after this line";
            return wanted == 1 ? "no reusable label '_'" + where
                    : "'" + name + "' names no reusable label: fewer than " + wanted + " labels '_'" + where;
        }
        if (!isRelativeReference(name)) {
            return Expression.Scope.super.undefinedMessage(name);
        }
        boolean backward = name.startsWith("-");
        String marked = backward ? name.substring(1) : name;
        String label = marked.substring(marked.lastIndexOf(lexical.relativeLabelMark()));
        int wanted = marked.length() - marked.replace(String.valueOf(lexical.relativeLabelMark()), "").length();
        String where = (backward ? " before" : " after") + " this line";
        return wanted == 1 ? "no local label '" + label + "'" + where
                : "'" + name + "' names no local label: fewer than " + wanted + " labels '" + label + "'" + where;
    }

    @Override
    public long value(SourceText expression) {
        try {
            return parser.parse(expression).evaluate(this);
        } catch (ExpressionException e) {
            report(e);
            return 0;
        }
    }

    @Override
    public OptionalLong valueKnownInFirstPass(SourceText expression) {
        if (!firstPass) {
            return assembly.forwardOperands().contains(statementIndex) ? OptionalLong.empty()
                    : OptionalLong.of(value(expression));
        }
        probingAddressSize = true;
        try {
            return OptionalLong.of(parser.parse(expression).evaluate(this));
        } catch (ExpressionException e) {
            assembly.forwardOperands().add(statementIndex);
            return OptionalLong.empty();
        } finally {
            probingAddressSize = false;
        }
    }

    @Override
    public boolean checkDataRange(long value, long min, long max, SourceText where) {
        return forceRange || checkRange(value, min, max, where);
    }

    @Override
    public boolean checkRange(long value, long min, long max, SourceText where) {
        if (value >= min && value <= max) {
            return true;
        }
        error(where, "value " + value + " out of range (" + min + ".." + max + ")");
        return false;
    }

    @Override
    public void error(SourceText where, String message) {
        errorAt(new SourceLine(file, lineNumber, lineText), where.column(), message);
    }

    private void errorAt(SourceLine line, int column, String message) {
        if (!finalPass || ended) {
            return;
        }
        diagnostics.add(new Diagnostic(line.file(), line.number(), column, message, line.text(), notes()));
        if (diagnostics.size() == MAX_ERRORS) {
            diagnostics.add(new Diagnostic(line.file(), 0, 0, "stopping after " + MAX_ERRORS + " errors", ""));
            ended = true;
        }
    }

    /** How the current line was reached, innermost first. */
    private List<String> notes() {
        List<String> notes = new ArrayList<>();
        for (SourceFrame frame : frames) {
            if (frame.note() != null) {
                notes.add(frame.note());
            }
        }
        return notes;
    }

    /** The pass as the preprocessor sees it. */
    private final class PreprocessorPass implements Preprocessor.Pass {

        @Override
        public void error(SourceText where, String message) {
            AssemblyPass.this.error(where, message);
        }

        @Override
        public void errorAt(SourceLine line, int column, String message) {
            AssemblyPass.this.errorAt(line, column, message);
        }

        @Override
        public boolean checkRange(long value, long min, long max, SourceText where) {
            return AssemblyPass.this.checkRange(value, min, max, where);
        }

        @Override
        public OptionalLong layoutValue(SourceText expression) {
            statementIndex++;
            return AssemblyPass.this.layoutValue(expression);
        }

        @Override
        public OptionalLong valueOrZero(SourceText expression) {
            statementIndex++;
            Expression.Scope defined = new Expression.Scope() {
                @Override
                public Long symbol(String name) {
                    Long value = AssemblyPass.this.symbol(name);
                    boolean above = isRelativeReference(name) || lexical.unnamedReferenceEnd(name, 0) > 0
                            || isReusableReference(name) || assembly.symbols().isDefinedBefore(resolve(name), statementIndex);
                    return value == null || !above ? 0L : value;
                }

                @Override
                public long character(int code) {
                    return AssemblyPass.this.character(code);
                }

                @Override
                public long currentAddress() {
                    return address;
                }
            };
            try {
                return OptionalLong.of(parser.parse(expression).evaluate(defined));
            } catch (ExpressionException e) {
                report(e);
                return OptionalLong.empty();
            }
        }

        @Override
        public boolean isSymbolDefined(String name) {
            return assembly.symbols().isDefinedBefore(resolve(name), statementIndex);
        }

        @Override
        public OptionalLong constantValue(String expression) {
            Expression.Scope above = new Expression.Scope() {
                @Override
                public Long symbol(String name) {
                    boolean unnamedBefore = (lexical.unnamedReferenceEnd(name, 0) == name.length()
                            || isReusableReference(name)) && !name.isEmpty() && name.indexOf('+') < 0
                            && !name.equals(LexicalRules.REUSABLE_LABEL);
                    return unnamedBefore || isSymbolDefined(name) ? AssemblyPass.this.symbol(name) : null;
                }

                @Override
                public long character(int code) {
                    return AssemblyPass.this.character(code);
                }

                @Override
                public long currentAddress() {
                    return AssemblyPass.this.currentAddress();
                }
            };
            try {
                return OptionalLong.of(parser.parse(new SourceText(expression, 1)).evaluate(above));
            } catch (ExpressionException e) {
                return OptionalLong.empty();
            }
        }

        @Override
        public OptionalLong sizeOf(String name) {
            return AssemblyPass.this.sizeOf(name);
        }

        @Override
        public boolean isMnemonic(String word) {
            return dialect.directive(word) == null && assembly.instructionSet().isMnemonic(word);
        }

        @Override
        public boolean isReferenced(String name) {
            return referenced.contains(name) || referenced.contains(resolve(name));
        }

        @Override
        public void enter(SourceFrame frame, SourceText where) {
            AssemblyPass.this.enter(frame, where);
        }

        @Override
        public void list(SourceLine line) {
            addListing(-1, new byte[0], "", line.text().stripTrailing());
        }

        @Override
        public SourceLine currentLine() {
            return AssemblyPass.this.currentLine();
        }
    }

    private void report(ExpressionException e) {
        error(new SourceText("", e.column()), e.getMessage());
    }

    // Statement syntax

    private SourceText word(SourceText text) {
        return LineStart.leadingWord(text, lexical);
    }

    /** {@code * = $1000} (6502 assemblers): the current-address character assigned, where the dialect spells
     *  {@code *=} as {@link DirectiveKind#ORG}. */
    private boolean isOriginAssignment(SourceText text) {
        char here = lexical.currentAddressChar();
        String s = text.text();
        if (here == 0 || s.isEmpty() || s.charAt(0) != here || dialect.directive(here + "=") != DirectiveKind.ORG) {
            return false;
        }
        String afterHere = s.substring(1).stripLeading();
        return afterHere.startsWith("=") && !afterHere.startsWith("==");
    }

    /** Whether {@code text} starts with an equate: {@code =} (not {@code ==}), {@code :=}, or a word of kind EQU. */
    private boolean isEquate(SourceText text) {
        String s = text.text();
        if (s.startsWith("=")) {
            return !s.startsWith("==") && dialect.directive("=") == DirectiveKind.EQU;
        }
        if (s.startsWith(":=")) {
            return dialect.directive(":=") == DirectiveKind.EQU;
        }
        SourceText keyword = word(text);
        return !keyword.isEmpty() && dialect.directive(keyword.text()) == DirectiveKind.EQU;
    }

    private SourceText afterEquate(SourceText text) {
        String s = text.text();
        int length = s.startsWith("=") ? 1 : s.startsWith(":=") ? 2 : word(text).text().length();
        return text.slice(length, text.text().length()).trim();
    }

    private static byte[] identityCharmap() {
        byte[] identity = new byte[256];
        for (int i = 0; i < identity.length; i++) {
            identity[i] = (byte) i;
        }
        return identity;
    }

    static String reason(IOException e) {
        return e instanceof NoSuchFileException ? "no such file" : e.getMessage();
    }
}
