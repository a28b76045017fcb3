package dev.romlab.cli.toy;

import java.util.List;
import java.util.Locale;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RegisterFile.Register;

/**
 * A made-up 8-bit CPU with 256 bytes of address space, an accumulator A and a zero flag (bit 0 of F): just
 * enough to prove that registering a CPU makes every command work for it.
 */
final class ToyCpu implements Cpu {

    private static final List<Register> REGISTERS = List.of(new Register("A", 8), new Register("F", 1),
            new Register("PC", 8), new Register("HALTED", 1));

    private final Memory memory;
    private int a;
    private int f;
    private int pc;
    private boolean halted;
    private long cycles;
    private final RegisterFile registerFile = new Registers();

    ToyCpu(Memory memory) {
        this.memory = memory;
    }

    @Override
    public void reset() {
        pc = 0;
        halted = false;
    }

    @Override
    public int step() {
        int taken = ToyInstruction.UNDEFINED_CYCLES;
        if (!halted) {
            int opcode = memory.read(pc);
            int operand = memory.read(pc + 1);
            ToyInstruction instruction = ToyInstruction.decode(opcode);
            pc = (pc + (instruction == null ? 1 : instruction.length())) & 0xFF;
            taken = instruction == null ? ToyInstruction.UNDEFINED_CYCLES : execute(instruction, operand);
        }
        cycles += taken;
        return taken;
    }

    private int execute(ToyInstruction instruction, int operand) {
        switch (instruction) {
            case LDA -> setA(operand);
            case ADD -> setA(a + operand);
            case JNZ -> {
                if ((f & 1) == 0) {
                    pc = operand;
                    return instruction.cycles.taken();
                }
                return instruction.cycles.notTaken();
            }
            case HLT -> halted = true;
            case NOP -> {
            }
            default -> throw new AssertionError(instruction);
        }
        return instruction.cycles.taken();
    }

    private void setA(int value) {
        a = value & 0xFF;
        f = a == 0 ? 1 : 0;
    }

    @Override
    public long cycles() {
        return cycles;
    }

    @Override
    public int pc() {
        return pc;
    }

    @Override
    public void setPc(int address) {
        pc = address & 0xFF;
    }

    /** The toy has no stack and no call instruction: nothing ever moves this. */
    @Override
    public int stackPointer() {
        return 0;
    }

    @Override
    public boolean halted() {
        return halted;
    }

    @Override
    public CycleUnit cycleUnit() {
        return CycleUnit.CYCLES;
    }

    @Override
    public RegisterFile registers() {
        return registerFile;
    }

    @Override
    public void enterCall(int entry, int returnAddress) {
        throw new UnsupportedOperationException("the toy CPU has no call instruction");
    }

    /** A, F, PC and HALTED by name. */
    private final class Registers implements RegisterFile {

        @Override
        public List<Register> registers() {
            return REGISTERS;
        }

        @Override
        public int get(String name) {
            return switch (name.toUpperCase(Locale.ROOT)) {
                case "A" -> a;
                case "F" -> f;
                case "PC" -> pc;
                case "HALTED" -> halted ? 1 : 0;
                default -> throw new IllegalArgumentException("no register " + name);
            };
        }

        @Override
        public void set(String name, int value) {
            switch (name.toUpperCase(Locale.ROOT)) {
                case "A" -> a = value & 0xFF;
                case "F" -> f = value & 1;
                case "PC" -> pc = value & 0xFF;
                case "HALTED" -> halted = value != 0;
                default -> throw new IllegalArgumentException("no register " + name);
            }
        }
    }
}
