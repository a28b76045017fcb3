package dev.romlab.cli;

import java.io.InputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.comet2.CaslAssembler;

/**
 * {@code romlab fuzz --target disasm}: a random image through {@code romlab disasm}, and its text assembled back as
 * it is printed by romlab's assembler for that CPU, gives the same bytes at the same address. Images start at
 * $0000, end at $FFFF or lie anywhere, so that branches wrap around the ends of memory (issue #21: the 6502's
 * {@code bpl $FF82} at $0000 did not assemble back); the word machines (COMET II, MLFE) load theirs at 0.
 */
final class DisasmRoundTripFuzz implements FuzzTarget {

    /** The CPUs with a disassembler and an assembler. */
    static final List<String> CPUS = List.of("z80", "6502", "2a03", "tms9900", "comet2", "mlfe");

    private final String cpu;

    DisasmRoundTripFuzz(String cpu) {
        if (!CPUS.contains(cpu)) {
            throw new IllegalArgumentException("no disassembler round trip for " + cpu + "; choose one of "
                    + String.join(", ", CPUS));
        }
        this.cpu = cpu;
    }

    @Override
    public String name() {
        return "disasm " + cpu;
    }

    @Override
    public Input input(long seed, int index) {
        SplittableRandom random = FuzzSeeds.random(seed, index);
        boolean words = cpu.equals("comet2") || cpu.equals("mlfe");
        int wordSize = cpu.equals("mlfe") ? 4 : 2;
        byte[] bytes = new byte[words ? wordSize * (1 + random.nextInt(32)) : 1 + random.nextInt(64)];
        random.nextBytes(bytes);
        int alignment = cpu.equals("tms9900") ? ~1 : ~0;
        int origin = words ? 0 : switch (index % 4) {
            case 0 -> 0;
            case 1 -> (0x10000 - bytes.length) & alignment;
            default -> random.nextInt(0x10000 - bytes.length + 1) & alignment;
        };
        return new Input(bytes, "image.bin", "romlab disasm FILE --cpu " + cpu + " --org " + origin, origin);
    }

    @Override
    public List<FuzzFault> run(Input input, Path work) throws IOException {
        int origin = (Integer) input.plan();
        Path file = Files.write(work.resolve(input.fileName()), input.bytes());
        FuzzCommandRun run = FuzzCommandRun.of(InputStream.nullInputStream(), "disasm", file.toString(), "--cpu",
                cpu, "--org", Integer.toString(origin));
        List<FuzzFault> faults = new ArrayList<>(run.faults(0));
        if (!faults.isEmpty()) {
            return faults;
        }
        try {
            List<Segment> again = assembler().assemble(sourceName(), run.out(), Map.of()).segments();
            if (!again.equals(List.of(new Segment(origin, input.bytes())))) {
                faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "assembles back to " + again + ", not "
                        + new Segment(origin, input.bytes())));
            }
        } catch (AssemblyException e) {
            faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "does not assemble back: "
                    + e.getMessage().lines().findFirst().orElse("")));
        }
        return faults;
    }

    private Assembler assembler() {
        return switch (cpu) {
            case "z80" -> Assembler.z80();
            case "6502", "2a03" -> Assembler.mos6502();
            case "tms9900" -> Assembler.tms9900();
            case "comet2" -> CaslAssembler.comet2(SourceLoader.of(Map.of()));
            default -> CaslAssembler.mlfe(SourceLoader.of(Map.of()));
        };
    }

    private String sourceName() {
        return switch (cpu) {
            case "z80" -> "disasm.asm";
            case "6502", "2a03" -> "disasm.s";
            case "tms9900" -> "disasm.a99";
            case "comet2" -> "disasm.cas";
            default -> "disasm.fe";
        };
    }
}
