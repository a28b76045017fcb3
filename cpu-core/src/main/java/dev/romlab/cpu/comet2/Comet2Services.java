package dev.romlab.cpu.comet2;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.util.Locale;
import java.util.Objects;

import dev.romlab.asm.comet2.Comet2Characters;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.asm.comet2.Comet2SupervisorCall;

/**
 * The console, clock and heap behind {@code SVC} and MLFE's ports, as {@link Comet2SupervisorCall} numbers them and
 * says what each does. MLFE's services and ports are those of the tutorial's simulator ({@code mlfe.py} with its
 * {@code svc_mlfe.py} and {@code port_mlfe.py}, hempgreens/MLFE-simulator), so that programs written for it run
 * unmodified. Ports ({@code READ}/{@code WRITE}, seed 004): 0 a character, 1 a signed decimal, 2 hex, 3 binary, 4 an
 * unsigned decimal, written without a line end; port 0 reads a line a character at a time, as the simulator does, and
 * stops the run at the end of input, as the simulator does; the others read one blank-separated word, -1 at the end
 * (romlab's: the simulator has no input ports 1-4). Anything the program asks that cannot be done (an unknown service
 * or port, a number that does not read) stops the run with a trap naming it, except where the simulator's services
 * answer with GR0 = 1.
 */
public final class Comet2Services implements SupervisorCalls {

    /** The longest line IN stores: the specification's 256 characters. */
    public static final int LINE_LENGTH = 256;
    /** Where MALLOC's blocks start unless {@link #heapFrom} moves them (after the program, usually). */
    public static final int DEFAULT_HEAP = 0x8000;
    /**
     * The widest field printf pads to: as many characters as memory has words. The simulator formats the whole field
     * in memory and answers GR0 = 1 when that fails (a MemoryError under its {@code except:}); romlab answers so
     * beyond this width, at once, rather than fill the host's memory with a field of two billion zeros.
     */
    public static final int PRINTF_WIDTH_LIMIT = 0x10000;
    private static final int[] PORT_RADIX = {0, 10, 16, 2, 10};

    private final Comet2Console console;
    private final MachineClock clock;
    private int heap = DEFAULT_HEAP;
    /** What is left of the line port 0 reads from, from {@link #pendingFrom} on. */
    private String pendingLine = "";
    private int pendingFrom;

    public Comet2Services(Comet2Console console, MachineClock clock) {
        this.console = Objects.requireNonNull(console);
        this.clock = Objects.requireNonNull(clock);
    }

    /** MALLOC's blocks start at {@code address} (one past the program). */
    public Comet2Services heapFrom(int address) {
        heap = address & 0xFFFF;
        return this;
    }

    /** The console's position, the heap's next block and what is left of port 0's line. */
    record State(Comet2Console.Position console, int heap, String pendingLine, int pendingFrom) {
    }

    @Override
    public Object saveState() {
        return new State(console.position(), heap, pendingLine, pendingFrom);
    }

    @Override
    public void restoreState(Object state) {
        State s = (State) state;
        console.restore(s.console());
        heap = s.heap();
        pendingLine = s.pendingLine();
        pendingFrom = s.pendingFrom();
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
        if (cpu.profile() == Comet2Profile.MLFE) {
            inCharacters(cpu);
            return;
        }
        String line = console.readLine();
        int buffer = cpu.register(1);
        if (line == null) {
            cpu.setWord(cpu.register(2), -1);
            return;
        }
        int[] characters = line.codePoints().limit(LINE_LENGTH).toArray();
        for (int i = 0; i < characters.length; i++) {
            cpu.setWord(buffer + i, code(cpu, characters[i]));
        }
        cpu.setWord(cpu.register(2), characters.length);
    }

    /**
     * MLFE's IN, as the simulator's macro expands it (macro_mlfe.py: one READ of port 0 per character): as many
     * characters as the length word holds, across lines, the word left as it is. CASL II's IN reads one line and
     * stores its length there instead.
     */
    private void inCharacters(Comet2 cpu) {
        long count = Math.min(unsigned(cpu, cpu.word(cpu.register(2))), 0x10000);
        for (int i = 0; i < count; i++) {
            int c = readCharacter();
            if (c < 0) {
                endOfInput(cpu, "IN");
                return;
            }
            cpu.setWord(cpu.register(1) + i, code(cpu, c));
        }
    }

