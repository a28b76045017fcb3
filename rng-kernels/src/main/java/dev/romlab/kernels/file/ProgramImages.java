package dev.romlab.kernels.file;

/** A kernel file's program image (binary, Intel HEX, .8xp, .nes) with its symbol file, read once. */
final class ProgramImages {

    private ProgramImages() {
    }

    static ProgramImage read(KernelDefinition definition) {
        throw new IllegalArgumentException(definition.image() + ": images are read by the shared program loader");
    }
}
