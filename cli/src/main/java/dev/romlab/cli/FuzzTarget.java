package dev.romlab.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * One thing {@code romlab fuzz} attacks (a CPU's interpreter, an assembler, the disassembler's round trip, Troll,
 * the command's file handling): it makes case {@code index} of a seed, always the same one, and runs it, reporting
 * what broke a rule. Anything the run throws is an internal error; a run over the time limit is a hang (both are
 * the {@link FuzzRunner}'s to see).
 */
interface FuzzTarget {

    /** How the summary line names the target: {@code cpu z80}, {@code asm tms9900}, {@code cli}. */
    String name();

    /** Case {@code index} of {@code seed}: the same input for the same pair, whatever the jobs. */
    Input input(long seed, int index);

    /** Runs one case in {@code work}, an empty folder of its own; what broke a rule, none when all held. */
    List<FuzzFault> run(Input input, Path work) throws Exception;

    /**
     * A case: its bytes (written to {@code fileName} in the failures folder when it fails), the command line that
     * runs it again by hand, with {@code FILE} for the saved file, and what else the target needs to run it (its
     * own record, or null).
     */
    record Input(byte[] bytes, String fileName, String reproduce, Object plan) {

        Input(byte[] bytes, String fileName, String reproduce) {
            this(bytes, fileName, reproduce, null);
        }
    }
}
