package dev.romlab.cpu.ti83plus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.OptionalInt;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.PcHook;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.StopReason;

/**
 * The TI-OS routines a text program calls, run in Java: a program calls one with {@code bcall(_PutS)}, that is
 * {@code rst 28h} followed by the routine's address as a word, so this hook sits at $0028, reads the word after
 * the RST, runs the routine and returns past the word, as the OS's dispatcher does (the call costs the RST's
 * T-states and nothing more).
 *
 * <p>Addresses and RAM locations: spasm-ng's {@code inc/ti83plus.inc} (alberthdev/spasm-ng), TI's equates file:
 * <ul>
 *   <li>{@code _PutC} $4504: the character in A at the cursor, the cursor moved on;</li>
 *   <li>{@code _DispHL} $4507: HL as an unsigned number, right-aligned in 5 columns with leading blanks;</li>
 *   <li>{@code _PutS} $450A: the characters at HL up to a 0, HL left past the 0;</li>
 *   <li>{@code _NewLine} $452E: the cursor to the start of the next row;</li>
 *   <li>{@code _ClrLCDFull} $4540 and {@code _ClrScrnFull} $4546: the screen cleared, the cursor left where it
 *       is;</li>
 *   <li>{@code _ClrLCD} $4543: the same on this screen: it differs from {@code _ClrLCDFull} only in keeping the
 *       other half of a split screen (the "Full" of TI's name), and the home screen here is never split;</li>
 *   <li>{@code _HomeUp} $4558: the cursor to the top left;</li>
 *   <li>{@code _GetKey} $4972: waits for a key and returns its code in A (see {@link Keypad}); the end of input
 *       ends the run, as a user who stops pressing keys would;</li>
 *   <li>{@code _Mov9ToOP1} $417A (also {@code rst 20h}, rMOV9TOOP1): the 9 bytes at HL copied to OP1 ($8478), as
 *       nine LDIs leave them: HL 9 further on, DE at OP1+9, BC 9 less. Published programs step through a list's
 *       elements by calling it again with the HL it returned.</li>
 * </ul>
 * The cursor is {@code curRow} ($844B) and {@code curCol} ($844C) in RAM, read before and written after each
 * routine, so a program may set it itself ({@code ld hl,0 \ ld (curRow),hl}). Any other routine stops the run with
 * a {@link StopReason.Trap} naming it: {@code _GrBufCpy} ($486A, the 96x64 graph buffer at plotSScreen copied to the
 * LCD) is one, as a picture has no place in the home screen's text. HL, A, the cursor (and _Mov9ToOP1's BC and
 * DE) are all a routine changes here; the real ones also change other registers and flags, which a program may not
 * rely on.
 */
public final class RomCalls implements PcHook {

    /** {@code rst 28h}: the OS's call dispatcher (ti83plus.inc: rBR_CALL). */
    public static final int BCALL = 0x0028;
    /** {@code rst 20h}: _Mov9ToOP1 in one byte (ti83plus.inc: rMOV9TOOP1). */
    public static final int RST_MOV9_TO_OP1 = 0x0020;
    /**
     * The other RST entries of TI-OS, which romlab does not run (ti83plus.inc's names; $38 is the interrupt). Hooked
     * so that an {@code rst 08h} stops by name rather than running on into the next hook.
     */
    public static final Map<Integer, String> OTHER_RSTS = Map.of(0x08, "rOP1TOOP2", 0x10, "rFINDSYM", 0x18,
            "rPUSHREALO1", 0x30, "rFPADD", 0x38, "the interrupt handler");
    public static final int CUR_ROW = 0x844B;
    public static final int CUR_COL = 0x844C;

    static final int PUT_C = 0x4504;
    static final int DISP_HL = 0x4507;
    static final int PUT_S = 0x450A;
    static final int NEW_LINE = 0x452E;
    static final int CLR_LCD_FULL = 0x4540;
    static final int CLR_LCD = 0x4543;
    static final int CLR_SCRN_FULL = 0x4546;
    static final int HOME_UP = 0x4558;
    static final int GET_KEY = 0x4972;
    static final int MOV9_TO_OP1 = 0x417A;
    /** OP1, the first of the OS's floating-point registers (ti83plus.inc). */
    static final int OP1 = 0x8478;
    private static final int OP_SIZE = 9;

    /** Names of routines programs often call that romlab does not run, for the stop message. */
    private static final Map<Integer, String> OTHER_NAMES = Map.ofEntries(Map.entry(0x4501, "_PutMap"),
            Map.entry(0x4570, "_RunIndicOff"), Map.entry(0x45B5, "_DispDone"), Map.entry(0x4027, "_JForceCmdNoChar"),
            Map.entry(0x4018, "_GetCSC"), Map.entry(0x4BF7, "_DispOP1A"), Map.entry(0x4561, "_VPutS"),
            Map.entry(0x455E, "_VPutMap"), Map.entry(0x454C, "_ClrTxtShd"), Map.entry(0x4510, "_PutPS"),
            Map.entry(0x486A, "_GrBufCpy"), Map.entry(0x4BD0, "_GrBufClr"), Map.entry(0x42F1, "_ChkFindSym"),
            Map.entry(0x4AEF, "_ConvOP1"), Map.entry(0x4552, "_EraseEOL"));

