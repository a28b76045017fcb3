package dev.romlab.cpu.cpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.z80.Z80;
import org.junit.jupiter.api.Test;

/** The console a CP/M program sees, for a script and for a terminal; the BDOS functions that ask it. */
class CpmConsoleTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private CpmConsole console(String input, boolean interactive) {
        return new CpmConsole(new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)), out,
                interactive);
    }

    @Test
    void everyHostLineEndReadsAsOneCarriageReturn() {
        CpmConsole console = console("a\nb\r\nc\rd", false);

        StringBuilder read = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            read.append((char) console.read());
        }

        assertEquals("a\rb\rc\rd", read.toString());
    }

    @Test
    void endOfInputReadsAsControlZAndIsToldApartFromATypedOne() {
        CpmConsole console = console("\u001A", false);

        assertEquals(CpmConsole.END_OF_INPUT, console.read());
        assertFalse(console.ended());
        assertEquals(CpmConsole.END_OF_INPUT, console.read());
        assertTrue(console.ended());
    }

    @Test
    void scriptedInputIsPendingUpToAndAfterItsEnd() {
        CpmConsole console = console("x", false);

        assertTrue(console.pending());
        assertEquals('x', console.read());
        assertTrue(console.pending());
        assertEquals(CpmConsole.END_OF_INPUT, console.read());
    }

    @Test
    void terminalInputIsPendingOnlyWhenTheTerminalHasPassedSomethingOn() {
        assertFalse(console("", true).pending());
        assertTrue(console("y", true).pending());
    }

    @Test
    void echoIsATranscriptForAScriptAndNothingOnATerminal() {
        console("", false).echo('s');
        console("", true).echo('t');

        assertEquals("s", out.toString(StandardCharsets.ISO_8859_1));
    }

    @Test
    void outputBytesPassAsTheyAre() {
        CpmConsole console = console("", false);

        console.write(0xE9);
        console.write(0x80);

        assertEquals("\u00e9\u0080", out.toString(StandardCharsets.ISO_8859_1));
        assertFalse(console.atLineStart());
    }

    /** Runs {@code program} at $0100 until it halts; A afterwards. */
    private static int accumulatorAfter(InputStream input, boolean interactive, int... program) {
        Memory memory = new Memory();
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        byte[] bytes = new byte[program.length];
        for (int i = 0; i < program.length; i++) {
            bytes[i] = (byte) program[i];
        }
        CpmMachine machine = new CpmMachine(memory, cpu, new CpmConsole(input, new ByteArrayOutputStream(),
                interactive)).load(bytes);
        RunResult result = machine.run(1_000_000);
        assertInstanceOf(StopReason.Halted.class, result.reason(), result.reason().toString());
        return cpu.registers().get("A");
    }

    @Test
    void statusWithNothingTypedOnATerminalIsZero() {
        // ld c,11 \ call 5 \ halt
        assertEquals(0x00, accumulatorAfter(InputStream.nullInputStream(), true, 0x0E, 11, 0xCD, 0x05, 0x00, 0x76));
    }

    @Test
    void statusWithAKeyTypedIsFf() {
        assertEquals(0xFF, accumulatorAfter(new ByteArrayInputStream(new byte[] {'k'}), true,
                0x0E, 11, 0xCD, 0x05, 0x00, 0x76));
    }

    @Test
    void directInputWithNothingTypedOnATerminalIsZero() {
        // ld c,6 \ ld e,$FF \ call 5 \ halt
        assertEquals(0x00, accumulatorAfter(InputStream.nullInputStream(), true,
                0x0E, 6, 0x1E, 0xFF, 0xCD, 0x05, 0x00, 0x76));
    }

    @Test
    void stopRequestEndsARunBetweenSlices() throws InterruptedException {
        Memory memory = new Memory();
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        // loop: jr loop
        CpmMachine machine = new CpmMachine(memory, cpu, new CpmConsole(InputStream.nullInputStream(),
                new ByteArrayOutputStream(), false)).load(new byte[] {0x18, (byte) 0xFE});
        machine.requestStop();

        RunResult result = machine.run(Long.MAX_VALUE);

        assertEquals(new StopReason.Interrupted(0x0100), result.reason());
        // one slice: whole 12-T-state jr instructions up to the first boundary at or past SLICE
        assertEquals((Runner.SLICE + 11) / 12 * 12, result.cycles());
    }
}
