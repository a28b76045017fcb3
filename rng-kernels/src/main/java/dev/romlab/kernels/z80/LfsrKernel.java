package dev.romlab.kernels.z80;

import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.FileBackedKernel;

/**
 * {@code z80-lfsr}: z80rand, one byte out of the 64-bit state at {@code _LFSRSeed} per call. The routine, its
 * machine, its input and outputs and the stream of states are those of its kernel file,
 * {@code roms/z80/dice/lfsr.kernel.toml}, whose input {@code seed} is run's {@code --seed}, and so is its reference,
 * the independent model ({@code z80.model.LfsrRoutineModel}); this class adds the finding.
 */
final class LfsrKernel extends FileBackedKernel {

    LfsrKernel() {
        super("roms/z80/dice/lfsr.kernel.toml");
    }

    /** The file's reference: LfsrModel's byte and next state, z80rand's T-states ({@code LfsrRoutineModel}). */
    @Override
    public Outcome model(Values input) {
        return routine.model(input);
    }

    @Override
    public String remark() {
        return "397 T-states for every state; the all-zero state never leaves zero";
    }
}
