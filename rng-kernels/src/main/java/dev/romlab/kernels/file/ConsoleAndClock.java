package dev.romlab.kernels.file;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.kernels.Values;

/**
 * What a COMET II or MLFE call gets besides memory, from a kernel file: a console whose input is the console inputs'
 * decimal lines and whose output is kept for the console outputs, and the clock SVC time reads (the file's
 * {@code clock} plus the clock inputs). Without them a program's SVC would stop the call.
 */
final class ConsoleAndClock {

    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    private final KernelDefinition definition;
    private final int programEnd;
    private final StringWriter printed = new StringWriter();
    /**
     * The console of a file without console inputs, made once: its input is empty on every call, and a console's
     * reader costs more to make than a short routine takes to run (mlfe-rand, 60,000,000 calls a minute's
     * microseconds). Null when the file has console inputs: each call then reads its own lines.
     */
    private final Comet2Console silent;

    /** The nanoseconds one unit of each input stands for on the clock: 0 for an input that is not a clock's. */
    private final long[] clockNanos;

    ConsoleAndClock(KernelDefinition definition, int programEnd) {
        this.definition = definition;
        this.programEnd = programEnd;
        this.clockNanos = definition.inputs().stream().mapToLong(input -> input.location() instanceof Location.Clock at
                ? switch (at.unit()) {
                    case "min" -> 60_000_000_000L;
                    case "s" -> 1_000_000_000L;
                    case "ms" -> 1_000_000L;
                    default -> 1_000L;
                } : 0).toArray();
        this.silent = definition.inputs().stream().anyMatch(i -> i.location() instanceof Location.Console) ? null
                : new Comet2Console(InputStream.nullInputStream(), printed);
    }

    /** Gives {@code cpu} a fresh console and clock for the complete {@code input}. */
    void attach(Comet2 cpu, Values input) {
        StringBuilder lines = silent != null ? null : new StringBuilder(); // no console input: no lines
        long nanos = 0; // the clock inputs added up: one step of date arithmetic per call
        List<InputDefinition> inputs = definition.inputs();
        for (int i = 0; i < inputs.size(); i++) {
            long value = input.list().get(i).value();
            if (inputs.get(i).location() instanceof Location.Console) {
                lines.append(Long.toUnsignedString(value)).append('\n');
            } else {
                nanos = Math.addExact(nanos, Math.multiplyExact(value, clockNanos[i]));
            }
        }
        LocalDateTime clock = definition.clock().plusNanos(nanos);
        printed.getBuffer().setLength(0);
        Comet2Console console = silent != null ? silent : new Comet2Console(new ByteArrayInputStream(lines.toString()
                .getBytes(StandardCharsets.UTF_8)), printed);
        cpu.services(new Comet2Services(console, new MachineClock.Fixed(clock, definition.clockRate()))
                .heapFrom(programEnd));
    }

    /**
     * The {@code index}-th number the call printed (from 1), as a {@code bits}-bit word; -1 (all ones) when it
     * printed fewer, a value no word of a shorter output can be told from only by its console text.
     */
    long number(Location.Console at) {
        Matcher m = NUMBER.matcher(printed.toString());
        for (int n = 1; m.find(); n++) {
            if (n == at.index()) {
                long mask = at.bits() >= 64 ? -1L : (1L << at.bits()) - 1;
                try {
                    return Long.parseLong(m.group()) & mask;
                } catch (NumberFormatException e) {
                    return mask;
                }
            }
        }
        return at.bits() >= 64 ? -1L : (1L << at.bits()) - 1;
    }

    /** What the call printed, for {@code run}. */
    String printed() {
        return printed.toString();
    }
}
