package dev.romlab.cpu.comet2;

import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Disassembler;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistration;

/** COMET II as the commands see it ({@code --cpu comet2}), with CASL II sources ({@code .cas}, {@code .casl}). */
public final class Comet2Registration implements CpuRegistration {

    @Override
    public CpuDescription describe() {
        return Comet2Descriptions.describe(Comet2Profile.COMET2, CaslAssembler::comet2,
                new Comet2Disassembler(Comet2Profile.COMET2));
    }
}
