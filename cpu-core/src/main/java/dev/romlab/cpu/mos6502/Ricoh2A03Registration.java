package dev.romlab.cpu.mos6502;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.mos6502.Mos6502Disassembler;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;

/**
 * The NES/Famicom 2A03 as the commands see it ({@code --cpu 2a03}): the 6502's instruction set and assembler
 * without decimal arithmetic. It claims no source extension, so a 6502 source picks the NMOS part by its name, and
 * the NES image's {@code .nes}, so an NES program picks the 2A03.
 */
public final class Ricoh2A03Registration implements CpuRegistration {

    @Override
    public CpuDescription describe() {
        return Mos6502Descriptions.describe(Mos6502.Variant.RICOH_2A03, Assembler::mos6502,
                new Mos6502Disassembler());
    }
}
