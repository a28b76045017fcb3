package dev.romlab.cli;

import picocli.CommandLine.Option;

/** {@code --force}: the mixin of every command that writes files ({@link OutputFiles}), to replace read-only ones. */
final class ForceOption {

    @Option(names = "--force", description = "Replace an output file that is read-only (it keeps its mode), as "
            + "cp -f does; without it, a read-only output is a failure and nothing is written.")
    private boolean force;

    /** Output files for this command line. */
    OutputFiles outputFiles() {
        return new OutputFiles(force);
    }
}
