package dev.romlab.asm.z80;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.z80.Z80Instruction.Role;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Z80 instruction set, written once: every opcode of every page with its syntax and T-states, documented
 * and undocumented. The assembler ({@link Z80InstructionSet}) and the disassembler ({@link Z80Disassembler})
 * are both views of this table, so they cannot disagree.
 *
 * <p>Sources: Zilog Z80 CPU User Manual UM0080 (opcode tables and T-states); Sean Young, "The Undocumented
 * Z80 Documented" v0.91 (SLL, IXH/IXL/IYH/IYL, DD CB register copies, ED mirrors and holes, {@code in f,(c)},
 * {@code out (c),0}). The unprefixed, CB and ED pages are built the way the manuals decode opcodes,
 * {@code x = op >> 6, y = (op >> 3) & 7, z = op & 7}; the DD/FD pages are derived from the unprefixed page by
 * the documented substitution (HL to IX, H/L to IXH/IXL, (HL) to (IX+d)), and DD CB / FD CB from CB.
 *
 * <p>Syntax decisions: DD CB register copies are written {@code rlc (ix+5),b} and {@code res 0,(ix+5),b};
 * ED 70 is {@code in f,(c)} ({@code in (c)} accepted); ED 71 is {@code out (c),0}; ED 4E/6E (IM "0/1") are
 * aliases of {@code im 0}.
 */
public final class Z80InstructionTable {

    private static final String[] REGISTERS = {"b", "c", "d", "e", "h", "l", "(hl)", "a"};
    private static final String[] PAIRS = {"bc", "de", "hl", "sp"};
    private static final String[] STACK_PAIRS = {"bc", "de", "hl", "af"};
    private static final String[] CONDITIONS = {"nz", "z", "nc", "c", "po", "pe", "p", "m"};
    private static final String[] ARITHMETIC = {"add a,", "adc a,", "sub ", "sbc a,", "and ", "xor ", "or ", "cp "};
    private static final String[] ROTATIONS = {"rlc", "rrc", "rl", "rr", "sla", "sra", "sll", "srl"};
    private static final String[] ACCUMULATOR_OPS = {"rlca", "rrca", "rla", "rra", "daa", "cpl", "scf", "ccf"};
    private static final String[][] BLOCK_OPS = {
        {"ldi", "cpi", "ini", "outi"}, {"ldd", "cpd", "ind", "outd"},
        {"ldir", "cpir", "inir", "otir"}, {"lddr", "cpdr", "indr", "otdr"}};
    /** IM mode selected by ED 46 + 8y (Young, section 8.1): y = 1 and 5 give the undefined "0/1" mode. */
    private static final int[] INTERRUPT_MODES = {0, 0, 1, 2, 0, 0, 1, 2};
    private static final int MEMORY = 6;

    private static final Z80InstructionTable INSTANCE = new Z80InstructionTable();

    private final List<Z80Instruction> rows = new ArrayList<>();
    private final Map<Z80Prefix, Z80Instruction[]> pages = new EnumMap<>(Z80Prefix.class);
    /** Assembler forms by mnemonic, then by operand count (index = count). */
    private final Map<String, List<List<Z80Instruction>>> formsByMnemonic = new HashMap<>();

    private Z80InstructionTable() {
        unprefixedPage();
        bitPage();
        extendedPage();
        List<Z80Instruction> base = List.copyOf(rows);
        indexPage(base, Z80Prefix.DD, "ix");
        indexPage(base, Z80Prefix.FD, "iy");
        indexBitPage(base, Z80Prefix.DDCB, "ix");
        indexBitPage(base, Z80Prefix.FDCB, "iy");
        arithmeticSynonyms();
        add(Z80Prefix.ED, 0x70, "in (c)", CycleCount.of(12), Role.SYNONYM);
        add(Z80Prefix.NONE, 0x08, "ex af,af", CycleCount.of(4), Role.SYNONYM);
        index();
    }

    public static Z80InstructionTable instance() {
        return INSTANCE;
    }

    /** Every row, in page order. */
    public List<Z80Instruction> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** The row the disassembler uses for {@code opcode} on {@code page} (canonical or alias), or null. */
    public Z80Instruction decode(Z80Prefix page, int opcode) {
        return pages.get(page)[opcode & 0xFF];
    }

    /** Whether {@code mnemonic} (any case) has rows the assembler uses (canonical or synonym). */
    public boolean isMnemonic(String mnemonic) {
        return formsByMnemonic.containsKey(mnemonic.toLowerCase(Locale.ROOT));
    }

