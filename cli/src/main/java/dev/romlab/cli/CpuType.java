package dev.romlab.cli;

import java.util.List;
import java.util.Locale;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.z80.Z80Disassembler;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;

/**
 * The CPUs the command line knows (the {@code --cpu} values), with what each needs: its interpreter, its
 * assembler and disassembler, and which registers traces and summaries show. Adding a CPU means adding a
 * constant here and a case to each switch.
 */
enum CpuType {

    /** NMOS Zilog Z80; flags shown as S Z 5 (Y) H 3 (X) P/V N C, bit 7 first. */
    Z80(List.of("AF", "BC", "DE", "HL", "IX", "IY", "SP"),
            List.of("AF'", "BC'", "DE'", "HL'", "PC", "WZ", "I", "R", "IM", "IFF1", "IFF2"),
            new FlagFormat("F", "SZ5H3PNC"));

    private static final Z80Disassembler Z80_DISASSEMBLER = new Z80Disassembler();

    private final List<String> mainRegisters;
    private final List<String> otherRegisters;
    private final FlagFormat flags;

    CpuType(List<String> mainRegisters, List<String> otherRegisters, FlagFormat flags) {
        this.mainRegisters = mainRegisters;
        this.otherRegisters = otherRegisters;
        this.flags = flags;
    }

    /** The name users type after {@code --cpu} and read in JSON output. */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The {@link #id()}, so help and error messages list the names users type. */
    @Override
    public String toString() {
        return id();
    }

    /** A CPU in its power-up state over {@code memory}, with nothing on its I/O ports. */
    Cpu newCpu(Memory memory) {
        switch (this) {
            case Z80:
                return new dev.romlab.cpu.z80.Z80(memory, IoPorts.NONE);
            default:
                throw new AssertionError(this);
        }
    }

    /** This CPU's assembler, reading files from the file system. */
    Assembler assembler() {
        switch (this) {
            case Z80:
                return Assembler.z80();
            default:
                throw new AssertionError(this);
        }
    }

    DisassembledInstruction decode(Memory memory, int address) {
        switch (this) {
            case Z80:
                return Z80_DISASSEMBLER.decode(memory::read, address);
            default:
                throw new AssertionError(this);
        }
    }

    /** The registers a trace line shows after each instruction, before the flags. */
    List<String> mainRegisters() {
        return mainRegisters;
    }

    /** The registers a run summary adds on its second line. */
    List<String> otherRegisters() {
        return otherRegisters;
    }

    FlagFormat flags() {
        return flags;
    }
}
