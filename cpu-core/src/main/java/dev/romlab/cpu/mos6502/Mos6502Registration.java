package dev.romlab.cpu.mos6502;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.mos6502.Mos6502Disassembler;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;

/**
 * The NMOS 6502 as the commands see it ({@code --cpu 6502}), with decimal mode; it claims the {@code s65},
 * {@code a65} and {@code ca65} sources.
 */
public final class Mos6502Registration implements CpuRegistration {

    @Override
    public CpuDescription describe() {
        return Mos6502Descriptions.describe(Mos6502.Variant.NMOS, Assembler::mos6502, new Mos6502Disassembler());
    }
}