    /** The rows the assembler may choose from for {@code mnemonic} with {@code operandCount} operands. */
    public List<Z80Instruction> forms(String mnemonic, int operandCount) {
        List<List<Z80Instruction>> byCount = formsByMnemonic.get(mnemonic.toLowerCase(Locale.ROOT));
        return byCount == null || operandCount >= byCount.size() ? List.of() : byCount.get(operandCount);
    }

    private void unprefixedPage() {
        Z80Prefix page = Z80Prefix.NONE;
        add(page, 0x00, "nop", 4);
        add(page, 0x08, "ex af,af'", 4);
        add(page, 0x10, "djnz rel", 13, 8);
        add(page, 0x18, "jr rel", 12);
        for (int cc = 0; cc < 4; cc++) {
            add(page, 0x20 + 8 * cc, "jr " + CONDITIONS[cc] + ",rel", 12, 7);
        }
        for (int p = 0; p < 4; p++) {
            add(page, 0x01 + 16 * p, "ld " + PAIRS[p] + ",nn", 10);
            add(page, 0x03 + 16 * p, "inc " + PAIRS[p], 6);
            add(page, 0x09 + 16 * p, "add hl," + PAIRS[p], 11);
            add(page, 0x0B + 16 * p, "dec " + PAIRS[p], 6);
            add(page, 0xC1 + 16 * p, "pop " + STACK_PAIRS[p], 10);
            add(page, 0xC5 + 16 * p, "push " + STACK_PAIRS[p], 11);
        }
        add(page, 0x02, "ld (bc),a", 7);
        add(page, 0x0A, "ld a,(bc)", 7);
        add(page, 0x12, "ld (de),a", 7);
        add(page, 0x1A, "ld a,(de)", 7);
        add(page, 0x22, "ld (nn),hl", 16);
        add(page, 0x2A, "ld hl,(nn)", 16);
        add(page, 0x32, "ld (nn),a", 13);
        add(page, 0x3A, "ld a,(nn)", 13);
        for (int y = 0; y < 8; y++) {
            boolean memory = y == MEMORY;
            add(page, 0x04 + 8 * y, "inc " + REGISTERS[y], memory ? 11 : 4);
            add(page, 0x05 + 8 * y, "dec " + REGISTERS[y], memory ? 11 : 4);
            add(page, 0x06 + 8 * y, "ld " + REGISTERS[y] + ",n", memory ? 10 : 7);
            add(page, 0x07 + 8 * y, ACCUMULATOR_OPS[y], 4);
            for (int z = 0; z < 8; z++) {
                boolean touchesMemory = memory || z == MEMORY;
                int load = 0x40 + 8 * y + z;
                add(page, load, load == 0x76 ? "halt" : "ld " + REGISTERS[y] + "," + REGISTERS[z],
                        load != 0x76 && touchesMemory ? 7 : 4);
                add(page, 0x80 + 8 * y + z, ARITHMETIC[y] + REGISTERS[z], z == MEMORY ? 7 : 4);
            }
            add(page, 0xC0 + 8 * y, "ret " + CONDITIONS[y], 11, 5);
            add(page, 0xC2 + 8 * y, "jp " + CONDITIONS[y] + ",nn", 10);
            add(page, 0xC4 + 8 * y, "call " + CONDITIONS[y] + ",nn", 17, 10);
            add(page, 0xC6 + 8 * y, ARITHMETIC[y] + "n", 7);
            add(page, 0xC7 + 8 * y, String.format("rst $%02X", 8 * y), 11);
        }
        add(page, 0xC3, "jp nn", 10);
        add(page, 0xC9, "ret", 10);
        add(page, 0xCD, "call nn", 17);
        add(page, 0xD3, "out (n),a", 11);
        add(page, 0xD9, "exx", 4);
        add(page, 0xDB, "in a,(n)", 11);
        add(page, 0xE3, "ex (sp),hl", 19);
        add(page, 0xE9, "jp (hl)", 4);
        add(page, 0xEB, "ex de,hl", 4);
        add(page, 0xF3, "di", 4);
        add(page, 0xF9, "ld sp,hl", 6);
        add(page, 0xFB, "ei", 4);
    }

