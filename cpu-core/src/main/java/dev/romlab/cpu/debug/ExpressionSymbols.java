package dev.romlab.cpu.debug;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.trace.FlagFormat;

/**
 * What the names of an {@link Expression} mean on one CPU: its registers (through its
 * {@link dev.romlab.cpu.RegisterFile}), its flags by name ({@link FlagFormat#flagNames()}: {@code ZF}, {@code CF}),
 * the program's labels, and variables a caller adds ({@code wpdata}, the value a watchpoint saw); and how memory
 * reads: {@code [addr]} is the byte at a byte address (the word on COMET II and MLFE, whose addresses count words),
 * {@code peekw(addr)} the word in the CPU's byte order (little-endian on the Z80 and 6502, big-endian at the even
 * address on the TMS9900).
 */
public final class ExpressionSymbols {

    private final Cpu cpu;
    private final Memory memory;
    private final AddressSpace space;
    private final FlagFormat flags;
    private final Function<String, Integer> labels;
    private final Map<String, LongSupplier> variables;

    /**
     * @param labels a label's address, or null for a name that is no label
     */
    public ExpressionSymbols(Cpu cpu, Memory memory, AddressSpace space, FlagFormat flags,
            Function<String, Integer> labels) {
        this(cpu, memory, space, flags, labels, Map.of());
    }

    private ExpressionSymbols(Cpu cpu, Memory memory, AddressSpace space, FlagFormat flags,
            Function<String, Integer> labels, Map<String, LongSupplier> variables) {
        this.cpu = Objects.requireNonNull(cpu);
        this.memory = Objects.requireNonNull(memory);
        this.space = Objects.requireNonNull(space);
        this.flags = Objects.requireNonNull(flags);
        this.labels = Objects.requireNonNull(labels);
        this.variables = variables;
    }

    /** These symbols and a variable {@code name} (case-insensitive) read from {@code value}; it hides a register. */
    public ExpressionSymbols with(String name, LongSupplier value) {
        Map<String, LongSupplier> more = new LinkedHashMap<>(variables);
        more.put(name.toUpperCase(Locale.ROOT), Objects.requireNonNull(value));
        return new ExpressionSymbols(cpu, memory, space, flags, labels, more);
    }

    /**
     * What {@code name} reads: a variable, a register, a flag (0 or 1) or a label's address, in that order; null
     * when it is none of them.
     */
    LongSupplier value(String name) {
        LongSupplier variable = variables.get(name.toUpperCase(Locale.ROOT));
        if (variable != null) {
            return variable;
        }
        IntSupplier register = register(name);
        if (register != null) {
            // registers read unsigned, as the registers command shows them (a 32-bit MLFE register too)
            long mask = registerMask(name);
            return () -> register.getAsInt() & mask;
        }
        int bit = flags.bitOf(name);
        if (bit >= 0) {
            IntSupplier flagRegister = cpu.registers().reader(flags.register());
            return () -> flagRegister.getAsInt() >>> bit & 1;
        }
        Integer address = labels.apply(name);
        if (address != null) {
            long value = address;
            return () -> value;
        }
        return null;
    }

    /** What a name can be, for an error about one that is none: {@code registers A F B ..., flags SF ZF ...}. */
    String known() {
        StringBuilder text = new StringBuilder("registers");
        cpu.registers().registers().forEach(register -> text.append(' ').append(register.name()));
        text.append(", flags");
        flags.flagNames().forEach(flag -> text.append(' ').append(flag));
        variables.keySet().forEach(variable -> text.append(", ").append(variable.toLowerCase(Locale.ROOT)));
        return text + ", or a label";
    }

    private IntSupplier register(String name) {
        try {
            return cpu.registers().reader(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private long registerMask(String name) {
        for (var register : cpu.registers().registers()) {
            if (register.name().equalsIgnoreCase(name)) {
                return register.bits() >= 32 ? 0xFFFF_FFFFL : (1L << register.bits()) - 1;
            }
        }
        return 0xFFFF_FFFFL;
    }

    /** The byte at {@code address} (the word, where addresses count words), unsigned. */
    long peek(long address) {
        return memory.read((int) address & (memory.addresses() - 1)) & wordMask();
    }

    /** The word at {@code address} in the CPU's byte order, unsigned. */
    long peekWord(long address) {
        int at = (int) address & (memory.addresses() - 1);
        if (memory.wordBytes() > 1) {
            return memory.read(at) & wordMask();
        }
        if (space.wordBits() == 16) {
            // TMS9900: words are big-endian at the even address, the low bit of a word address ignored
            int even = at & ~1;
            return memory.read(even) << 8 | memory.read(even + 1);
        }
        // the 8-bit CPUs romlab has (Z80, 6502) keep words little-endian
        return memory.read(at) | memory.read((at + 1) & (memory.addresses() - 1)) << 8;
    }

    private long wordMask() {
        return memory.wordBytes() >= 4 ? 0xFFFF_FFFFL : (1L << 8 * memory.wordBytes()) - 1;
    }
}
