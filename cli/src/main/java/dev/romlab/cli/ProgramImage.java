package dev.romlab.cli;

import dev.romlab.asm.Labels;
import dev.romlab.cpu.Memory;

/**
 * A program ready to load: its bytes, the address the first one goes to, and where it starts running.
 *
 * @param loadAddress where {@code bytes[0]} goes
 * @param bytes       the image (an assembly's bytes from its lowest to its highest address, gaps as 0)
 * @param entry       where execution starts: a source's first {@code .org}, a binary's load address
 * @param labels      names for its addresses: a source's symbols, a binary's {@code --symbols} file, or none
 */
record ProgramImage(int loadAddress, byte[] bytes, int entry, Labels labels) {

    /** The image with other labels. */
    ProgramImage withLabels(Labels newLabels) {
        return new ProgramImage(loadAddress, bytes, entry, newLabels);
    }

    void loadInto(Memory memory) {
        memory.load(loadAddress, bytes);
    }

    /** One past the last address the image fills (at most $10000). */
    int end() {
        return loadAddress + bytes.length;
    }
}