    /**
     * MLFE's port 0 and IN stop the run at the end of input, as the simulator does (its {@code input()} raises
     * EOFError there): a program that reads again and again, as its sample mine_sweeper.fe does, ends there.
     */
    private static void endOfInput(Comet2 cpu, String what) {
        cpu.trap(what + ": the input has ended");
    }

    /**
     * Port 0 as the simulator reads it (mlfe.py, READ): when nothing is left of the last line it takes the next one
     * without its line end, and each read gives one character; an empty line reads as 0; -1 at the end of input.
     */
    private int readCharacter() {
        if (pendingFrom == pendingLine.length()) {
            String line = console.readLine();
            if (line == null) {
                return -1;
            }
            if (line.isEmpty()) {
                return 0;
            }
            pendingLine = line;
            pendingFrom = 0;
        }
        int c = pendingLine.codePointAt(pendingFrom);
        pendingFrom += Character.charCount(c);
        return c;
    }

    private void out(Comet2 cpu) {
        int length = signed(cpu, cpu.word(cpu.register(2)));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append(character(cpu, cpu.word(cpu.register(1) + i)));
        }
        // COMET II's OUT writes a record, a line (specification, "OUT"); MLFE's writes the characters alone: the
        // seed's SHOWF writes '012345678\n' with OUT and its board follows on the very next line
        console.write(cpu.profile() == Comet2Profile.COMET2 ? text.append('\n') : text);
    }

    /**
     * The clock as seed 004 lists it, but GR1 in microseconds, as the tutorial's simulator gives it. A clock past the
     * last date there is (year 999,999,999) answers GR0 = 1 and leaves GR1-GR7 as they are, as the simulator's time
     * does when its clock fails.
     */
    private void time(Comet2 cpu) {
        LocalDateTime now;
        try {
            now = clock.now(cpu.instructions());
        } catch (DateTimeException | ArithmeticException e) {
            cpu.setRegister(0, 1);
            return;
        }
        cpu.setRegister(0, 0);
        cpu.setRegister(1, now.getNano() / 1000);
        cpu.setRegister(2, now.getSecond());
        cpu.setRegister(3, now.getMinute());
        cpu.setRegister(4, now.getHour());
        cpu.setRegister(5, now.getDayOfMonth());
        cpu.setRegister(6, now.getMonthValue());
        cpu.setRegister(7, now.getYear());
    }

    /**
     * MLFE's printf (svc_mlfe.py): the word at GR1 in the format whose character GR2 holds, zero-padded to the width
     * in GR3: {@code d} signed, {@code u} unsigned, {@code x X b o} hex, upper-case hex, binary, octal (a negative word
     * as its 32 bits, where the simulator writes a minus sign), {@code c} a character (padded with blanks), {@code s}
     * the characters from GR1 up to a 0 word, {@code p} GR1 itself in 4 digits. GR0 = 0, or 1 with nothing written
     * for another format, a negative width, a width over {@link #PRINTF_WIDTH_LIMIT} or a string without its 0 word
     * before the end of memory.
     */
    private void printf(Comet2 cpu) {
        int address = cpu.register(1) & 0xFFFF;
        int width = cpu.register(3);
        int word = cpu.word(address);
        long bits = unsigned(cpu, word);
        String text = width > PRINTF_WIDTH_LIMIT ? null : switch (cpu.register(2)) {
            case 's' -> terminated(cpu, address);
            case 'p' -> zeroPadded(Integer.toString(address), 4);
            case 'c' -> width < 0 ? null : " ".repeat(Math.max(0, width - 1)) + character(cpu, word);
            case 'u' -> Long.toString(bits);
            case 'd' -> zeroPadded(Integer.toString(word), width);
            case 'x' -> zeroPadded(Long.toHexString(bits), width);
            case 'X' -> zeroPadded(Long.toHexString(bits).toUpperCase(Locale.ROOT), width);
            case 'b' -> zeroPadded(Long.toBinaryString(bits), width);
            case 'o' -> zeroPadded(Long.toOctalString(bits), width);
            default -> null;
        };
        if (text != null) {
            console.write(text);
        }
        cpu.setRegister(0, text == null ? 1 : 0);
    }

    /**
     * MLFE's scanf (svc_mlfe.py): one line, stored at GR1 in the format whose character GR2 holds: {@code d}, {@code x}
     * or {@code X}, {@code b} a number in that base (32 bits, where the simulator keeps 16), {@code s} every
     * character, any other the first character; a 0 word follows. GR0 = 0, or 1 with nothing stored for an empty
     * line, a number that does not read or the end of input.
     */
    private void scanf(Comet2 cpu) {
        String line = console.readLine();
        if (line == null || line.isEmpty()) {
            cpu.setRegister(0, 1);
            return;
        }
        int address = cpu.register(1);
        int format = cpu.register(2);
        if (format == 's') {
            int[] characters = line.codePoints().toArray();
            for (int i = 0; i < characters.length; i++) {
                cpu.setWord(address + i, code(cpu, characters[i]));
            }
            cpu.setWord(address + characters.length, 0);
            cpu.setRegister(0, 0);
            return;
        }
        Long value = switch (format) {
            case 'd' -> parse(line.strip(), 10);
            case 'x', 'X' -> parse(line.strip(), 16);
            case 'b' -> parse(line.strip(), 2);
            default -> (long) code(cpu, line.codePointAt(0));
        };
        if (value == null || value < Integer.MIN_VALUE || value > 0xFFFF_FFFFL) {
            cpu.setRegister(0, 1);
            return;
        }
        cpu.setWord(address, value.intValue());
        cpu.setWord(address + 1, 0);
        cpu.setRegister(0, 0);
    }

    private void malloc(Comet2 cpu) {
        long words = unsigned(cpu, cpu.register(1));
        // the block must end below the stack; none of 0 words, as the simulator's malloc answers
        if (words == 0 || heap + words > cpu.stackPointer() && cpu.stackPointer() != 0 || heap + words > 0x10000) {
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
            int c = readCharacter();
            if (c < 0) {
                endOfInput(cpu, "READ from port 0");
                return 0;
            }
            return code(cpu, c);
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
            case 0 -> console.write(character(cpu, word));
            case 1 -> console.write(Integer.toString(signed(cpu, word)));
            case 2 -> console.write(Long.toHexString(unsigned(cpu, word))); // lower case, as port_mlfe.py writes it
            case 3 -> console.write(Long.toBinaryString(unsigned(cpu, word)));
            case 4 -> console.write(Long.toString(unsigned(cpu, word)));
            // SOUND's ports: 11-13 the length, frequency and sampling rate, 10 plays them. romlab has no audio; the
            // simulator plays only on Windows (port_mlfe.py: elsewhere it writes a WAV file and deletes it)
            case 10, 11, 12, 13 -> { }
            default -> cpu.trap("WRITE: no port " + port + " (0 character, 1 decimal, 2 hex, 3 binary, 4 unsigned)");
        }
    }

    @Override
    public void show(String text, Comet2 cpu) {
        console.write(text);
    }

    /** {@code value} padded with zeros after its sign to {@code width}, or null for a negative width. */
    private static String zeroPadded(String value, int width) {
        if (width < 0) {
            return null;
        }
        boolean negative = value.startsWith("-");
        String digits = negative ? value.substring(1) : value;
        String zeros = "0".repeat(Math.max(0, width - value.length()));
        return (negative ? "-" : "") + zeros + digits;
    }

    /** The characters from {@code address} up to a 0 word, or null when the memory ends first. */
    private static String terminated(Comet2 cpu, int address) {
        StringBuilder text = new StringBuilder();
        for (int at = address; at <= 0xFFFF; at++) {
            int word = cpu.word(at);
            if (word == 0) {
                return text.toString();
            }
            text.append(character(cpu, word));
        }
        return null;
    }

    /** The word a character read from the console gives. */
    private static int code(Comet2 cpu, int codePoint) {
        return Comet2Characters.code(cpu.profile(), codePoint);
    }

    /** The character a word writes on the console. */
    private static String character(Comet2 cpu, int word) {
        return Comet2Characters.text(cpu.profile(), word);
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
