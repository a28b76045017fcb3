package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExecCommandTest {

    private static final String PROGRAM = ".org $0100\n    ld a,5 \\ ld b,a \\ add a,b\n"
            + "    ld hl,$1234 \\ push hl \\ pop de\n    halt\n";

    @TempDir
    Path dir;

    private Path source(String text) throws IOException {
        return Files.writeString(dir.resolve("program.asm"), text);
    }

    @Test
    void runsASourceUntilHaltAndPrintsRegistersAndCounts() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString()).assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals(4, lines.size(), run.transcript());
        assertTrue(lines.get(0).startsWith("halted at $010"), run.transcript());
        // 5 + 5 = $0A: no flag but the copy of bit 3
        assertEquals("AF=0A08 BC=0500 DE=1234 HL=1234 IX=0000 IY=0000 SP=FFFF F=----3---", lines.get(1));
        assertEquals("7 instructions, 50 T-states", lines.get(3));
    }

    @Test
    void sourceIncludesAreFoundInIncludeFolders() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("lib"));
        Files.writeString(folder.resolve("value.inc"), "VALUE = 5\n");
        Path file = source(".include \"value.inc\"\n.org 0\n ld a,VALUE\n halt\n");

        CommandRun run = CommandRun.of("exec", file.toString(), "-I", folder.toString()).assertExit(0);

        assertTrue(run.err().contains("AF=05"), run.err());
    }

    @Test
    void runsABinaryFromItsEntry() throws IOException {
        // at $2000: jr $2004 \ halt \ ld a,$42 \ halt
        Path binary = Files.write(dir.resolve("code.bin"), new byte[] {0x18, 0x02, 0x76, 0x00, 0x3E, 0x42, 0x76});

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "z80", "--org", "0x2000", "--entry", "$2004")
                .assertExit(0);

        assertTrue(run.err().contains("\nAF=42"), run.transcript());
        assertTrue(run.err().contains("2 instructions, 11 T-states"), run.transcript());
    }

    @Test
    void runsIntelHexFromItsStartAddressRecord() throws IOException {
        // at $2000: jr $2004 \ halt \ ld a,$42 \ halt; a type 05 record starts it at $2004
        Path hex = Files.writeString(dir.resolve("code.hex"),
                ":07200000180276003E427653\n:0400000500002004D3\n:00000001FF\n");

        CommandRun run = CommandRun.of("exec", hex.toString(), "--cpu", "z80").assertExit(0);

        assertTrue(run.err().contains("\nAF=42"), run.transcript());
        assertTrue(run.err().contains("2 instructions, 11 T-states"), run.transcript());
    }

    @Test
    void runsIntelHexFromTheEntryItsSourceGaveWithEndStart() throws IOException {
        Path source = Files.writeString(dir.resolve("entry.asm"), " org $2000\n halt\nstart: ld a,$42\n halt\n"
                + " end start\n");
        Path hex = dir.resolve("entry.hex");
        CommandRun.of("asm", source.toString(), "--format", "hex", "-o", hex.toString()).assertExit(0);
        assertEquals(":04200000763E427670", Files.readAllLines(hex).get(0));
        assertEquals(":00200101DE", Files.readAllLines(hex).get(1));

        CommandRun run = CommandRun.of("exec", hex.toString(), "--cpu", "z80").assertExit(0);

        assertTrue(run.err().startsWith("halted at $2003\nAF=42"), run.transcript());
    }

    @Test
    void runsATiProgramFromUserMem() throws IOException {
        Path source = Files.writeString(dir.resolve("five.asm"), ".org $9D93\n.db $BB,$6D\n    ld a,5 \\ halt\n");
        CommandRun.of("asm", source.toString(), "--format", "8xp").assertExit(0);

        CommandRun run = CommandRun.of("exec", dir.resolve("five.8xp").toString()).assertExit(0);

        assertTrue(run.err().startsWith("halted at $9D97\nAF=05"), run.transcript());
    }

    @Test
    void intelHexWithASymbolFileTakesEveryRunControlOption() throws IOException {
        Path source = Files.writeString(dir.resolve("calls.asm"), ".org $0100\nstart: ld b,2\nloop: call add1\n"
                + "    djnz loop\n    ret\n.org $0200\nadd1: inc a\n    ret\n");
        Path hex = dir.resolve("calls.hex");
        Path symbols = dir.resolve("calls.sym");
        CommandRun.of("asm", source.toString(), "--format", "hex", "-o", hex.toString(), "--symbols",
                symbols.toString()).assertExit(0);

        CommandRun atBreak = CommandRun.of("exec", hex.toString(), "--cpu", "z80", "--symbols", symbols.toString(),
                "--break", "add1")
                .assertExit(0);
        assertTrue(atBreak.err().startsWith("stopped at $0200 (add1): breakpoint\n"), atBreak.transcript());

        CommandRun returned = CommandRun.of("exec", hex.toString(), "--cpu", "z80", "--symbols", symbols.toString(),
                "--until", "ret",
                "--set", "A=5", "--dump", "loop:4").assertExit(0);
        List<String> lines = returned.err().lines().toList();
        assertEquals("stopped at $0000: returned", lines.get(0), returned.transcript());
        assertTrue(lines.get(1).startsWith("AF=07"), returned.transcript());
        assertEquals("10 instructions, 100 T-states", lines.get(3));
        assertTrue(lines.get(4).startsWith("0102  CD 00 02 10 ") && lines.get(4).endsWith("  loop"),
                returned.transcript());
    }

    @Test
    void orgOnIntelHexIsUsageError() throws IOException {
        Path hex = Files.writeString(dir.resolve("code.hex"), ":07200000180276003E427653\n:00000001FF\n");

        CommandRun.of("exec", hex.toString(), "--cpu", "z80", "--org", "0x100")
                .assertUsageError("--org is for binaries: Intel HEX records carry their addresses");
    }

    @Test
    void traceShowsOneFixedColumnLinePerInstruction() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString(), "--trace").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals("T=      15 +4  PC=0103 80          add a,b              "
                + "AF=0A08 BC=0500 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=----3---", lines.get(2));
        assertEquals("T=      36 +11 PC=0107 E5          push hl              "
                + "AF=0A08 BC=0500 DE=0000 HL=1234 IX=0000 IY=0000 SP=FFFD F=----3---", lines.get(4));
        assertEquals(7 + 4, lines.size(), run.transcript());
    }

    @Test
    void jsonHasStopReasonCountsAndEveryRegister() throws IOException {
        CommandRun run = CommandRun.of("exec", source(PROGRAM).toString(), "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals("halted", ((Map<?, ?>) json.get("stop")).get("reason"), run.out());
        assertEquals(Map.of("count", 50L, "unit", "T-states"), json.get("cycles"), run.out());
        assertEquals(7L, ((Number) json.get("instructions")).longValue(), run.out());
        assertEquals(0x1234L, ((Number) ((Map<?, ?>) json.get("registers")).get("DE")).longValue(), run.out());
        assertEquals(true, ((Map<?, ?>) json.get("registers")).get("HALTED"), run.out());
    }

    @Test
    void budgetExhaustedIsAFailureAfterTheReport() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\nloop: jr loop\n").toString(), "--max-cycles", "1000")
                .assertFailure("stopped before HALT: cycle budget of 1000 T-states exhausted (raise --max-cycles)");

        assertTrue(run.err().contains("84 instructions, 1,008 T-states"), run.transcript());
    }

    @Test
    void badSourcePrintsDiagnosticsAndFails() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\n    ld q,1\n").toString())
                .assertFailure("program.asm: 1 error");

        assertTrue(run.err().contains("program.asm:2:"), run.transcript());
    }

    @Test
    void orgWithASourceIsUsageError() throws IOException {
        CommandRun.of("exec", source(PROGRAM).toString(), "--org", "0").assertUsageError("--org is for binaries");
    }

    @Test
    void zeroBudgetIsUsageError() throws IOException {
        CommandRun.of("exec", source(PROGRAM).toString(), "--max-cycles", "0")
                .assertUsageError("'0' must be a positive number");
    }

    @Test
    void emptyBinaryFails() throws IOException {
        Path binary = Files.write(dir.resolve("empty.bin"), new byte[0]);

        CommandRun.of("exec", binary.toString(), "--cpu", "z80").assertFailure("empty.bin: the file is empty");
    }

    private static final String SUM = "../roms/z80/examples/sum.asm";

    @Test
    void untilLabelStopsBeforeItAndNamesIt() {
        CommandRun run = CommandRun.of("exec", SUM, "--until", "noCarry").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals("stopped at $010F (noCarry): until address", lines.get(0), run.transcript());
        assertEquals("8 instructions, 60 T-states", lines.get(3));
    }

    @Test
    void untilAnAddressNeverReachedIsAFailure() {
        CommandRun.of("exec", SUM, "--until", "$0200")
                .assertFailure("stopped before reaching $0200: halted at $0111");
    }

    @Test
    void breakStopsAtTheFirstBreakpointAndShowsTheState() {
        CommandRun run = CommandRun.of("exec", SUM, "--break", "addByte+2", "--break", "$0111").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals("stopped at $010A (addByte+2): breakpoint", lines.get(0), run.transcript());
        assertEquals("AF=03FF BC=0500 DE=0113 HL=0000 IX=0000 IY=0000 SP=FFFF F=SZ5H3PNC", lines.get(1));
    }

    @Test
    void breakWithTraceShowsTheStateAtEachBreakpointAndGoesOn() {
        CommandRun run = CommandRun.of("exec", SUM, "--break", "addByte", "--trace").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals(5, lines.stream().filter(line -> line.equals("stopped at $0108 (addByte): breakpoint")).count(),
                run.transcript());
        assertEquals("T=      34 +7  PC=0108 1A          addByte: ld a,(de)   "
                + "AF=03FF BC=0500 DE=0112 HL=0000 IX=0000 IY=0000 SP=FFFF F=SZ5H3PNC", lines.get(6));
        assertEquals("halted at $0111 (noCarry+2)", lines.get(lines.size() - 4));
    }

    @Test
    void traceShowsLabelsOfTheSource() {
        CommandRun run = CommandRun.of("exec", SUM, "--trace").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertTrue(lines.get(1).contains("PC=0103 11 12 01    ld de,table "), run.transcript());
        assertTrue(lines.get(8).contains("PC=010F 10 F7       noCarry: djnz addByte AF="), run.transcript());
    }

    @Test
    void setGivesRegistersTheirValuesBeforeTheRun() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\n    add a,b \\ halt\n").toString(),
                "--set", "A=$12", "--set", "b=3").assertExit(0);

        assertTrue(run.err().contains("\nAF=1500 BC=0300 "), run.transcript());
    }

    @Test
    void setOfAnUnknownRegisterIsAUsageError() {
        CommandRun.of("exec", SUM, "--set", "Q1=4").assertUsageError("--set the Z80 has no register named 'Q1'");
    }

    @Test
    void unknownLabelIsAUsageError() {
        CommandRun.of("exec", SUM, "--entry", "nowhere")
                .assertUsageError("--entry 'nowhere' is neither a label of the program nor an address");
    }

    @Test
    void dumpShowsMemoryAfterTheRunWithLabels() {
        CommandRun run = CommandRun.of("exec", SUM, "--dump", "table:5", "--dump", "$0100:3").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertEquals(List.of(
                "0112  03 01 04 01 05                                   .....             table",
                "0100  21 00 00                                         !..               start"),
                lines.subList(4, 6));
    }

    @Test
    void dumpThatIsNotAddressColonLengthIsAUsageError() {
        CommandRun.of("exec", SUM, "--dump", "table").assertUsageError("--dump 'table' is not ADDR:LEN");
    }

    @Test
    void jsonNamesTheStopAddressAndLabelAndCarriesTheDumps() {
        CommandRun run = CommandRun.of("exec", SUM, "--until", "noCarry", "--dump", "table:2", "--json")
                .assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        Map<?, ?> stop = (Map<?, ?>) json.get("stop");
        assertEquals("reached", stop.get("reason"), run.out());
        assertEquals(0x010FL, ((Number) stop.get("address")).longValue());
        assertEquals("noCarry", stop.get("label"));
        Map<?, ?> dump = (Map<?, ?>) ((List<?>) json.get("dumps")).get(0);
        assertEquals("table", dump.get("label"));
        assertEquals(List.of(3L, 1L), ((List<?>) dump.get("bytes")).stream().map(b -> ((Number) b).longValue())
                .toList());
    }

    @Test
    void definitionsOnTheCommandLineReachTheSource() throws IOException {
        Path program = source(".org 0\n    ld a,VALUE \\ halt\n");

        CommandRun run = CommandRun.of("exec", program.toString(), "-D", "VALUE=$2A").assertExit(0);

        assertTrue(run.err().contains("\nAF=2A"), run.transcript());
    }

    @Test
    void definitionsForABinaryAreAUsageError() throws IOException {
        Path binary = Files.write(dir.resolve("code.bin"), new byte[] {0x76});

        CommandRun.of("exec", binary.toString(), "--cpu", "z80", "-D", "X=1").assertUsageError("-D is for sources");
    }

    @Test
    void aBinaryTakesItsLabelsFromASymbolFile() throws IOException {
        // at $2000: ld b,2 / loop: djnz loop / halt
        Path binary = Files.write(dir.resolve("loop.bin"), new byte[] {0x06, 0x02, 0x10, (byte) 0xFE, 0x76});
        Path symbols = Files.writeString(dir.resolve("loop.sym"), "done = $2004\nloop = $2002\n");

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "z80", "--org", "$2000", "--symbols",
                symbols.toString(),
                "--until", "done", "--trace").assertExit(0);

        List<String> lines = run.err().lines().toList();
        assertTrue(lines.get(1).contains("PC=2002 10 FE       loop: djnz loop "), run.transcript());
        assertEquals("stopped at $2004 (done): until address", lines.get(3));
    }

    @Test
    void badSymbolFileNamesItsLine() throws IOException {
        Path binary = Files.write(dir.resolve("code.bin"), new byte[] {0x76});
        Path symbols = Files.writeString(dir.resolve("bad.sym"), "a = $1\nb := 2\n");

        CommandRun.of("exec", binary.toString(), "--cpu", "z80", "--symbols", symbols.toString())
                .assertFailure("bad.sym: line 2: expected NAME = $1234");
    }

    @Test
    void untilRetOnARoutineThatHaltsFirstIsAFailure() throws IOException {
        CommandRun run = CommandRun.of("exec", source(".org 0\n    ld a,1 \\ halt\n").toString(), "--until", "ret")
                .assertFailure("stopped before the return: halted at $0002");

        assertTrue(run.err().startsWith("halted at $0002\n"), run.transcript());
    }

    @Test
    void aConstantOutsideTheAddressSpaceIsNoAddress() throws IOException {
        CommandRun.of("exec", source("BIG .equ $12345\n.org 0\n    halt\n").toString(), "--break", "BIG")
                .assertUsageError("--break address 'BIG' is outside $0000-$FFFF");
    }

    @Test
    void ti83plusProfileRunsATextProgramWithKeysFromStandardInput() {
        CommandRun run = CommandRun.withInput("5\n", "exec", "../roms/z80/examples/dice83.asm", "--profile", "ti83plus")
                .assertExit(0);

        assertEquals("Rolls (1-9)?\n    2   11   17 \n  20    1\n", run.out(), run.transcript());
        assertTrue(run.err().startsWith("returned to TI-OS (ret to $0000)\n"), run.transcript());
    }

    @Test
    void ti83plusProfileStopsAtABcallItDoesNotRunNamingIt() throws IOException {
        Path file = source(".org $9D93\n.db $BB,$6D\n rst 28h \\ .dw $4501\n ret\n");

        CommandRun.of("exec", file.toString(), "--profile", "ti83plus").assertFailure("bcall _PutMap $4501 is not "
                + "a routine romlab runs");
    }

    @Test
    void aSourceStartsAtItsEndOperand() throws IOException {
        Path file = source(" org 100h\n halt\nstart: ld a,7\n halt\n end start\n");

        CommandRun run = CommandRun.of("exec", file.toString()).assertExit(0);
        assertTrue(run.err().contains("AF=07"), run.transcript());
    }
}
