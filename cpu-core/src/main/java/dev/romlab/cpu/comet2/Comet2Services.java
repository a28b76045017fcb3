package dev.romlab.cpu.comet2;

import java.time.LocalDateTime;
import java.util.Locale;
import java.util.Objects;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.asm.comet2.Comet2SupervisorCall;

/**
 * The console, clock and heap behind {@code SVC} and MLFE's ports, as {@link Comet2SupervisorCall} numbers them and
 * says what each does. Ports ({@code READ}/{@code WRITE}, seed 004): 0 a character, 1 a signed decimal, 2 hex, 3
 * binary, 4 an unsigned decimal, written without a line end, read as one blank-separated word. Reading past the end
 * of input gives -1. Anything the program asks that cannot be done (an unknown service or port, a number that does
 * not read) stops the run with a trap naming it.
 */
public final class Comet2Services implements SupervisorCalls {

    /** The longest line IN stores: the specification's 256 characters. */
    public static final int LINE_LENGTH = 256;
    /** Where MALLOC's blocks start unless {@link #heapFrom} moves them (after the program, usually). */
    public static final int DEFAULT_HEAP = 0x8000;
    /** The longest format string printf and scanf read, so that a missing 0 word cannot run forever. */
    private static final int FORMAT_LIMIT = 4096;
    private static final int[] PORT_RADIX = {0, 10, 16, 2, 10};

    private final Comet2Console console;
    private final MachineClock clock;
    private int heap = DEFAULT_HEAP;

    public Comet2Services(Comet2Console console, MachineClock clock) {
        this.console = Objects.requireNonNull(console);
        this.clock = Objects.requireNonNull(clock);
    }

    /** MALLOC's blocks start at {@code address} (one past the program). */
    public Comet2Services heapFrom(int address) {
        heap = address & 0xFFFF;
        return this;
    }

    @Override
    public void call(int number, Comet2 cpu) {
        Comet2SupervisorCall service = Comet2SupervisorCall.byNumber(cpu.profile(), number).orElse(null);
        if (service == null) {
            cpu.trap("SVC " + number + ": no such service on " + cpu.profile().id());
            return;
        }
        switch (service) {
            case IN -> in(cpu);
            case OUT -> out(cpu);
            case TIME -> time(cpu);
            case PRINTF -> printf(cpu);
            case SCANF -> scanf(cpu);
            case MALLOC -> malloc(cpu);
        }
    }

    private void in(Comet2 cpu) {
        String line = console.readLine();
        int buffer = cpu.register(1);
        if (line == null) {
            cpu.setWord(cpu.register(2), -1);
            return;
        }
        int length = Math.min(line.length(), LINE_LENGTH);
        for (int i = 0; i < length; i++) {
            cpu.setWord(buffer + i, line.charAt(i));
        }
        cpu.setWord(cpu.register(2), length);
    }

