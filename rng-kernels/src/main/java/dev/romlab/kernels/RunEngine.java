package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;

/** Makes {@code count} successive calls of a kernel on the emulator, as {@code run} shows them. */
public final class RunEngine {

    /** The setting that says how many calls to make; every kernel takes it. */
    public static final String COUNT = "count";

    private RunEngine() {
    }

    public static RunReport run(Kernel kernel, Settings settings) {
        return run(kernel, settings, kernel.calls(settings));
    }

    /**
     * The same with {@code sequence}, the kernel's {@link Kernel#calls} for {@code settings} made beforehand (where a
     * caller tells a setting the kernel refuses apart from a failing call).
     */
    public static RunReport run(Kernel kernel, Settings settings, CallSequence sequence) {
        List<RunReport.Call> calls = new ArrayList<>();
        Values input = sequence.first();
        for (long i = settings.get(COUNT); i > 0; i--) {
            Emulation emulation = kernel.emulate(input, 0);
            calls.add(new RunReport.Call(input, emulation));
            if (!(emulation.outcome() instanceof Outcome.Returned returned)) {
                break;
            }
            if (i > 1) {
                input = sequence.next(input, returned.output());
            }
        }
        return new RunReport(kernel.id(), kernel.machine(), settings.values(), calls);
    }
}
