package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code romlab disasm}: one line per instruction of a binary (or of an assembled source). */
@Command(name = "disasm",
        header = "Disassemble a binary, one instruction per line.",
        sortOptions = false,
        description = {"Disassemble a binary (or a source, assembled first), one instruction per line:",
                "  address, bytes (11 columns), T-states (taken/not taken as 12/7), then the instruction, e.g.",
                "  0100  3E 05            7  ld a,$05",
                "The text assembles back to the same bytes; a byte sequence with no mnemonic of its own shows as "
                        + ".db with its meaning as a comment. An instruction running past the end of the range "
                        + "reads the bytes after it as 0."})
final class DisasmCommand implements Callable<Integer> {

    /** Address (as wide as the CPU's), bytes, cycles, text. */
    static final String LINE = "%s  %-11s  %5s  %s";

    @Mixin
    private ProgramOptions program;

    @Option(names = "--from", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "The first address to disassemble (default: the start of the file).")
    private Integer from;

    @Option(names = "--length", paramLabel = "N", converter = CountConverter.class,
            description = "How many bytes to disassemble (default: up to the end of the file).")
    private Long length;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        CpuDescription cpuType = program.cpu();
        ProgramImage image = program.load();
        int start = from == null ? image.loadAddress() : from;
        if (start < image.loadAddress() || start >= image.end()) {
            AddressSpace space = cpuType.addressSpace();
            throw new CommandFailure(String.format("--from $%s is outside the file ($%s-$%s)", space.hex(start),
                    space.hex(image.loadAddress()), space.hex(image.end() - 1)));
        }
        long end = length == null ? image.end() : Math.min(image.end(), start + length);
        Memory memory = cpuType.newMemory();
        image.loadInto(memory);
        PrintWriter out = spec.commandLine().getOut();
        int address = start;
        while (address < end) {
            DisassembledInstruction instruction = cpuType.disassembler().decode(memory::read, address);
            out.println(String.format(LINE, cpuType.addressSpace().hex(address), instruction.hexBytes(),
                    instruction.cycles().text(), instruction.text()));
            address += instruction.length();
        }
        out.flush();
        return 0;
    }
}
