package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.cpu.program.ProgramImage;

/**
 * {@code romlab fuzz --target cpu}: random images run on a CPU's interpreter from their first address under a
 * cycle budget, as {@code exec} runs them: every instruction, every trap, every supervisor call (COMET II and MLFE
 * get their console, heap and clock, the clock sometimes near the end of year 999,999,999) must end in a stop
 * reason, never an exception. One case in {@link #TRACED} is traced, which disassembles every instruction it
 * runs.
 */
final class CpuImageFuzz implements FuzzTarget {

    /** What the console of a COMET II or MLFE program reads: numbers, words, a bad number, then the end. */
    static final String CONSOLE_INPUT = "12 abc\n-7\n99999999999\nx\n";

    private static final int TRACED = 64;

    private final CpuDescription cpu;
    private final long budget;

    CpuImageFuzz(String cpuId, long budget) {
        this.cpu = CpuRegistry.standard().require(cpuId);
        this.budget = budget;
    }

    @Override
    public String name() {
        return "cpu " + cpu.id();
    }

    /** Where an image goes, the clock its program reads, and whether its run is traced. */
    private record Plan(int origin, MachineClock clock, boolean traced) {
    }

    @Override
    public Input input(long seed, int index) {
        SplittableRandom random = FuzzSeeds.random(seed, index);
        int wordBytes = wordBytes();
        int addresses = cpu.addressSpace().addresses();
        int units = 1 + random.nextInt(random.nextBoolean() ? 64 : 4096 / wordBytes);
        byte[] bytes = new byte[units * wordBytes];
        random.nextBytes(bytes);
        int origin = random.nextInt(addresses - units + 1) & (cpu.id().equals("tms9900") ? ~1 : ~0);
        LocalDateTime start = random.nextInt(8) == 0 ? LocalDateTime.MAX.minusSeconds(random.nextInt(1000))
                : ClockOptions.DEFAULT_INSTANT.plusSeconds(random.nextLong(1L << 40));
        long rate = random.nextInt(4) == 0 ? random.nextLong(Long.MAX_VALUE) : MachineClock.Fixed.DEFAULT_RATE;
        MachineClock.Fixed clock = new MachineClock.Fixed(start, rate);
        boolean traced = index % TRACED == 0;
        // a command line to paste: its numbers as options take them, without thousands separators
        String reproduce = String.format(Locale.ROOT, "printf '%s' | romlab exec FILE --cpu %s --org %d "
                + "--max-cycles %d%s%s", CONSOLE_INPUT.replace("\n", "\\n"), cpu.id(), origin, budget,
                wordBytes > 1 ? " --clock " + clock.start() + " --clock-rate " + rate : "", traced ? " --trace" : "");
        return new Input(bytes, "image.bin", reproduce, new Plan(origin, clock, traced));
    }

    /** Bytes per address: 1, or the word of a word-addressed CPU (COMET II 2, MLFE 4). */
    private int wordBytes() {
        AddressSpace space = cpu.addressSpace();
        return space.wordAddressed() ? space.wordBits() / 8 : 1;
    }

    @Override
    public List<FuzzFault> run(Input input, Path work) {
        Plan plan = (Plan) input.plan();
        ProgramImage program = new ProgramImage(List.of(new Segment(plan.origin(), input.bytes())), plan.origin(),
                Labels.NONE, wordBytes());
        Memory memory = new Memory(cpu.addressSpace());
        program.loadInto(memory);
        Cpu machine = cpu.newCpu(memory);
        if (machine instanceof Comet2 comet2) {
            comet2.services(new Comet2Services(new Comet2Console(new ByteArrayInputStream(
                    CONSOLE_INPUT.getBytes(StandardCharsets.US_ASCII)), Writer.nullWriter()), plan.clock())
                    .heapFrom(program.end()));
        }
        machine.setPc(plan.origin());
        Runner runner = new Runner(machine).budget(budget);
        if (plan.traced()) {
            runner.trace(new TraceWriter(new PrintWriter(Writer.nullWriter()), cpu, memory, machine, Labels.NONE));
        }
        runner.run();
        return List.of();
    }
}
