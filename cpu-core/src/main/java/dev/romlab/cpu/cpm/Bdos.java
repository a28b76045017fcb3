package dev.romlab.cpu.cpm;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.PcHook;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.StopReason;

/**
 * The CP/M 2.2 BDOS console functions, run in Java when a program calls the BDOS entry at {@code $0005}
 * (CP/M 2.2 Interface Guide, section 5): the function number is in C, its argument in E or DE, and a
 * result comes back in HL with A = L and B = H. After the function the hook returns to the caller as the
 * BDOS's own RET would (the call costs the CALL instruction's T-states and nothing more).
 *
 * <ul>
 *   <li>0 system reset: ends the run, as a warm boot does;</li>
 *   <li>1 console input: the next character, echoed when it is a graphic character, CR, LF, backspace or tab
 *       (the Interface Guide's list);</li>
 *   <li>2 console output: the character in E;</li>
 *   <li>6 direct console I/O, no echo: E = $FF input if a character is pending, else 0; E = $FE status
 *       ($FF pending, 0 not); E = $FD input, waiting for it; any other E is output;</li>
 *   <li>9 print string: the characters from DE up to the {@code $};</li>
 *   <li>10 read console buffer at DE: byte 0 the most characters to read, byte 1 set to how many were read,
 *       then the characters; the line ends at CR (not stored) or when the buffer is full, backspace and DEL
 *       take back the last character, the line is echoed and then a CR, as CP/M 2.2 does. The end of input
 *       ends the line; met before the line's first character it ends the run, as a user who stops typing
 *       would (a script's natural end);</li>
 *   <li>11 console status: A = $FF when a character is pending, 0 when not;</li>
 *   <li>12 version number: {@code $0022} (CP/M 2.2).</li>
 * </ul>
 * Any other function stops the run with a {@link StopReason.Trap} naming it. What "pending" means for a
 * terminal and for a script is {@link CpmConsole}'s business.
 */
public final class Bdos implements PcHook {

    /** The BDOS entry point every CP/M program calls. */
    public static final int ENTRY = 0x0005;

    private static final int SYSTEM_RESET = 0;
    private static final int CONSOLE_INPUT = 1;
    private static final int CONSOLE_OUTPUT = 2;
    private static final int DIRECT_CONSOLE_IO = 6;
    private static final int PRINT_STRING = 9;
    private static final int READ_CONSOLE_BUFFER = 10;
    private static final int CONSOLE_STATUS = 11;
    private static final int VERSION_NUMBER = 12;
    private static final int CPM_2_2 = 0x0022;
    private static final int DIRECT_INPUT_OR_NOTHING = 0xFF;
    private static final int DIRECT_STATUS = 0xFE;
    private static final int DIRECT_INPUT = 0xFD;
    private static final int READY = 0xFF;
    private static final int BACKSPACE = 0x08;
    private static final int TAB = 0x09;
    private static final int DELETE = 0x7F;
    private static final char STRING_END = '$';

    private final Memory memory;
    private final CpmConsole console;

    public Bdos(Memory memory, CpmConsole console) {
        this.memory = memory;
        this.console = console;
    }

    @Override
    public StopReason reached(Cpu cpu) {
        RegisterFile registers = cpu.registers();
        int function = registers.get("C");
        switch (function) {
            case SYSTEM_RESET -> {
                return new StopReason.Exited("system reset (BDOS function 0)");
            }
            case CONSOLE_INPUT -> returnValue(registers, consoleInput());
            case CONSOLE_OUTPUT -> console.write(registers.get("E"));
            case DIRECT_CONSOLE_IO -> directConsoleIo(registers);
            case PRINT_STRING -> printString(registers.get("DE"));
            case READ_CONSOLE_BUFFER -> {
                if (!readConsoleBuffer(registers.get("DE"))) {
                    return new StopReason.Exited("end of console input (BDOS function 10)");
                }
            }
            case CONSOLE_STATUS -> returnValue(registers, console.pending() ? READY : 0);
            case VERSION_NUMBER -> returnValue(registers, CPM_2_2);
            default -> {
                return new StopReason.Trap(ENTRY, "BDOS function " + function + " is not supported (romlab "
                        + "emulates the console functions 0, 1, 2, 6, 9, 10, 11 and 12)");
            }
        }
        returnToCaller(cpu, registers);
        return null;
    }

    private int consoleInput() {
        int c = console.read();
        if (c >= ' ' && c != DELETE || c == CpmConsole.CR || c == '\n' || c == BACKSPACE || c == TAB) {
            console.echo(c);
        }
        return c;
    }

    private void directConsoleIo(RegisterFile registers) {
        int e = registers.get("E");
        switch (e) {
            case DIRECT_INPUT_OR_NOTHING -> returnValue(registers, console.pending() ? console.read() : 0);
            case DIRECT_STATUS -> returnValue(registers, console.pending() ? READY : 0);
            case DIRECT_INPUT -> returnValue(registers, console.read());
            default -> console.write(e);
        }
    }

    private void printString(int address) {
        for (int i = 0; i < Memory.SIZE; i++) {
            int c = memory.read(address + i);
            if (c == STRING_END) {
                break;
            }
            console.write(c);
        }
        console.flush();
    }

    /** Function 10; false when the input had ended before the line began. */
    private boolean readConsoleBuffer(int buffer) {
        int max = memory.read(buffer);
        int count = 0;
        while (count < max) {
            int c = console.read();
            if (c == CpmConsole.END_OF_INPUT && console.ended()) {
                if (count == 0) {
                    return false;
                }
                break;
            }
            if (c == CpmConsole.CR) {
                break;
            }
            if (c == BACKSPACE || c == DELETE) {
                if (count > 0) {
                    count--;
                    console.echo(BACKSPACE);
                    console.echo(' ');
                    console.echo(BACKSPACE);
                }
                continue;
            }
            memory.write(buffer + 2 + count, c);
            count++;
            console.echo(c);
        }
        memory.write(buffer + 1, count);
        console.echo(CpmConsole.CR);
        return true;
    }

    private static void returnValue(RegisterFile registers, int value) {
        registers.set("HL", value);
        registers.set("A", value & 0xFF);
        registers.set("B", value >>> 8);
    }

    private void returnToCaller(Cpu cpu, RegisterFile registers) {
        int sp = registers.get("SP");
        cpu.setPc(memory.read(sp) | memory.read(sp + 1) << 8);
        registers.set("SP", sp + 2);
    }
}
