package dev.romlab.asm;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One pass over the source: reads files and includes, splits lines into statements, defines labels and
 * constants, runs directives and hands instructions to the {@link InstructionSet}. Only the final pass keeps
 * diagnostics, output bytes and listing rows.
 */
final class AssemblyPass implements EncodingContext, Expression.Scope {

    private static final int ADDRESS_SPACE = 0x10000;

    private final TwoPassAssembly assembly;
    private final boolean finalPass;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<ListingLine> listing = new ArrayList<>();
    private final byte[] image = new byte[ADDRESS_SPACE];
    private final boolean[] written = new boolean[ADDRESS_SPACE];
    private final Deque<String> openFiles = new ArrayDeque<>();

    private int address;
    private Integer origin;
    private int statementIndex;
    private String file;
    private int lineNumber;
    private String lineText;

    AssemblyPass(TwoPassAssembly assembly, boolean finalPass) {
        this.assembly = assembly;
        this.finalPass = finalPass;
    }

    void assembleRoot(String path, String text) {
        if (text != null) {
            assembleText(path, text);
            return;
        }
        try {
            assembleText(path, assembly.loader().read(path));
        } catch (IOException e) {
            diagnostics.add(new Diagnostic(path, 0, 0, "cannot read '" + path + "': " + reason(e), ""));
        }
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    List<ListingLine> listing() {
        return listing;
    }

    int origin() {
        return origin == null ? 0 : origin;
    }

    /** The written bytes as maximal runs of consecutive addresses. */
    List<Segment> segments() {
        List<Segment> segments = new ArrayList<>();
        int start = 0;
        while (start < ADDRESS_SPACE) {
            if (!written[start]) {
                start++;
                continue;
            }
            int end = start;
            while (end < ADDRESS_SPACE && written[end]) {
                end++;
            }
            byte[] run = new byte[end - start];
            System.arraycopy(image, start, run, 0, run.length);
            segments.add(new Segment(start, run));
            start = end;
        }
        return segments;
    }

    private void assembleText(String path, String text) {
        openFiles.push(path);
        String[] lines = text.split("\r\n|\r|\n", -1);
        int count = text.endsWith("\n") || text.endsWith("\r") ? lines.length - 1 : lines.length;
        for (int i = 0; i < count; i++) {
            // Restored after each line: an include on that line switches them to the included file.
            file = path;
            lineNumber = i + 1;
            lineText = lines[i];
            assembleLine();
        }
        openFiles.pop();
    }

    private void assembleLine() {
        List<SourceText> statements = LineSplitter.statements(lineText);
        if (statements.isEmpty()) {
            addListing(-1, new byte[0], "", lineText.stripTrailing());
            return;
        }
        for (SourceText statement : statements) {
            statementIndex++;
            String source = statements.size() == 1 ? lineText.stripTrailing() : statement.text();
            assembleStatement(statement, source);
        }
    }

    private void assembleStatement(SourceText statement, String source) {
        SourceText rest = statement;
        SourceText label = null;
        SourceText first = word(rest);
        if (first.text().length() < rest.text().length() && rest.text().charAt(first.text().length()) == ':'
                && isSymbol(first.text())) {
            label = first;
            rest = rest.slice(first.text().length() + 1, rest.text().length()).trim();
        }
        SourceText head = word(rest);
        SourceText afterHead = rest.slice(head.text().length(), rest.text().length()).trim();
        if (label != null && isEquate(rest)) {
            defineConstant(label, afterEquate(rest), source);
            return;
        }
        if (label == null && isSymbol(head.text()) && isEquate(afterHead)) {
            defineConstant(head, afterEquate(afterHead), source);
            return;
        }
        int start = address;
        if (label != null) {
            defineLabel(label);
        }
        if (rest.isEmpty()) {
            addListing(start, new byte[0], "", source);
            return;
        }
        String name = head.text().toLowerCase(Locale.ROOT);
        if (name.startsWith(".") || name.startsWith("#")) {
            directive(name, head, afterHead, source);
        } else if (assembly.instructionSet().isMnemonic(name)) {
            instruction(head, afterHead, source);
        } else {
            unknownInstruction(head, afterHead);
        }
    }

    private void unknownInstruction(SourceText head, SourceText afterHead) {
        String next = word(afterHead).text().toLowerCase(Locale.ROOT);
        boolean looksLikeLabel = assembly.instructionSet().isMnemonic(next) || next.startsWith(".");
        error(head, "unknown instruction '" + head.text() + "'"
                + (looksLikeLabel ? " (a label needs a colon: '" + head.text() + ":')" : ""));
    }

    private void instruction(SourceText mnemonic, SourceText operandText, String source) {
        int start = address;
        InstructionStatement statement = new InstructionStatement(mnemonic, LineSplitter.operands(operandText));
        Optional<EncodedInstruction> encoded = assembly.instructionSet().encode(statement, this);
        if (encoded.isEmpty()) {
            return;
        }
        byte[] bytes = encoded.get().bytes();
        place(bytes, mnemonic);
        addListing(start, bytes, encoded.get().cycles().text(), source);
    }

    private void directive(String name, SourceText head, SourceText operandText, String source) {
        int start = address;
        List<SourceText> operands = LineSplitter.operands(operandText);
        byte[] bytes = new byte[0];
        switch (name) {
            case ".org":
                org(head, operands);
                start = address;
                break;
            case ".db":
            case ".byte":
                bytes = dataBytes(head, operands);
                break;
            case ".dw":
            case ".word":
                bytes = dataWords(head, operands);
                break;
            case ".ds":
            case ".block":
                bytes = reservedBytes(head, operands);
                break;
            case ".include":
            case "#include":
                addListing(start, bytes, "", source);
                include(head, operands);
                return;
            case ".equ":
                error(head, "'.equ' needs a name before it: NAME .equ VALUE");
                return;
            default:
                error(head, "unknown directive '" + head.text() + "'");
                return;
        }
        place(bytes, head);
        addListing(start, bytes, "", source);
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
            String text = operand.text();
            if (LineSplitter.isQuoted(text) && (text.charAt(0) == '"' || text.length() != 3)) {
                for (int i = 1; i < text.length() - 1; i++) {
                    char c = text.charAt(i);
                    if (c > 0xFF) {
                        error(operand.slice(i, i + 1), "character '" + c + "' does not fit in a byte");
                    }
                    bytes.append((char) (c & 0xFF));
                }
            } else {
                long value = value(operand);
                checkRange(value, -0x80, 0xFF, operand);
                bytes.append((char) (value & 0xFF));
            }
        }
        byte[] result = new byte[bytes.length()];
        for (int i = 0; i < result.length; i++) {
            result[i] = (byte) bytes.charAt(i);
        }
        return result;
    }

