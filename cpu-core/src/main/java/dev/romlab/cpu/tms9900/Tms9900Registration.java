package dev.romlab.cpu.tms9900;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.tms9900.Tms9900Disassembler;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;

/** The TMS9900 as the commands see it ({@code --cpu tms9900}); it claims {@code .a99} Editor/Assembler sources. */
public final class Tms9900Registration implements CpuRegistration {

    @Override
    public CpuDescription describe() {
        return Tms9900Descriptions.describe(Assembler::tms9900, new Tms9900Disassembler());
    }
}
