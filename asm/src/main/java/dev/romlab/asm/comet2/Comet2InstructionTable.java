package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.Comet2OperandForm.ADR_X;
import static dev.romlab.asm.comet2.Comet2OperandForm.NONE;
import static dev.romlab.asm.comet2.Comet2OperandForm.R;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2_ADR;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2_R3;
import static dev.romlab.asm.comet2.Comet2OperandForm.R_ADR_X;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one source of truth for COMET II and MLFE instructions: mnemonic, opcode, operand form and data accesses. The
 * assembler, the disassembler, the listing's cost column and the interpreters ({@code dev.romlab.cpu.comet2}, which
 * switch on the opcode constants below) all read it.
 *
 * <p>COMET II opcodes are the IPA CASL II specification's ("COMET II instruction table", appendix of the
 * specification). MLFE's additions (multiply, divide, three-register forms, ports) have opcodes romlab assigned in
 * free rows of that table, documented in asm/README.md: memory forms of MULA/DIVA/MULL/DIVL at #28-#2B, their
 * register forms at #2C-#2F, three-register forms at #A0-#A7 (ADDA..DIVL) and #B4-#B6 (AND, OR, XOR), READ #90 and
 * WRITE #91, and their port-offset forms {@code READ r1,r2,adr} #92 and {@code WRITE r1,r2,adr} #93; the simulator's
 * debug instructions at #E0-#E3: {@code DREG msg}, {@code DMEM} (its message, first and last address popped from the
 * stack, where the {@code DMEM msg,from,to} macro pushes them), {@code DSTK msg} and {@code RETURN} (its data accesses
 * are two plus two per register restored, counted as it runs). The words the debug instructions show are read for
 * the console, not by the program: they are no data accesses.
 */
public final class Comet2InstructionTable {

    public static final int NOP = 0x00;
    public static final int LD_ADR = 0x10;
    public static final int ST = 0x11;
    public static final int LAD = 0x12;
    public static final int LD_REG = 0x14;
    public static final int ADDA_ADR = 0x20;
    public static final int SUBA_ADR = 0x21;
    public static final int ADDL_ADR = 0x22;
    public static final int SUBL_ADR = 0x23;
    public static final int ADDA_REG = 0x24;
    public static final int SUBA_REG = 0x25;
    public static final int ADDL_REG = 0x26;
    public static final int SUBL_REG = 0x27;
    public static final int MULA_ADR = 0x28;
    public static final int DIVA_ADR = 0x29;
    public static final int MULL_ADR = 0x2A;
    public static final int DIVL_ADR = 0x2B;
    public static final int MULA_REG = 0x2C;
    public static final int DIVA_REG = 0x2D;
    public static final int MULL_REG = 0x2E;
    public static final int DIVL_REG = 0x2F;
    public static final int AND_ADR = 0x30;
    public static final int OR_ADR = 0x31;
    public static final int XOR_ADR = 0x32;
    public static final int AND_REG = 0x34;
    public static final int OR_REG = 0x35;
    public static final int XOR_REG = 0x36;
    public static final int CPA_ADR = 0x40;
    public static final int CPL_ADR = 0x41;
    public static final int CPA_REG = 0x44;
    public static final int CPL_REG = 0x45;
    public static final int SLA = 0x50;
    public static final int SRA = 0x51;
    public static final int SLL = 0x52;
    public static final int SRL = 0x53;
    public static final int JMI = 0x61;
    public static final int JNZ = 0x62;
    public static final int JZE = 0x63;
    public static final int JUMP = 0x64;
    public static final int JPL = 0x65;
    public static final int JOV = 0x66;
    public static final int PUSH = 0x70;
    public static final int POP = 0x71;
    public static final int CALL = 0x80;
    public static final int RET = 0x81;
    public static final int READ = 0x90;
    public static final int WRITE = 0x91;
    public static final int READ_OFFSET = 0x92;
    public static final int WRITE_OFFSET = 0x93;
    public static final int ADDA_3 = 0xA0;
    public static final int SUBA_3 = 0xA1;
    public static final int ADDL_3 = 0xA2;
    public static final int SUBL_3 = 0xA3;
    public static final int MULA_3 = 0xA4;
    public static final int DIVA_3 = 0xA5;
    public static final int MULL_3 = 0xA6;
    public static final int DIVL_3 = 0xA7;
    public static final int AND_3 = 0xB4;
    public static final int OR_3 = 0xB5;
    public static final int XOR_3 = 0xB6;
    public static final int DREG = 0xE0;
    public static final int DMEM = 0xE1;
    public static final int DSTK = 0xE2;
    public static final int RETURN = 0xE3;
    public static final int SVC = 0xF0;