    private static final int DISP_HL_COLUMNS = 5;

    private final Memory memory;
    private final HomeScreen screen;
    private final InputStream keys;

    public RomCalls(Memory memory, HomeScreen screen, InputStream keys) {
        this.memory = memory;
        this.screen = screen;
        this.keys = keys;
    }

    @Override
    public StopReason reached(Cpu cpu) {
        RegisterFile registers = cpu.registers();
        int sp = registers.get("SP");
        int wordAddress = memory.read(sp) | memory.read(sp + 1) << 8;
        int routine = memory.read(wordAddress) | memory.read(wordAddress + 1) << 8;
        screen.moveTo(memory.read(CUR_ROW), memory.read(CUR_COL));
        switch (routine) {
            case PUT_C -> screen.put(registers.get("A"));
            case DISP_HL -> dispHl(registers.get("HL"));
            case PUT_S -> registers.set("HL", putS(registers.get("HL")));
            case NEW_LINE -> screen.newLine();
            case CLR_LCD_FULL, CLR_LCD, CLR_SCRN_FULL -> screen.clear();
            case MOV9_TO_OP1 -> mov9ToOp1(registers);
            case HOME_UP -> screen.home();
            case GET_KEY -> {
                int key = nextKey();
                if (key < 0) {
                    return new StopReason.Exited("end of input at _GetKey", OptionalInt.empty());
                }
                registers.set("A", key);
            }
            default -> {
                String name = OTHER_NAMES.getOrDefault(routine, "");
                return new StopReason.Trap(wordAddress - 1, String.format("bcall %s$%04X is not a routine romlab "
                        + "runs (it runs _PutC, _DispHL, _PutS, _NewLine, _ClrLCDFull, _ClrLCD, _ClrScrnFull, _HomeUp, "
                        + "_GetKey and _Mov9ToOP1)", name.isEmpty() ? "" : name + " ", routine));
            }
        }
        memory.write(CUR_ROW, screen.row());
        memory.write(CUR_COL, screen.column());
        screen.flush();
        cpu.setPc(wordAddress + 2);
        registers.set("SP", sp + 2);
        return null;
    }

    /** {@code rst 20h}: _Mov9ToOP1, then back to the byte after the RST. */
    StopReason rstMov9ToOp1(Cpu cpu) {
        RegisterFile registers = cpu.registers();
        mov9ToOp1(registers);
        int sp = registers.get("SP");
        cpu.setPc(memory.read(sp) | memory.read(sp + 1) << 8);
        registers.set("SP", sp + 2);
        return null;
    }

    /** Any other RST: the run stops at the RST, naming it. */
    StopReason otherRst(Cpu cpu) {
        int sp = cpu.registers().get("SP");
        int rstAddress = (memory.read(sp) | memory.read(sp + 1) << 8) - 1;
        int vector = cpu.registers().get("PC");
        return new StopReason.Trap(rstAddress & 0xFFFF, String.format("rst %02Xh (%s) is not a routine romlab runs "
                + "(it runs rst 20h, rMOV9TOOP1, and bcalls through rst 28h)", vector, OTHER_RSTS.get(vector)));
    }

    private void mov9ToOp1(RegisterFile registers) {
        int from = registers.get("HL");
        for (int i = 0; i < OP_SIZE; i++) {
            memory.write(OP1 + i, memory.read((from + i) & 0xFFFF));
        }
        registers.set("HL", (from + OP_SIZE) & 0xFFFF);
        registers.set("DE", OP1 + OP_SIZE);
        registers.set("BC", (registers.get("BC") - OP_SIZE) & 0xFFFF);
    }

    private void dispHl(int value) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < DISP_HL_COLUMNS; i++) {
            screen.put(' ');
        }
        for (int i = 0; i < digits.length(); i++) {
            screen.put(digits.charAt(i));
        }
    }

    /** Puts the string at {@code address}; returns the address past its 0. */
    private int putS(int address) {
        int at = address;
        for (int i = 0; i < Memory.SIZE; i++) {
            int c = memory.read(at);
            at = (at + 1) & 0xFFFF;
            if (c == 0) {
                break;
            }
            screen.put(c);
        }
        return at;
    }

    /** The next key code from the input, keys with no code skipped; -1 at the end of input. */
    private int nextKey() {
        screen.flush();
        try {
            while (true) {
                int b = keys.read();
                if (b < 0) {
                    return -1;
                }
                int key = Keypad.keyCode(b);
                if (key != 0) {
                    return key;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
