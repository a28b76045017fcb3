package dev.romlab.kernels.tms9900;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.tms9900.Tms9900;
import dev.romlab.kernels.BundledRoms;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.tms9900.model.Timing;
import dev.romlab.kernels.tms9900.model.Timing.Mode;

/**
 * {@code ti-copyloop}: the seed's two copy loops under each {@link CopyLayout}, measured instruction by
 * instruction on the emulator. Input: {@code layout} (0 all 8-bit, 1 workspace in scratchpad, 2 all zero-wait) and
 * {@code loop} (0 simple, 1 unrolled). Output: the cycles of the first {@code movb}, of {@code dec} (simple) or
 * {@code ai} (unrolled), of a taken {@code jne} and of the last, not taken, {@code jneLast}, and {@code loop}, the
 * loop's cycles from its first MOVB to its last JNE; the call's cycles run from the first LI to the RT.
 *
 * <p>The model is the data manual's T = C + W × M for each instruction under the layout ({@link Timing}).
 */
public final class CopyLoopKernel implements Kernel {

    static final Field LAYOUT = Field.range("layout", 8, 0, CopyLayout.values().length - 1);
    static final Field LOOP = Field.range("loop", 8, 0, CopyLoop.values().length - 1);
    private static final List<Field> FIELDS = List.of(LAYOUT, LOOP);

    private static final BundledRoms ROMS = new BundledRoms("tms9900", "roms/tms9900/copyloop/");
    /**
     * Where RT returns to: >A800, the caller's code in the 32K expansion beside the loops (never run here). RT reads
     * the word there, so it waits as the loops' own code does under each layout.
     */
    private static final int RETURN_ADDRESS = 0xA800;
    /** Far above the slowest call (all 8-bit, simple: about 100,000 cycles). */
    private static final long BUDGET = 1_000_000;

    private final Assembly assembly = ROMS.assemble("copyloop.a99");

    @Override
    public String id() {
        return "ti-copyloop";
    }

    @Override
    public String description() {
        return "seed 003's 1,024-byte copy loops, simple and unrolled x8, per TI-99/4A memory layout";
    }

    @Override
    public Machine machine() {
        return MapViewMachine.TI99_4A;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(LAYOUT, 0, "0 all 8-bit, 1 workspace in scratchpad, 2 all zero-wait"),
                Parameter.input(LOOP, 0, "0 simple, 1 unrolled x8"), StandardParameters.count(1));
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /** Every layout × every loop, whatever the coverage (six inputs), those given fixed. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(LAYOUT.name(), LOOP.name()), Settings.DIFF_AND_BENCH);
        return InputSpace.exhaustive(given.unset(FIELDS), given.inputs());
    }

    /** The measurements of each loop under each layout, in that order: what {@code romlab copyloop} prints. */
    public List<CopyLoopMeasurement> measureAll() {
        List<CopyLoopMeasurement> all = new ArrayList<>();
        for (CopyLayout layout : CopyLayout.values()) {
            for (CopyLoop loop : CopyLoop.values()) {
                all.add(measure(layout, loop));
            }
        }
        return all;
    }

    @Override
    public Outcome model(Values input) {
        CopyLayout layout = CopyLayout.values()[(int) input.get(LAYOUT.name())];
        CopyLoop loop = CopyLoop.values()[(int) input.get(LOOP.name())];
        Timing t = layout.timing();
        int movb = t.readModifyWrite(Mode.AUTOINCREMENT_BYTE, Mode.AUTOINCREMENT_BYTE);
        int step = loop == CopyLoop.SIMPLE ? t.single(Mode.REGISTER) : t.immediate();
        long passes = loop.passes();
        long loopCycles = passes * (loop.unrolled() * movb + step) + (passes - 1) * t.jump(true) + t.jump(false);
        long call = 3 * t.loadImmediate() + loopCycles + t.returnFromBranch();
        return new Outcome.Returned(output(loop, movb, step, t.jump(true), t.jump(false), loopCycles), call);
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        CopyLoopMeasurement m = measure(CopyLayout.values()[(int) input.get(LAYOUT.name())],
                CopyLoop.values()[(int) input.get(LOOP.name())]);
        Outcome outcome = new Outcome.Returned(output(m.loop(), m.movb(), m.step(), m.jneTaken(), m.jneLast(),
                m.loopCycles()), m.callCycles());
        return new Emulation(outcome, m.callCycles(), m.instructions(), Values.of(), List.of());
    }

    private static Values output(CopyLoop loop, long movb, long step, long jne, long jneLast, long loopCycles) {
        return Values.of(new Value("movb", 16, movb, Radix.DECIMAL),
                new Value(loop == CopyLoop.SIMPLE ? "dec" : "ai", 16, step, Radix.DECIMAL),
                new Value("jne", 16, jne, Radix.DECIMAL), new Value("jneLast", 16, jneLast, Radix.DECIMAL),
                new Value("loop", 32, loopCycles, Radix.DECIMAL));
    }

    /**
     * Runs {@code loop} under {@code layout} one instruction at a time from its entry until its RT returns,
     * noting each instruction's cycles by where it is.
     */
    public CopyLoopMeasurement measure(CopyLayout layout, CopyLoop loop) {
        Memory memory = new Memory();
        machine().cpu().profile(layout.profile()).orElseThrow().memory().prepare(memory);
        assembly.copyInto(memory.bytes);
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.registers().set("WP", layout.workspace());
        cpu.registers().set("ST", 0);
        cpu.enterCall((int) assembly.symbol(loop.entry()), RETURN_ADDRESS);
        int first = (int) assembly.symbol(loop.loopLabel());
        int step = first + 2 * loop.unrolled();
        int jne = step + (loop == CopyLoop.SIMPLE ? 2 : 4);
        long movb = 0;
        long stepCycles = 0;
        long jneTaken = 0;
        long jneLast = 0;
        long loopCycles = 0;
        long call = 0;
        long instructions = 0;
        while (cpu.pc() != RETURN_ADDRESS && call < BUDGET) {
            int pc = cpu.pc();
            int cycles = cpu.step();
            call += cycles;
            instructions++;
            if (pc >= first && pc <= jne) {
                loopCycles += cycles;
            }
            if (pc == first && movb == 0) {
                movb = cycles;
            } else if (pc == step && stepCycles == 0) {
                stepCycles = cycles;
            } else if (pc == jne) {
                boolean taken = cpu.pc() == first;
                if (taken && jneTaken == 0) {
                    jneTaken = cycles;
                } else if (!taken) {
                    jneLast = cycles;
                }
            }
        }
        if (cpu.pc() != RETURN_ADDRESS) {
            throw new IllegalStateException("copyloop.a99 " + loop.text() + " did not return within " + BUDGET
                    + " cycles");
        }
        return new CopyLoopMeasurement(layout, loop, movb, stepCycles, jneTaken, jneLast, loopCycles, call,
                instructions);
    }

    @Override
    public CallSequence calls(Settings settings) {
        return CallSequence.repeating(Values.of(LAYOUT.value(settings.get(LAYOUT.name())),
                LOOP.value(settings.get(LOOP.name()))));
    }

    @Override
    public String remark() {
        return "MOVB *R1+,*R2+ takes 58 cycles all on the 8-bit bus, not the article's 44";
    }
}
