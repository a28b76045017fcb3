package dev.romlab.cli;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

import dev.romlab.cpu.Memory;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.MemoryDump;

/**
 * The monitor's commands that change memory or move it to and from files: {@code poke} (VICE's {@code >}),
 * {@code fill} (py65mon's and VICE's {@code fill}: the values repeated over the range), {@code load} and
 * {@code save} (py65mon's, raw bytes; VICE's {@code bload}/{@code bsave}). A value is one address's unit: a byte,
 * or a whole word on COMET II and MLFE, whose addresses count words; a file holds those words most significant byte
 * first, as {@code asm} writes them. {@code save} writes through {@link OutputFiles}: the whole file or nothing,
 * never over the program's own file.
 */
final class MemoryCommands implements MonitorCommands {

    private final DebugMonitor monitor;
    private final DebugSession session;
    private final PrintWriter out;
    private final Path programFile;

    MemoryCommands(DebugMonitor monitor, DebugSession session, PrintWriter out, Path programFile) {
        this.monitor = monitor;
        this.session = session;
        this.out = out;
        this.programFile = programFile;
    }

    @Override
    public boolean execute(String command, String arguments) {
        String[] words = MonitorCommands.words(arguments);
        switch (command) {
            case "poke" -> poke(words);
            case "fill" -> fill(words);
            case "load" -> load(words);
            case "save" -> save(words);
            default -> {
                return false;
            }
        }
        return true;
    }

    private Memory memory() {
        return session.memory();
    }

    private void poke(String[] words) {
        if (words.length < 2) {
            throw new IllegalArgumentException("usage: poke ADDR VALUE...");
        }
        int address = monitor.address(words[0]);
        int[] values = values(words, 1);
        if (address + values.length > memory().addresses()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%,d values from %s run past the top of "
                    + "memory", values.length, session.addressText(address)));
        }
        for (int i = 0; i < values.length; i++) {
            memory().write(address + i, values[i]);
        }
        show(address, values.length);
    }

    private void fill(String[] words) {
        if (words.length < 2) {
            throw new IllegalArgumentException("usage: fill FROM-TO VALUE...");
        }
        int[] range = monitor.addressRange(words[0]);
        int[] values = values(words, 1);
        for (int address = range[0]; address <= range[1]; address++) {
            memory().write(address, values[(address - range[0]) % values.length]);
        }
        out.println("filled " + session.addressText(range[0]) + " to " + session.addressText(range[1]));
    }

    private void load(String[] words) {
        if (words.length != 2) {
            throw new IllegalArgumentException("usage: load FILE ADDR");
        }
        byte[] data = bytes(Path.of(words[0]));
        int address = monitor.address(words[1]);
        int unit = memory().wordBytes();
        if (data.length % unit != 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: %,d bytes are no whole number of "
                    + "%d-bit words", words[0], data.length, unit * 8));
        }
        int count = data.length / unit;
        if (count == 0) {
            throw new IllegalArgumentException(words[0] + " is empty");
        }
        if (address + count > memory().addresses()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: %,d %s from %s run past the top of "
                    + "memory", words[0], count, unit == 1 ? "bytes" : "words", session.addressText(address)));
        }
        memory().load(address, data);
        out.println(String.format(Locale.ROOT, "loaded %,d bytes at ", data.length) + session.addressText(address)
                + " to "
                + session.addressText(address + count - 1));
    }

    private byte[] bytes(Path file) {
        try {
            return InputFiles.readBytes(file);
        } catch (CommandFailure e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    private void save(String[] words) {
        if (words.length != 2) {
            throw new IllegalArgumentException("usage: save FILE FROM-TO");
        }
        Path file = Path.of(words[0]);
        if (StandardStreams.isDash(file)) {
            throw new IllegalArgumentException("save writes a file, not standard output (the monitor's)");
        }
        int[] range = monitor.addressRange(words[1]);
        byte[] data = memory().slice(range[0], range[1] - range[0] + 1);
        try {
            new OutputFiles(false).add(file, data).input(programFile).writeAll(OutputStream.nullOutputStream());
        } catch (CommandFailure e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        out.println(String.format(Locale.ROOT, "saved %,d bytes (", data.length) + session.addressText(range[0])
                + " to "
                + session.addressText(range[1]) + ") to " + file);
    }

    /** The values from {@code words[from]} on, each checked against the unit of one address. */
    private int[] values(String[] words, int from) {
        int bits = memory().wordBytes() * 8;
        long highest = bits == 32 ? 0xFFFF_FFFFL : (1L << bits) - 1;
        long lowest = -(1L << (bits - 1));
        int[] values = new int[words.length - from];
        for (int i = 0; i < values.length; i++) {
            String text = words[from + i];
            long value = NumberLiteral.parse(text);
            if (value < lowest || value > highest) {
                // the bounds are values to type (poke $100 65535), not counts: no thousands separators
                throw new IllegalArgumentException(String.format("%s is out of range for one address (%d bits: 0 "
                        + "to %d, or %d to -1)", text, bits, highest, lowest));
            }
            values[i] = (int) value;
        }
        return values;
    }

    private void show(int address, int count) {
        MemoryDump.rows(memory(), address, count, monitor.labels()::nameAt).forEach(out::println);
    }
}
