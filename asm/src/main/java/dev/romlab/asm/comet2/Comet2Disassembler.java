package dev.romlab.asm.comet2;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Disassembler;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * The decoding view of {@link Comet2InstructionTable} for COMET II or MLFE. Addresses and lengths count words;
 * {@code memory} gives the word at an address. Text is CASL II ({@code LD GR1,#0010,GR2}; MLFE names its services:
 * {@code SVC time}) and assembles back to the same words; a word that is no instruction (an undefined opcode, a
 * register the machine lacks, a field the form leaves unused but set) is {@code DC #hhhh} with the reason as a
 * comment, and decoding goes on at the next word. The cost column is the cost units of one execution (a DC: 1).
 */
public final class Comet2Disassembler implements Disassembler {

    /** The label field: eight characters (CASL II labels have at most eight) and a blank. */
    private static final int LABEL_FIELD = 9;

    private final Comet2Profile profile;

    public Comet2Disassembler(Comet2Profile profile) {
        this.profile = profile;
    }

    @Override
    public DisassembledInstruction decode(IntUnaryOperator memory, int address) {
        int first = (int) (memory.applyAsInt(address & 0xFFFF) & profile.wordMask());
        Optional<Comet2Instruction> found = Comet2InstructionTable.byOpcode(profile, profile.opcode(first));
        if (found.isEmpty()) {
            return data(address, new int[] {first}, "undefined opcode");
        }
        Comet2Instruction instruction = found.get();
        Comet2OperandForm form = instruction.form();
        int length = profile.length(form);
        int second = length == 2 ? (int) (memory.applyAsInt(address + 1 & 0xFFFF) & profile.wordMask()) : 0;
        int[] words = length == 2 ? new int[] {first, second} : new int[] {first};
        int r = profile.r(first);
        int x = profile.x(first);
        int adr = profile.adr(first, second);
        String problem = problem(form, r, x, adr);
        if (problem != null) {
            return data(address, new int[] {first}, problem + ": " + instruction.mnemonic());
        }
        StringBuilder text = new StringBuilder(instruction.mnemonic());
        List<DisassembledInstruction.AddressOperand> addresses = new ArrayList<>();
        String register = name(r);
        switch (form) {
            case NONE -> { }
            case R -> text.append(' ').append(register);
            case R1_R2 -> text.append(' ').append(register).append(',').append(name(x));
            case R1_R2_R3 -> text.append(' ').append(register).append(',').append(name(x)).append(',')
                    .append(name(adr));
            case R1_R2_ADR -> {
                text.append(' ').append(register).append(',').append(name(x)).append(',');
                appendAddress(text, instruction, adr, addresses);
            }
            case R_ADR_X, ADR_X -> {
                text.append(' ');
                if (form == Comet2OperandForm.R_ADR_X) {
                    text.append(register).append(',');
                }
                appendAddress(text, instruction, adr, addresses);
                if (x != 0) {
                    text.append(',').append(x == Comet2Profile.MLFE_GR0_INDEX ? "GR0" : name(x));
                }
            }
            default -> throw new IllegalStateException(form.toString());
        }
        return new DisassembledInstruction(address, bytes(words), text.toString(),
                CycleCount.of(instruction.costUnits(profile)), addresses, instruction.opcode()
                == Comet2InstructionTable.CALL);
    }

    private void appendAddress(StringBuilder text, Comet2Instruction instruction, int adr,
            List<DisassembledInstruction.AddressOperand> addresses) {
        int opcode = instruction.opcode();
        if (opcode == Comet2InstructionTable.SVC) {
            Optional<Comet2SupervisorCall> named = profile == Comet2Profile.MLFE
                    ? Comet2SupervisorCall.byNumber(profile, adr) : Optional.empty();
            text.append(named.map(Comet2SupervisorCall::serviceName).orElse(String.format("#%04X", adr)));
            return;
        }
        int start = text.length();
        text.append(String.format("#%04X", adr));
        // a shift count and a pushed value (PUSH 0,GR1 saves a register) are numbers, not places a label names
        boolean number = opcode >= Comet2InstructionTable.SLA && opcode <= Comet2InstructionTable.SRL
                || opcode == Comet2InstructionTable.PUSH;
        if (!number) {
            addresses.add(new DisassembledInstruction.AddressOperand(adr, start, text.length()));
        }
    }

    /** A register field's name: GRn, or MLFE's SP (14) and PC (15). */
    private String name(int field) {
        if (profile == Comet2Profile.MLFE && field == Comet2Profile.MLFE_SP) {
            return "SP";
        }
        return profile == Comet2Profile.MLFE && field == Comet2Profile.MLFE_PC ? "PC" : "GR" + field;
    }

    /** Why the fields cannot be written as this form, or null when they can. */
    private String problem(Comet2OperandForm form, int r, int x, int adr) {
        boolean mlfe = profile == Comet2Profile.MLFE;
        // r and r3 may be MLFE's SP or PC, x SP (its 15 is GR0 as index), as mlfe.py reads them
        int registers = mlfe ? Comet2Profile.MLFE_PC + 1 : profile.registers();
        int secondRegisters = mlfe ? Comet2Profile.MLFE_SP + 1 : profile.registers();
        boolean indexOk = x < secondRegisters || mlfe && x == Comet2Profile.MLFE_GR0_INDEX;
        boolean adrUnused = profile == Comet2Profile.COMET2 || adr == 0;
        return switch (form) {
            case NONE -> r == 0 && x == 0 && adrUnused ? null : "unused fields set";
            case R -> r >= registers ? "no register GR" + r : x == 0 && adrUnused ? null : "unused fields set";
            case R1_R2 -> r >= registers || x >= secondRegisters ? "no register GR" + Math.max(r, x)
                    : adrUnused ? null : "unused fields set";
            case R1_R2_R3 -> r >= registers || x >= secondRegisters || adr >= registers
                    ? "no register GR" + Math.max(Math.max(r, x), adr) : null;
            case R1_R2_ADR -> r >= registers || x >= secondRegisters ? "no register GR" + Math.max(r, x) : null;
            case R_ADR_X -> r >= registers ? "no register GR" + r : indexOk ? null : "no index register GR" + x;
            case ADR_X -> r != 0 ? "unused fields set" : indexOk ? null : "no index register GR" + x;
        };
    }

    /** One word as {@code DC #hhhh ; why}. */
    private DisassembledInstruction data(int address, int[] words, String meaning) {
        return dataLine(address, bytes(words), meaning, CycleCount.of(1));
    }

    @Override
    public DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles) {
        int wordBytes = profile.wordBits() / 8;
        StringBuilder text = new StringBuilder("DC ");
        for (int i = 0; i < bytes.length; i += wordBytes) {
            long word = 0;
            for (int b = 0; b < wordBytes; b++) {
                word = word << 8 | bytes[i + b] & 0xFF;
            }
            text.append(i == 0 ? "" : ",").append(String.format("#%0" + wordBytes * 2 + "X", word));
        }
        return new DisassembledInstruction(address, bytes, meaning.isEmpty() ? text.toString() : text + " ; " + meaning,
                cycles);
    }

    /** The lines for the {@code length} words from {@code from}; an instruction cut off by the end shows as DC. */
    @Override
    public List<DisassembledInstruction> disassemble(IntUnaryOperator memory, int from, int length) {
        int wordBytes = profile.wordBits() / 8;
        List<DisassembledInstruction> lines = new ArrayList<>();
        int end = from + length;
        int address = from;
        while (address < end) {
            DisassembledInstruction line = decode(memory, address);
            int words = line.length() / wordBytes;
            if (address + words > end) {
                byte[] inside = new byte[(end - address) * wordBytes];
                System.arraycopy(line.bytes(), 0, inside, 0, inside.length);
                line = dataLine(address, inside, "cut off: " + line.text(), line.cycles());
                words = end - address;
            }
            lines.add(line);
            address += words;
        }
        return lines;
    }

    private byte[] bytes(int[] words) {
        int wordBytes = profile.wordBits() / 8;
        byte[] bytes = new byte[words.length * wordBytes];
        for (int i = 0; i < words.length; i++) {
            for (int b = 0; b < wordBytes; b++) {
                bytes[i * wordBytes + b] = (byte) (words[i] >>> 8 * (wordBytes - 1 - b));
            }
        }
        return bytes;
    }

    /** CASL II writes hex as {@code #1234} (specification, "DC"). */
    @Override
    public String hexPrefix() {
        return "#";
    }

    /**
     * A program's own label {@code PROG.LOOP} (as symbol files name it) is {@code LOOP} inside the program; names are
     * made valid and distinct labels ({@link CaslLabelNames}).
     */
    @Override
    public Map<String, String> sourceNames(Collection<String> symbols) {
        return new CaslLabelNames(profile).of(symbols);
    }

    /**
     * CASL II has no line with a label alone; {@code LOOP DS 0} reserves no word and gives the label the address
     * (specification, "DS": a count of 0 reserves nothing but the label is still defined).
     */
    @Override
    public String labelLine(String name) {
        return String.format("%-8s DS 0", name);
    }

    /** CASL II has no equate: an address outside the disassembly stays a number. */
    @Override
    public Optional<String> equateLine(String name, int value) {
        return Optional.empty();
    }

    /** The label field: a word in column 1 is a label (specification, "instruction line"). */
    @Override
    public int labelField() {
        return LABEL_FIELD;
    }

    /**
     * One program from START to END holds the whole disassembly; its name is {@code DISASM} (numbered when a label
     * has that name), as START needs a label.
     */
    @Override
    public List<String> prologue(Collection<String> labels) {
        String name = "DISASM";
        for (int number = 2; labels.contains(name); number++) {
            name = "DISASM" + number;
        }
        return List.of(String.format("%-8s START", name));
    }

    /**
     * CASL II has no origin: programs are placed from address 0 one after another (specification, "START"), so a
     * run of addresses is reached with {@code DS} words reserved before it.
     */
    @Override
    public Optional<String> originLine(int address, int placed) {
        return address > placed ? Optional.of(instructionLine("DS " + (address - placed))) : Optional.empty();
    }

    @Override
    public List<String> epilogue() {
        return List.of(instructionLine("END"));
    }

    @Override
    public int dataLineAddresses() {
        return 4;
    }
}
