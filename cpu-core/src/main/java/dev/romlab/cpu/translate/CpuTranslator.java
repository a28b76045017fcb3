package dev.romlab.cpu.translate;

import java.lang.invoke.MethodHandles;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;

/**
 * What every CPU's {@link BlockTranslator} holds: its CPU, the memory the code comes from, and private access to the
 * CPU's class, whose nestmates the blocks become (they read its fields and call its methods directly).
 */
public abstract class CpuTranslator<C extends Cpu> implements BlockTranslator {

    /** The CPU whose instructions the blocks run, through its own methods. */
    protected final C cpu;
    private final Memory memory;
    private final MethodHandles.Lookup lookup;

    /** The translator of {@code cpu}, of class {@code cpuClass}, running on {@code memory}. */
    protected CpuTranslator(C cpu, Class<C> cpuClass, Memory memory) {
        this.cpu = cpu;
        this.memory = memory;
        try {
            this.lookup = MethodHandles.privateLookupIn(cpuClass, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(cpuClass.getName() + " does not open itself to its translator", e);
        }
    }

    @Override
    public final Memory memory() {
        return memory;
    }

    @Override
    public final MethodHandles.Lookup lookup() {
        return lookup;
    }
}
