package dev.romlab.asm.comet2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The macro instructions, expanded into machine instructions.
 *
 * <p>CASL II (IPA specification, "macro instructions"; the specification leaves the SVC numbers to the
 * implementation: {@link Comet2SupervisorCall}): {@code IN buf,len} and {@code OUT buf,len} save GR1 and GR2, load
 * the addresses of the buffer and of the length word and call {@code SVC 1} (IN) or {@code SVC 2} (OUT);
 * {@code RPUSH} pushes GR1..GR7, {@code RPOP} pops GR7..GR1.
 *
 * <p>MLFE (seed 004): {@code RPUSH a,b} / {@code RPOP a,b} a register range (GR1..GR7 without operands);
 * {@code OUT buf,len,mode} writes through the port the mode word names;
 * {@code RANDINT [a,b]} the chapter's {@code RAND} routine inline (A in GR1, B in GR2, result in GR0; with operands,
 * GR1 and GR2 are loaded with them and restored after), its seven data words jumped over; {@code ABS r} (GR0
 * without an operand) replaces r by its absolute value. The simulator's {@code SOUND len,freq,rate} writes the three
 * words to ports 11-13 and plays them through port 10; {@code SAVE ALL|GRx[,GRy...]} pushes each register's value
 * and number, then their count, for {@code RETURN}; {@code DMEM msg,from,to} pushes its three addresses for the
 * {@code DMEM} instruction ({@code DMEM} alone is that instruction).
 */
final class CaslMacros {

    private static final Set<String> COMET2_MACROS = Set.of("IN", "OUT", "RPUSH", "RPOP");
    private static final Set<String> MLFE_MACROS = Set.of("IN", "OUT", "RPUSH", "RPOP", "RANDINT", "ABS", "SOUND",
            "SAVE", "DMEM");

    private CaslMacros() {
    }

    static boolean isMacro(Comet2Profile profile, String upperMnemonic) {
        return (profile == Comet2Profile.MLFE ? MLFE_MACROS : COMET2_MACROS).contains(upperMnemonic);
    }

    /**
     * The machine instructions of macro {@code call} starting at {@code address}, or the problems found (then the
     * expansion is empty): each problem as the column and message.
     */
    static List<CaslStatement> expand(Comet2Profile profile, CaslStatement call, int address,
            List<CaslLineParser.Problem> problems) {
        String name = call.mnemonic().toUpperCase(Locale.ROOT);
        Builder out = new Builder(call.mnemonicColumn());
        List<CaslOperand> operands = call.operands();
        switch (name) {
            case "IN", "OUT" -> {
                if (name.equals("OUT") && operands.size() == 3 && profile == Comet2Profile.MLFE) {
                    outThroughPort(operands, out, address);
                    return out.statements;
                }
                if (operands.size() != 2) {
                    problems.add(new CaslLineParser.Problem(call.mnemonicColumn(), name
                            + " takes two operands: the buffer and the length word"
                            + (name.equals("OUT") && profile == Comet2Profile.MLFE ? " (and MLFE's mode word)" : "")));
                    return List.of();
                }
                out.op("PUSH", "0", "GR1").op("PUSH", "0", "GR2");
                out.add("LAD", out.generated("GR1"), operands.get(0));
                out.add("LAD", out.generated("GR2"), operands.get(1));
                out.op("SVC", Integer.toString((name.equals("IN") ? Comet2SupervisorCall.IN : Comet2SupervisorCall.OUT)
                        .number()));
                out.op("POP", "GR2").op("POP", "GR1");
            }
            case "RPUSH", "RPOP" -> {
                int[] range = range(profile, call, problems);
                if (range == null) {
                    return List.of();
                }
                if (name.equals("RPUSH")) {
                    out.push(range[0], range[1]);
                } else {
                    out.pop(range[0], range[1]);
                }
            }
            case "RANDINT" -> {
                if (!randint(call, out, address, problems)) {
                    return List.of();
                }
            }
            case "ABS" -> {
                if (operands.size() > 1) {
                    problems.add(new CaslLineParser.Problem(operands.get(1).column(), "ABS takes one register"));
                    return List.of();
                }
                CaslOperand register = operands.isEmpty() ? out.generated("GR0") : operands.get(0);
                // LD r,r sets SF and ZF; a positive or zero value is kept, a negative one multiplied by -1
                out.add("LD", register, register);
                out.op("JPL", hex(address + 3));
                out.add("MULA", register, out.generated("=-1"));
            }
            case "SOUND" -> {
                if (operands.size() != 3) {
                    problems.add(new CaslLineParser.Problem(call.mnemonicColumn(),
                            "SOUND takes three operands: the words holding the length (ms), frequency and"
                                    + " sampling rate"));
                    return List.of();
                }
                sound(operands, out);
            }
            case "SAVE" -> {
                if (!save(profile, call, out, problems)) {
                    return List.of();
                }
            }
            case "DMEM" -> {
                if (operands.size() != 0 && operands.size() != 3) {
                    problems.add(new CaslLineParser.Problem(call.mnemonicColumn(),
                            "DMEM takes three operands: the message and the first and last address shown"));
                    return List.of();
                }
                for (CaslOperand operand : operands) {
                    out.add("PUSH", operand);
                }
                out.op("DMEM");
            }
            default -> throw new IllegalArgumentException("not a macro: " + name);
        }
        return out.statements;
    }

