package dev.romlab.cli.cpm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;

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
 *   <li>1 console input: the next byte of the input stream (a host newline becomes CR, the end of input
 *       becomes ^Z); not echoed, since a terminal already echoes what is typed;</li>
 *   <li>2 console output: the character in E;</li>
 *   <li>9 print string: the characters from DE up to the {@code $};</li>
 *   <li>11 console status: 0 (no key waiting: input comes only through function 1);</li>
 *   <li>12 version number: {@code $0022} (CP/M 2.2).</li>
 * </ul>
 * Any other function stops the run with a {@link StopReason.Trap} naming it.
 * Output is flushed at each line end, after each string and before each read, so it shows as it runs.
 */
public final class Bdos implements PcHook {

    /** The BDOS entry point every CP/M program calls. */
    public static final int ENTRY = 0x0005;

    private static final int SYSTEM_RESET = 0;
    private static final int CONSOLE_INPUT = 1;
    private static final int CONSOLE_OUTPUT = 2;
    private static final int PRINT_STRING = 9;
    private static final int CONSOLE_STATUS = 11;
    private static final int VERSION_NUMBER = 12;
    private static final int CPM_2_2 = 0x0022;
    private static final int CR = 0x0D;
    private static final int CTRL_Z = 0x1A;
    private static final char STRING_END = '$';

    private final Memory memory;
    private final InputStream in;
    private final Writer out;
    private boolean atLineStart = true;

    public Bdos(Memory memory, InputStream in, Writer out) {
        this.memory = memory;
        this.in = in;
        this.out = out;
    }

    @Override
    public StopReason reached(Cpu cpu) {
        RegisterFile registers = cpu.registers();
        int function = registers.get("C");
        switch (function) {
            case SYSTEM_RESET -> {
                return new StopReason.Exited("system reset (BDOS function 0)");
            }
            case CONSOLE_INPUT -> returnValue(registers, readConsole());
            case CONSOLE_OUTPUT -> write(registers.get("E"));
            case PRINT_STRING -> printString(registers.get("DE"));
            case CONSOLE_STATUS -> returnValue(registers, 0);
            case VERSION_NUMBER -> returnValue(registers, CPM_2_2);
            default -> {
                return new StopReason.Trap(ENTRY, "BDOS function " + function + " is not supported (romlab "
                        + "emulates the console functions 0, 1, 2, 9, 11 and 12)");
            }
        }
        returnToCaller(cpu, registers);
        return null;
    }

    /** True until the program prints something, and after each line feed it prints. */
    public boolean atLineStart() {
        return atLineStart;
    }

    /** Writes out whatever is still buffered. */
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private int readConsole() {
        flush();
        try {
            int b = in.read();
            if (b < 0) {
                return CTRL_Z;
            }
            return b == '\n' ? CR : b;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void printString(int address) {
        for (int i = 0; i < Memory.SIZE; i++) {
            int c = memory.read(address + i);
            if (c == STRING_END) {
                break;
            }
            write(c);
        }
        flush();
    }

    private void write(int c) {
        try {
            out.write(c & 0xFF);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        atLineStart = c == '\n';
        if (atLineStart) {
            flush();
        }
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