    private void bitPage() {
        for (int opcode = 0; opcode < 0x100; opcode++) {
            int y = (opcode >> 3) & 7;
            int z = opcode & 7;
            boolean memory = z == MEMORY;
            switch (opcode >> 6) {
                case 0:
                    add(Z80Prefix.CB, opcode, ROTATIONS[y] + " " + REGISTERS[z], memory ? 15 : 8);
                    break;
                case 1:
                    add(Z80Prefix.CB, opcode, "bit " + y + "," + REGISTERS[z], memory ? 12 : 8);
                    break;
                case 2:
                    add(Z80Prefix.CB, opcode, "res " + y + "," + REGISTERS[z], memory ? 15 : 8);
                    break;
                default:
                    add(Z80Prefix.CB, opcode, "set " + y + "," + REGISTERS[z], memory ? 15 : 8);
                    break;
            }
        }
    }

    /** The ED page; opcodes not listed are 8 T-state no-ops ({@link Z80Disassembler} prints them as bytes). */
    private void extendedPage() {
        Z80Prefix page = Z80Prefix.ED;
        for (int y = 0; y < 8; y++) {
            add(page, 0x40 + 8 * y, y == MEMORY ? "in f,(c)" : "in " + REGISTERS[y] + ",(c)", 12);
            add(page, 0x41 + 8 * y, y == MEMORY ? "out (c),0" : "out (c)," + REGISTERS[y], 12);
            add(page, 0x44 + 8 * y, "neg", CycleCount.of(8), y == 0 ? Role.CANONICAL : Role.ALIAS);
            add(page, 0x45 + 8 * y, y == 1 ? "reti" : "retn", CycleCount.of(14),
                    y <= 1 ? Role.CANONICAL : Role.ALIAS);
            boolean documentedMode = y == 0 || y == 2 || y == 3;
            add(page, 0x46 + 8 * y, "im " + INTERRUPT_MODES[y], CycleCount.of(8),
                    documentedMode ? Role.CANONICAL : Role.ALIAS);
        }
        for (int p = 0; p < 4; p++) {
            add(page, 0x42 + 16 * p, "sbc hl," + PAIRS[p], 15);
            add(page, 0x4A + 16 * p, "adc hl," + PAIRS[p], 15);
            // ED 63 / ED 6B repeat the unprefixed 22 / 2A with four more T-states.
            Role role = PAIRS[p].equals("hl") ? Role.ALIAS : Role.CANONICAL;
            add(page, 0x43 + 16 * p, "ld (nn)," + PAIRS[p], CycleCount.of(20), role);
            add(page, 0x4B + 16 * p, "ld " + PAIRS[p] + ",(nn)", CycleCount.of(20), role);
        }
        add(page, 0x47, "ld i,a", 9);
        add(page, 0x4F, "ld r,a", 9);
        add(page, 0x57, "ld a,i", 9);
        add(page, 0x5F, "ld a,r", 9);
        add(page, 0x67, "rrd", 18);
        add(page, 0x6F, "rld", 18);
        for (int y = 4; y < 8; y++) {
            for (int z = 0; z < 4; z++) {
                boolean repeats = y >= 6;
                add(page, 0xA0 + 8 * (y - 4) + z, BLOCK_OPS[y - 4][z], repeats ? 21 : 16, 16);
            }
        }
    }

    /**
     * DD / FD: every unprefixed instruction that uses HL, H, L or (HL) gets an index form (Young, section 6.1);
     * the others ignore the prefix and have no row. Timing (UM0080): 4 T-states more, except (IX+d) forms,
     * which read the displacement and add it: 19 for loads and arithmetic, 23 for INC/DEC (IX+d).
     */
    private void indexPage(List<Z80Instruction> base, Z80Prefix page, String register) {
        for (Z80Instruction row : base) {
            if (row.prefix() != Z80Prefix.NONE || row.role() != Role.CANONICAL || row.opcode() == 0xEB) {
                continue;
            }
            boolean memory = row.operands().contains(keyword("(hl)"));
            List<Z80OperandPattern> operands = new ArrayList<>();
            boolean changed = false;
            for (Z80OperandPattern operand : row.operands()) {
                Z80OperandPattern replaced = indexOperand(operand, memory, row.mnemonic(), register);
                changed |= replaced != operand;
                operands.add(replaced);
            }
            if (!changed) {
                continue;
            }
            int tStates = row.tStates().taken();
            boolean displaced = operands.stream().anyMatch(o -> o instanceof Z80OperandPattern.Indexed);
            int indexed = !displaced ? tStates + 4 : row.opcode() == 0x36 ? 19 : tStates + 12;
            rows.add(row.with(page, operands, CycleCount.of(indexed), Role.CANONICAL));
        }
    }

