package dev.romlab.cli;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.z80.Z80Disassembler;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.kernels.trace.CpuDisplay;

/**
 * The CPUs the command line knows (the {@code --cpu} values), with what each needs: its interpreter, its
 * assembler and disassembler, and which registers traces and summaries show. Adding a CPU means adding a
 * constant here and a case to each switch.
 */
enum CpuType {

    /** NMOS Zilog Z80. */
    Z80(CpuDisplay.Z80);

    private static final Z80Disassembler Z80_DISASSEMBLER = new Z80Disassembler();

    private final CpuDisplay display;

    CpuType(CpuDisplay display) {
        this.display = display;
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

    /**
     * The instructions in the {@code length} bytes of {@code memory} from {@code from}; one cut off by the end of
     * the range shows its bytes inside it as data, so the text assembles back to exactly the range.
     */
    List<DisassembledInstruction> disassemble(Memory memory, int from, int length) {
        switch (this) {
            case Z80:
                return Z80_DISASSEMBLER.disassemble(memory::read, from, length);
            default:
                throw new AssertionError(this);
        }
    }

    /** The file name extensions that mean this CPU's code whatever else a file holds (lower case, no dot). */
    Set<String> fileExtensions() {
        switch (this) {
            case Z80:
                return Set.of("z80", "8xp");
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

    /** Which registers traces and run summaries show, and how the flags read. */
    CpuDisplay display() {
        return display;
    }
}
