package dev.romlab.cpu.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.conformance.Comet2VectorSuite;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.FlagFormat;

/**
 * Everything the registry needs about COMET II and MLFE but the assembler and disassembler, which live in {@code asm}:
 * ids {@code comet2} and {@code mlfe}, word-addressed spaces, the cost-unit count, display, profile and conformance.
 */
public final class Comet2Descriptions {

    /** FR's bits 2 to 0: OF, SF, ZF (IPA CASL II specification, "flag register"). */
    public static final String FLAG_LETTERS = "OSZ";

    /**
     * The nominal rate of the cost-unit model, for figures that convert counts to time: the machines define no clock
     * (the specification: "no timing"), so one million cost units a second is a stated assumption, not a measurement.
     */
    public static final long NOMINAL_COST_UNITS_PER_SECOND = 1_000_000;

    private Comet2Descriptions() {
    }

    /** The memory of the machine: 65,536 words of 16 bits (COMET II) or 32 bits (MLFE). */
    public static AddressSpace addressSpace(Comet2Profile profile) {
        return profile == Comet2Profile.MLFE ? AddressSpace.WORDS32_64K : AddressSpace.WORDS16_64K;
    }

    /** A trace line shows GR0 up and SP, then FR as {@code OSZ}; a run summary adds PR. */
    public static CpuDisplay display(Comet2Profile profile) {
        List<String> main = new ArrayList<>();
        for (int n = 0; n < profile.registers(); n++) {
            main.add("GR" + n);
        }
        main.add("SP");
        return new CpuDisplay(main, List.of("PR"), new FlagFormat("FR", FLAG_LETTERS),
                profile == Comet2Profile.MLFE ? 1 : 2);
    }

    /** The bare machine: the whole memory RAM, the stack empty at its top. */
    public static List<MachineProfile> profiles(Comet2Profile profile) {
        String name = profile == Comet2Profile.MLFE ? "MLFE" : "COMET II";
        return List.of(new MachineProfile("bare", name, NOMINAL_COST_UNITS_PER_SECOND,
                MachineProfile.MemorySetup.NONE));
    }

    /**
     * The whole description: id {@code comet2} (name COMET II, sources {@code .cas} and {@code .casl}, the extension
     * YACASL2's samples have; conformance set {@code comet2})
     * or {@code mlfe} (name MLFE, sources {@code .fe}, no vectors: none exist for the dialect).
     */
    public static CpuDescription describe(Comet2Profile profile, Function<SourceLoader, Assembler> assembler,
            Disassembler disassembler) {
        boolean mlfe = profile == Comet2Profile.MLFE;
        return new CpuDescription(profile.id(), mlfe ? "MLFE" : "COMET II", addressSpace(profile),
                CycleUnit.COST_UNITS, (memory, ports) -> new Comet2(profile, memory), assembler, disassembler,
                display(profile), profiles(profile), mlfe ? List.of() : List.of(new Comet2VectorSuite()),
                mlfe ? Set.of("fe") : Set.of("cas", "casl"), Set.of());
    }
}