    private static final List<Comet2Instruction> INSTRUCTIONS = List.of(
            both("NOP", NOP, NONE, 0),
            both("LD", LD_ADR, R_ADR_X, 1), both("ST", ST, R_ADR_X, 1), both("LAD", LAD, R_ADR_X, 0),
            both("LD", LD_REG, R1_R2, 0),
            both("ADDA", ADDA_ADR, R_ADR_X, 1), both("SUBA", SUBA_ADR, R_ADR_X, 1),
            both("ADDL", ADDL_ADR, R_ADR_X, 1), both("SUBL", SUBL_ADR, R_ADR_X, 1),
            both("ADDA", ADDA_REG, R1_R2, 0), both("SUBA", SUBA_REG, R1_R2, 0),
            both("ADDL", ADDL_REG, R1_R2, 0), both("SUBL", SUBL_REG, R1_R2, 0),
            mlfe("MULA", MULA_ADR, R_ADR_X, 1), mlfe("DIVA", DIVA_ADR, R_ADR_X, 1),
            mlfe("MULL", MULL_ADR, R_ADR_X, 1), mlfe("DIVL", DIVL_ADR, R_ADR_X, 1),
            mlfe("MULA", MULA_REG, R1_R2, 0), mlfe("DIVA", DIVA_REG, R1_R2, 0),
            mlfe("MULL", MULL_REG, R1_R2, 0), mlfe("DIVL", DIVL_REG, R1_R2, 0),
            both("AND", AND_ADR, R_ADR_X, 1), both("OR", OR_ADR, R_ADR_X, 1), both("XOR", XOR_ADR, R_ADR_X, 1),
            both("AND", AND_REG, R1_R2, 0), both("OR", OR_REG, R1_R2, 0), both("XOR", XOR_REG, R1_R2, 0),
            both("CPA", CPA_ADR, R_ADR_X, 1), both("CPL", CPL_ADR, R_ADR_X, 1),
            both("CPA", CPA_REG, R1_R2, 0), both("CPL", CPL_REG, R1_R2, 0),
            both("SLA", SLA, R_ADR_X, 0), both("SRA", SRA, R_ADR_X, 0),
            both("SLL", SLL, R_ADR_X, 0), both("SRL", SRL, R_ADR_X, 0),
            both("JMI", JMI, ADR_X, 0), both("JNZ", JNZ, ADR_X, 0), both("JZE", JZE, ADR_X, 0),
            both("JUMP", JUMP, ADR_X, 0), both("JPL", JPL, ADR_X, 0), both("JOV", JOV, ADR_X, 0),
            both("PUSH", PUSH, ADR_X, 1), both("POP", POP, R, 1),
            both("CALL", CALL, ADR_X, 1), both("RET", RET, NONE, 1),
            mlfe("READ", READ, R1_R2, 0), mlfe("WRITE", WRITE, R1_R2, 0),
            mlfe("READ", READ_OFFSET, R1_R2_ADR, 1), mlfe("WRITE", WRITE_OFFSET, R1_R2_ADR, 1),
            mlfe("ADDA", ADDA_3, R1_R2_R3, 0), mlfe("SUBA", SUBA_3, R1_R2_R3, 0),
            mlfe("ADDL", ADDL_3, R1_R2_R3, 0), mlfe("SUBL", SUBL_3, R1_R2_R3, 0),
            mlfe("MULA", MULA_3, R1_R2_R3, 0), mlfe("DIVA", DIVA_3, R1_R2_R3, 0),
            mlfe("MULL", MULL_3, R1_R2_R3, 0), mlfe("DIVL", DIVL_3, R1_R2_R3, 0),
            mlfe("AND", AND_3, R1_R2_R3, 0), mlfe("OR", OR_3, R1_R2_R3, 0), mlfe("XOR", XOR_3, R1_R2_R3, 0),
            mlfe("DREG", DREG, ADR_X, 0), mlfe("DMEM", DMEM, NONE, 3), mlfe("DSTK", DSTK, ADR_X, 0),
            mlfe("RETURN", RETURN, NONE, 2),
            both("SVC", SVC, ADR_X, 0));

    private static final Comet2Instruction[] BY_OPCODE = new Comet2Instruction[256];

    static {
        for (Comet2Instruction instruction : INSTRUCTIONS) {
            if (BY_OPCODE[instruction.opcode()] != null) {
                throw new IllegalStateException("opcode listed twice: " + instruction);
            }
            BY_OPCODE[instruction.opcode()] = instruction;
        }
    }

    private Comet2InstructionTable() {
    }

    private static Comet2Instruction both(String mnemonic, int opcode, Comet2OperandForm form, int dataAccesses) {
        return new Comet2Instruction(mnemonic, opcode, form, dataAccesses, false);
    }

    private static Comet2Instruction mlfe(String mnemonic, int opcode, Comet2OperandForm form, int dataAccesses) {
        return new Comet2Instruction(mnemonic, opcode, form, dataAccesses, true);
    }

    /** Every instruction of both machines, in opcode order of the specification's table. */
    public static List<Comet2Instruction> all() {
        return INSTRUCTIONS;
    }

    /** The instructions {@code profile} has. */
    public static List<Comet2Instruction> of(Comet2Profile profile) {
        List<Comet2Instruction> result = new ArrayList<>();
        for (Comet2Instruction instruction : INSTRUCTIONS) {
            if (instruction.existsOn(profile)) {
                result.add(instruction);
            }
        }
        return Collections.unmodifiableList(result);
    }

    /** The instruction with opcode {@code opcode} on {@code profile}, or empty for an undefined opcode. */
    public static Optional<Comet2Instruction> byOpcode(Comet2Profile profile, int opcode) {
        Comet2Instruction instruction = opcode >= 0 && opcode < 256 ? BY_OPCODE[opcode] : null;
        return instruction != null && instruction.existsOn(profile) ? Optional.of(instruction) : Optional.empty();
    }

    /** The instruction spelled {@code mnemonic} (any case) in {@code form} on {@code profile}, or empty. */
    public static Optional<Comet2Instruction> find(Comet2Profile profile, String mnemonic, Comet2OperandForm form) {
        String upper = mnemonic.toUpperCase(Locale.ROOT);
        for (Comet2Instruction instruction : INSTRUCTIONS) {
            if (instruction.mnemonic().equals(upper) && instruction.form() == form && instruction.existsOn(profile)) {
                return Optional.of(instruction);
            }
        }
        return Optional.empty();
    }

    /** Whether {@code mnemonic} (any case) is a machine instruction of {@code profile}. */
    public static boolean isMnemonic(Comet2Profile profile, String mnemonic) {
        String upper = mnemonic.toUpperCase(Locale.ROOT);
        return INSTRUCTIONS.stream().anyMatch(i -> i.mnemonic().equals(upper) && i.existsOn(profile));
    }
}
