package dev.romlab.cpu.cpm;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;

/**
 * A 64 KiB CP/M 2.2 machine around a Z80 (or 8080) interpreter, as a transient program sees it
 * (CP/M 2.2 Interface Guide, section 6, page zero):
 *
 * <pre>
 * $0000  JP BIOS+3      warm boot: reaching $0000 ends the run
 * $0005  JP BDOS_ENTRY  the BDOS; ld hl,($0006) gives the top of the TPA
 * $005C  default FCB (blank), $0080 default DMA buffer and command tail (empty)
 * $0100  the program (the TPA runs up to BDOS_ENTRY)
 * $FDFE  the stack: SP = $FDFE, holding $0000, so the program's final RET is a warm boot
 * $FE00  BDOS page, $FF00 BIOS page: HALT bytes, so a jump into them stops with a clear reason
 * </pre>
 *
 * The BDOS console functions run in Java through {@link Bdos}, hooked at $0005, over a {@link CpmConsole}. A
 * program that calls the BIOS directly halts there (no BIOS is emulated).
 *
 * <p>{@link #requestStop} (Ctrl-C, from another thread) stops a run between two instructions, as
 * {@link Runner#requestStop} does.
 */
public final class CpmMachine {

    /** Where CP/M loads and starts a transient program. */
    public static final int TPA_START = 0x0100;

    /** The BDOS entry the JP at $0005 names: the first address above the TPA. */
    public static final int BDOS_ENTRY = 0xFE06;

    private static final int BDOS_PAGE = 0xFE00;
    private static final int BIOS = 0xFF00;
    private static final int WARM_BOOT_VECTOR = BIOS + 3;
    private static final int STACK_TOP = BDOS_PAGE;
    private static final int DEFAULT_FCB = 0x005C;
    private static final int FCB_NAME_LENGTH = 11;
    private static final int JP = 0xC3;
    private static final int HALT = 0x76;

    private final Memory memory;
    private final Runner runner;

    /** A machine over {@code memory}, which {@code cpu} must use, with {@code console} as its console. */
    public CpmMachine(Memory memory, Cpu cpu, CpmConsole console) {
        this.memory = memory;
        this.runner = new Runner(cpu)
                .hook(Bdos.ENTRY, new Bdos(memory, console))
                .hook(0x0000, c -> new StopReason.Exited("warm boot (jump to $0000)"));
        buildPageZero();
    }

    /** Loads a program (a .COM image) at $0100 and makes it the next thing to run. */
    public CpmMachine load(byte[] program) {
        if (program.length > BDOS_ENTRY - TPA_START) {
            throw new IllegalArgumentException("a program of " + program.length + " bytes does not fit in the "
                    + (BDOS_ENTRY - TPA_START) + "-byte TPA");
        }
        memory.load(TPA_START, program);
        Cpu cpu = runner.cpu();
        int sp = STACK_TOP - 2;
        memory.write(sp, 0x00);
        memory.write(sp + 1, 0x00);
        cpu.registers().set("SP", sp);
        cpu.setPc(TPA_START);
        return this;
    }

    /**
     * Runs the program until it ends (warm boot, function 0, the end of input for function 10), halts, traps,
     * uses up {@code budget} or is stopped by {@link #requestStop}.
     */
    public RunResult run(long budget) {
        return runner.budget(budget).run();
    }

    /** Asks a run in progress (on another thread) to stop between two instructions; safe from a signal handler. */
    public void requestStop() {
        runner.requestStop();
    }

    private void buildPageZero() {
        jump(0x0000, WARM_BOOT_VECTOR);
        jump(Bdos.ENTRY, BDOS_ENTRY);
        for (int address = BDOS_PAGE; address < Memory.SIZE; address++) {
            memory.write(address, HALT);
        }
        for (int i = 1; i <= FCB_NAME_LENGTH; i++) {
            memory.write(DEFAULT_FCB + i, ' ');
        }
    }

    private void jump(int at, int target) {
        memory.write(at, JP);
        memory.write(at + 1, target & 0xFF);
        memory.write(at + 2, target >>> 8);
    }
}
