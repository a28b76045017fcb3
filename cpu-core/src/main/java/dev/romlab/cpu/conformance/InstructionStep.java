package dev.romlab.cpu.conformance;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.translate.BlockTranslator;
import dev.romlab.cpu.translate.Translation;

/**
 * How a conformance suite runs a vector's instructions, by {@code engine}: the interpreter's {@link Cpu#step()}, or
 * the translating engine with blocks of one instruction, translated at once (an instruction the translator leaves to
 * the interpreter is stepped there, and not counted as translated).
 */
public final class InstructionStep implements Stepping {

    private final Engine engine;
    private final AtomicLong translated = new AtomicLong();

    public InstructionStep(Engine engine) {
        this.engine = engine;
    }

    public Engine engine() {
        return engine;
    }

    /** A step for a vector's fresh {@code cpu}: the engine is made once per CPU, so its steps share its blocks. */
    @Override
    public IntSupplier of(Cpu cpu) {
        if (engine == Engine.INTERPRETER) {
            return cpu::step;
        }
        BlockTranslator translator = cpu.blockTranslator().orElseThrow(
                () -> new IllegalStateException(cpu.getClass().getSimpleName() + " has no translator"));
        translator.memory().unguardCode(); // a suite reuses its memory: the last vector's code is gone
        Translation translation = new Translation(cpu, translator, address -> false, 0, 1);
        return () -> {
            long before = cpu.cycles();
            long blocks = translation.blocksTranslated();
            long declined = translation.blocksDeclined();
            translation.execute(Long.MAX_VALUE);
            if (translation.blocksTranslated() > blocks && translation.blocksDeclined() == declined) {
                translated.incrementAndGet();
            }
            return (int) (cpu.cycles() - before);
        };
    }

    /** Executes the one instruction at the pc of a vector's fresh {@code cpu}; returns the cycles it took. */
    public int step(Cpu cpu) {
        return of(cpu).getAsInt();
    }

    /** Instructions that ran as translated code. */
    public long translated() {
        return translated.get();
    }
}
