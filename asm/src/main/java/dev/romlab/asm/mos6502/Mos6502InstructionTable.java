package dev.romlab.asm.mos6502;

import dev.romlab.asm.CycleCount;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one source of truth for the NMOS 6502 and the 2A03 (which decode alike): all 256 opcodes with ca65's
 * mnemonic, addressing mode, length and cycles. The assembler, the disassembler and the listing's cycle column
 * all read it.
 *
 * <p>Sources: the opcode matrix and cycle counts of the MOS MCS6500 programming manual (appendix A) for the
 * documented opcodes; the undocumented ones as ca65's 6502X CPU names them (ca65 users guide, "6502X mode") with
 * the timings of "No More Secrets" (NMOS 6510 unintended opcodes); both checked against the conformance
 * vectors of {@code ../shared/testdata/6502/nmos} by {@code Mos6502SingleStepTimingTest}.
 *
 * <p>Cycles follow from what an instruction does with its operand: a read takes one cycle more when its indexed
 * address crosses a page ({@code 4+}); a store or a read-modify-write always takes the long count; a branch takes
 * 2, 3 when taken, 4 when taken to another page than the next instruction's.
 */
public final class Mos6502InstructionTable {

    /** The 256 opcodes in order: mnemonic, addressing mode, then r/w/m (read, write, read-modify-write), b (branch)
     *  or the fixed cycle count; a {@code !} marks the canonical one of several opcodes with the same spelling. */
    private static final String[] OPCODES = {
        // $00-$0F
        "brk imp 7", "ora izx r", "jam imp 2", "slo izx m", "nop zp r", "ora zp r", "asl zp m", "slo zp m",
        "php imp 3", "ora imm r", "asl acc m", "anc imm r", "nop abs r", "ora abs r", "asl abs m", "slo abs m",
        // $10-$1F
        "bpl rel b", "ora izy r", "jam imp 2", "slo izy m", "nop zpx r", "ora zpx r", "asl zpx m", "slo zpx m",
        "clc imp 2", "ora aby r", "nop imp 2", "slo aby m", "nop abx r", "ora abx r", "asl abx m", "slo abx m",
        // $20-$2F
        "jsr abs 6", "and izx r", "jam imp 2", "rla izx m", "bit zp r", "and zp r", "rol zp m", "rla zp m",
        "plp imp 4", "and imm r", "rol acc m", "anc imm r", "bit abs r", "and abs r", "rol abs m", "rla abs m",
        // $30-$3F
        "bmi rel b", "and izy r", "jam imp 2", "rla izy m", "nop zpx r", "and zpx r", "rol zpx m", "rla zpx m",
        "sec imp 2", "and aby r", "nop imp 2", "rla aby m", "nop abx r", "and abx r", "rol abx m", "rla abx m",
        // $40-$4F
        "rti imp 6", "eor izx r", "jam imp 2", "sre izx m", "nop zp r", "eor zp r", "lsr zp m", "sre zp m",
        "pha imp 3", "eor imm r", "lsr acc m", "alr imm r", "jmp abs 3", "eor abs r", "lsr abs m", "sre abs m",
        // $50-$5F
        "bvc rel b", "eor izy r", "jam imp 2", "sre izy m", "nop zpx r", "eor zpx r", "lsr zpx m", "sre zpx m",
        "cli imp 2", "eor aby r", "nop imp 2", "sre aby m", "nop abx r", "eor abx r", "lsr abx m", "sre abx m",
        // $60-$6F
        "rts imp 6", "adc izx r", "jam imp 2", "rra izx m", "nop zp r", "adc zp r", "ror zp m", "rra zp m",
        "pla imp 4", "adc imm r", "ror acc m", "arr imm r", "jmp ind 5", "adc abs r", "ror abs m", "rra abs m",
        // $70-$7F
        "bvs rel b", "adc izy r", "jam imp 2", "rra izy m", "nop zpx r", "adc zpx r", "ror zpx m", "rra zpx m",
        "sei imp 2", "adc aby r", "nop imp 2", "rra aby m", "nop abx r", "adc abx r", "ror abx m", "rra abx m",
        // $80-$8F
        "nop imm r", "sta izx w", "nop imm r", "sax izx w", "sty zp w", "sta zp w", "stx zp w", "sax zp w",
        "dey imp 2", "nop imm r", "txa imp 2", "ane imm r", "sty abs w", "sta abs w", "stx abs w", "sax abs w",
        // $90-$9F
        "bcc rel b", "sta izy w", "jam imp 2", "sha izy w", "sty zpx w", "sta zpx w", "stx zpy w", "sax zpy w",
        "tya imp 2", "sta aby w", "txs imp 2", "tas aby w", "shy abx w", "sta abx w", "shx aby w", "sha aby w",
        // $A0-$AF
        "ldy imm r", "lda izx r", "ldx imm r", "lax izx r", "ldy zp r", "lda zp r", "ldx zp r", "lax zp r",
        "tay imp 2", "lda imm r", "tax imp 2", "lax imm r", "ldy abs r", "lda abs r", "ldx abs r", "lax abs r",
        // $B0-$BF
        "bcs rel b", "lda izy r", "jam imp 2", "lax izy r", "ldy zpx r", "lda zpx r", "ldx zpy r", "lax zpy r",
        "clv imp 2", "lda aby r", "tsx imp 2", "las aby r", "ldy abx r", "lda abx r", "ldx aby r", "lax aby r",
        // $C0-$CF
        "cpy imm r", "cmp izx r", "nop imm r", "dcp izx m", "cpy zp r", "cmp zp r", "dec zp m", "dcp zp m",
        "iny imp 2", "cmp imm r", "dex imp 2", "sbx imm r", "cpy abs r", "cmp abs r", "dec abs m", "dcp abs m",
        // $D0-$DF
        "bne rel b", "cmp izy r", "jam imp 2", "dcp izy m", "nop zpx r", "cmp zpx r", "dec zpx m", "dcp zpx m",
        "cld imp 2", "cmp aby r", "nop imp 2", "dcp aby m", "nop abx r", "cmp abx r", "dec abx m", "dcp abx m",
        // $E0-$EF
        "cpx imm r", "sbc izx r", "nop imm r", "isc izx m", "cpx zp r", "sbc zp r", "inc zp m", "isc zp m",
        "inx imp 2", "sbc imm r", "nop imp 2 !", "sbc imm r", "cpx abs r", "sbc abs r", "inc abs m", "isc abs m",
        // $F0-$FF
        "beq rel b", "sbc izy r", "jam imp 2", "isc izy m", "nop zpx r", "sbc zpx r", "inc zpx m", "isc zpx m",
        "sed imp 2", "sbc aby r", "nop imp 2", "isc aby m", "nop abx r", "sbc abx r", "inc abx m", "isc abx m",
    };