    private static Z80OperandPattern indexOperand(Z80OperandPattern operand, boolean memory, String mnemonic,
            String register) {
        if (operand.equals(keyword("(hl)"))) {
            return mnemonic.equals("jp") ? keyword("(" + register + ")") : new Z80OperandPattern.Indexed(register);
        }
        if (operand.equals(keyword("hl"))) {
            return keyword(register);
        }
        if (!memory && (operand.equals(keyword("h")) || operand.equals(keyword("l")))) {
            return keyword(register + operand);
        }
        return operand;
    }

    /**
     * DD CB d op / FD CB d op: the CB operation on (IX+d); with a register other than (HL) in the opcode the
     * result is also copied to that register (Young, section 6.2), except BIT, which has nothing to copy.
     * T-states: 23, BIT 20 (UM0080).
     */
    private void indexBitPage(List<Z80Instruction> base, Z80Prefix page, String register) {
        for (Z80Instruction row : base) {
            if (row.prefix() != Z80Prefix.CB) {
                continue;
            }
            boolean bit = row.mnemonic().equals("bit");
            int z = row.opcode() & 7;
            List<Z80OperandPattern> operands = new ArrayList<>();
            for (Z80OperandPattern operand : row.operands()) {
                boolean target = operand instanceof Z80OperandPattern.Keyword;
                operands.add(target ? new Z80OperandPattern.Indexed(register) : operand);
            }
            if (z != MEMORY && !bit) {
                operands.add(keyword(REGISTERS[z]));
            }
            Role role = z == MEMORY || !bit ? Role.CANONICAL : Role.ALIAS;
            rows.add(row.with(page, operands, CycleCount.of(bit ? 20 : 23), role));
        }
    }

    /** {@code add b} for {@code add a,b} (also adc, sbc) and {@code sub a,b} for {@code sub b} (also and ...). */
    private void arithmeticSynonyms() {
        List<Z80Instruction> synonyms = new ArrayList<>();
        for (Z80Instruction row : rows) {
            if (row.role() != Role.CANONICAL || !isArithmetic(row)) {
                continue;
            }
            List<Z80OperandPattern> operands = new ArrayList<>(row.operands());
            if (operands.size() == 2) {
                operands.remove(0);
            } else {
                operands.add(0, keyword("a"));
            }
            synonyms.add(row.with(row.prefix(), operands, row.tStates(), Role.SYNONYM));
        }
        rows.addAll(synonyms);
    }

    private static boolean isArithmetic(Z80Instruction row) {
        boolean onPage = row.prefix() == Z80Prefix.NONE || row.prefix() == Z80Prefix.DD
                || row.prefix() == Z80Prefix.FD;
        int group = row.opcode() & 0xC7;
        return onPage && (row.opcode() >= 0x80 && row.opcode() < 0xC0 || group == 0xC6);
    }

    private void index() {
        for (Z80Prefix page : Z80Prefix.values()) {
            pages.put(page, new Z80Instruction[0x100]);
        }
        for (Z80Instruction row : rows) {
            if (row.role() != Role.SYNONYM) {
                Z80Instruction[] rowsOfPage = pages.get(row.prefix());
                if (rowsOfPage[row.opcode()] != null) {
                    throw new IllegalStateException("two rows for one opcode: " + row + ", "
                            + rowsOfPage[row.opcode()]);
                }
                rowsOfPage[row.opcode()] = row;
            }
            if (row.role() != Role.ALIAS) {
                List<List<Z80Instruction>> byCount = formsByMnemonic.computeIfAbsent(row.mnemonic(),
                        m -> new ArrayList<>());
                while (byCount.size() <= row.operands().size()) {
                    byCount.add(new ArrayList<>());
                }
                byCount.get(row.operands().size()).add(row);
            }
        }
    }

    private static Z80OperandPattern keyword(String name) {
        return new Z80OperandPattern.Keyword(name);
    }

    private void add(Z80Prefix page, int opcode, String template, int tStates) {
        add(page, opcode, template, CycleCount.of(tStates), Role.CANONICAL);
    }

    private void add(Z80Prefix page, int opcode, String template, int taken, int notTaken) {
        add(page, opcode, template, new CycleCount(taken, notTaken), Role.CANONICAL);
    }

    private void add(Z80Prefix page, int opcode, String template, CycleCount tStates, Role role) {
        rows.add(Z80Instruction.of(page, opcode, template, tStates, role));
    }
}
