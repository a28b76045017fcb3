package dev.romlab.cpu;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.SourceDialect;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.conformance.ConformanceSuite;
import dev.romlab.cpu.trace.CpuDisplay;

/**
 * Everything the commands need to know about one CPU, in one place: a CPU joins romlab by registering one of
 * these ({@link CpuRegistry}), and every command (asm, disasm, exec, conformance, the kernels) finds it there.
 *
 * @param id               lower case, as users type it after {@code --cpu} and read it in JSON: {@code z80}
 * @param name             as users read it in text: {@code Z80}
 * @param addressSpace     address width, word size, and whether addresses count words
 * @param cycleUnit        what its cycle counts count
 * @param executor         makes the interpreter over a memory and I/O ports
 * @param assembler        makes its assembler reading files through a loader
 * @param disassembler     its disassembler (the decoding view of its instruction table)
 * @param display          which registers traces and run summaries show, and how the flags read
 * @param profiles         the machines it runs in; the first is the bare CPU
 * @param conformance      its third-party conformance sets, in the order {@code romlab conformance} runs them
 * @param sourceExtensions  file extensions (lower case, no dot) that hold its assembly source
 * @param programExtensions file extensions (lower case, no dot) that hold its machine code in a container format
 *                          ({@code 8xp}, a TI-83 Plus program, for the Z80)
 */
public record CpuDescription(String id, String name, AddressSpace addressSpace, CycleUnit cycleUnit,
        CpuFactory executor, Function<SourceLoader, Assembler> assembler, Disassembler disassembler,
        CpuDisplay display, List<MachineProfile> profiles, List<ConformanceSuite> conformance,
        Set<String> sourceExtensions, Set<String> programExtensions) {

    public CpuDescription {
        if (!id.equals(id.toLowerCase(Locale.ROOT)) || id.isBlank()) {
            throw new IllegalArgumentException("a CPU id is lower case and not blank: '" + id + "'");
        }
        Objects.requireNonNull(name);
        Objects.requireNonNull(addressSpace);
        Objects.requireNonNull(cycleUnit);
        Objects.requireNonNull(executor);
        Objects.requireNonNull(assembler);
        Objects.requireNonNull(disassembler);
        Objects.requireNonNull(display);
        profiles = List.copyOf(profiles);
        conformance = List.copyOf(conformance);
        sourceExtensions = Set.copyOf(sourceExtensions);
        programExtensions = Set.copyOf(programExtensions);
        if (profiles.isEmpty()) {
            throw new IllegalArgumentException(id + ": a CPU needs at least its bare profile");
        }
    }

    /** A fresh memory as large as the address space, with the bare profile's set-up. */
    public Memory newMemory() {
        Memory memory = new Memory(addressSpace);
        profiles.get(0).memory().prepare(memory);
        return memory;
    }

    /** The interpreter in its power-up state over {@code memory}, nothing on its I/O ports. */
    public Cpu newCpu(Memory memory) {
        return executor.create(memory, IoPorts.NONE);
    }

    /** Its assembler, reading files from the file system. */
    public Assembler newAssembler() {
        return assembler.apply(SourceLoader.fileSystem());
    }

    /**
     * What starts a local label in its assembler's source ({@code .} for the Z80's {@code .loop}, {@code @} for
     * ca65's cheap locals), 0 where there is none (the TMS9900's {@code !} labels are hidden; CASL II and MLFE
     * qualify every label by its program, {@code PROG.LOOP}, which makes none local).
     */
    public char localLabelPrefix() {
        SourceDialect dialect = newAssembler().dialect();
        return dialect == null ? 0 : dialect.lexical().localLabelPrefix();
    }

    /** The profile with {@code profileId}, if this CPU has one. */
    public Optional<MachineProfile> profile(String profileId) {
        return profiles.stream().filter(profile -> profile.id().equals(profileId)).findFirst();
    }

    /** How its addresses read in stop lines and the debugger: its assembler's hex notation, its address width. */
    public AddressFormat addressFormat() {
        return new AddressFormat(disassembler.hexPrefix(), addressSpace);
    }

    /**
     * Columns its longest instruction's code takes as hex words of its word size separated by spaces: 11 for the
     * Z80's four bytes, 14 for the TMS9900's three words.
     */
    public int codeColumns() {
        return display.longestCodeWords() * (addressSpace.wordDigits() + 1) - 1;
    }

    /** Whether a file named {@code fileName} holds this CPU's source, by its extension (any case). */
    public boolean claimsSource(String fileName) {
        return sourceExtensions.contains(extension(fileName));
    }

    /** Whether a file named {@code fileName} holds this CPU's source or machine code, by its extension. */
    public boolean claimsFile(String fileName) {
        return claimsSource(fileName) || programExtensions.contains(extension(fileName));
    }

    private static String extension(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** The {@link #id()}, so picocli's help and messages list what users type. */
    @Override
    public String toString() {
        return id;
    }
}