    /**
     * MLFE's {@code OUT buf,len,mode} (the simulator's manual and macro_mlfe.py): the words of the buffer, as many as
     * the length word holds, each written to the port the mode word names (0 characters, 1 decimal, 2 hex, 3 binary,
     * 4 unsigned), in a loop of WRITEs as the simulator expands it; GR0-GR2 are saved and restored.
     */
    private static void outThroughPort(List<CaslOperand> operands, Builder out, int address) {
        out.push(0, 2);
        out.add("LD", out.generated("GR0"), operands.get(2));
        out.op("LAD", "GR1", "0");
        out.label("LOOP");
        out.add("CPL", out.generated("GR1"), operands.get(1));
        out.op("JZE", "@DONE");
        out.add("LD", out.generated("GR2"), operands.get(0), out.generated("GR1"));
        out.op("WRITE", "GR0", "GR2").op("LAD", "GR1", "1", "GR1").op("JUMP", "@LOOP");
        out.label("DONE");
        out.pop(0, 2);
        out.resolve(address);
    }

    /**
     * The simulator's SOUND (macro_mlfe.py), GR0-GR2 saved: the three words to ports 11 (length in ms), 12
     * (frequency) and 13 (sampling rate), then 1 to port 10, which plays them.
     */
    private static void sound(List<CaslOperand> operands, Builder out) {
        out.push(0, 2);
        for (int i = 0; i < 3; i++) {
            out.op("LAD", "GR0", Integer.toString(11 + i));
            out.add("LD", out.generated("GR2"), operands.get(i));
            out.op("WRITE", "GR0", "GR2");
        }
        out.op("LAD", "GR0", "10").op("LAD", "GR1", "1").op("WRITE", "GR0", "GR1");
        out.pop(0, 2);
    }

    /**
     * SAVE (mlfe.py): for each register, left to right, its value and then its number on the stack, and last their
     * count, which RETURN reads back. {@code ALL} is GR1-GR13: the simulator's reads a GR14 it does not have and
     * stops with an error, its manual says GR1 to GR15 of an older 16-register machine.
     */
    private static boolean save(Comet2Profile profile, CaslStatement call, Builder out,
            List<CaslLineParser.Problem> problems) {
        List<CaslOperand> operands = call.operands();
        List<Integer> registers = new ArrayList<>();
        if (operands.size() == 1 && operands.get(0).text().equalsIgnoreCase("ALL")) {
            for (int r = 1; r < profile.registers(); r++) {
                registers.add(r);
            }
        } else {
            for (CaslOperand operand : operands) {
                int r = profile.register(operand.text());
                if (r < 0) {
                    problems.add(new CaslLineParser.Problem(operand.column(),
                            "SAVE takes ALL or registers GR0-GR" + (profile.registers() - 1) + ", not '"
                                    + operand.text() + "'"));
                    return false;
                }
                registers.add(r);
            }
        }
        if (registers.isEmpty()) {
            problems.add(new CaslLineParser.Problem(call.mnemonicColumn(), "SAVE takes ALL or a list of registers"));
            return false;
        }
        for (int r : registers) {
            out.op("PUSH", "0", "GR" + r).op("PUSH", Integer.toString(r));
        }
        out.op("PUSH", Integer.toString(registers.size()));
        return true;
    }

    /** An address as CASL writes it in hex: {@code #003E}. */
    private static String hex(int address) {
        return String.format("#%04X", address & 0xFFFF);
    }

    /** {@code RPUSH}/{@code RPOP}'s register range: GR1..GR7, or MLFE's {@code a,b}. */
    private static int[] range(Comet2Profile profile, CaslStatement call, List<CaslLineParser.Problem> problems) {
        List<CaslOperand> operands = call.operands();
        if (operands.isEmpty()) {
            return new int[] {1, 7};
        }
        if (profile != Comet2Profile.MLFE || operands.size() != 2) {
            problems.add(new CaslLineParser.Problem(operands.get(0).column(), profile == Comet2Profile.MLFE
                    ? call.mnemonic() + " takes no operands or a register range a,b"
                    : call.mnemonic() + " takes no operands"));
            return null;
        }
        int[] range = new int[2];
        for (int i = 0; i < 2; i++) {
            String text = operands.get(i).text();
            if (!text.matches("[0-9]{1,2}") || Integer.parseInt(text) >= profile.registers()) {
                problems.add(new CaslLineParser.Problem(operands.get(i).column(), "register number 0.."
                        + (profile.registers() - 1) + " expected, not '" + text + "'"));
                return null;
            }
            range[i] = Integer.parseInt(text);
        }
        // the simulator's macro_mlfe.py takes the range from either end: RPUSH 3,0 pushes GR0..GR3, as RPUSH 0,3
        return new int[] {Math.min(range[0], range[1]), Math.max(range[0], range[1])};
    }

