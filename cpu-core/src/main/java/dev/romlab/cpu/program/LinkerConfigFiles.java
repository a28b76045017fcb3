package dev.romlab.cpu.program;

import java.nio.file.Path;

import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.LinkerConfig;
import dev.romlab.asm.LinkerConfigReader;

/** Reads an ld65 linker configuration a user named ({@code --config FILE.cfg}), failing as a program file does. */
public final class LinkerConfigFiles {

    private LinkerConfigFiles() {
    }

    /**
     * The configuration in {@code file}.
     *
     * @throws ProgramLoadException when it cannot be read, or with every mistake in it (file:line:column)
     */
    public static LinkerConfig read(Path file) {
        String text = FileBytes.readText(file);
        try {
            return LinkerConfigReader.read(file.toString(), text);
        } catch (AssemblyException e) {
            throw ProgramLoadException.of(file.toString(), e.diagnostics());
        }
    }
}
