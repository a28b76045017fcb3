package dev.romlab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Option;

/** {@code -I DIR}: where a source's {@code .include} and {@code .incbin} look for files. */
final class IncludeOptions {

    @Option(names = "-I", paramLabel = "DIR",
            description = "Also look for .include and .incbin files in DIR, after the including file's folder and "
                    + "the working directory. Repeatable; searched in order.")
    private List<Path> folders = new ArrayList<>();

    /** The folders as the assembler takes them. */
    List<String> folders() {
        return folders.stream().map(Path::toString).toList();
    }
}
