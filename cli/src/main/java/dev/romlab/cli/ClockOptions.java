package dev.romlab.cli;

import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;

import dev.romlab.cpu.comet2.MachineClock;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --clock} and {@code --clock-rate}: the wall clock an MLFE program reads with {@code SVC time}, an input of
 * the run. By default a fixed instant, so that every run is the same; {@code --clock host} reads the host's clock.
 */
final class ClockOptions {

    /** The instant a run starts at unless {@code --clock} says otherwise. */
    static final LocalDateTime DEFAULT_INSTANT = LocalDateTime.of(2000, 1, 1, 0, 0);

    private static final String HOST = "host";

    @Option(names = "--clock", paramLabel = "TIME",
            description = "What SVC time reads (MLFE): a date and time, 2021-06-05T12:16:39.041285 (to the "
                    + "microsecond), that advances with the instructions run, or 'host' for the host's clock "
                    + "(default: 2000-01-01T00:00, so that every run is the same).")
    private String instant;

    @Option(names = "--clock-rate", paramLabel = "N", converter = RateConverter.class,
            description = "Instructions a second the fixed clock advances by (default: 1,000,000, one a "
                    + "microsecond; 0: it stands still).")
    private Long rate;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** The clock the options give. */
    MachineClock clock() {
        if (HOST.equals(instant)) {
            if (rate != null) {
                throw new ParameterException(spec.commandLine(), "--clock-rate is for a fixed --clock, not 'host'");
            }
            return new MachineClock.Host();
        }
        LocalDateTime start = DEFAULT_INSTANT;
        if (instant != null) {
            try {
                start = LocalDateTime.parse(instant);
            } catch (DateTimeParseException e) {
                throw new ParameterException(spec.commandLine(), "--clock '" + instant + "' is not a date and "
                        + "time such as 2021-06-05T12:16:39.041285, nor 'host'");
            }
        }
        return new MachineClock.Fixed(start, rate == null ? MachineClock.Fixed.DEFAULT_RATE : rate);
    }

    /** Whether either option was given: a usage error on a CPU without a clock. */
    boolean given() {
        return instant != null || rate != null;
    }

    /** A rate of 0 or more instructions a second. */
    static final class RateConverter implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            long value = NumberLiteral.parse(text);
            if (value < 0) {
                throw new TypeConversionException("'" + text + "' must be 0 or more instructions a second");
            }
            return value;
        }
    }
}
