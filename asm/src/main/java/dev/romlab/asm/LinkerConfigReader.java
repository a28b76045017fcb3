package dev.romlab.asm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Reads an ld65 linker configuration ("ld65 Users Guide", section 5): sections {@code NAME { ... }}, each a list of
 * entries {@code name: attribute = value, attribute = value;} (the commas may be left out), {@code #} comments.
 * MEMORY, SEGMENTS and SYMBOLS are read; FILES may only name the binary format, ld65's default; FEATURES (for C
 * programs' constructor tables) is read and ignored. Numbers are {@code $FF}, {@code 0xFF}, {@code %0101} or
 * decimal, and a number may be an expression of {@code + - * /}, parentheses and SYMBOLS names, as ld65 allows.
 * Every mistake is a {@link Diagnostic} at the file, line and column of the word that is wrong; all are reported.
 */
public final class LinkerConfigReader {

    private static final Set<String> MEMORY_ATTRIBUTES = Set.of("start", "size", "type", "file", "define", "fill",
            "fillval", "bank");
    private static final Set<String> SEGMENT_ATTRIBUTES = Set.of("load", "run", "type", "start", "offset", "align",
            "align_load", "define", "optional", "fillval", "runalign");
    private static final List<String> SECTIONS = List.of("MEMORY", "SEGMENTS", "SYMBOLS", "FILES", "FEATURES",
            "FORMATS");
    private static final Set<String> SEGMENT_TYPES = Set.of("ro", "rw", "bss", "zp", "overwrite");

    private final String file;
    private final String[] lines;
    private final List<Token> tokens;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Map<String, Long> symbols = new LinkedHashMap<>();
    private int next;
    /** {@code %S}: ld65's start address, $200 unless FEATURES gives STARTADDRESS a default. */
    private long startAddress = 0x200;
    private final List<LinkerConfig.CondesTable> condes = new ArrayList<>();

    private LinkerConfigReader(String file, String text) {
        this.file = file;
        this.lines = text.split("\r\n|\r|\n", -1);
        this.tokens = new ArrayList<>();
        tokenize(text);
    }

    /**
     * The configuration in {@code text}, named {@code file} in messages.
     *
     * @throws AssemblyException with every mistake, each at its line and column
     */
    public static LinkerConfig read(String file, String text) throws AssemblyException {
        LinkerConfigReader reader = new LinkerConfigReader(file, text);
        LinkerConfig config = reader.config();
        if (!reader.diagnostics.isEmpty()) {
            reader.diagnostics.sort(java.util.Comparator.comparingInt(Diagnostic::line)
                    .thenComparingInt(Diagnostic::column));
            throw new AssemblyException(reader.diagnostics);
        }
        return config;
    }

    // Tokens

    private enum Kind { WORD, NUMBER, STRING, PUNCT, END }

    private record Token(Kind kind, String text, long number, int line, int column) {
    }

    private void tokenize(String text) {
        for (int l = 0; l < lines.length; l++) {
            String line = lines[l];
            int i = 0;
            while (i < line.length()) {
                char c = line.charAt(i);
                int start = i;
                if (c == '#') {
                    break;
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (Character.isLetter(c) || c == '_') {
                    while (i < line.length() && (Character.isLetterOrDigit(line.charAt(i)) || line.charAt(i) == '_')) {
                        i++;
                    }
                    tokens.add(new Token(Kind.WORD, line.substring(start, i), 0, l + 1, start + 1));
                } else if (c == '"') {
                    i = line.indexOf('"', i + 1);
                    if (i < 0) {
                        error(l + 1, start + 1, "string without its closing '\"'");
                        i = line.length();
                        continue;
                    }
                    i++;
                    tokens.add(new Token(Kind.STRING, line.substring(start + 1, i - 1), 0, l + 1, start + 1));
                } else if (c == '%' && i + 1 < line.length() && Character.isLetter(line.charAt(i + 1))) {
                    i += 2;
                    tokens.add(new Token(Kind.WORD, line.substring(start, i), 0, l + 1, start + 1));
                } else if (Character.isDigit(c) || c == '$' || c == '%') {
                    i = number(line, i, l + 1);
                } else if ("{}:;,=+-*/()".indexOf(c) >= 0) {
                    i++;
                    tokens.add(new Token(Kind.PUNCT, String.valueOf(c), 0, l + 1, start + 1));
                } else {
                    error(l + 1, start + 1, "unexpected character '" + c + "'");
                    i++;
                }
            }
        }
        tokens.add(new Token(Kind.END, "end of file", 0, lines.length, 1));
    }

    /** Reads the number at {@code i} ({@code $FF}, {@code 0xFF}, {@code %0101}, {@code 255}); returns its end. */
    private int number(String line, int i, int lineNumber) {
        int start = i;
        int radix = 10;
        if (line.charAt(i) == '$') {
            radix = 16;
            i++;
        } else if (line.charAt(i) == '%') {
            radix = 2;
            i++;
        } else if (line.startsWith("0x", i) || line.startsWith("0X", i)) {
            radix = 16;
            i += 2;
        }
        int digits = i;
        while (i < line.length() && Character.isLetterOrDigit(line.charAt(i))) {
            i++;
        }
        String text = line.substring(start, i);
        try {
            long value = Long.parseLong(line.substring(digits, i), radix);
            tokens.add(new Token(Kind.NUMBER, text, value, lineNumber, start + 1));
        } catch (NumberFormatException e) {
            error(lineNumber, start + 1, "bad number '" + text + "'");
            tokens.add(new Token(Kind.NUMBER, text, 0, lineNumber, start + 1));
        }
        return i;
    }

    // Sections and entries

    /**
     * Reads every section first, then works out their values in the order they depend on each other (whatever order
     * the file writes them in): FEATURES (the start address {@code %S}), SYMBOLS, MEMORY, SEGMENTS, FILES.
     */
    private LinkerConfig config() {
        Map<String, List<Entry>> sections = new HashMap<>();
        while (peek().kind() != Kind.END) {
            Token section = take();
            if (section.kind() != Kind.WORD) {
                error(section, "expected a section name (MEMORY, SEGMENTS, SYMBOLS, FILES, FEATURES), found '"
                        + section.text() + "'");
                skipPast("}");
                continue;
            }
            if (!expect("{")) {
                skipPast("}");
                continue;
            }
            String name = section.text().toUpperCase(Locale.ROOT);
            if (!SECTIONS.contains(name)) {
                error(section, "unknown section '" + section.text() + "' (ld65 has " + String.join(", ", SECTIONS)
                        + ")");
                skipPast("}");
                continue;
            }
            while (peek().kind() != Kind.END && !peek().text().equals("}")) {
                int before = next;
                entry(section).ifPresent(entry -> sections.computeIfAbsent(name, n -> new ArrayList<>()).add(entry));
                if (next == before) {
                    take();
                }
            }
            expect("}");
        }
        sections.getOrDefault("FEATURES", List.of()).forEach(this::feature);
        sections.getOrDefault("SYMBOLS", List.of()).forEach(this::symbol);
        List<LinkerConfig.MemoryArea> memory = new ArrayList<>();
        sections.getOrDefault("MEMORY", List.of()).forEach(entry -> memory(entry).ifPresent(memory::add));
        List<LinkerConfig.SegmentRule> segments = new ArrayList<>();
        sections.getOrDefault("SEGMENTS", List.of()).forEach(entry -> segment(entry).ifPresent(segments::add));
        sections.getOrDefault("FILES", List.of()).forEach(this::fileEntry);
        checkReferences(memory, segments);
        checkCondes(segments);
        return new LinkerConfig(file, memory, segments, symbols, condes);
    }

    /** {@code name: attribute = value ...;}: the attributes by name, values as tokens (an expression: several). */
    private record Entry(Token name, Map<String, List<Token>> attributes, Map<String, Token> attributeNames) {
    }

    private Optional<Entry> entry(Token section) {
        Token name = take();
        if (name.kind() != Kind.WORD && name.kind() != Kind.STRING) {
            error(name, "expected an entry name in " + section.text() + ", found '" + name.text() + "'");
            skipPast(";");
            return Optional.empty();
        }
        if (!expect(":")) {
            skipPast(";");
            return Optional.empty();
        }
        Map<String, List<Token>> attributes = new LinkedHashMap<>();
        Map<String, Token> names = new HashMap<>();
        while (peek().kind() != Kind.END && !peek().text().equals(";") && !peek().text().equals("}")) {
            Token attribute = take();
            if (attribute.kind() != Kind.WORD) {
                error(attribute, "expected an attribute name, found '" + attribute.text() + "'");
                skipPast(";");
                return Optional.empty();
            }
            if (!expect("=")) {
                skipPast(";");
                return Optional.empty();
            }
            List<Token> value = new ArrayList<>();
            while (peek().kind() != Kind.END && !peek().text().equals(",") && !peek().text().equals(";")
                    && !peek().text().equals("}") && !(peek().kind() == Kind.WORD && next + 1 < tokens.size()
                    && tokens.get(next + 1).text().equals("=") && !value.isEmpty())) {
                value.add(take());
            }
            if (value.isEmpty()) {
                error(peek(), "missing value for '" + attribute.text() + "'");
            }
            String key = attribute.text().toLowerCase(Locale.ROOT);
            if (names.containsKey(key)) {
                error(attribute, "'" + attribute.text() + "' given twice for '" + name.text() + "'");
            }
            attributes.put(key, value);
            names.put(key, attribute);
            if (peek().text().equals(",")) {
                take();
            }
        }
        expect(";");
        return Optional.of(new Entry(name, attributes, names));
    }

    private Optional<LinkerConfig.MemoryArea> memory(Entry entry) {
        unknownAttributes(entry, MEMORY_ATTRIBUTES, "a MEMORY area");
        OptionalLong start = number(entry, "start", true);
        OptionalLong size = number(entry, "size", true);
        // Without 'file' an area goes to the output file, as ld65 2.19 writes it (its default is %O).
        boolean written = !entry.attributes().containsKey("file") || fileValue(entry);
        boolean fill = yesNo(entry, "fill");
        long fillValue = number(entry, "fillval", false).orElse(0);
        checkByte(entry, "fillval", fillValue);
        boolean define = yesNo(entry, "define");
        if (start.isEmpty() || size.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new LinkerConfig.MemoryArea(entry.name().text(), start.getAsLong(), size.getAsLong(),
                written, fill, (int) fillValue & 0xFF, define, position(entry.name())));
    }

    private Optional<LinkerConfig.SegmentRule> segment(Entry entry) {
        unknownAttributes(entry, SEGMENT_ATTRIBUTES, "a segment");
        Optional<String> load = name(entry, "load");
        if (load.isEmpty() && !entry.attributes().containsKey("load")) {
            error(entry.name(), "segment '" + entry.name().text() + "' needs 'load = AREA'");
        }
        Optional<String> run = name(entry, "run");
        String type = name(entry, "type").map(t -> t.toLowerCase(Locale.ROOT)).orElse("ro");
        if (!SEGMENT_TYPES.contains(type)) {
            error(entry.attributeNames().get("type"), "segment type '" + type + "' is none of ro, rw, bss, zp, "
                    + "overwrite");
        }
        OptionalLong start = number(entry, "start", false);
        OptionalLong offset = number(entry, "offset", false);
        long align = number(entry, "align", false).orElse(1);
        if (align < 1) {
            error(entry.attributeNames().get("align"), "'align' must be 1 or more");
            align = 1;
        }
        boolean define = yesNo(entry, "define");
        boolean optional = yesNo(entry, "optional");
        if (load.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new LinkerConfig.SegmentRule(entry.name().text(), load.get(), run, type, start, offset,
                align, define, optional, position(entry.name())));
    }

    /**
     * {@code STARTADDRESS: default = $0801;} sets {@code %S}; {@code CONDES: type = constructor, segment = RODATA,
     * label = NAME[, count = NAME][, order = increasing|decreasing];} asks for a table; the other features concern C
     * programs.
     */
    private void feature(Entry entry) {
        if (entry.name().text().equalsIgnoreCase("STARTADDRESS")) {
            unknownAttributes(entry, Set.of("default"), "STARTADDRESS");
            number(entry, "default", true).ifPresent(value -> startAddress = value);
        } else if (entry.name().text().equalsIgnoreCase("CONDES")) {
            condes(entry);
        }
    }

    private void condes(Entry entry) {
        unknownAttributes(entry, Set.of("type", "segment", "label", "count", "order", "import"), "CONDES");
        List<Token> typeValue = entry.attributes().get("type");
        OptionalInt type = OptionalInt.empty();
        if (typeValue != null && typeValue.size() == 1 && typeValue.get(0).kind() == Kind.WORD) {
            int named = LinkerConfig.CONDES_TYPE_NAMES.indexOf(typeValue.get(0).text().toLowerCase(Locale.ROOT));
            if (named < 0) {
                error(typeValue.get(0), "CONDES type '" + typeValue.get(0).text() + "' is none of constructor, "
                        + "destructor, interruptor or a number 0-" + LinkerConfig.CONDES_TYPE_MAX);
            } else {
                type = OptionalInt.of(named);
            }
        } else {
            OptionalLong number = number(entry, "type", true);
            if (number.isPresent() && (number.getAsLong() < 0 || number.getAsLong() > LinkerConfig.CONDES_TYPE_MAX)) {
                error(typeValue.get(0), "CONDES type " + number.getAsLong() + " is none of constructor, destructor, "
                        + "interruptor or a number 0-" + LinkerConfig.CONDES_TYPE_MAX);
            } else if (number.isPresent()) {
                type = OptionalInt.of((int) number.getAsLong());
            }
        }
        Optional<String> segment = name(entry, "segment");
        Optional<String> label = name(entry, "label");
        for (String required : List.of("segment", "label")) {
            if (!entry.attributes().containsKey(required)) {
                error(entry.name(), "'CONDES' needs '" + required + " = NAME'");
            }
        }
        String order = name(entry, "order").map(o -> o.toLowerCase(Locale.ROOT)).orElse("increasing");
        if (!order.equals("increasing") && !order.equals("decreasing")) {
            error(entry.attributeNames().get("order"), "CONDES order '" + order + "' is neither increasing nor "
                    + "decreasing");
        }
        OptionalInt chosen = type;
        if (type.isPresent() && condes.stream().anyMatch(table -> table.type() == chosen.getAsInt())) {
            error(entry.name(), "a second CONDES table of type " + type.getAsInt() + " (ld65 takes one per type)");
        } else if (type.isPresent() && segment.isPresent() && label.isPresent()) {
            condes.add(new LinkerConfig.CondesTable(type.getAsInt(), segment.get(), label.get(),
                    name(entry, "count").orElse(null), order.equals("decreasing"), position(entry.name())));
        }
    }

    /** A CONDES table goes to a segment SEGMENTS places. */
    private void checkCondes(List<LinkerConfig.SegmentRule> segments) {
        for (LinkerConfig.CondesTable table : condes) {
            if (segments.stream().noneMatch(rule -> rule.name().equals(table.segment()))) {
                diagnostics.add(new Diagnostic(file, table.where().line(), table.where().column(), "CONDES table "
                        + "goes to segment '" + table.segment() + "', which SEGMENTS does not place",
                        table.where().lineText()));
            }
        }
    }

    /** {@code NAME: type = export|weak, value = expr;} defines NAME; {@code type = import} asks for one. */
    private void symbol(Entry entry) {
        unknownAttributes(entry, Set.of("type", "value", "addrsize"), "a symbol");
        String type = name(entry, "type").map(t -> t.toLowerCase(Locale.ROOT)).orElse("export");
        if (type.equals("import")) {
            return;
        }
        if (!type.equals("export") && !type.equals("weak")) {
            error(entry.attributeNames().get("type"), "symbol type '" + type + "' is none of export, import, weak");
        }
        number(entry, "value", true).ifPresent(value -> symbols.put(entry.name().text(), value));
    }

    /** {@code %O: format = bin;}: romlab writes the binary format only. */
    private void fileEntry(Entry entry) {
        unknownAttributes(entry, Set.of("format"), "a file");
        name(entry, "format").filter(format -> !format.equalsIgnoreCase("bin")).ifPresent(format ->
                error(entry.attributes().get("format").get(0), "romlab writes only the 'bin' format, not '"
                        + format + "'"));
    }

    private void checkReferences(List<LinkerConfig.MemoryArea> memory, List<LinkerConfig.SegmentRule> segments) {
        for (LinkerConfig.SegmentRule rule : segments) {
            for (String area : rule.run().isPresent() ? List.of(rule.load(), rule.run().get()) : List.of(rule.load())) {
                if (memory.stream().noneMatch(m -> m.name().equals(area))) {
                    diagnostics.add(new Diagnostic(file, rule.where().line(), rule.where().column(), "segment '"
                            + rule.name() + "' goes to memory area '" + area + "', which MEMORY does not define",
                            rule.where().lineText()));
                }
            }
        }
    }

    // Attribute values

    private void unknownAttributes(Entry entry, Set<String> known, String what) {
        entry.attributeNames().forEach((key, token) -> {
            if (!known.contains(key)) {
                error(token, "unknown attribute '" + token.text() + "' for " + what + " (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        });
    }

    /** A word value ({@code load = ROM}, {@code type = ro}), empty when absent (or reported when malformed). */
    private Optional<String> name(Entry entry, String attribute) {
        List<Token> value = entry.attributes().get(attribute);
        if (value == null || value.isEmpty()) {
            return Optional.empty();
        }
        if (value.size() != 1 || value.get(0).kind() != Kind.WORD) {
            error(value.get(0), "'" + attribute + "' takes a name, not '" + value.get(0).text() + "'");
            return Optional.empty();
        }
        return Optional.of(value.get(0).text());
    }

    private boolean yesNo(Entry entry, String attribute) {
        Optional<String> value = name(entry, attribute);
        if (value.isEmpty()) {
            return false;
        }
        String word = value.get().toLowerCase(Locale.ROOT);
        if (!word.equals("yes") && !word.equals("no")) {
            error(entry.attributes().get(attribute).get(0), "'" + attribute + "' takes yes or no, not '"
                    + value.get() + "'");
        }
        return word.equals("yes");
    }

    /** {@code file = %O}, {@code file = "name"}: written; {@code file = ""}: not (zero page, RAM). */
    private boolean fileValue(Entry entry) {
        List<Token> value = entry.attributes().get("file");
        if (value.size() != 1 || (value.get(0).kind() != Kind.STRING && !value.get(0).text().startsWith("%"))) {
            error(value.isEmpty() ? entry.name() : value.get(0), "'file' takes %O or a file name in quotes");
            return false;
        }
        return !value.get(0).text().isEmpty();
    }

    private void checkByte(Entry entry, String attribute, long value) {
        if (value < 0 || value > 0xFF) {
            error(entry.attributes().get(attribute).get(0), "'" + attribute + "' must be a byte ($00-$FF)");
        }
    }

    /** A number attribute: an expression; empty when absent (reported if {@code required}) or malformed. */
    private OptionalLong number(Entry entry, String attribute, boolean required) {
        List<Token> value = entry.attributes().get(attribute);
        if (value == null) {
            if (required) {
                error(entry.name(), "'" + entry.name().text() + "' needs '" + attribute + " = NUMBER'");
            }
            return OptionalLong.empty();
        }
        if (value.isEmpty()) {
            return OptionalLong.empty();
        }
        int errors = diagnostics.size();
        int[] position = {0};
        long result = sum(value, position);
        if (position[0] < value.size()) {
            error(value.get(position[0]), "unexpected '" + value.get(position[0]).text() + "' in the value of '"
                    + attribute + "'");
        }
        return diagnostics.size() == errors ? OptionalLong.of(result) : OptionalLong.empty();
    }

    private long sum(List<Token> tokens, int[] at) {
        long value = product(tokens, at);
        while (at[0] < tokens.size() && (tokens.get(at[0]).text().equals("+") || tokens.get(at[0]).text().equals("-"))) {
            boolean plus = tokens.get(at[0]++).text().equals("+");
            long right = product(tokens, at);
            value = plus ? value + right : value - right;
        }
        return value;
    }

    private long product(List<Token> tokens, int[] at) {
        long value = factor(tokens, at);
        while (at[0] < tokens.size() && (tokens.get(at[0]).text().equals("*") || tokens.get(at[0]).text().equals("/"))) {
            Token operator = tokens.get(at[0]++);
            long right = factor(tokens, at);
            if (operator.text().equals("/") && right == 0) {
                error(operator, "division by zero");
                return 0;
            }
            value = operator.text().equals("*") ? value * right : value / right;
        }
        return value;
    }

    private long factor(List<Token> tokens, int[] at) {
        if (at[0] >= tokens.size()) {
            Token last = tokens.get(tokens.size() - 1);
            error(last, "a number is missing after '" + last.text() + "'");
            return 0;
        }
        Token token = tokens.get(at[0]++);
        if (token.kind() == Kind.NUMBER) {
            return token.number();
        }
        if (token.text().equals("-")) {
            return -factor(tokens, at);
        }
        if (token.text().equals("(")) {
            long value = sum(tokens, at);
            if (at[0] < tokens.size() && tokens.get(at[0]).text().equals(")")) {
                at[0]++;
            } else {
                error(token, "'(' without its ')'");
            }
            return value;
        }
        if (token.text().equals("%S")) {
            return startAddress;
        }
        if (token.kind() == Kind.WORD && symbols.containsKey(token.text())) {
            return symbols.get(token.text());
        }
        error(token, token.kind() == Kind.WORD ? "unknown symbol '" + token.text() + "' (SYMBOLS defines none such; "
                + "romlab does not compute values from other areas or segments)" : "expected a number, found '"
                + token.text() + "'");
        return 0;
    }

    // Reading helpers

    private Token peek() {
        return tokens.get(next);
    }

    private Token take() {
        Token token = tokens.get(next);
        if (token.kind() != Kind.END) {
            next++;
        }
        return token;
    }

    private boolean expect(String punctuation) {
        if (peek().text().equals(punctuation) && peek().kind() == Kind.PUNCT) {
            take();
            return true;
        }
        error(peek(), "expected '" + punctuation + "', found '" + peek().text() + "'");
        return false;
    }

    /** Skips to just past the next {@code punctuation} (or to the end), after a mistake. */
    private void skipPast(String punctuation) {
        while (peek().kind() != Kind.END) {
            if (take().text().equals(punctuation)) {
                return;
            }
        }
    }

    private LinkerConfig.Position position(Token token) {
        return new LinkerConfig.Position(token.line(), token.column(), lineText(token.line()));
    }

    private String lineText(int line) {
        return line >= 1 && line <= lines.length ? lines[line - 1] : "";
    }

    private void error(Token token, String message) {
        error(token.line(), token.column(), message);
    }

    private void error(int line, int column, String message) {
        diagnostics.add(new Diagnostic(file, line, column, message, lineText(line)));
    }
}
