package dev.romlab.cpu.tms9900;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.conformance.Tms9900Suite;
import dev.romlab.cpu.conformance.VectorField;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.FlagFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Everything the registry needs about the TMS9900 except its assembler and disassembler, which live in {@code asm}:
 * the address space, display, machine profiles and conformance set. The registration passes those two in.
 */
public final class Tms9900Descriptions {

    /**
     * ST bits 0 to 15 (data manual, "Status register"): L&gt; A&gt; EQ C OV OP X, five bits the TMS9900 does not
     * have, and the interrupt mask, whose bits read as their weights (mask 2 reads {@code --2-}).
     */
    public static final String FLAG_LETTERS = "LAECOPX-----8421";

    /** 64 KiB of bytes, addressed by byte, 16-bit words. */
    public static final AddressSpace ADDRESS_SPACE = new AddressSpace(16, 16, false);

    /** The state the vectors record (shared/testdata/tms9900/README.md, "Format"). */
    public static final List<VectorField> VECTOR_FIELDS = List.of(
            VectorField.of("PC", "pc", 16),
            VectorField.of("WP", "wp", 16),
            VectorField.flags("ST", "st", 16, FLAG_LETTERS));

    /** The TMS9900's usual clock, and the TI-99/4A's: 3 MHz (data manual, "Recommended operating conditions"). */
    public static final long CLOCK_HZ = 3_000_000;

    private Tms9900Descriptions() {
    }

    /** The vectors as they are, with no wait states. */
    public static Tms9900Suite vectors() {
        return vectors(0);
    }

    /** The vectors with {@code waitStates} on every access: each takes its cycles + W × its accesses. */
    public static Tms9900Suite vectors(int waitStates) {
        return new Tms9900Suite(Tms9900::new, VECTOR_FIELDS, waitStates);
    }

    /** How traces and summaries show it: WP and R0-R15 after each instruction, ST as letters, PC in summaries. */
    public static CpuDisplay display() {
        List<String> main = new ArrayList<>(List.of("WP"));
        for (int n = 0; n < 16; n++) {
            main.add("R" + n);
        }
        return new CpuDisplay(main, List.of("PC"), new FlagFormat("ST", FLAG_LETTERS), 3);
    }

    /**
     * The machines: the bare CPU (no wait states), the TI-99/4A as sold (32K expansion on the 8-bit bus) and with
     * the 16-bit expansion modification ({@link Ti994aMemory}), all at 3 MHz.
     */
    public static List<MachineProfile> profiles() {
        return List.of(new MachineProfile("bare", "bare TMS9900", CLOCK_HZ, MachineProfile.MemorySetup.NONE),
                new MachineProfile("ti99-4a", "TI-99/4A", CLOCK_HZ, Ti994aMemory::prepare),
                new MachineProfile("ti99-4a-16bit", "TI-99/4A with 16-bit 32K expansion", CLOCK_HZ,
                        Ti994aMemory::prepare16BitExpansion));
    }

    /** The whole description: id {@code tms9900}, claiming {@code .a99} sources (xas99's extension). */
    public static CpuDescription describe(Function<SourceLoader, Assembler> assembler, Disassembler disassembler) {
        return new CpuDescription("tms9900", "TMS9900", ADDRESS_SPACE, CycleUnit.CLOCK_CYCLES, Tms9900::new,
                assembler, disassembler, display(), profiles(), List.of(vectors()), Set.of("a99"), Set.of());
    }
}