    /** ca65's other spellings of undocumented opcodes (ca65 users guide, 6502X), to the table's mnemonic. */
    private static final Map<String, String> ALIASES = Map.of("axs", "sbx", "xaa", "ane");

    private static final List<Mos6502Instruction> BY_OPCODE = build();
    private static final Map<String, Map<Mos6502AddressingMode, Mos6502Instruction>> BY_MNEMONIC = index();

    private Mos6502InstructionTable() {
    }

    /** The instruction of {@code opcode} (0-255). */
    public static Mos6502Instruction byOpcode(int opcode) {
        return BY_OPCODE.get(opcode);
    }

    /** All 256, in opcode order. */
    public static List<Mos6502Instruction> all() {
        return BY_OPCODE;
    }

    /** The canonical instruction per addressing mode of {@code mnemonic} (any case, aliases included); empty when
     *  no such mnemonic. */
    public static Map<Mos6502AddressingMode, Mos6502Instruction> forms(String mnemonic) {
        String lower = mnemonic.toLowerCase(Locale.ROOT);
        return BY_MNEMONIC.getOrDefault(ALIASES.getOrDefault(lower, lower), Map.of());
    }

    private static List<Mos6502Instruction> build() {
        List<String[]> fields = new ArrayList<>();
        for (String row : OPCODES) {
            fields.add(row.split(" "));
        }
        List<Mos6502Instruction> table = new ArrayList<>();
        Map<String, Integer> canonical = new HashMap<>();
        for (int opcode = 0; opcode < 256; opcode++) {
            String[] f = fields.get(opcode);
            String key = f[0] + " " + f[1];
            if (!canonical.containsKey(key) || f.length > 3) {
                canonical.put(key, opcode);
            }
        }
        for (int opcode = 0; opcode < 256; opcode++) {
            String[] f = fields.get(opcode);
            Mos6502AddressingMode mode = mode(f[1]);
            table.add(new Mos6502Instruction(opcode, f[0], mode, cycles(mode, f[2]),
                    canonical.get(f[0] + " " + f[1]) == opcode));
        }
        return Collections.unmodifiableList(table);
    }

