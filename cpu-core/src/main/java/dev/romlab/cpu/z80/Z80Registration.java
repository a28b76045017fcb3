package dev.romlab.cpu.z80;

import java.util.List;
import java.util.Set;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.z80.Z80Disassembler;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuFactory;
import dev.romlab.cpu.CpuRegistration;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.conformance.FuseSuite;
import dev.romlab.cpu.conformance.SingleStepSuite;
import dev.romlab.cpu.conformance.VectorField;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.FlagFormat;

/** The Z80 as the commands see it: interpreter, assembler, disassembler, display, machines, conformance sets. */
public final class Z80Registration implements CpuRegistration {

    /** Bits 7 to 0 of F (Zilog Z80 CPU User Manual UM0080, "Flags"; 5 and 3 are the undocumented copies). */
    private static final String FLAG_LETTERS = "SZ5H3PNC";

    /** The Z80 state SingleStepTests vectors describe, with their keys (SST z80 README). */
    private static final List<VectorField> SST_FIELDS = List.of(
            VectorField.of("PC", "pc", 16),
            VectorField.of("SP", "sp", 16),
            VectorField.of("A", "a", 8),
            VectorField.flags("F", "f", 8, FLAG_LETTERS),
            VectorField.of("B", "b", 8),
            VectorField.of("C", "c", 8),
            VectorField.of("D", "d", 8),
            VectorField.of("E", "e", 8),
            VectorField.of("H", "h", 8),
            VectorField.of("L", "l", 8),
            VectorField.of("I", "i", 8),
            VectorField.of("R", "r", 8),
            VectorField.of("WZ", "wz", 16),
            VectorField.of("IX", "ix", 16),
            VectorField.of("IY", "iy", 16),
            VectorField.flags("AF'", "af_", 16, FLAG_LETTERS),
            VectorField.of("BC'", "bc_", 16),
            VectorField.of("DE'", "de_", 16),
            VectorField.of("HL'", "hl_", 16),
            VectorField.of("IM", "im", 2),
            VectorField.of("IFF1", "iff1", 1),
            VectorField.of("IFF2", "iff2", 1),
            // Interrupts held off after EI (SST "ei").
            VectorField.of("EI", "ei", 1),
            // The last instruction was LD A,I or LD A,R, whose P/V an accepted interrupt clears (SST "p").
            VectorField.of("P", "p", 1),
            // F as the last instruction set it, or 0 if it left F alone: SCF/CCF read it (SST "q").
            VectorField.flags("Q", "q", 8, FLAG_LETTERS),
            VectorField.unrecorded("HALTED", 1));

    /** The SingleStepTests Z80 set, run on CPUs {@code factory} makes (a test adds wait states this way). */
    public static SingleStepSuite singleStepTests(CpuFactory factory) {
        return new SingleStepSuite("z80/sst-v1", factory, AddressSpace.BYTES_64K, SST_FIELDS, CycleUnit.T_STATES);
    }

    @Override
    public CpuDescription describe() {
        return new CpuDescription("z80", "Z80", AddressSpace.BYTES_64K, CycleUnit.T_STATES, Z80::new,
                Assembler::z80, new Z80Disassembler(),
                new CpuDisplay(List.of("AF", "BC", "DE", "HL", "IX", "IY", "SP"),
                        List.of("AF'", "BC'", "DE'", "HL'", "PC", "WZ", "I", "R", "IM", "IFF1", "IFF2"),
                        new FlagFormat("F", FLAG_LETTERS), 4),
                List.of(new MachineProfile("bare", "bare Z80", 4_000_000, MachineProfile.MemorySetup.NONE),
                        // TI-83+ user programs' CPU clock; the 83+ SE and 84+ run at 15 MHz.
                        new MachineProfile("ti83plus", "TI-83+", 6_000_000, MachineProfile.MemorySetup.NONE)),
                List.of(singleStepTests(Z80::new), new FuseSuite("z80/fuse", Z80::new)),
                Set.of("asm", "z80", "s"), Set.of("8xp"));
    }
}