    private void out(Comet2 cpu) {
        int length = signed(cpu, cpu.word(cpu.register(2)));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) (cpu.word(cpu.register(1) + i) & 0xFF));
        }
        // COMET II's OUT writes a record, a line (specification, "OUT"); MLFE's writes the characters alone: the
        // seed's SHOWF writes '012345678\n' with OUT and its board follows on the very next line
        console.write(cpu.profile() == Comet2Profile.COMET2 ? text.append('\n') : text);
    }

    /** The clock as seed 004 lists it, but GR1 in microseconds, as the tutorial's simulator gives it. */
    private void time(Comet2 cpu) {
        LocalDateTime now = clock.now(cpu.instructions());
        cpu.setRegister(0, 0);
        cpu.setRegister(1, now.getNano() / 1000);
        cpu.setRegister(2, now.getSecond());
        cpu.setRegister(3, now.getMinute());
        cpu.setRegister(4, now.getHour());
        cpu.setRegister(5, now.getDayOfMonth());
        cpu.setRegister(6, now.getMonthValue());
        cpu.setRegister(7, now.getYear());
    }

    private void printf(Comet2 cpu) {
        String format = string(cpu, cpu.register(1));
        StringBuilder text = new StringBuilder();
        int argument = 2;
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c != '%' || i + 1 == format.length()) {
                text.append(c);
                continue;
            }
            // %[0][width]conversion, as C's printf
            int start = ++i;
            while (i < format.length() && Character.isDigit(format.charAt(i))) {
                i++;
            }
            if (i == format.length()) {
                cpu.trap("printf: the format ends inside a conversion");
                return;
            }
            String flags = format.substring(start, i);
            char conversion = format.charAt(i);
            if (conversion == '%') {
                text.append('%');
                continue;
            }
            if (argument >= cpu.profile().registers()) {
                cpu.trap("printf: more conversions than registers GR2-GR" + (cpu.profile().registers() - 1));
                return;
            }
            int word = cpu.register(argument++);
            String value = switch (conversion) {
                case 'd' -> Integer.toString(signed(cpu, word));
                case 'u' -> Long.toString(unsigned(cpu, word));
                case 'x' -> Long.toHexString(unsigned(cpu, word));
                case 'c' -> String.valueOf((char) (word & 0xFF));
                case 's' -> string(cpu, word);
                default -> null;
            };
            if (value == null) {
                cpu.trap("printf: unknown conversion %" + flags + conversion);
                return;
            }
            text.append(padded(value, flags));
        }
        console.write(text);
        cpu.setRegister(0, text.length());
    }

    private void scanf(Comet2 cpu) {
        String format = string(cpu, cpu.register(1));
        int argument = 2;
        int stored = 0;
        for (int i = 0; i + 1 < format.length(); i++) {
            if (format.charAt(i) != '%' || format.charAt(i + 1) == '%') {
                continue;
            }
            char conversion = format.charAt(++i);
            if (argument >= cpu.profile().registers()) {
                cpu.trap("scanf: more conversions than registers GR2-GR" + (cpu.profile().registers() - 1));
                return;
            }
            int address = cpu.register(argument++);
            if (conversion == 'c') {
                int c = console.read();
                if (c < 0) {
                    break;
                }
                cpu.setWord(address, c);
                stored++;
                continue;
            }
            String word = console.readWord();
            if (word == null) {
                break;
            }
            switch (conversion) {
                case 'd', 'u', 'x' -> {
                    Long value = parse(word, conversion == 'x' ? 16 : 10);
                    if (value == null) {
                        cpu.trap("scanf: '" + word + "' is not a number for %" + conversion);
                        return;
                    }
                    cpu.setWord(address, value.intValue());
                }
                case 's' -> {
                    for (int k = 0; k < word.length(); k++) {
                        cpu.setWord(address + k, word.charAt(k));
                    }
                    cpu.setWord(address + word.length(), 0);
                }
                default -> {
                    cpu.trap("scanf: unknown conversion %" + conversion);
                    return;
                }
            }
            stored++;
        }
        cpu.setRegister(0, stored == 0 && format.contains("%") ? -1 : stored);
    }

    private void malloc(Comet2 cpu) {
        long words = unsigned(cpu, cpu.register(1));
        // the block must end below the stack
        if (heap + words > cpu.stackPointer() && cpu.stackPointer() != 0 || heap + words > 0x10000) {
            cpu.setRegister(0, 0);
            return;
        }
        for (int i = 0; i < words; i++) {
            cpu.setWord(heap + i, 0);
        }
        cpu.setRegister(0, heap);
        heap += (int) words;
    }

    @Override
    public int read(int port, Comet2 cpu) {
        if (port == 0) {
            return console.read();
        }
        if (port < 0 || port >= PORT_RADIX.length) {
            cpu.trap("READ: no port " + port + " (0 character, 1 decimal, 2 hex, 3 binary, 4 unsigned)");
            return 0;
        }
        String word = console.readWord();
        if (word == null) {
            return -1;
        }
        Long value = parse(word, PORT_RADIX[port]);
        if (value == null) {
            cpu.trap("READ: '" + word + "' is not a number for port " + port);
            return 0;
        }
        return value.intValue();
    }

    @Override
    public void write(int port, int word, Comet2 cpu) {
        switch (port) {
            case 0 -> console.write(String.valueOf((char) (word & 0xFF)));
            case 1 -> console.write(Integer.toString(signed(cpu, word)));
            case 2 -> console.write(Long.toHexString(unsigned(cpu, word)).toUpperCase(Locale.ROOT));
            case 3 -> console.write(Long.toBinaryString(unsigned(cpu, word)));
            case 4 -> console.write(Long.toString(unsigned(cpu, word)));
            default -> cpu.trap("WRITE: no port " + port + " (0 character, 1 decimal, 2 hex, 3 binary, 4 unsigned)");
        }
    }

    /** {@code value} right-aligned in the width {@code flags} give, with zeros after a leading {@code 0}. */
    private static String padded(String value, String flags) {
        int width = flags.isEmpty() ? 0 : Integer.parseInt(flags);
        if (value.length() >= width) {
            return value;
        }
        boolean zeros = flags.startsWith("0") && !value.isEmpty();
        String padding = String.valueOf(zeros ? '0' : ' ').repeat(width - value.length());
        return zeros && value.startsWith("-") ? "-" + padding + value.substring(1) : padding + value;
    }

    /** The characters from {@code address} up to a 0 word. */
    private static String string(Comet2 cpu, int address) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < FORMAT_LIMIT; i++) {
            int word = cpu.word(address + i);
            if (word == 0) {
                break;
            }
            text.append((char) (word & 0xFF));
        }
        return text.toString();
    }

    private static Long parse(String word, int radix) {
        try {
            return Long.parseLong(word, radix);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static int signed(Comet2 cpu, int word) {
        return cpu.profile() == Comet2Profile.MLFE ? word : (short) word;
    }

    private static long unsigned(Comet2 cpu, int word) {
        return word & cpu.profile().wordMask();
    }
}
