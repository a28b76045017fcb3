package dev.romlab.kernels.file;

import java.io.IOException;
import java.util.Map;

import dev.romlab.cpu.program.FileBytes;
import dev.romlab.cpu.program.LoadOptions;
import dev.romlab.cpu.program.ProgramFile;
import dev.romlab.cpu.program.ProgramImage;
import dev.romlab.cpu.program.ProgramLoadException;
import dev.romlab.cpu.program.SymbolFiles;

/**
 * A kernel file's program image (binary, Intel HEX, .8xp, .nes: whatever {@code romlab exec} loads, through the
 * shared {@link ProgramFile}) with its symbol file's labels (romlab's or ld65's), read once.
 */
final class ProgramImages {

    private ProgramImages() {
    }

    /** The image and its symbols; {@link ProgramLoadException} naming the file that cannot be used. */
    static AssembledProgram read(KernelDefinition definition) {
        String name = definition.image();
        ProgramFile file = ProgramFile.of(definition.cpu(), name, bytes(definition, name));
        LoadOptions options = LoadOptions.DEFAULT;
        if (definition.origin() != null) {
            options = options.withBinaryOrigin((int) (long) definition.origin());
        }
        ProgramImage image = file.load(options);
        Map<String, Long> symbols = Map.of();
        if (definition.symbols() != null) {
            String text = FileBytes.text(definition.symbols(), bytes(definition, definition.symbols()));
            try {
                symbols = SymbolFiles.parse(text);
            } catch (IllegalArgumentException e) {
                throw new ProgramLoadException(definition.symbols(), e.getMessage());
            }
        }
        return new AssembledProgram(image.segments(), symbols);
    }

    private static byte[] bytes(KernelDefinition definition, String name) {
        try {
            return definition.loader().readBytes(name);
        } catch (IOException e) {
            throw new ProgramLoadException(name, "cannot be read: " + e.getMessage());
        }
    }
}
