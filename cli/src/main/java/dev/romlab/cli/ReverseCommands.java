package dev.romlab.cli;

import java.util.Locale;

import dev.romlab.asm.ClosestName;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.debug.ReverseDebugger;
import dev.romlab.cpu.reverse.SnapshotHistory;

/**
 * The reverse commands of {@code romlab debug} (gdb's reverse-step, reverse-next, reverse-continue, reverse-finish),
 * over a {@link ReverseDebugger} that records the session from its start; {@link DebugMonitor} hands them the
 * command lines it does not know.
 */
final class ReverseCommands {

    static final String HELP = String.join("\n",
            "rstep [N]       rs  go back N instructions (default 1), exact to the cycle",
            "rnext           rn  go back one instruction, a call and everything it ran as one",
            "rcontinue       rc  go back to the previous breakpoint or watchpoint hit (as continue would have",
            "                    stopped: conditions too), or the start",
            "rfinish         rf  go back out of the current routine, to the call that entered it",
            "snapshots           what the reverse history holds: snapshots, memory, how far back");

    private final ReverseDebugger back;

    ReverseCommands(ReverseDebugger back) {
        this.back = back;
    }

    /**
     * Runs the reverse command {@code words} name: the run it made (a result with negative counts), or null when
     * {@code words} name none of these commands.
     */
    RunResult execute(String[] words, Output out) {
        return switch (words[0].toLowerCase(Locale.ROOT)) {
            case "rstep", "rs" -> back.stepBack(words.length > 1 ? DebugMonitor.count(words[1]) : 1);
            case "rnext", "rn" -> back.nextBack();
            case "rcontinue", "rc" -> back.continueBack();
            case "rfinish", "rf" -> back.finishBack();
            case "snapshots" -> {
                out.println(snapshots());
                yield null;
            }
            default -> throw new IllegalArgumentException("unknown command '" + words[0] + "' ("
                    + ClosestName.didYouMean(words[0], DebugMonitor.COMMANDS).orElse("help lists them") + ")");
        };
    }

    /** Instructions run from the session's start to the state the machine is in. */
    long position() {
        return back.position();
    }

    /** Where the monitor's lines go. */
    interface Output {
        void println(String line);
    }

    /** {@code 5 snapshots, 327,680 bytes of 67,108,864, back to instruction 0 of 1,000,000}. */
    private String snapshots() {
        SnapshotHistory history = back.history();
        return String.format(Locale.ROOT, "%,d snapshot%s, %,d bytes of %,d, one every %,d instructions;"
                + " back to instruction %,d of %,d", history.size(), history.size() == 1 ? "" : "s", history.bytes(),
                history.limits().maxBytes(),
                history.limits().interval(), history.oldest().position(), back.position());
    }
}
