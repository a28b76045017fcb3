package dev.romlab.cpu.mos6502;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuFactory;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.conformance.SingleStepSuite;
import dev.romlab.cpu.conformance.VectorField;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.FlagFormat;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Everything the registry needs about the two 6502 variants except the assembler and disassembler, which live in
 * {@code asm}: ids, display, machine profiles and conformance sets. A registration passes those two in.
 */
public final class Mos6502Descriptions {

    /** Bits 7 to 0 of P; bit 5 has no flag (MOS MCS6500 Programming Manual, "Processor status register"). */
    public static final String FLAG_LETTERS = "NV-BDIZC";

    /** The state the 6502 vectors record (shared/testdata/6502/README.md, "Format"). */
    public static final List<VectorField> SST_FIELDS = List.of(
            VectorField.of("PC", "pc", 16),
            VectorField.of("S", "s", 8),
            VectorField.of("A", "a", 8),
            VectorField.of("X", "x", 8),
            VectorField.of("Y", "y", 8),
            VectorField.flags("P", "p", 8, FLAG_LETTERS));

    /** The NTSC Famicom's CPU clock: the 21.477272 MHz master clock / 12 (NESdev wiki, "Cycle reference chart"). */
    public static final long FAMICOM_CLOCK_HZ = 1_789_773;

    private Mos6502Descriptions() {
    }

    /** The factory of a variant's interpreter. */
    public static CpuFactory factory(Mos6502.Variant variant) {
        return variant == Mos6502.Variant.NMOS ? Mos6502::nmos : Mos6502::ricoh2A03;
    }

    /** The variant's vector set, {@code 6502/nmos} or {@code 6502/2a03}, compared down to every bus cycle. */
    public static SingleStepSuite singleStepTests(Mos6502.Variant variant) {
        String folder = variant == Mos6502.Variant.NMOS ? "6502/nmos" : "6502/2a03";
        return new SingleStepSuite(folder, factory(variant), AddressSpace.BYTES_64K, SST_FIELDS, CycleUnit.CYCLES,
                true);
    }

    /** How traces and summaries show it: A X Y S, then PC, and P as {@code NV-BDIZC}. */
    public static CpuDisplay display() {
        return new CpuDisplay(List.of("A", "X", "Y", "S"), List.of("PC"), new FlagFormat("P", FLAG_LETTERS), 3);
    }

    /** The machines: a bare 64 KiB CPU at 1 MHz for each; the 2A03 also runs in the Famicom Disk System. */
    public static List<MachineProfile> profiles(Mos6502.Variant variant) {
        if (variant == Mos6502.Variant.NMOS) {
            return List.of(new MachineProfile("bare", "bare 6502", 1_000_000, MachineProfile.MemorySetup.NONE));
        }
        return List.of(new MachineProfile("bare", "bare 2A03", 1_000_000, MachineProfile.MemorySetup.NONE),
                new MachineProfile("fds", "Famicom Disk System", FAMICOM_CLOCK_HZ, FamicomDiskSystem::prepare));
    }

    /**
     * The whole description: id {@code 6502} or {@code 2a03}, the conformance set of the same name. Sources
     * ({@code s65}, {@code a65}, {@code ca65}) are claimed by the NMOS 6502 only, so a 2A03 source names its CPU;
     * NES images ({@code nes}) by the 2A03 only, the NES's CPU.
     */
    public static CpuDescription describe(Mos6502.Variant variant, Function<SourceLoader, Assembler> assembler,
            Disassembler disassembler) {
        boolean nmos = variant == Mos6502.Variant.NMOS;
        return new CpuDescription(nmos ? "6502" : "2a03", nmos ? "6502" : "2A03", AddressSpace.BYTES_64K,
                CycleUnit.CYCLES, factory(variant), assembler, disassembler, display(), profiles(variant),
                List.of(singleStepTests(variant)), nmos ? Set.of("s65", "a65", "ca65") : Set.of(), nmos ? Set.of() : Set.of("nes"));
    }
}
