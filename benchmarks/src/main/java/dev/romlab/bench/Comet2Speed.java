package dev.romlab.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Descriptions;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How fast the COMET II and MLFE interpreter runs: an endless xorshift loop (Marsaglia's 16-bit triple 7, 9, 8 on
 * COMET II, the 32-bit 13, 17, 5 on MLFE: loads, stores, shifts, XOR, ADDA, JUMP), {@value #SLICE} cost units per
 * invocation. The secondary results count per microsecond: {@code costUnits} (romlab's cost model, the same table
 * as {@code romlab exec} and the listing) and {@code instructions}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class Comet2Speed {

    /** Cost units per invocation: about 50,000 instructions. */
    static final int SLICE = 100_000;

    /** The loop, with the shift counts of the machine's word. */
    private static final String SOURCE = """
            LOOP     START
                     LAD     GR1,0
                     LD      GR2,SEED
            NEXT     LD      GR3,GR2
                     SLL     GR3,%d
                     XOR     GR2,GR3
                     LD      GR3,GR2
                     SRL     GR3,%d
                     XOR     GR2,GR3
                     LD      GR3,GR2
                     SLL     GR3,%d
                     XOR     GR2,GR3
                     ST      GR2,SEED
                     ADDA    GR1,GR2
                     JUMP    NEXT
            SEED     DC      1
                     END
            """;

    @Param({"comet2", "mlfe"})
    public String machine;

    private Comet2 cpu;

    /** Per-invocation counts JMH turns into rates per microsecond. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counts {
        public long costUnits;
        public long instructions;
    }

    @Setup(Level.Trial)
    public void assemble() throws AssemblyException {
        Comet2Profile profile = machine.equals("mlfe") ? Comet2Profile.MLFE : Comet2Profile.COMET2;
        String source = profile == Comet2Profile.MLFE ? SOURCE.formatted(13, 17, 5) : SOURCE.formatted(7, 9, 8);
        Assembly program = new CaslAssembler(profile).translate("loop", source, Map.of());
        Memory memory = new Memory(Comet2Descriptions.addressSpace(profile));
        program.segments().forEach(segment -> memory.load(segment.address(), segment.bytes()));
        cpu = new Comet2(profile, memory);
        cpu.setPc(program.origin());
    }

    @Benchmark
    public int interpreter(Counts counts) {
        Comet2 comet2 = cpu;
        long start = comet2.cycles();
        long instructions = comet2.instructions();
        long end = start + SLICE;
        while (comet2.cycles() < end) {
            comet2.step();
        }
        counts.costUnits += comet2.cycles() - start;
        counts.instructions += comet2.instructions() - instructions;
        return comet2.registers().get("GR1");
    }
}