    private static Map<String, Map<Mos6502AddressingMode, Mos6502Instruction>> index() {
        Map<String, Map<Mos6502AddressingMode, Mos6502Instruction>> index = new HashMap<>();
        for (Mos6502Instruction instruction : BY_OPCODE) {
            if (instruction.canonical()) {
                index.computeIfAbsent(instruction.mnemonic(), m -> new HashMap<>()).put(instruction.mode(),
                        instruction);
            }
        }
        index.replaceAll((mnemonic, forms) -> Map.copyOf(forms));
        return Map.copyOf(index);
    }

    private static Mos6502AddressingMode mode(String abbreviation) {
        switch (abbreviation) {
            case "imp": return Mos6502AddressingMode.IMPLIED;
            case "acc": return Mos6502AddressingMode.ACCUMULATOR;
            case "imm": return Mos6502AddressingMode.IMMEDIATE;
            case "zp": return Mos6502AddressingMode.ZERO_PAGE;
            case "zpx": return Mos6502AddressingMode.ZERO_PAGE_X;
            case "zpy": return Mos6502AddressingMode.ZERO_PAGE_Y;
            case "abs": return Mos6502AddressingMode.ABSOLUTE;
            case "abx": return Mos6502AddressingMode.ABSOLUTE_X;
            case "aby": return Mos6502AddressingMode.ABSOLUTE_Y;
            case "ind": return Mos6502AddressingMode.INDIRECT;
            case "izx": return Mos6502AddressingMode.INDEXED_INDIRECT;
            case "izy": return Mos6502AddressingMode.INDIRECT_INDEXED;
            case "rel": return Mos6502AddressingMode.RELATIVE;
            default: throw new IllegalArgumentException("unknown addressing mode " + abbreviation);
        }
    }

    /** The cycles of an access kind in a mode (MCS6500 manual, appendix A; the undocumented ones alike). */
    private static CycleCount cycles(Mos6502AddressingMode mode, String kind) {
        switch (kind) {
            case "b":
                return new CycleCount(3, 2, true);
            case "r":
                return readCycles(mode);
            case "w":
                return CycleCount.of(writeCycles(mode));
            case "m":
                return CycleCount.of(mode == Mos6502AddressingMode.ACCUMULATOR ? 2 : writeCycles(mode) + 2);
            default:
                return CycleCount.of(Integer.parseInt(kind));
        }
    }

    private static CycleCount readCycles(Mos6502AddressingMode mode) {
        switch (mode) {
            case IMMEDIATE:
                return CycleCount.of(2);
            case ZERO_PAGE:
                return CycleCount.of(3);
            case ZERO_PAGE_X:
            case ZERO_PAGE_Y:
            case ABSOLUTE:
                return CycleCount.of(4);
            case ABSOLUTE_X:
            case ABSOLUTE_Y:
                return CycleCount.withPageCrossing(4);
            case INDEXED_INDIRECT:
                return CycleCount.of(6);
            case INDIRECT_INDEXED:
                return CycleCount.withPageCrossing(5);
            default:
                throw new IllegalArgumentException("no read in mode " + mode);
        }
    }

    /** A store's cycles; a read-modify-write takes two more (the modify cycle with its dummy write, the write). */
    private static int writeCycles(Mos6502AddressingMode mode) {
        switch (mode) {
            case ZERO_PAGE:
                return 3;
            case ZERO_PAGE_X:
            case ZERO_PAGE_Y:
            case ABSOLUTE:
                return 4;
            case ABSOLUTE_X:
            case ABSOLUTE_Y:
                return 5;
            case INDEXED_INDIRECT:
            case INDIRECT_INDEXED:
                return 6;
            default:
                throw new IllegalArgumentException("no write in mode " + mode);
        }
    }
}
