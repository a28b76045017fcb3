package dev.romlab.asm.comet2;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.ListingLine;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceTranslator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * One pass over a CASL II / MLFE file. The first pass assigns every label and literal its address; the second,
 * given the first, produces the words and reports every problem. Every length is known from the syntax alone, so
 * both passes lay the programs out alike.
 *
 * <p>Programs (specification, "START"/"END"): each runs from a labelled {@code START} to its {@code END}, placed one
 * after another from address 0. Labels inside a program are its own (the symbol {@code PROG.LABEL}); the START
 * label is known to every program and its value is the program's execution start (START's operand, or the first
 * word). Literals ({@code =10}, {@code =#FFFF}, {@code ='ABC'}) become constants placed after the program's last
 * statement, in the order they are written, one per occurrence.
 */
final class CaslPass {

    /** A literal waiting for its program's END: as written, and its words. */
    private record Literal(String text, long[] words) {
    }

    private static final int ADDRESSES = 0x10000;
    private static final Pattern COUNT = Pattern.compile("[0-9]+");
    private static final int MAX_ERRORS = 1000;

    private final Comet2Profile profile;
    private final CaslPass first;
    private final CaslLineParser parser;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<ListingLine> listing = new ArrayList<>();
    private final int[] words = new int[ADDRESSES];
    private final boolean[] written = new boolean[ADDRESSES];
    /** START labels and command-line definitions: known in every program. */
    private final Map<String, Long> globals = new HashMap<>();
    /** Each program's own labels, by program number. */
    private final List<Map<String, Long>> programLabels = new ArrayList<>();
    /** Every literal's address, by occurrence number across the file. */
    private final List<Integer> literalAddresses = new ArrayList<>();
    private final List<String> programNames = new ArrayList<>();

    private int address;
    private int origin = -1;
    private boolean pastEnd;
    /** The program being assembled: its name, its number, its START line, its execution start operand. */
    private String program;
    private int programNumber = -1;
    private int programLine;
    private String programText;
    private CaslOperand entryOperand;
    private int programStart;
    private List<Literal> pendingLiterals = new ArrayList<>();
    private int literalCount;

    /** The file being read (a program list may span several, as YACASL2 takes them), its line. */
    private String file;
    private String lineText;
    private int lineNumber;

    CaslPass(Comet2Profile profile, Map<String, Long> defines, CaslPass first) {
        this.profile = profile;
        this.first = first;
        this.parser = new CaslLineParser(profile == Comet2Profile.MLFE);
        globals.putAll(defines);
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** Reads {@code sources} in order: their programs one after another from address 0. */
    void run(List<SourceTranslator.Source> sources) {
        for (SourceTranslator.Source source : sources) {
            file = source.fileName();
            run(source.text().split("\r?\n", -1));
        }
        if (origin < 0 && diagnostics.isEmpty()) {
            lineNumber = 0;
            lineText = "";
            error(0, "no program: a CASL II file holds programs from START to END");
        }
    }

    /** One file's lines; a program must END in the file that STARTs it. */
    private void run(String[] lines) {
        pastEnd = false;
        for (int i = 0; i < lines.length && diagnostics.size() < MAX_ERRORS; i++) {
            lineNumber = i + 1;
            lineText = lines[i];
            if (i == lines.length - 1 && lineText.isEmpty()) {
                break;
            }
            line();
        }
        if (program != null) {
            lineNumber = programLine;
            lineText = lines[programLine - 1];
            error(1, program.isEmpty() ? "START has no END" : "START of program '" + program + "' has no END");
            program = null;
        }
    }

    private void line() {
        List<CaslLineParser.Problem> problems = new ArrayList<>();
        CaslStatement statement = parser.parse(lineText, true, problems);
        if (statement != null && statement.label() != null && isOperation(statement.label())
                && (statement.mnemonic() == null || !isOperation(statement.mnemonic()))) {
            // "RET" or "CALL RAND" in column 1 (a listing that lost its indentation): the word is the operation
            problems.clear();
            statement = parser.parse(lineText, false, problems);
        }
        problems.forEach(problem -> error(problem.column(), problem.message()));
        int start = address;
        if (statement == null) {
            row(-1, new int[0], "");
            return;
        }
        if (statement.mnemonic() == null) {
            if (profile == Comet2Profile.MLFE && program != null) {
                defineLabel(statement.label());
            } else {
                error(1, "a label needs an instruction on its line");
            }
            row(program != null ? address : -1, new int[0], "");
            return;
        }
        String mnemonic = mnemonic(statement);
        if (mnemonic == null) {
            if (program != null) {
                defineLabel(statement.label());
            }
            row(-1, new int[0], "");
            return;
        }
        switch (mnemonic) {
            case "START" -> start(statement);
            case "END" -> end(statement);
            default -> {
                if (!inProgram(statement)) {
                    row(-1, new int[0], "");
                    return;
                }
                defineLabel(statement.label());
                if (CaslMacros.isMacro(profile, mnemonic)) {
                    macro(statement);
                } else {
                    int[] placed = statement(statement);
                    // a DS area is placed (zeros) but not listed word by word
                    row(start, mnemonic.equals("DS") ? new int[0] : placed, cost(statement, mnemonic));
                }
            }
        }
    }

    /** Whether {@code word} is an instruction, pseudo-instruction or macro as this profile spells them. */
    private boolean isOperation(String word) {
        String upper = word.toUpperCase(Locale.ROOT);
        if (profile == Comet2Profile.COMET2 && !word.equals(upper)) {
            return false;
        }
        return upper.equals("START") || upper.equals("END") || upper.equals("DS") || upper.equals("DC")
                || CaslMacros.isMacro(profile, upper) || Comet2InstructionTable.isMnemonic(profile, upper);
    }

    /** The statement's operation in upper case, or null (reported) when it is none CASL knows. */
    private String mnemonic(CaslStatement statement) {
        String written = statement.mnemonic();
        String upper = written.toUpperCase(Locale.ROOT);
        if (!isOperation(upper)) {
            error(statement.mnemonicColumn(), "unknown instruction '" + written + "'");
            return null;
        }
        if (profile == Comet2Profile.COMET2 && !written.equals(upper)) {
            error(statement.mnemonicColumn(), "CASL II instructions are upper case: '" + upper + "'");
            return null;
        }
        return upper;
    }

    private boolean inProgram(CaslStatement statement) {
        if (program == null) {
            error(statement.mnemonicColumn(), pastEnd ? "statement after END (start another program with START)"
                    : "statement before START");
            return false;
        }
        return true;
    }

    private void start(CaslStatement statement) {
        if (program != null) {
            error(statement.mnemonicColumn(), "START inside program '" + program + "' (END it first)");
            row(-1, new int[0], "");
            return;
        }
        if (statement.label() == null) {
            error(statement.mnemonicColumn(), "START needs a label: the program's name");
        }
        if (statement.operands().size() > 1) {
            error(statement.operands().get(1).column(), "START takes at most one operand: the execution start");
        }
        programNumber++;
        programLabels.add(new HashMap<>());
        program = statement.label() != null ? statement.label() : "";
        programNames.add(program);
        programLine = lineNumber;
        programText = lineText;
        programStart = address;
        entryOperand = statement.operands().isEmpty() ? null : statement.operands().get(0);
        if (statement.label() != null && checkLabelSyntax(statement.label())) {
            if (globals.containsKey(program) || programNames.indexOf(program) != programNumber) {
                error(1, "duplicate program name '" + program + "'");
            }
            globals.put(program, (long) address);
        }
        pendingLiterals = new ArrayList<>();
        row(address, new int[0], "");
    }

    private void end(CaslStatement statement) {
        if (program == null) {
            error(statement.mnemonicColumn(), "END without START");
            row(-1, new int[0], "");
            return;
        }
        if (profile == Comet2Profile.COMET2) {
            // YACASL2 takes a label on END (the specification leaves the field blank): the word after the last
            // statement, where the literals then begin
            defineLabel(statement.label());
        }
        if (!statement.operands().isEmpty()) {
            error(statement.operands().get(0).column(), "END takes no operands");
        }
        int entry = programStart;
        if (entryOperand != null) {
            Long value = localLabel(entryOperand.text());
            if (value == null) {
                int endLine = lineNumber;
                String endText = lineText;
                lineNumber = programLine;
                lineText = programText;
                error(entryOperand, "the execution start '" + entryOperand.text() + "' is no label of program '"
                        + program + "'");
                lineNumber = endLine;
                lineText = endText;
            } else {
                entry = value.intValue();
            }
        }
        if (!program.isEmpty()) {
            globals.put(program, (long) entry);
        }
        if (origin < 0) {
            origin = entry;
        }
        row(-1, new int[0], "");
        for (Literal literal : pendingLiterals) {
            int at = address;
            int[] placed = new int[literal.words().length];
            for (int i = 0; i < placed.length; i++) {
                placed[i] = (int) literal.words()[i];
            }
            place(placed);
            literalAddresses.add(at);
            listing.add(new ListingLine(file, lineNumber, at, bytes(placed), "", "      " + literal.text()));
        }
        if (profile == Comet2Profile.MLFE) {
            // mlfe.py ([label] END): END's own place, after the literals it puts before END
            defineLabel(statement.label());
        }
        program = null;
        pastEnd = true;
    }

    private void macro(CaslStatement statement) {
        List<CaslLineParser.Problem> problems = new ArrayList<>();
        List<CaslStatement> expansion = CaslMacros.expand(profile, statement, address, problems);
        problems.forEach(problem -> error(problem.column(), problem.message()));
        row(-1, new int[0], "");
        for (CaslStatement generated : expansion) {
            int at = address;
            int[] placed = statement(generated);
            listing.add(new ListingLine(file, lineNumber, at, bytes(placed), cost(generated,
                    generated.mnemonic()), "      + " + generated.text()));
        }
    }

    /** Places the words of a {@code DS}, {@code DC} or machine instruction; returns them. */
    private int[] statement(CaslStatement statement) {
        String mnemonic = statement.mnemonic().toUpperCase(Locale.ROOT);
        int[] placed = switch (mnemonic) {
            case "DS" -> space(statement);
            case "DC" -> constants(statement);
            default -> instruction(statement, mnemonic);
        };
        place(placed);
        return placed;
    }

    private int[] space(CaslStatement statement) {
        if (statement.operands().size() != 1) {
            error(statement.mnemonicColumn(), "DS takes one operand: the number of words");
            return new int[0];
        }
        CaslOperand operand = statement.operands().get(0);
        // more than 19 digits would overflow a long: such a count is too large anyway
        if (!COUNT.matcher(operand.text()).matches() || operand.text().length() > 18
                || Long.parseLong(operand.text()) > ADDRESSES - address) {
            error(operand, "DS needs a decimal count of words 0.." + (ADDRESSES - address) + ", not '"
                    + operand.text() + "'");
            return new int[0];
        }
        return new int[Integer.parseInt(operand.text())];
    }

    private int[] constants(CaslStatement statement) {
        if (statement.operands().isEmpty()) {
            error(statement.mnemonicColumn(), "DC needs at least one constant");
        }
        List<Long> values = new ArrayList<>();
        for (CaslOperand operand : statement.operands()) {
            String text = operand.text();
            if (CaslConstant.isString(text) || CaslConstant.isNumber(text)) {
                values.addAll(constant(operand, text));
            } else if (text.startsWith("=")) {
                error(operand, "a literal cannot be a DC constant (write the constant itself)");
            } else if (profile.register(text) >= 0) {
                error(operand, "a register cannot be a DC constant");
            } else {
                values.add(label(operand));
            }
        }
        int[] placed = new int[values.size()];
        for (int i = 0; i < placed.length; i++) {
            placed[i] = (int) values.get(i).longValue();
        }
        return placed;
    }

    /** The words of a number or character constant. */
    private List<Long> constant(CaslOperand operand, String text) {
        List<String> problems = new ArrayList<>();
        List<Long> values = CaslConstant.isString(text) ? CaslConstant.characters(text, profile, problems)
                : List.of(CaslConstant.stored(text, profile, problems) & profile.wordMask());
        problems.forEach(problem -> error(operand, problem));
        return problems.isEmpty() ? values : List.of();
    }

    private int[] instruction(CaslStatement statement, String mnemonic) {
        List<CaslOperand> operands = statement.operands();
        Comet2OperandForm form = form(mnemonic, operands);
        if (form == Comet2OperandForm.R1_R2 && profile.counter(operands.get(1).text()) == Comet2Profile.MLFE_PC
                && Comet2InstructionTable.find(profile, mnemonic, Comet2OperandForm.R_ADR_X).isPresent()) {
            // PC as the source is the instruction's own address: LD GR1,PC reads it from a literal, as LD GR1,=here
            operands = List.of(operands.get(0), new CaslOperand("=" + address, operands.get(1).column()));
            form = Comet2OperandForm.R_ADR_X;
        }
        Optional<Comet2Instruction> found = Comet2InstructionTable.find(profile, mnemonic, form);
        if (found.isEmpty()) {
            error(statement.mnemonicColumn(), "invalid operands for " + mnemonic + ": " + expected(mnemonic));
            return new int[profile.length(form)];
        }
        Comet2Instruction instruction = found.get();
        int r = 0;
        int x = 0;
        int adr = 0;
        switch (form) {
            case NONE -> { }
            case R -> r = field(operands.get(0));
            case R1_R2 -> {
                r = field(operands.get(0));
                x = secondField(operands.get(1));
            }
            case R1_R2_R3 -> {
                r = field(operands.get(0));
                x = secondField(operands.get(1));
                adr = field(operands.get(2));
            }
            case R1_R2_ADR -> {
                r = field(operands.get(0));
                x = secondField(operands.get(1));
                adr = address(operands.get(2), instruction);
            }
            case R_ADR_X -> {
                r = field(operands.get(0));
                adr = address(operands.get(1), instruction);
                x = operands.size() == 3 ? index(operands.get(2)) : 0;
                adr = operands.size() == 3 && isPc(operands.get(2)) ? adr + address : adr;
            }
            case ADR_X -> {
                adr = address(operands.get(0), instruction);
                x = operands.size() == 2 ? index(operands.get(1)) : 0;
                adr = operands.size() == 2 && isPc(operands.get(1)) ? adr + address : adr;
            }
            default -> throw new IllegalStateException(form.toString());
        }
        return profile.encode(instruction.opcode(), r, x, adr, form);
    }

    /** The operand form the operands are written in (registers decide between the forms of one mnemonic). */
    private Comet2OperandForm form(String mnemonic, List<CaslOperand> operands) {
        int count = operands.size();
        boolean firstRegister = count > 0 && isRegister(operands.get(0));
        boolean secondRegister = count > 1 && isRegister(operands.get(1));
        if (count == 0) {
            return Comet2OperandForm.NONE;
        }
        if (!firstRegister) {
            return count <= 2 ? Comet2OperandForm.ADR_X : Comet2OperandForm.NONE;
        }
        if (count == 1) {
            return Comet2InstructionTable.find(profile, mnemonic, Comet2OperandForm.R).isPresent()
                    ? Comet2OperandForm.R : Comet2OperandForm.ADR_X;
        }
        if (count == 2) {
            if (secondRegister && Comet2InstructionTable.find(profile, mnemonic, Comet2OperandForm.R1_R2).isPresent()) {
                return Comet2OperandForm.R1_R2;
            }
            return Comet2InstructionTable.find(profile, mnemonic, Comet2OperandForm.ADR_X).isPresent()
                    ? Comet2OperandForm.ADR_X : Comet2OperandForm.R_ADR_X;
        }
        if (count == 3) {
            if (!secondRegister) {
                return Comet2OperandForm.R_ADR_X;
            }
            return isRegister(operands.get(2)) ? Comet2OperandForm.R1_R2_R3
                    : Comet2OperandForm.R1_R2_ADR;
        }
        return Comet2OperandForm.NONE;
    }

    /** The forms of {@code mnemonic} as a hint: {@code r,adr[,x] or r1,r2}. */
    private String expected(String mnemonic) {
        List<String> forms = new ArrayList<>();
        for (Comet2Instruction instruction : Comet2InstructionTable.of(profile)) {
            if (instruction.mnemonic().equals(mnemonic)) {
                forms.add(switch (instruction.form()) {
                    case NONE -> "no operands";
                    case R -> "r";
                    case R1_R2 -> "r1,r2";
                    case R1_R2_R3 -> "r1,r2,r3";
                    case R1_R2_ADR -> "r1,r2,adr";
                    case R_ADR_X -> "r,adr[,x]";
                    case ADR_X -> "adr[,x]";
                });
            }
        }
        return String.join(" or ", forms);
    }

    /** Whether {@code operand} names a register: GRn, or MLFE's SP and PC. */
    private boolean isRegister(CaslOperand operand) {
        return profile.register(operand.text()) >= 0 || profile.counter(operand.text()) >= 0;
    }

    private boolean isPc(CaslOperand operand) {
        return profile.counter(operand.text()) == Comet2Profile.MLFE_PC;
    }

    /** The r or r3 field of a register operand: GRn's number, MLFE's SP 14 and PC 15. */
    private int field(CaslOperand operand) {
        int counter = profile.counter(operand.text());
        return counter >= 0 ? counter : profile.register(operand.text());
    }

    /** The x field of a second register operand: PC has no field there (15 is GR0 as index). */
    private int secondField(CaslOperand operand) {
        if (isPc(operand)) {
            error(operand, "PC cannot be the second register here (LD r,PC and the other two-operand forms take it)");
            return 0;
        }
        return field(operand);
    }

    /**
     * The x field of an index operand: GRn (COMET II: upper case, GR1-GR7; MLFE: any case, GR0-GR13 with GR0 as 15),
     * MLFE's SP (14), or 0 for PC, whose value, the instruction's address, the caller adds to adr.
     */
    private int index(CaslOperand operand) {
        int counter = profile.counter(operand.text());
        if (counter >= 0) {
            return counter == Comet2Profile.MLFE_SP ? counter : 0;
        }
        int x = profile.register(operand.text());
        if (x < 0) {
            error(operand, "index register GR1-GR" + (profile.registers() - 1) + " expected, not '" + operand.text()
                    + "'");
            return 0;
        }
        if (x == 0) {
            if (profile == Comet2Profile.MLFE) {
                return Comet2Profile.MLFE_GR0_INDEX;
            }
            error(operand, "GR0 cannot be an index register");
        }
        return x;
    }

    /** The 16-bit adr field of {@code operand}: a number, a one-character constant, a literal or a label. */
    private int address(CaslOperand operand, Comet2Instruction instruction) {
        String text = operand.text();
        if (isRegister(operand)) {
            error(operand, "an address is expected here, not the register " + text);
            return 0;
        }
        if (text.startsWith("=")) {
            return literal(operand);
        }
        if (instruction.opcode() == Comet2InstructionTable.SVC && profile == Comet2Profile.MLFE) {
            Optional<Comet2SupervisorCall> named = Comet2SupervisorCall.byName(profile, text);
            if (named.isPresent()) {
                return named.get().number();
            }
        }
        if (CaslConstant.isString(text)) {
            List<Long> codes = constant(operand, text);
            if (codes.size() > 1) {
                error(operand, "an address operand holds one character; write a literal ('=" + text + "') for more");
            }
            return codes.isEmpty() ? 0 : (int) (codes.get(0) & 0xFFFF);
        }
        if (CaslConstant.isNumber(text)) {
            List<String> problems = new ArrayList<>();
            long value = CaslConstant.number(text, Comet2Profile.COMET2, problems);
            problems.forEach(problem -> error(operand, problem.replace("constant", "address")));
            boolean value16 = instruction.opcode() == Comet2InstructionTable.LAD
                    || instruction.opcode() == Comet2InstructionTable.PUSH;
            if (profile == Comet2Profile.MLFE && value16 && !text.startsWith("#") && value > Short.MAX_VALUE) {
                error(operand, "MLFE sign-extends the 16-bit value of " + instruction.mnemonic() + ": " + text
                        + " would read as " + (short) value + " (load it with LD r,=" + text + ")");
            }
            return (int) value & 0xFFFF;
        }
        if (instruction.opcode() == Comet2InstructionTable.CALL) {
            return (int) callTarget(operand) & 0xFFFF;
        }
        return (int) label(operand) & 0xFFFF;
    }

    /**
     * The value of CALL's label: a program's name first, then the calling program's own labels, as YACASL2 resolves
     * CALL (assemble.c, assemble_comet2cmd), so that {@code CALL SUB} reaches program SUB even where the caller has
     * a label SUB of its own.
     */
    private long callTarget(CaslOperand operand) {
        String name = operand.text();
        Long program = first != null && first.programNames.contains(name) ? first.globals.get(name) : null;
        return program != null ? program : label(operand);
    }

    /** Registers a literal for the program's end; its address (from the first pass in the second). */
    private int literal(CaslOperand operand) {
        String constant = operand.text().substring(1);
        List<Long> values;
        if (CaslConstant.isString(constant) || CaslConstant.isNumber(constant)) {
            values = constant(operand, constant);
        } else {
            error(operand, "a literal is '=' and a decimal, #hex or character constant, not '" + operand.text()
                    + "'");
            values = List.of(0L);
        }
        long[] words = new long[Math.max(1, values.size())];
        for (int i = 0; i < values.size(); i++) {
            words[i] = values.get(i);
        }
        pendingLiterals.add(new Literal(operand.text(), words));
        int number = literalCount++;
        // a program without END (an error of its own) never placed its literals in the first pass
        if (first == null || number >= first.literalAddresses.size()) {
            return 0;
        }
        return first.literalAddresses.get(number);
    }

    /** The value of a label operand: the program's own labels first, then START labels and definitions. */
    private long label(CaslOperand operand) {
        String name = operand.text();
        Long value = localLabel(name);
        if (value == null) {
            value = first != null ? first.globals.get(name) : globals.get(name);
        }
        if (value == null) {
            if (first != null) {
                error(operand, CaslConstant.isNumber(name) || name.startsWith("#") ? "bad number '" + name + "'"
                        : "undefined label '" + name + "'");
            }
            return 0;
        }
        return value;
    }

    private Long localLabel(String name) {
        CaslPass labels = first != null ? first : this;
        if (programNumber < 0 || programNumber >= labels.programLabels.size()) {
            return null;
        }
        return labels.programLabels.get(programNumber).get(name);
    }

    private void defineLabel(String label) {
        if (label == null || !checkLabelSyntax(label)) {
            return;
        }
        Map<String, Long> labels = programLabels.get(programNumber);
        if (labels.containsKey(label) || label.equals(program)) {
            error(1, "duplicate label '" + label + "' in program '" + program + "'");
            return;
        }
        labels.put(label, (long) address);
    }

    /**
     * CASL II labels: 1-8 characters, an upper-case letter then upper-case letters and digits, not GR0-GR7
     * (specification, "label"); MLFE: as its simulator takes them ({@link Comet2Profile#hasLabelSyntax}), not a
     * register name.
     */
    private boolean checkLabelSyntax(String label) {
        if (!profile.hasLabelSyntax(label)) {
            error(1, profile == Comet2Profile.COMET2
                    ? "bad label '" + label + "': 1-8 upper-case letters and digits, starting with a letter"
                    : "bad label '" + label + "': no blanks, commas, ';' or quotes, not starting with '=' or '#',"
                            + " and no decimal number");
            return false;
        }
        if (profile.register(label) >= 0 || profile.counter(label) >= 0) {
            error(1, "'" + label + "' is a register name and cannot be a label");
            return false;
        }
        return true;
    }

    private String cost(CaslStatement statement, String mnemonic) {
        String upper = mnemonic.toUpperCase(Locale.ROOT);
        if (upper.equals("DS") || upper.equals("DC")) {
            return "";
        }
        return Comet2InstructionTable.find(profile, upper, form(upper, statement.operands()))
                .map(instruction -> Integer.toString(instruction.costUnits(profile))).orElse("");
    }

    private void place(int[] placed) {
        if (address + placed.length > ADDRESSES) {
            error(1, "program past #FFFF");
            address = ADDRESSES;
            return;
        }
        for (int word : placed) {
            words[address] = (int) (word & profile.wordMask());
            written[address] = true;
            address++;
        }
    }

    private byte[] bytes(int[] placed) {
        int wordBytes = profile.wordBits() / 8;
        byte[] bytes = new byte[placed.length * wordBytes];
        for (int i = 0; i < placed.length; i++) {
            for (int b = 0; b < wordBytes; b++) {
                bytes[i * wordBytes + b] = (byte) (placed[i] >>> 8 * (wordBytes - 1 - b));
            }
        }
        return bytes;
    }

    private void row(int at, int[] placed, String cost) {
        listing.add(new ListingLine(file, lineNumber, at, bytes(placed), cost, lineText));
    }

    private void error(CaslOperand operand, String message) {
        error(operand.column(), message);
    }

    private void error(int column, String message) {
        diagnostics.add(new Diagnostic(file, lineNumber, column, message, lineText));
    }

    /** The result of the second pass: word-image segments, the first program's start, symbols, listing. */
    Assembly assembly() {
        List<Segment> segments = new ArrayList<>();
        int at = 0;
        while (at < ADDRESSES) {
            if (!written[at]) {
                at++;
                continue;
            }
            int end = at;
            while (end < ADDRESSES && written[end]) {
                end++;
            }
            int[] run = new int[end - at];
            System.arraycopy(words, at, run, 0, run.length);
            segments.add(new Segment(at, bytes(run)));
            at = end;
        }
        Map<String, Long> symbols = new TreeMap<>(globals);
        for (int i = 0; i < programLabels.size(); i++) {
            String name = programNames.get(i);
            programLabels.get(i).forEach((label, value) -> symbols.put(name + "." + label, value));
        }
        return new Assembly(segments, Math.max(origin, 0), symbols, listing);
    }
}
