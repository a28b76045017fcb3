package dev.romlab.cpu.ti83plus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.program.ProgramImage;
import org.junit.jupiter.api.Test;

/** Text programs under the TI-OS routines romlab runs: what they print, where the cursor goes, what stops them. */
class TiOsTest {

    private static final CpuDescription Z80 = CpuRegistry.standard().require("z80");
    private static final String EQUATES = """
            _PutC .equ $4504
            _DispHL .equ $4507
            _PutS .equ $450A
            _NewLine .equ $452E
            _ClrLCDFull .equ $4540
            _HomeUp .equ $4558
            _GetKey .equ $4972
            _ClrLCD .equ $4543
            _Mov9ToOP1 .equ $417A
            OP1 .equ $8478
            curRow .equ $844B
            #define bcall(x) rst 28h \\ .dw x
            .org $9D93
            .db $BB,$6D
            """;

    private final StringWriter out = new StringWriter();
    private TiOs os;
    private Memory memory;
    private Cpu cpu;

    private RunResult run(String program, String keys) {
        Assembly assembly;
        try {
            assembly = Assembler.z80().assemble("prog.asm", EQUATES + program, Map.of());
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        ProgramImage image = TiOs.startPastTokens(new ProgramImage(assembly.segments(), assembly.origin(),
                Labels.of(assembly), 1));
        memory = new Memory(AddressSpace.BYTES_64K);
        cpu = Z80.newCpu(memory);
        os = new TiOs(new PrintWriter(out), new ByteArrayInputStream(keys.getBytes(StandardCharsets.US_ASCII)));
        image.loadInto(memory);
        os.prepareStack(cpu, memory);
        DebugSession session = new DebugSession(cpu, memory, address -> 0, Z80.addressFormat()).budget(1_000_000);
        os.attach(session);
        cpu.setPc(image.entry());
        RunResult result = session.resume();
        os.screen().flush();
        return result;
    }

    @Test
    void putsAndNewLinePrintALineAndTheFinalRetReturnsToTheOs() {
        RunResult result = run(" bcall(_ClrLCDFull)\n bcall(_HomeUp)\n ld hl,text\n bcall(_PutS)\n bcall(_NewLine)\n"
                + " ret\ntext: .db \"Hi there\",0\n", "");

        assertEquals("Hi there\n", out.toString());
        assertEquals(new StopReason.Exited("returned to TI-OS (ret to $0000)", OptionalInt.empty()),
                result.reason());
        assertEquals(List.of(1, 0), List.of(os.screen().row(), os.screen().column()));
    }

    @Test
    void aLongerLineWrapsAtColumn16AndTheLastRowScrolls() {
        // curRow ($844B) is L = 7, curCol ($844C) is H = 0: the last row
        run(" ld hl,$0007\n ld (curRow),hl\n ld hl,text\n bcall(_PutS)\n ret\n"
                + "text: .db \"0123456789ABCDEFxy\",0\n", "");

        assertEquals("0123456789ABCDEF\nxy", out.toString());
        assertEquals("0123456789ABCDEF", os.screen().rowText(6));
        assertEquals("xy", os.screen().rowText(7));
    }

    @Test
    void dispHlIsFiveColumnsRightAlignedAndPutCMovesTheCursor() {
        run(" ld hl,1234\n bcall(_DispHL)\n ld a,'!'\n bcall(_PutC)\n ld hl,65535\n bcall(_DispHL)\n ret\n", "");

        assertEquals(" 1234!65535", out.toString());
        assertEquals(11, os.screen().column());
    }

    @Test
    void movingTheCursorStartsANewTranscriptLine() {
        run(" ld a,'A'\n bcall(_PutC)\n bcall(_HomeUp)\n ld a,'B'\n bcall(_PutC)\n ret\n", "");

        assertEquals("A\nB", out.toString());
        assertEquals("B", os.screen().rowText(0));
    }

    @Test
    void getKeyReadsKeyCodesAndTheEndOfInputEndsTheRun() {
        RunResult result = run("loop: bcall(_GetKey)\n ld (hl),a\n inc hl\n jr loop\n", "7a\n");

        assertInstanceOf(StopReason.Exited.class, result.reason());
        assertEquals("end of input at _GetKey", ((StopReason.Exited) result.reason()).how());
    }

    @Test
    void getKeyGivesTiKeyCodes() {
        assertEquals(List.of(0x95, 0x9A, 0x9A, 0x05, 0x99, 0x80, 0),
                List.of(Keypad.keyCode('7'), Keypad.keyCode('a'), Keypad.keyCode('A'), Keypad.keyCode('\n'),
                        Keypad.keyCode(' '), Keypad.keyCode('+'), Keypad.keyCode('\r')));
    }

    @Test
    void aRoutineRomlabDoesNotRunStopsTheRunNamingIt() {
        RunResult result = run(" nop\n bcall($4501)\n ret\n", "");

        assertEquals(new StopReason.Trap(0x9D96, "bcall _PutMap $4501 is not a routine romlab runs (it runs _PutC, "
                + "_DispHL, _PutS, _NewLine, _ClrLCDFull, _ClrLCD, _ClrScrnFull, _HomeUp, _GetKey and _Mov9ToOP1)"),
                result.reason());
    }

    @Test
    void anRstRomlabDoesNotRunStopsTheRunNamingIt() {
        RunResult result = run(" nop\n rst 10h\n ret\n", "");

        assertEquals(new StopReason.Trap(0x9D96, "rst 10h (rFINDSYM) is not a routine romlab runs (it runs rst 20h, "
                + "rMOV9TOOP1, and bcalls through rst 28h)"), result.reason());
    }

    @Test
    void grBufCpyStopsTheRunByName() {
        // ti83plus.inc: _GrBufCpy EQU 486Ah, the graph buffer's picture, which the text screen cannot show
        RunResult result = run(" bcall($486A)\n ret\n", "");

        StopReason.Trap trap = assertInstanceOf(StopReason.Trap.class, result.reason());
        assertEquals(0x9D95, trap.pc());
        assertTrue(trap.message().startsWith("bcall _GrBufCpy $486A is not a routine romlab runs"), trap.message());
    }

    @Test
    void clrLcdClearsTheScreenAndLeavesTheCursor() {
        run(" ld hl,text\n bcall(_PutS)\n bcall(_ClrLCD)\n ld a,'!'\n bcall(_PutC)\n ret\ntext: .db \"ab\",0\n", "");

        assertEquals("  !", os.screen().rowText(0));
        assertEquals("ab!", out.toString());
    }

    @Test
    void mov9ToOp1CopiesNineBytesAsNineLdisLeaveThem() {
        run(" ld hl,list\n ld bc,100\n bcall(_Mov9ToOP1)\n ret\nlist: .db 1,2,3,4,5,6,7,8,9,10\n", "");

        int list = 0x9D95 + 10;
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 0), bytesAt(0x8478, 10));
        assertEquals(List.of(list + 9, 0x8478 + 9, 100 - 9),
                List.of(cpu.registers().get("HL"), cpu.registers().get("DE"), cpu.registers().get("BC")));
    }

    @Test
    void rst20hIsMov9ToOp1AndHlStepsToTheNextElement() {
        // A list of 9-byte reals stepped through as published programs do: rst 20h (rMOV9TOOP1) again with the HL
        // the last call returned; each element's last byte is put after its copy.
        run(" ld hl,list\n rst 20h\n ld a,(OP1+8)\n push hl\n bcall(_PutC)\n pop hl\n rst 20h\n ld a,(OP1+8)\n"
                + " bcall(_PutC)\n ret\nlist: .db 0,0,0,0,0,0,0,0,'x'\n .db 0,0,0,0,0,0,0,0,'y'\n", "");

        assertEquals("xy", out.toString());
    }

    private List<Integer> bytesAt(int address, int count) {
        List<Integer> bytes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            bytes.add(memory.read(address + i));
        }
        return bytes;
    }
}
