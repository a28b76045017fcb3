package dev.romlab.cpu.conformance;

import java.util.concurrent.atomic.AtomicLong;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.translate.Translation;

/**
 * How a conformance suite runs a vector's one instruction: by the interpreter's {@link Cpu#step()}, or through the
 * translating engine as a block of one instruction, translated at once (an instruction the translator leaves to the
 * interpreter is stepped there, and not counted as translated).
 */
public final class InstructionStep {

    private final Engine engine;
    private final AtomicLong translated = new AtomicLong();

    public InstructionStep(Engine engine) {
        this.engine = engine;
    }

    public Engine engine() {
        return engine;
    }

    /** Executes the instruction at the pc of {@code cpu}; returns the cycles it took. */
    public int step(Cpu cpu) {
        if (engine == Engine.INTERPRETER) {
            return cpu.step();
        }
        Translation translation = new Translation(cpu, cpu.blockTranslator().orElseThrow(
                () -> new IllegalStateException(cpu.getClass().getSimpleName() + " has no translator")),
                address -> false, 0, 1);
        long before = cpu.cycles();
        translation.execute(Long.MAX_VALUE);
        translated.addAndGet(translation.blocksTranslated());
        return (int) (cpu.cycles() - before);
    }

    /** Vectors whose instruction ran as translated code. */
    public long translated() {
        return translated.get();
    }
}