    /**
     * The chapter's RAND (seed 004), instruction for instruction: seeds X, Y, Z, W from the clock ({@code SVC time}:
     * GR1 microseconds, GR2 seconds, GR3 minutes, GR4 hours, GR5 day, GR6 month), loops "seconds" times over the
     * xorshift steps, and leaves (A + W) - floor((A + W) / B) * B in GR0 (-1 when B < A).
     */
    private static boolean randint(CaslStatement call, Builder out, int address,
            List<CaslLineParser.Problem> problems) {
        List<CaslOperand> operands = call.operands();
        if (operands.size() != 0 && operands.size() != 2) {
            problems.add(new CaslLineParser.Problem(call.mnemonicColumn(),
                    "RANDINT takes no operands (A in GR1, B in GR2) or two: A,B"));
            return false;
        }
        boolean loads = operands.size() == 2;
        if (loads) {
            out.op("PUSH", "0", "GR1").op("PUSH", "0", "GR2");
            out.add("LAD", out.generated("GR1"), operands.get(0));
            out.add("LAD", out.generated("GR2"), operands.get(1));
        }
        out.push(1, 7);
        out.op("PUSH", "0", "GR1").op("PUSH", "0", "GR2");
        out.op("SVC", "time");
        out.op("ST", "GR2", "@S");
        out.op("MULA", "GR6", "GR1").op("ST", "GR6", "@X");
        out.op("MULA", "GR5", "GR1").op("ST", "GR5", "@Y");
        out.op("MULA", "GR4", "GR1").op("ST", "GR4", "@Z");
        out.op("MULA", "GR3", "GR1").op("ST", "GR3", "@W");
        out.op("POP", "GR2").op("POP", "GR1");
        out.op("LAD", "GR0", "-1");
        out.op("CPA", "GR2", "GR1").op("JMI", "@RANDEND");
        out.op("LD", "GR6", "@S");
        out.label("RANDLP").op("CPA", "GR6", "@ZERO").op("JZE", "@RANDEND");
        out.op("LD", "GR3", "@X").op("SLL", "GR3", "11").op("XOR", "GR3", "@X");
        out.op("LD", "GR4", "@Y").op("ST", "GR4", "@X");
        out.op("LD", "GR4", "@Z").op("ST", "GR4", "@Y");
        out.op("LD", "GR4", "@W").op("ST", "GR4", "@Z");
        out.op("SRL", "GR4", "19").op("XOR", "GR4", "@W");
        out.op("LD", "GR5", "GR3").op("SRL", "GR5", "8").op("XOR", "GR3", "GR5");
        out.op("XOR", "GR4", "GR3");
        out.op("ADDA", "GR4", "GR1");
        out.op("DIVA", "GR5", "GR4", "GR2").op("MULA", "GR5", "GR2").op("SUBA", "GR0", "GR4", "GR5");
        out.op("SUBA", "GR6", "@ONE").op("JUMP", "@RANDLP");
        out.label("RANDEND");
        out.pop(1, 7);
        out.op("JUMP", "@PAST");
        for (String variable : List.of("X", "Y", "Z", "W", "S", "ZERO")) {
            out.label(variable).op("DC", "0");
        }
        out.label("ONE").op("DC", "1");
        out.label("PAST");
        if (loads) {
            out.op("POP", "GR2").op("POP", "GR1");
        }
        out.resolve(address);
        return true;
    }

    /** Collects generated statements; {@code @NAME} operands name a {@link #label} inside a one-word-per-line body. */
    private static final class Builder {

        private final int column;
        private final List<CaslStatement> statements = new ArrayList<>();
        private final Map<String, Integer> labels = new HashMap<>();

        Builder(int column) {
            this.column = column;
        }

        CaslOperand generated(String text) {
            return new CaslOperand(text, column);
        }

        Builder op(String mnemonic, String... operands) {
            List<CaslOperand> list = new ArrayList<>();
            for (String operand : operands) {
                list.add(generated(operand));
            }
            statements.add(new CaslStatement(null, mnemonic, column, list));
            return this;
        }

        void add(String mnemonic, CaslOperand... operands) {
            statements.add(new CaslStatement(null, mnemonic, column, List.of(operands)));
        }

        Builder label(String name) {
            labels.put(name, statements.size());
            return this;
        }

        void push(int first, int last) {
            for (int r = first; r <= last; r++) {
                op("PUSH", "0", "GR" + r);
            }
        }

        void pop(int first, int last) {
            for (int r = last; r >= first; r--) {
                op("POP", "GR" + r);
            }
        }

        /** Replaces each {@code @NAME} by the address of its label, every statement being one word from {@code start}. */
        void resolve(int start) {
            for (int i = 0; i < statements.size(); i++) {
                CaslStatement statement = statements.get(i);
                List<CaslOperand> operands = new ArrayList<>();
                for (CaslOperand operand : statement.operands()) {
                    String text = operand.text();
                    operands.add(text.startsWith("@") ? generated(hex(start + labels.get(text.substring(1)))) : operand);
                }
                statements.set(i, new CaslStatement(null, statement.mnemonic(), column, operands));
            }
        }
    }
}
