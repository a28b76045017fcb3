package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.romlab.cpu.CpuRegistry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * For every CPU, a bundled program assembled, disassembled with its symbols ({@code disasm --symbols}) and assembled
 * again gives the same bytes: labels, equates and instruction lines are written in the CPU's own assembler syntax
 * (label: and equ for the Z80, ca65's = for the 6502, E/A's column-1 labels and EQU, CASL II's LABEL DS 0). The
 * disassembly is assembled as it is printed, its origin (org, AORG, CASL II's START/END) included.
 */
class DisasmSymbolsRoundTripTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "z80     | z80/examples/sum.asm          | 0x0100",
        "z80     | z80/dice/rolldie.asm          | 0x9D95",
        "6502    | 6502/examples/sum.s65         | 0x0200",
        "tms9900 | tms9900/examples/sum.a99      | 0xA000",
        "tms9900 | tms9900/mapview/mapview.a99   | 0xA000",
        "tms9900 | tms9900/copyloop/copyloop.a99 | 0xA000",
        "comet2  | comet2/examples/hello.cas     | 0",
        "comet2  | comet2/examples/count.cas     | 0",
        "mlfe    | mlfe/examples/clock.fe        | 0"})
    void theDisassemblyWithSymbolsAssemblesToTheSameBytes(String cpu, String program, String origin)
            throws IOException {
        roundTrip(cpu, roms().resolve(program), origin);
    }

    /** {@code --data} ranges print as the CPU's data directive, and the text still assembles to the same bytes. */
    @ParameterizedTest(name = "{0} {1} --data {3}")
    @CsvSource(delimiter = '|', value = {
        "z80     | z80/examples/sum.asm      | 0x0100 | 0x112-0x116 | db $03,$01,$04,$01,$05",
        "6502    | 6502/examples/sum.s65     | 0x0200 | 0x212-0x216 | .byte $03,$01,$04,$01,$05",
        "tms9900 | tms9900/examples/sum.a99  | 0xA000 | 0xA00B-0xA011 | BYTE >01",
        "comet2  | comet2/examples/hello.cas | 0      | 0x15-0x1D   | DC #0048,#0045,#004C",
        "mlfe    | mlfe/examples/clock.fe    | 0      | 1-2         | DC #"})
    void dataRangesPrintAsDataAndAssembleToTheSameBytes(String cpu, String program, String origin, String range,
            String directive) throws IOException {
        String disassembly = roundTrip(cpu, roms().resolve(program), origin, "--data", range);

        assertTrue(disassembly.contains(directive), disassembly);
    }

    /** romlab's symbol file marks the data directives' ranges, which disasm prints as data again without --data. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "z80     | z80/examples/sum.asm        | 0x0100 | table:\\n    db $03,$01,$04,$01,$05 ;",
        "6502    | 6502/examples/sum.s65       | 0x0200 | table:\\n    .byte $03,$01,$04,$01,$05 ;",
        "tms9900 | tms9900/mapview/mapview.a99 | 0xA000 | DATA >",
        "comet2  | comet2/examples/hello.cas   | 0      | MSG      DS 0\\n         DC #0048,#0045,#004C"})
    void theSymbolFileMarksDataAndDisasmPrintsItAsData(String cpu, String program, String origin, String data)
            throws IOException {
        String disassembly = roundTrip(cpu, roms().resolve(program), origin);

        assertTrue(disassembly.contains(data.replace("\\n", "\n")), disassembly);
    }

    /** asm --symbols in each format, read back by disasm (told by the content): the same labels, the same bytes. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "z80     | sum.lbl | ''     | jr nc,noCarry",
        "z80     | sum.equ | ''     | jr nc,noCarry",
        "z80     | sum.lab | ''     | jr nc,NOCARRY",
        "z80     | sum.txt | vice   | jr nc,noCarry",
        "6502    | sum.lbl | ''     | bcc noCarry",
        "tms9900 | sum.equ | ''     | JNE  LOOP",
        "comet2  | h.lbl   | ''     | LAD GR1,MSG"})
    void everySymbolFormatIsReadBack(String cpu, String symbolFile, String format, String labelled)
            throws IOException {
        String program = switch (cpu) {
            case "z80" -> "z80/examples/sum.asm";
            case "6502" -> "6502/examples/sum.s65";
            case "tms9900" -> "tms9900/examples/sum.a99";
            default -> "comet2/examples/hello.cas";
        };
        String origin = switch (cpu) {
            case "z80" -> "0x100";
            case "6502" -> "0x200";
            case "tms9900" -> "0xA000";
            default -> "0";
        };
        Path binary = dir.resolve("first.bin");
        Path symbols = dir.resolve(symbolFile);
        List<String> asm = new ArrayList<>(List.of("asm", roms().resolve(program).toString(), "--cpu", cpu, "-o",
                binary.toString(), "--symbols", symbols.toString()));
        if (!format.isEmpty()) {
            asm.addAll(List.of("--symbols-format", format));
        }
        CommandRun.of(asm.toArray(String[]::new)).assertExit(0);

        String disassembly = reassembled(cpu, binary, origin, "--symbols", symbols.toString());

        assertTrue(disassembly.contains(labelled), disassembly);
    }

    /** Two programs with a label A each: the disassembly's one program must name them apart (A and A2). */
    @Test
    void caslLabelsThatShortenAlikeAreMadeDistinct() throws IOException {
        Path source = Files.writeString(dir.resolve("two.cas"), """
                P        START
                         LAD     GR1,A
                         CALL    Q
                         RET
                A        DC      1
                         END
                Q        START
                         LAD     GR2,A
                         RET
                A        DC      2
                         END
                """, StandardCharsets.UTF_8);

        String disassembly = roundTrip("comet2", source, "0");

        assertTrue(disassembly.contains("A        DS 0") && disassembly.contains("A2       DS 0"), disassembly);
        assertTrue(disassembly.contains("LAD GR2,A2"), disassembly);
    }

    /**
     * Assembles {@code source}, disassembles it with its symbols (and {@code options}), assembles that again as it is
     * printed, compares; the disassembly.
     */
    private String roundTrip(String cpu, Path source, String origin, String... options) throws IOException {
        Path binary = dir.resolve("first.bin");
        Path symbols = dir.resolve("first.sym");
        CommandRun.of("asm", source.toString(), "--cpu", cpu, "-o", binary.toString(), "--symbols",
                symbols.toString()).assertExit(0);
        List<String> more = new ArrayList<>(List.of("--symbols", symbols.toString()));
        more.addAll(List.of(options));
        return reassembled(cpu, binary, origin, more.toArray(String[]::new));
    }

    /** Disassembles {@code binary} with {@code options}, assembles the text as printed: the same bytes; the text. */
    private String reassembled(String cpu, Path binary, String origin, String... options) throws IOException {
        List<String> disasm = new ArrayList<>(List.of("disasm", binary.toString(), "--cpu", cpu, "--org", origin));
        disasm.addAll(List.of(options));
        String disassembly = CommandRun.of(disasm.toArray(String[]::new)).assertExit(0).out();
        String extension = CpuRegistry.standard().require(cpu).sourceExtensions().iterator().next();
        Path again = Files.writeString(dir.resolve("again." + extension), disassembly, StandardCharsets.UTF_8);
        Path binaryAgain = dir.resolve("again.bin");
        CommandRun.of("asm", again.toString(), "--cpu", cpu, "-o", binaryAgain.toString()).assertExit(0);

        assertTrue(disassembly.lines().count() > 3, disassembly);
        assertArrayEquals(Files.readAllBytes(binary), Files.readAllBytes(binaryAgain), disassembly);
        return disassembly;
    }

    /** The repository's roms folder, from the module's folder or the repository's root. */
    private static Path roms() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("roms")) ? here.resolve("roms") : here.resolveSibling("roms");
    }
}
