package dev.romlab.cpu.comet2;

import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Disassembler;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;

/** MLFE, the tutorial's 32-bit COMET II, as the commands see it ({@code --cpu mlfe}), with sources {@code .fe}. */
public final class MlfeRegistration implements CpuRegistration {

    @Override
    public CpuDescription describe() {
        return Comet2Descriptions.describe(Comet2Profile.MLFE, CaslAssembler::mlfe,
                new Comet2Disassembler(Comet2Profile.MLFE));
    }
}
