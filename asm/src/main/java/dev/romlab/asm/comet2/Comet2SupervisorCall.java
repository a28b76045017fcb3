package dev.romlab.asm.comet2;

import java.util.Locale;
import java.util.Optional;

/**
 * The services {@code SVC} reaches, by number: the one table the assembler (named SVCs, the IN and OUT macros) and
 * the interpreter share. The specification leaves the numbers to the implementation; IN = 1 and OUT = 2 are the
 * ones CASL II tools use (YACASL2's and PyCOMET2's IN/OUT macros expand to {@code SVC 1} and {@code SVC 2}). MLFE's
 * named services ({@code SVC time}, seed 004) have numbers romlab assigned after them.
 *
 * <p>What each does (cpu-core/README.md, "COMET II and MLFE"; MLFE's as the tutorial's simulator has them,
 * hempgreens/MLFE-simulator's {@code svc_mlfe.py} and {@code macro_mlfe.py}):
 * <ul>
 *   <li>IN: GR1 = buffer, GR2 = address of the length word: COMET II reads one line, one character per word, at most
 *       256, and stores its length (-1 at the end of input); MLFE reads as many characters as the word holds, a line
 *       at a time without its line end, as its port 0 does;</li>
 *   <li>OUT: GR1 = buffer, GR2 = address of the length word: writes that many characters, and on COMET II a line
 *       end (a record); MLFE's OUT writes the characters alone (seed 004: SHOWF's {@code OUT ='012345678\n', =10}
 *       is followed by the board on the next line, not after a blank one);</li>
 *   <li>TIME: GR0 = 0, GR1 = microseconds (0-999,999), GR2 seconds, GR3 minutes, GR4 hours, GR5 day, GR6 month,
 *       GR7 year, from the machine's clock;</li>
 *   <li>PRINTF: the word at GR1 in the format whose character GR2 holds ({@code d u x X b o c s p}), zero-padded to
 *       the width in GR3; GR0 = 0, or 1 when nothing could be written;</li>
 *   <li>SCANF: one line stored at GR1 in the format whose character GR2 holds ({@code d x X b s}, any other: the
 *       first character), a 0 word after it; GR0 = 0, or 1 for an empty line, a bad number or the end of input;</li>
 *   <li>MALLOC: GR1 = words; GR0 = the address of a fresh block of that many zero words, 0 when none is left.</li>
 * </ul>
 */
public enum Comet2SupervisorCall {
    IN(1, false),
    OUT(2, false),
    TIME(3, true),
    PRINTF(4, true),
    SCANF(5, true),
    MALLOC(6, true);

    private final int number;
    private final boolean mlfeOnly;

    Comet2SupervisorCall(int number, boolean mlfeOnly) {
        this.number = number;
        this.mlfeOnly = mlfeOnly;
    }

    /** The number {@code SVC} takes: its effective address. */
    public int number() {
        return number;
    }

    /** The name MLFE sources write after {@code SVC}: {@code time}. */
    public String serviceName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@link #values()} made once: {@link #byNumber} runs at every SVC, millions of times in a kernel's sweep. */
    private static final Comet2SupervisorCall[] ALL = values();

    /** Whether {@code profile} has the service. */
    public boolean existsOn(Comet2Profile profile) {
        return profile == Comet2Profile.MLFE || !mlfeOnly;
    }

    /** The service with {@code number} on {@code profile}, or empty. */
    public static Optional<Comet2SupervisorCall> byNumber(Comet2Profile profile, int number) {
        for (Comet2SupervisorCall call : ALL) {
            if (call.number == number && call.existsOn(profile)) {
                return Optional.of(call);
            }
        }
        return Optional.empty();
    }

    /** The service named {@code name} (any case) on {@code profile}, or empty. */
    public static Optional<Comet2SupervisorCall> byName(Comet2Profile profile, String name) {
        for (Comet2SupervisorCall call : values()) {
            if (call.serviceName().equalsIgnoreCase(name) && call.existsOn(profile)) {
                return Optional.of(call);
            }
        }
        return Optional.empty();
    }
}
