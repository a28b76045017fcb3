package dev.romlab.kernels.backgammon;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.mos6502.Mos6502;
import dev.romlab.kernels.BundledRoms;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.TraceTail;
import dev.romlab.kernels.backgammon.model.FaithfulGenerator;
import dev.romlab.kernels.backgammon.model.ListingReading;
import dev.romlab.kernels.backgammon.model.Roll;

/**
 * The bundled Backgammon program ({@code roms/6502/backgammon/backgammon.s65}) on an emulated Famicom Disk System
 * (a 2A03 at 1.789773 MHz, work RAM mirrored to $1FFF, the program in the RAM adapter's $6000-$DFFF), driven as the
 * game drives it: a reset with a given $33, then one GetRandomVal per title-screen frame and one GetDiceRoll per
 * roll. Each step reports its cycles. Not thread-safe: it owns the emulated machine.
 *
 * <pre>{@code
 * BackgammonMachine m = new BackgammonMachine(ListingReading.MOST_LIKELY);
 * long resetCycles = m.reset(31);        // power-on
 * int value = m.draw();                  // GetRandomVal: 0..179, m.lastCycles() cycles
 * Roll roll = m.roll();                  // GetDiceRoll: $46-$47
 * }</pre>
 */
public final class BackgammonMachine {

    /** The FDS profile of the 2A03. */
    public static final Machine FDS = Machine.of("2a03", "fds");

    /** The registers a divergence shows. */
    static final List<String> REGISTERS = List.of("A", "X", "Y", "S", "P", "PC");

    private static final BundledRoms ROMS = new BundledRoms("2a03", "roms/6502/backgammon/");

    /** Where calls return to: $0000, work RAM the program never jumps to (JSR pushes $FFFF, RTS adds one). */
    private static final int RETURN_ADDRESS = 0x0000;

    /** Above the slowest step: a reset clears 2 KiB and refills the table three times, about 31,000 cycles. */
    private static final long BUDGET = 200_000;

    /** The free-running byte the seed function reads, the index of the last value, the table, the dice. */
    private static final int FRAME_COUNTER = 0x33;
    private static final int INDEX = 0x600;
    private static final int TABLE = 0x601;
    private static final int DIE1 = 0x46;
    private static final int DIE2 = 0x47;

    /** Work RAM, $0000-$07FF: all the state the routines keep (the program at $6000- is never written). */
    private static final int WORK_RAM = 0x800;

    private final Memory memory = new Memory();
    private final Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.RICOH_2A03);
    private final Runner runner = new Runner(cpu).budget(BUDGET);
    private final Assembly assembly;
    private final int getRandomVal;
    private final int getDiceRoll;
    private final int[] builtTable = new int[FaithfulGenerator.LENGTH];
    private final byte[] saved = new byte[WORK_RAM];
    private long lastCycles;
    private long lastInstructions;
    private TraceTail trace;

    public BackgammonMachine(ListingReading reading) {
        FDS.cpu().profile("fds").orElseThrow().memory().prepare(memory);
        assembly = ROMS.assemble("backgammon.s65", reading.cmpZeroPage() ? Map.of("CMP37_ZERO_PAGE", 1L) : Map.of());
        assembly.copyInto(memory.bytes);
        getRandomVal = address("GetRandomVal");
        getDiceRoll = address("GetDiceRoll");
        // the table as the build leaves it, before the first RndFunc
        runner.hook(address("BuildDone"), cpu -> {
            for (int i = 0; i < builtTable.length; i++) {
                builtTable[i] = memory.read(TABLE + i);
            }
            return null;
        });
    }

    /** The bundled program as assembled for this machine. */
    public Assembly assembly() {
        return assembly;
    }

    /**
     * A reset with $33 = {@code sequence} (1..30; 32 for 0, since $33 = 0 is power-on's), or power-on for 31 ($33 =
     * 0: the seed function's $5F path), run from $6245 up to the title screen; returns its cycles.
     */
    public long reset(int sequence) {
        if (sequence < 0 || sequence >= FaithfulGenerator.SEQUENCES) {
            throw new IllegalArgumentException("sequence must be 0.." + (FaithfulGenerator.SEQUENCES - 1) + ": "
                    + sequence);
        }
        int frameCounter = sequence == FaithfulGenerator.SEQUENCES - 1 ? 0
                : sequence == 0 ? FaithfulGenerator.SEQUENCES : sequence;
        memory.write(FRAME_COUNTER, frameCounter);
        cpu.setPc(address("Reset"));
        int titleScreen = address("TitleScreen");
        runner.breakpoint(titleScreen);
        try {
            expect(runner.run(), StopReason.Breakpoint.class, "the reset");
        } finally {
            runner.removeHook(titleScreen);
        }
        return lastCycles;
    }

    /** GetRandomVal: the next value. */
    public int draw() {
        call(getRandomVal, "GetRandomVal");
        return cpu.registers().get("A");
    }

    /** GetDiceRoll ($30C is 0 after the reset: the roll is made). */
    public Roll roll() {
        call(getDiceRoll, "GetDiceRoll");
        return new Roll(memory.read(DIE1), memory.read(DIE2));
    }

    /** Cycles of the last reset, draw or roll (a call's from its first instruction up to its RTS). */
    public long lastCycles() {
        return lastCycles;
    }

    public long lastInstructions() {
        return lastInstructions;
    }

    /** The table as the build at $9CAB left it in the last reset, before RndFunc ran. */
    public int[] builtTable() {
        return builtTable.clone();
    }

    /** The 55 entries $601-$637 now. */
    public int[] table() {
        int[] out = new int[FaithfulGenerator.LENGTH];
        Arrays.setAll(out, i -> memory.read(TABLE + i));
        return out;
    }

    /** $600: the index of the last value read. */
    public int index() {
        return memory.read(INDEX);
    }

    /**
     * Keeps work RAM as it is now, to come back to with {@link #restore} (a game started from a title-screen frame),
     * in one buffer of the machine's: a diff saves once per call, and a copy per call was a sixth of check's allocation.
     */
    public void save() {
        System.arraycopy(memory.bytes, 0, saved, 0, WORK_RAM);
    }

    /** Work RAM as {@link #save} last kept it. */
    public void restore() {
        System.arraycopy(saved, 0, memory.bytes, 0, WORK_RAM);
    }

    /** Keeps the last {@code lines} instructions of the following steps (0: none). */
    public void trace(int lines) {
        trace = lines > 0 ? new TraceTail(memory, cpu, FDS.cpu(), lines) : null;
        runner.trace(trace);
    }

    /** The kept trace lines, oldest first; empty when not tracing. */
    public List<String> traceLines() {
        return trace == null ? List.of() : trace.lines();
    }

    /** A register by name (see {@link #REGISTERS}). */
    public int register(String name) {
        return cpu.registers().get(name);
    }

    private void call(int entry, String label) {
        expect(runner.call(entry, RETURN_ADDRESS), StopReason.Returned.class, label);
    }

    private void expect(RunResult run, Class<? extends StopReason> reason, String what) {
        lastCycles = run.cycles();
        lastInstructions = run.instructions();
        if (!reason.isInstance(run.reason())) {
            // the bundled program always gets there: anything else is a defect of the program or the emulator
            throw new IllegalStateException("backgammon.s65, " + what + ": "
                    + run.reason().describe(FDS.cpu().addressFormat()));
        }
    }

    private int address(String label) {
        return (int) assembly.symbol(label);
    }
}
