package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;

import dev.romlab.asm.LinkerConfig;
import dev.romlab.cpu.program.LinkerConfigFiles;
import dev.romlab.cpu.program.ProgramLoadException;
import picocli.CommandLine.Option;

/** {@code --config FILE.cfg}: an ld65 linker configuration placing a 6502 source's segments, as ld65 -C does. */
final class LinkerConfigOption {

    @Option(names = "--config", paramLabel = "FILE.cfg",
            description = "Place a 6502 source's segments as this ld65 linker configuration says (MEMORY, SEGMENTS, "
                    + "SYMBOLS), as ld65 -C does: the output is the file ld65 writes, fill bytes included. Without "
                    + "it, bytes go where .org puts them.")
    private Path config;

    /** The file as given. */
    Path file() {
        return config;
    }

    boolean isGiven() {
        return config != null;
    }

    /** The configuration read ({@code null} without {@code --config}); its mistakes printed on {@code err}. */
    LinkerConfig read(PrintWriter err) {
        if (config == null) {
            return null;
        }
        try {
            return LinkerConfigFiles.read(config);
        } catch (ProgramLoadException e) {
            throw ProgramFiles.failure(e, err);
        }
    }
}
