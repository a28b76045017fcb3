package dev.romlab.cpu.debug;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;

/**
 * A debug session's watchpoints: ranges of memory whose data reads or writes stop the run after the instruction
 * that made them, with a line saying who accessed what ({@code $0105 (loop+2) wrote $05 to $9000 (buffer), was
 * $00}), as MAME's {@code wpset} and VICE's {@code watch} do. Instruction fetches are not data accesses (the 6502's
 * every bus read is one: its interpreter has no separate fetch path, so a read watchpoint on code sees it).
 *
 * <p>Cost: while no watchpoint is set nothing is installed, and runs take the interpreters' plain path. A
 * watchpoint installs an observer ({@link Memory#observe}) on the 256-byte pages it covers, whose accesses then take
 * the path a memory-mapped device takes, and a check after each instruction ({@link Runner#afterInstruction}, which
 * the session installs);
 * neither allocates, except the stop line of a hit.
 */
public final class Watchpoints {

    /**
     * One watchpoint: the addresses {@code first} to {@code last}, which accesses it watches, the condition that
     * must also hold (null: none; it may read {@code wpdata} and {@code wpaddr}), and whether it is enabled.
     */
    public record Watchpoint(int first, int last, boolean reads, boolean writes, Expression condition,
            boolean enabled) {

        /** {@code r}, {@code w} or {@code rw}. */
        public String kind() {
            return (reads ? "r" : "") + (writes ? "w" : "");
        }
    }

    private final Memory memory;
    /** Told when the watchpoints start or stop needing the check after each instruction. */
    private final Runnable changed;
    private final IntFunction<String> addressText;
    private final String hexPrefix;
    private final List<Watchpoint> watchpoints = new ArrayList<>();
    private final Memory.Hook observer = new Memory.Hook() {
        @Override
        public int read(Memory at, int address) {
            Memory.Hook device = memory.beneath(address);
            int value = device != null ? device.read(memory, address) : memory.read(address);
            accessed(address, value, value, false);
            return value;
        }

        @Override
        public void write(Memory at, int address, int value) {
            int old = memory.read(address);
            Memory.Hook device = memory.beneath(address);
            if (device != null) {
                device.write(memory, address, value);
            } else {
                memory.write(address, value);
            }
            accessed(address, old, value, true);
        }
    };
    private boolean active;
    /** The access a condition reads as {@code wpaddr} and {@code wpdata}. */
    private long accessAddress;
    private long accessData;
    /** The first hit of the instruction running, until the check after it reports it. */
    private boolean hit;
    private boolean hitWrite;
    private int hitAddress;
    private int hitOld;
    private int hitValue;

    Watchpoints(Memory memory, Runnable changed, IntFunction<String> addressText, String hexPrefix) {
        this.memory = memory;
        this.changed = changed;
        this.addressText = addressText;
        this.hexPrefix = hexPrefix;
    }

    /** {@code symbols} and the variables of a watchpoint's condition: {@code wpdata}, {@code wpaddr} (MAME's names). */
    public ExpressionSymbols symbols(ExpressionSymbols symbols) {
        LongSupplier data = () -> accessData;
        LongSupplier address = () -> accessAddress;
        return symbols.with("wpdata", data).with("wpaddr", address);
    }

    /** Watches {@code first} to {@code last} (inclusive); it replaces a watchpoint on the same range. */
    public void add(int first, int last, boolean reads, boolean writes, Expression condition) {
        if (!reads && !writes) {
            throw new IllegalArgumentException("a watchpoint watches reads, writes or both");
        }
        int top = memory.addresses() - 1;
        if (first < 0 || last > top || first > last) {
            throw new IllegalArgumentException("a watched range runs up from its first address, within memory");
        }
        remove(first);
        watchpoints.add(new Watchpoint(first, last, reads, writes, condition, true));
        install();
    }

    /** Removes the watchpoint that starts at {@code first}; false when there is none. */
    public boolean remove(int first) {
        boolean removed = watchpoints.removeIf(watchpoint -> watchpoint.first() == first);
        install();
        return removed;
    }

    /** Enables or disables the watchpoint that starts at {@code first}; false when there is none. */
    public boolean enable(int first, boolean enabled) {
        for (int i = 0; i < watchpoints.size(); i++) {
            Watchpoint w = watchpoints.get(i);
            if (w.first() == first) {
                watchpoints.set(i, new Watchpoint(w.first(), w.last(), w.reads(), w.writes(), w.condition(), enabled));
                install();
                return true;
            }
        }
        return false;
    }

    /** The watchpoints, in the order they were set. */
    public List<Watchpoint> list() {
        return List.copyOf(watchpoints);
    }

    /** Observes exactly the pages of the enabled watchpoints, and checks after instructions only while there are any. */
    private void install() {
        memory.observe(0, memory.addresses() - 1, null);
        boolean any = false;
        for (Watchpoint watchpoint : watchpoints) {
            if (watchpoint.enabled()) {
                memory.observe(watchpoint.first(), watchpoint.last(), observer);
                any = true;
            }
        }
        active = any;
        hit = false;
        changed.run();
    }

    /** Whether any watchpoint is enabled, so that {@link #afterInstruction} must run after each instruction. */
    boolean active() {
        return active;
    }

    private void accessed(int address, int old, int value, boolean write) {
        if (hit) {
            return; // the instruction's first hit is the one reported
        }
        for (int i = 0; i < watchpoints.size(); i++) {
            Watchpoint w = watchpoints.get(i);
            if (w.enabled() && address >= w.first() && address <= w.last() && (write ? w.writes() : w.reads())
                    && holds(w.condition(), address, value)) {
                hit = true;
                hitWrite = write;
                hitAddress = address;
                hitOld = old;
                hitValue = value;
                return;
            }
        }
    }

    private boolean holds(Expression condition, int address, int value) {
        if (condition == null) {
            return true;
        }
        accessAddress = address;
        accessData = value & wordMask();
        try {
            return condition.holds();
        } catch (ArithmeticException e) {
            return true; // a condition that cannot be evaluated stops, so the user sees why
        }
    }

    /** Forgets a hit that no instruction check has reported: accesses made outside a run, or by a replay. */
    void forgetHit() {
        hit = false;
    }

    /** After the instruction at {@code pc}: the watchpoint it hit, or null. */
    StopReason afterInstruction(int pc, Cpu cpu) {
        if (!hit) {
            return null;
        }
        hit = false;
        String access = hitWrite
                ? addressText.apply(pc) + " wrote " + value(hitValue) + " to " + addressText.apply(hitAddress)
                        + ", was " + value(hitOld)
                : addressText.apply(pc) + " read " + value(hitValue) + " from " + addressText.apply(hitAddress);
        return new StopReason.Watchpoint(cpu.pc(), access);
    }

    /** A value in the CPU's hex notation, as wide as one address holds: {@code $05}, {@code #0041}. */
    private String value(int value) {
        return hexPrefix + String.format("%0" + memory.wordBytes() * 2 + "X", value & wordMask());
    }

    private long wordMask() {
        return memory.wordBytes() >= 4 ? 0xFFFF_FFFFL : (1L << 8 * memory.wordBytes()) - 1;
    }
}
