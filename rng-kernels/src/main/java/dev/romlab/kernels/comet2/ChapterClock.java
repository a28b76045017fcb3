package dev.romlab.kernels.comet2;

import java.time.LocalDateTime;
import java.util.Locale;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.ClockReading;

/**
 * The clock inputs of the MLFE kernels: a microsecond of a minute of 2021-06-05, 12:00 to 12:59 (the issue's
 * example instant, {@code --clock 2021-06-05T12:16:39.041285}, is minute 16, us 39,041,285). The day, hour and
 * month enter RAND's state only through its first three rounds; the minute and the microsecond through every one.
 */
final class ChapterClock {

    static final Field MINUTE = Field.range("minute", 8, 0, 59);
    static final Field US = Field.range("us", 32, 0, 59_999_999);
    /**
     * dist's default input: a millisecond of the minute, at a microsecond of it drawn for that millisecond (a fixed
     * hash, so every run takes the same 60,000 instants), a few seconds; {@code dist --exhaustive} takes {@link #US},
     * every microsecond, minutes of both cores (rng-kernels/README.md, "The seed 004 kernels"). One microsecond for
     * every millisecond, 285 say, would give RAND only 1,000 distinct microseconds of the second to work from (from
     * round 4 on its value depends on the minute times the microsecond alone) and a lumpy sample of an even RAND.
     */
    static final Field MS = Field.range("ms", 16, 0, 59_999);
    /** mlfe-minesweeper's dist input: a hundredth of a second of the minute, at its microsecond 1,285: 6,000 runs. */
    static final Field CS = Field.range("cs", 16, 0, 5_999);
    private static final long US_IN_CS = 1_285;
    /** The minute of the example. */
    static final long DEFAULT_MINUTE = 16;

    private static final LocalDateTime HOUR = LocalDateTime.of(2021, 6, 5, 12, 0);

    private ChapterClock() {
    }

    /** What {@link #MS}'s values are in {@code minute}, for dist's heading. */
    static String msInstants(long minute) {
        return "every 1/1000 s of minute " + minute + ", at a us drawn for each";
    }

    /** What {@link #CS}'s values are in {@code minute}, for dist's heading. */
    static String csInstants(long minute) {
        return String.format(Locale.ROOT, "every 1/100 s of minute %d, at its us %,d", minute, US_IN_CS);
    }

    /** The instant of {@code input}'s minute (16 when it has none) and microsecond (or the dist field's instant). */
    static LocalDateTime instant(Values input) {
        return instant(minute(input), us(input));
    }

    /** The instant of {@code us} into minute 12:{@code minute}. */
    static LocalDateTime instant(long minute, long us) {
        return HOUR.plusMinutes(minute).plusNanos(us * 1000);
    }

    /**
     * What SVC time reads at {@link #instant(long, long)}: worked out from the numbers where the instant is inside the
     * hour (every input of the kernels), as a sweep reads 60,000,000 of them.
     */
    static ClockReading reading(long minute, long us) {
        if (minute < 0 || minute >= 60 || us < 0 || us >= 60_000_000) {
            return ClockReading.of(instant(minute, us));
        }
        return new ClockReading((int) (us % 1_000_000), (int) (us / 1_000_000), (int) minute, HOUR.getHour(),
                HOUR.getDayOfMonth(), HOUR.getMonthValue(), HOUR.getYear());
    }

    /** {@code input}'s minute, 16 when it has none. */
    static long minute(Values input) {
        return input.find(MINUTE.name()).map(v -> v.value()).orElse(DEFAULT_MINUTE);
    }

    /** {@code input}'s microsecond of the minute: its {@link #US}, or the instant of its {@link #MS} or {@link #CS}. */
    static long us(Values input) {
        return input.has(US.name()) ? input.get(US.name())
                : input.has(MS.name()) ? input.get(MS.name()) * 1000 + microsecondOf(input.get(MS.name()))
                : input.get(CS.name()) * 10_000 + US_IN_CS;
    }

    /** The microsecond 0..999 taken in millisecond {@code ms}: SplitMix64's output for state {@code ms}, mod 1000. */
    private static long microsecondOf(long ms) {
        long z = ms + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return Long.remainderUnsigned(z ^ (z >>> 31), 1000);
    }
}
