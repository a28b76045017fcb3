package dev.romlab.cpu.ti83plus;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.OptionalInt;

import dev.romlab.asm.Segment;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.program.ProgramImage;

/**
 * The part of TI-OS a text program meets on a TI-83 Plus ({@code exec --profile ti83plus}): the OS runs an
 * assembly program at userMem ($9D95), past the two tokens {@code BB 6D} it starts with, as a call, so the
 * program's final RET returns to the OS; its {@code bcall}s of text routines run in Java ({@link RomCalls}) on a
 * {@link HomeScreen} whose transcript is the run's output, and {@code _GetKey} reads the keys from the input.
 *
 * <pre>
 * $0000  where the OS is called back: the program's final RET comes here and ends the run
 * $0008  rst 08h ... 18h, 30h, 38h: hooks that stop the run, naming the entry
 * $0020  rst 20h, _Mov9ToOP1: a hook
 * $0028  rst 28h, the bcall dispatcher: the hook
 * $FFFE  SP, holding $0000
 * </pre>
 */
public final class TiOs {

    /** The profile id of the Z80's TI-83+ machine, which brings this OS along. */
    public static final String PROFILE_ID = "ti83plus";

    private static final int RETURN_TO_OS = 0x0000;
    private static final int STACK_TOP = 0x10000;
    private static final int T2_BYTE_TOK = 0xBB;
    private static final int T_ASM_CMP = 0x6D;

    private final HomeScreen screen;
    private final InputStream keys;

    /** An OS showing the home screen's transcript on {@code out} and reading keys from {@code keys}. */
    public TiOs(PrintWriter out, InputStream keys) {
        this.screen = new HomeScreen(out);
        this.keys = keys;
    }

    /**
     * {@code image} as TI-OS starts it: an image whose entry holds the tokens {@code BB 6D} (a source with
     * {@code .org userMem-2}) starts 2 bytes further on, at userMem.
     */
    public static ProgramImage startPastTokens(ProgramImage image) {
        int entry = image.entry();
        for (Segment segment : image.segments()) {
            int offset = entry - segment.address();
            if (offset >= 0 && offset + 1 < segment.length() && (segment.bytes()[offset] & 0xFF) == T2_BYTE_TOK
                    && (segment.bytes()[offset + 1] & 0xFF) == T_ASM_CMP) {
                return new ProgramImage(image.segments(), entry + 2, image.labels(), image.wordBytes(),
                        image.sourceLines());
            }
        }
        return image;
    }

    /** The stack as the OS leaves it when it calls a program: SP at $FFFE, holding the OS's return address. */
    public void prepareStack(Cpu cpu, Memory memory) {
        int sp = STACK_TOP - 2;
        memory.write(sp, RETURN_TO_OS & 0xFF);
        memory.write(sp + 1, RETURN_TO_OS >>> 8);
        cpu.registers().set("SP", sp);
    }

    /** Hooks the bcall dispatcher and the return to the OS into {@code session}. */
    public void attach(DebugSession session) {
        RomCalls calls = new RomCalls(session.memory(), screen, keys);
        session.hook(RomCalls.BCALL, calls);
        session.hook(RomCalls.RST_MOV9_TO_OP1, calls::rstMov9ToOp1);
        RomCalls.OTHER_RSTS.keySet().forEach(vector -> session.hook(vector, calls::otherRst));
        session.hook(RETURN_TO_OS, cpu -> new StopReason.Exited("returned to TI-OS (ret to $0000)",
                OptionalInt.empty()));
    }

    /** The home screen the program writes on. */
    public HomeScreen screen() {
        return screen;
    }
}
