package dev.romlab.kernels.comet2.model;

import java.time.LocalDateTime;

/**
 * What MLFE's {@code SVC time} gives (seed 004's list, with GR1 in microseconds as the tutorial's simulator has it):
 * GR1 microseconds 0..999,999, GR2 seconds, GR3 minutes, GR4 hours, GR5 day, GR6 month, GR7 year.
 */
public record ClockReading(int micros, int second, int minute, int hour, int day, int month, int year) {

    public static ClockReading of(LocalDateTime time) {
        return new ClockReading(time.getNano() / 1000, time.getSecond(), time.getMinute(), time.getHour(),
                time.getDayOfMonth(), time.getMonthValue(), time.getYear());
    }
}
