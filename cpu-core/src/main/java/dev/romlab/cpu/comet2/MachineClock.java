package dev.romlab.cpu.comet2;

import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * The wall clock a program reads ({@code SVC time}): an input of the run, so that a run can be repeated exactly.
 */
public sealed interface MachineClock {

    /**
     * The date and time, to the microsecond, after {@code instructions} instructions of the run.
     *
     * @throws java.time.DateTimeException past {@link LocalDateTime#MAX} (the end of year 999,999,999)
     */
    LocalDateTime now(long instructions);

    /**
     * A fixed instant that advances with the instructions executed, {@code instructionsPerSecond} of them a second
     * (0: it stands still): every run from the same instant reads the same times.
     */
    record Fixed(LocalDateTime start, long instructionsPerSecond) implements MachineClock {

        /** One instruction a microsecond: a rate of the order of the tutorial's Python simulator's. */
        public static final long DEFAULT_RATE = 1_000_000;
        private static final long SECONDS_PER_DAY = 86_400;

        public Fixed {
            Objects.requireNonNull(start);
            if (instructionsPerSecond < 0) {
                throw new IllegalArgumentException("a clock rate is 0 or more instructions a second: "
                        + instructionsPerSecond);
            }
            start = start.truncatedTo(ChronoUnit.MICROS);
        }

        @Override
        public LocalDateTime now(long instructions) {
            if (instructionsPerSecond == 0) {
                return start;
            }
            long seconds = instructions / instructionsPerSecond;
            // past 9.2 * 10^12 instructions the remainder times a million would overflow a long: a double is as exact
            // as a microsecond needs there
            long remainder = instructions % instructionsPerSecond;
            long micros = remainder < Long.MAX_VALUE / 1_000_000 ? remainder * 1_000_000 / instructionsPerSecond
                    : (long) ((double) remainder / instructionsPerSecond * 1_000_000);
            long nano = start.getNano() + micros * 1_000;
            long secondOfDay = start.toLocalTime().toSecondOfDay() + seconds + nano / 1_000_000_000;
            if (seconds < SECONDS_PER_DAY && secondOfDay < SECONDS_PER_DAY) {
                // the start's day, as a kernel's millions of readings are: the time from its second of the day, with
                // no date arithmetic (plusSeconds divides longs by days and hours: a third of mlfe-minesweeper's check)
                int second = (int) secondOfDay;
                return LocalDateTime.of(start.toLocalDate(), LocalTime.of(second / 3_600, second / 60 % 60,
                        second % 60, (int) (nano % 1_000_000_000)));
            }
            return start.plusSeconds(seconds).plus(micros, ChronoUnit.MICROS);
        }
    }

    /** The host's clock, in its time zone: a different time every run. */
    record Host() implements MachineClock {
        @Override
        public LocalDateTime now(long instructions) {
            return LocalDateTime.now().truncatedTo(ChronoUnit.MICROS);
        }
    }
}
