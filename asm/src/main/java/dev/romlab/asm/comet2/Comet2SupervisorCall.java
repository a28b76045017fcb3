package dev.romlab.asm.comet2;

import java.util.Locale;
import java.util.Optional;

/**
 * The services {@code SVC} reaches, by number: the one table the assembler (named SVCs, the IN and OUT macros) and
 * the interpreter share. The specification leaves the numbers to the implementation; IN = 1 and OUT = 2 are the
 * ones CASL II tools use (YACASL2's and PyCOMET2's IN/OUT macros expand to {@code SVC 1} and {@code SVC 2}). MLFE's
 * named services ({@code SVC time}, seed 004) have numbers romlab assigned after them.
 *
 * <p>What each does (cpu-core/README.md, "COMET II and MLFE"):
 * <ul>
 *   <li>IN: GR1 = buffer, GR2 = address of the length word: reads one line, one character per word, at most 256,
 *       and stores its length (-1 at the end of input);</li>
 *   <li>OUT: GR1 = buffer, GR2 = address of the length word: writes that many characters, and on COMET II a line
 *       end (a record); MLFE's OUT writes the characters alone (seed 004: SHOWF's {@code OUT ='012345678\n', =10}
 *       is followed by the board on the next line, not after a blank one);</li>
 *   <li>TIME: GR0 = 0, GR1 = microseconds (0-999,999), GR2 seconds, GR3 minutes, GR4 hours, GR5 day, GR6 month,
 *       GR7 year, from the machine's clock;</li>
 *   <li>PRINTF: GR1 = address of a format (one character per word, ending at a 0 word), arguments in GR2 up;
 *       {@code %d %u %x %c %s %%}, with C's {@code 0} flag and width ({@code %06d}); GR0 = characters written;</li>
 *   <li>SCANF: GR1 = format, GR2 up = addresses to store into; GR0 = items stored, -1 at the end of input;</li>
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

    /** Whether {@code profile} has the service. */
    public boolean existsOn(Comet2Profile profile) {
        return profile == Comet2Profile.MLFE || !mlfeOnly;
    }

    /** The service with {@code number} on {@code profile}, or empty. */
    public static Optional<Comet2SupervisorCall> byNumber(Comet2Profile profile, int number) {
        for (Comet2SupervisorCall call : values()) {
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
