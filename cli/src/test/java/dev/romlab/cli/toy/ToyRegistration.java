package dev.romlab.cli.toy;

import java.util.List;
import java.util.Set;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.z80.Z80Dialect;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.conformance.SingleStepSuite;
import dev.romlab.cpu.conformance.VectorField;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.FlagFormat;

/**
 * Registers the toy CPU the way a real one registers (test resources' {@code META-INF/services}): its executor,
 * instruction table (assembler and disassembler), display, one machine and a single-step conformance set.
 */
public final class ToyRegistration implements CpuRegistration {

    /** 256 bytes: addresses have two hex digits. */
    static final AddressSpace SPACE = new AddressSpace(8, 8, false);

    @Override
    public CpuDescription describe() {
        return new CpuDescription("toy", "Toy", SPACE, CycleUnit.CYCLES, (memory, ports) -> new ToyCpu(memory),
                // the toy's sources are written in the Z80's TI-83+ dialect: only its instruction set is its own
                loader -> new Assembler(new ToyInstructionSet(), Z80Dialect.instance(), loader, List.of()),
                new ToyDisassembler(),
                new CpuDisplay(List.of("A"), List.of("PC"), new FlagFormat("F", "Z"), 2),
                List.of(new MachineProfile("bare", "bare toy", 1_000_000, MachineProfile.MemorySetup.NONE)),
                List.of(new SingleStepSuite("toy/sst", (memory, ports) -> new ToyCpu(memory), SPACE,
                        List.of(VectorField.of("PC", "pc", 8), VectorField.of("A", "a", 8),
                                VectorField.flags("F", "f", 1, "Z"), VectorField.unrecorded("HALTED", 1)),
                        CycleUnit.CYCLES)),
                Set.of("toy"), Set.of());
    }
}
