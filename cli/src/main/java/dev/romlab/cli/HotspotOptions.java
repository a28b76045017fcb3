package dev.romlab.cli;

import java.nio.file.Path;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code exec --hotspots}: count cycles and runs per instruction address, then show where the cycles went
 * ({@link HotspotReport}); {@code --hotspots-top}, {@code --hotspots-listing} and {@code --csv} shape what it shows.
 */
final class HotspotOptions {

    @Option(names = "--hotspots", description = "Count the cycles and runs of each instruction address, and after the "
            + "run show (on stderr) the routines (code from a label to the next) and the lines that cost most.")
    private boolean enabled;

    @Option(names = "--hotspots-top", paramLabel = "N", converter = CountConverter.class, defaultValue = "20",
            description = "How many routines and lines --hotspots shows (default: 20).")
    private long top;

    @Option(names = "--hotspots-listing", paramLabel = "FILE",
            description = "With --hotspots, also write the source annotated with each line's cycles, %% and runs "
                    + "to FILE (a binary: every address that ran, disassembled), written whole or not at all.")
    private Path listing;

    @Option(names = "--csv", description = "With --hotspots, print one CSV row per address that ran (address,label,"
            + "routine,file,line,executions,cycles) instead of the tables.")
    private boolean csv;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** Whether to count; a usage error when an option that shapes the hotspots comes without {@code --hotspots}. */
    boolean enabled(boolean json) {
        if (!enabled) {
            String lone = csv ? "--csv" : listing != null ? "--hotspots-listing"
                    : spec.commandLine().getParseResult().hasMatchedOption("--hotspots-top") ? "--hotspots-top" : null;
            if (lone != null) {
                throw new ParameterException(spec.commandLine(), lone + " is for --hotspots");
            }
            return false;
        }
        if (csv && json) {
            throw new ParameterException(spec.commandLine(), "--json and --csv exclude each other");
        }
        if (listing != null && StandardStreams.isDash(listing)) {
            throw new ParameterException(spec.commandLine(), "--hotspots-listing needs a file: standard output "
                    + "carries the program's own output");
        }
        if (top < 1 || top > Integer.MAX_VALUE) {
            throw new ParameterException(spec.commandLine(), "--hotspots-top must be at least 1");
        }
        return true;
    }

    int top() {
        return (int) top;
    }

    boolean csv() {
        return csv;
    }

    /** The annotated listing's file, or null. */
    Path listing() {
        return listing;
    }
}