    private byte[] dataWords(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, Integer.MAX_VALUE)) {
            return new byte[0];
        }
        byte[] result = new byte[2 * operands.size()];
        for (int i = 0; i < operands.size(); i++) {
            long value = value(operands.get(i));
            checkRange(value, -0x8000, 0xFFFF, operands.get(i));
            result[2 * i] = (byte) value;
            result[2 * i + 1] = (byte) (value >> 8);
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
        long fill = 0;
        if (operands.size() == 2) {
            fill = value(operands.get(1));
            checkRange(fill, -0x80, 0xFF, operands.get(1));
        }
        byte[] bytes = new byte[(int) count.getAsLong()];
        Arrays.fill(bytes, (byte) fill);
        return bytes;
    }

    private void include(SourceText head, List<SourceText> operands) {
        if (!expectOperands(head, operands, 1, 1)) {
            return;
        }
        SourceText name = operands.get(0);
        if (!LineSplitter.isQuoted(name.text()) || name.text().charAt(0) != '"') {
            error(name, "'" + head.text() + "' needs a file name in double quotes");
            return;
        }
        String path = SourceLoader.resolveInclude(file, name.text().substring(1, name.text().length() - 1));
        if (openFiles.contains(path)) {
            error(name, "include cycle: '" + path + "' is already being assembled");
            return;
        }
        String text;
        try {
            text = assembly.loader().read(path);
        } catch (IOException e) {
            error(name, "cannot read include file '" + path + "': " + reason(e));
            return;
        }
        assembleText(path, text);
    }

    private boolean expectOperands(SourceText head, List<SourceText> operands, int min, int max) {
        if (operands.size() >= min && operands.size() <= max && operands.stream().noneMatch(SourceText::isEmpty)) {
            return true;
        }
        String count = min == max ? String.valueOf(min) : max == Integer.MAX_VALUE ? "at least " + min
                : min + " or " + max;
        boolean plural = max > 1 && !(min == 1 && max == Integer.MAX_VALUE);
        error(head, "'" + head.text() + "' takes " + count + " operand" + (plural ? "s" : ""));
        return false;
    }

    private void defineConstant(SourceText name, SourceText expression, String source) {
        if (assembly.symbols().isCommandLine(name.text())) {
            // -D NAME=VALUE replaces the source's default value of a constant (module README, "Symbols").
            addListing(-1, new byte[0], "", source);
            return;
        }
        Long value = null;
        if (expression.isEmpty()) {
            error(name, "missing value for '" + name.text() + "'");
        } else {
            try {
                value = ExpressionParser.parse(expression).evaluate(this);
            } catch (ExpressionException e) {
                report(e);
            }
        }
        define(name, value);
        addListing(-1, new byte[0], "", source);
    }

    private void defineLabel(SourceText name) {
        Long firstPassAddress = assembly.symbols().value(name.text());
        if (define(name, (long) address) && finalPass && firstPassAddress != null && firstPassAddress != address) {
            error(name, "label '" + name.text() + "' moved between passes (an instruction changed length)");
        }
    }

    /** Defines {@code name}; reports and returns false when another statement defined it already. */
    private boolean define(SourceText name, Long value) {
        SymbolTable.Definition earlier = assembly.symbols().define(name.text(), value, statementIndex,
                file + ":" + lineNumber);
        if (earlier != null) {
            error(name, "duplicate symbol '" + name.text() + "' (first defined at " + earlier.where() + ")");
            return false;
        }
        return true;
    }

    /** A value that decides the layout: it must be computable in the first pass (no forward references). */
    private OptionalLong layoutValue(SourceText text) {
        try {
            long value = ExpressionParser.parse(text).evaluate(this);
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
        if (address + bytes.length > ADDRESS_SPACE) {
            error(where, String.format("code runs past $FFFF (starts at $%04X, %d bytes)", address, bytes.length));
            return;
        }
        for (int i = 0; i < bytes.length; i++) {
            if (written[address + i]) {
                error(where, String.format("overwrites $%04X, already placed by an earlier statement", address + i));
                break;
            }
        }
        if (finalPass) {
            System.arraycopy(bytes, 0, image, address, bytes.length);
            Arrays.fill(written, address, address + bytes.length, true);
        }
        address += bytes.length;
    }

    private void addListing(int start, byte[] bytes, String cycles, String source) {
        if (finalPass) {
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
        return address;
    }

    @Override
    public Long symbol(String name) {
        return assembly.symbols().value(name);
    }

    @Override
    public long value(SourceText expression) {
        try {
            return ExpressionParser.parse(expression).evaluate(this);
        } catch (ExpressionException e) {
            report(e);
            return 0;
        }
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
        if (finalPass) {
            diagnostics.add(new Diagnostic(file, lineNumber, where.column(), message, lineText));
        }
    }

    private void report(ExpressionException e) {
        error(new SourceText("", e.column()), e.getMessage());
    }

    // Statement syntax

    /** The leading word: symbol characters plus {@code . #} (directives), possibly empty. */
    private static SourceText word(SourceText text) {
        String s = text.text();
        int end = 0;
        while (end < s.length() && (ExpressionParser.isSymbolPart(s.charAt(end)) || s.charAt(end) == '.'
                || s.charAt(end) == '#')) {
            end++;
        }
        return text.slice(0, end);
    }

    private static boolean isSymbol(String text) {
        if (text.isEmpty() || !ExpressionParser.isSymbolStart(text.charAt(0))) {
            return false;
        }
        return text.chars().allMatch(c -> ExpressionParser.isSymbolPart((char) c));
    }

    /** Whether {@code text} starts with {@code =} (not {@code ==}), {@code .equ} or {@code equ}. */
    private static boolean isEquate(SourceText text) {
        String s = text.text();
        if (s.startsWith("=")) {
            return !s.startsWith("==");
        }
        String keyword = word(text).text().toLowerCase(Locale.ROOT);
        return keyword.equals(".equ") || keyword.equals("equ");
    }

    private static SourceText afterEquate(SourceText text) {
        int length = text.text().startsWith("=") ? 1 : word(text).text().length();
        return text.slice(length, text.text().length()).trim();
    }

    private static String reason(IOException e) {
        return e instanceof NoSuchFileException ? "no such file" : e.getMessage();
    }
}
