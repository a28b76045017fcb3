package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.romlab.asm.AddressRanges;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.AddressFormat;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code romlab disasm}: one line per instruction of a binary, an Intel HEX file or an assembled source. */
@Command(name = "disasm",
        header = "Disassemble a binary or Intel HEX file into source that assembles back to it.",
        sortOptions = false,
        description = {"Disassemble a binary, an Intel HEX file (each run of consecutive addresses on its own), a "
                + "TI-83 Plus program (.8xp, from userMem-2), an NES image, a TI-99/4A memory image (option 5 files, "
                + "bare or in TIFILES headers) or cartridge (.rpk or a ROM image at >6000), or a source (assembled "
                + "first) into source "
                + "in the CPU's assembler syntax that assembles back to the same bytes at the same addresses as it is "
                + "printed: with romlab asm, and with pasmo or sjasmplus (Z80), ca65 and ld65 -t none (6502, 2A03), "
                + "xas99 -s -R (TMS9900) and YACASL2's casl2 (COMET II).",
                "The origin comes first (org $0100, .org $0200 for ca65, AORG >A000 then END for the TMS9900; "
                        + "for CASL II the whole is one program, DISASM START ... END, a later run reached with DS), "
                        + "then one instruction a line with its address, code (hex words of the CPU's word size) and "
                        + "cycles (taken/not taken as 12/7) as a comment, e.g.",
                "      ld a,$05        ; 0100  3E 05       7",
                "A byte sequence with no mnemonic of its own shows as data with its meaning after the cycles, and so "
                        + "does an instruction cut off by the end of the file, of a run of HEX records, of --length "
                        + "or of a --data range ('cut off: ' and the instruction). --data FROM-TO (repeatable, both "
                        + "ends included) prints those addresses as data directives (db, .byte, DATA/BYTE, DC) "
                        + "instead of instructions.",
                "Labels (a source's symbols, or a --symbols file in any format romlab reads) show in the CPU's "
                        + "assembler syntax as label lines (loop: for the Z80 and 6502, LOOP in column 1 for the "
                        + "TMS9900, LOOP DS 0 for CASL II) and as operands (jp loop); a name an operand uses that no "
                        + "label line defines gets an equate line first (equ, ca65's =, E/A's EQU), or stays a number "
                        + "where the assembler has none (CASL II).",
                "--cpu may be left out when the file's extension names the CPU or only one CPU exists."})
final class DisasmCommand implements Callable<Integer> {

    @Mixin
    private ProgramOptions program;

    @Option(names = "--from", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "The first address to disassemble (default: the start of the file).")
    private Integer from;

    @Option(names = "--length", paramLabel = "N", converter = CountConverter.class,
            description = "How many bytes to disassemble (default: up to the end of the file).")
    private Long length;

    @Option(names = "--data", paramLabel = "FROM-TO", converter = AddressRangeConverter.class,
            description = "Addresses to print as data directives, not instructions: FROM-TO, both included "
                    + "(0x112-0x116, $112-$116). Repeatable. A symbol file as romlab asm --symbols writes it marks "
                    + "the ranges of data directives itself ('; data $0112-$0116').")
    private List<AddressRanges.Range> data = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        CpuDescription cpuType = program.cpu();
        ProgramImage image = program.load();
        int start = from == null ? image.loadAddress() : from;
        if (start < image.loadAddress() || start >= image.end()) {
            AddressFormat addresses = cpuType.addressFormat();
            throw new CommandFailure(String.format("--from %s is outside the file (%s-%s)", addresses.text(start),
                    addresses.text(image.loadAddress()), addresses.text(image.end() - 1)));
        }
        long end = length == null ? image.end() : Math.min(image.end(), start + length);
        Memory memory = cpuType.newMemory();
        image.loadInto(memory);
        PrintWriter out = spec.commandLine().getOut();
        AddressRanges dataRanges = new AddressRanges(data).with(program.symbolData());
        out.print(new DisassemblySource(cpuType).of(image, memory, start, end, dataRanges));
        out.flush();
        return 0;
    }

    /** The addresses {@code symbols} names, under the names the CPU's source writes (CASL II: {@code LOOP}). */
    static Labels sourceLabels(CpuDescription cpu, Labels symbols) {
        return symbols.renamed(cpu.disassembler().sourceNames(symbols.names()));
    }
}
