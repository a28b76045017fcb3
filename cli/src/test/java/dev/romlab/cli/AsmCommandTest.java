package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AsmCommandTest {

    private static final String PROGRAM = ".org $0100\nstart:\n    ld a,SIDES \\ halt\n";

    @TempDir
    Path dir;

    private Path source(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private List<String> filesInDir() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesTheBinaryBesideTheSourceByDefault() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun run = CommandRun.of("asm", file.toString(), "-D", "SIDES=$14").assertExit(0);

        assertArrayEquals(new byte[] {0x3E, 0x14, 0x76}, Files.readAllBytes(dir.resolve("dice.bin")));
        assertEquals(file + ": 3 bytes at $0100-$0102 -> " + dir.resolve("dice.bin") + "\n", run.out());
    }

    @Test
    void includeFoldersAreSearchedAfterTheSourceFolderAndTheWorkingDirectory() throws IOException {
        Files.createDirectories(dir.resolve("inc"));
        Files.writeString(dir.resolve("inc/sides.inc"), "SIDES = 6\n");
        Path file = source("dice.asm", "#include \"sides.inc\"\n" + PROGRAM);

        CommandRun.of("asm", file.toString(), "-I", dir.resolve("inc").toString()).assertExit(0);
        CommandRun missing = CommandRun.of("asm", file.toString()).assertExit(1);

        assertArrayEquals(new byte[] {0x3E, 0x06, 0x76}, Files.readAllBytes(dir.resolve("dice.bin")));
        assertTrue(missing.err().startsWith(file + ":1:10: error: cannot read include file '" + dir.resolve("sides.inc")
                + "': no such file (also looked for sides.inc)\n"), missing.err());
    }

    @Test
    void dashDWithoutAValueDefinesOne() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "-DSIDES").assertExit(0);

        assertArrayEquals(new byte[] {0x3E, 0x01, 0x76}, Files.readAllBytes(dir.resolve("dice.bin")));
    }

    @Test
    void writesIntelHexWithDataAndEndRecords() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "-D", "SIDES=20", "--format", "hex").assertExit(0);

        // 3 bytes at $0100, record type 00, checksum = -(03+01+00+00+3E+14+76) mod 256 = $34
        assertEquals(List.of(":030100003E147634", ":00000001FF"), Files.readAllLines(dir.resolve("dice.hex")));
    }

    /** The usual TI-83+ program: the assembly tokens BB 6D at userMem-2 ($9D93), then the code. */
    private static final String TI_PROGRAM = ".org $9D93\n.db $BB,$6D\n    ret\n";

    @Test
    void writesA8xpNamedAfterTheOutputFile() throws IOException {
        Path file = source("rolldie.asm", TI_PROGRAM);

        CommandRun run = CommandRun.of("asm", file.toString(), "--format", "8xp").assertExit(0);

        byte[] written = Files.readAllBytes(dir.resolve("rolldie.8xp"));
        assertEquals(74 + 3 + 2, written.length);
        assertEquals("ROLLDIE\0", new String(written, 60, 8, StandardCharsets.ISO_8859_1));
        assertEquals(file + ": 3 bytes at $9D93-$9D95 -> " + dir.resolve("rolldie.8xp") + " (program ROLLDIE)\n",
                run.out());
        assertEquals("", run.err());
    }

    @Test
    void writesTheOption5FilesOfAnImageAndLoadsThemBack() throws IOException {
        Path file = source("game.a99", "       AORG >A000\nSTART  LI   R0,>1234\n       IDLE\n       AORG >B000\n"
                + "       BSS  >2000\n       DATA >5555\n       END  START\n");

        CommandRun run = CommandRun.of("asm", file.toString(), "--format", "img", "-o",
                dir.resolve("GAME1").toString()).assertExit(0);

        assertEquals("FF FF 00 0C A0 00 02 00 12 34 03 40", hex(Files.readAllBytes(dir.resolve("GAME1"))));
        assertEquals(0x2000, Files.size(dir.resolve("GAME2")));
        assertEquals("00 00 00 0E CF FA 00 00 00 00 00 00 55 55", hex(Files.readAllBytes(dir.resolve("GAME3"))));
        assertEquals("", run.err());
        CommandRun exec = CommandRun.of("exec", dir.resolve("GAME1").toString(), "--cpu", "tms9900").assertExit(0);
        assertEquals("idle at >A004", exec.err().lines().findFirst().orElseThrow());
    }

    private static String hex(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            out.append(out.length() == 0 ? "" : " ").append(String.format("%02X", b & 0xFF));
        }
        return out.toString();
    }

    @Test
    void nameOptionGivesTheProgramNameInCapitals() throws IOException {
        Path file = source("rolldie.asm", TI_PROGRAM);

        CommandRun.of("asm", file.toString(), "--format", "8XP", "--name", "d20").assertExit(0);

        byte[] written = Files.readAllBytes(dir.resolve("rolldie.8xp"));
        assertEquals("D20\0\0\0\0\0", new String(written, 60, 8, StandardCharsets.ISO_8859_1));
    }

    @Test
    void aFileNameThatIsNoProgramNameIsWrittenWithSpasmNgsWarning() throws IOException {
        Path file = source("roll-die.asm", ".org $9D93\n    ret\n");

        CommandRun run = CommandRun.of("asm", file.toString(), "--format", "8xp").assertExit(0);

        assertEquals("""
                romlab asm: warning: program name 'ROLL-DIE' has characters other than letters and digits
                romlab asm: warning: the program does not start with the bytes BB 6D (.db t2ByteTok,tAsmCmp at \
                .org userMem-2) or EF 69
                """, run.err());
        assertTrue(Files.exists(dir.resolve("roll-die.8xp")));
    }

    @Test
    void badNameIsUsageErrorAndWritesNothing() throws IOException {
        Path file = source("rolldie.asm", TI_PROGRAM);

        CommandRun.of("asm", file.toString(), "--format", "8xp", "--name", "9LIVES")
                .assertUsageError("--name '9LIVES' is not a program name: 1 to 8 capital letters and digits");
        CommandRun.of("asm", file.toString(), "--name", "DICE").assertUsageError("--name is for --format 8xp");
        assertEquals(List.of("rolldie.asm"), filesInDir());
    }

    @Test
    void an8xpFileIsForTheZ80AloneAndOtherCpusAreToldSoAsAUsageError() throws IOException {
        Path file = source("prog.s", " .org $0800\n rts\n");

        for (String cpuId : List.of("6502", "2a03", "tms9900", "comet2", "mlfe")) {
            String cpuName = dev.romlab.cpu.CpuRegistry.standard().require(cpuId).name();
            CommandRun.of("asm", file.toString(), "--cpu", cpuId, "--format", "8xp").assertUsageError(
                    "--format 8xp is a TI-83 Plus program, for the Z80: the " + cpuName + " has bin and hex");
        }
        assertEquals(List.of("prog.s"), filesInDir());
    }

    @Test
    void aProgramTooBigForTheFileIsOneLineFailure() throws IOException {
        Path file = source("big.asm", ".org 0\n.ds $FFF0\n");

        CommandRun.of("asm", file.toString(), "--format", "8xp")
                .assertFailure("65,520 bytes do not fit in a program file (at most 65,516)");
        assertEquals(List.of("big.asm"), filesInDir());
    }

    @Test
    void unknownFormatIsUsageErrorListingTheFormats() throws IOException {
        CommandRun.of("asm", source("rolldie.asm", TI_PROGRAM).toString(), "--format", "zip")
                .assertUsageError("'zip' is not a format (bin, hex, 8xp or img)");
    }

    @Test
    void writesTheOutputListingAndSymbolsWhereTold() throws IOException {
        Path file = source("dice.asm", PROGRAM);
        Path out = dir.resolve("out.com");

        CommandRun.of("asm", file.toString(), "-D", "SIDES=6", "-o", out.toString(),
                "--listing", dir.resolve("dice.lst").toString(), "--symbols", dir.resolve("dice.sym").toString())
                .assertExit(0);

        assertArrayEquals(new byte[] {0x3E, 0x06, 0x76}, Files.readAllBytes(out));
        String listing = Files.readString(dir.resolve("dice.lst"));
        assertTrue(listing.contains("0100  3E 06") && listing.contains("ld a,SIDES"), listing);
        String symbols = Files.readString(dir.resolve("dice.sym"));
        assertTrue(symbols.contains("start = $0100"), symbols);
    }

    @Test
    void badSourcePrintsEveryDiagnosticAndWritesNothing() throws IOException {
        Path file = source("bad.asm", ".org $0100\n    ld a,nowhere\n    frobnicate b\n");

        CommandRun run = CommandRun.of("asm", file.toString(), "--listing", dir.resolve("bad.lst").toString())
                .assertFailure("bad.asm: 2 errors");

        assertTrue(run.err().contains("bad.asm:2:") && run.err().contains("bad.asm:3:"), run.transcript());
        assertEquals(List.of("bad.asm"), filesInDir());
    }

    @Test
    void missingSourceIsOneLineFailure() {
        CommandRun run = CommandRun.of("asm", dir.resolve("absent.asm").toString())
                .assertFailure("absent.asm: no such file");

        assertEquals(1, run.err().lines().count(), run.transcript());
    }

    @Test
    void outputIntoAMissingFolderFailsAndLeavesNothingBehind() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "-DSIDES=1", "-o", dir.resolve("absent/dice.bin").toString(),
                "--symbols", dir.resolve("dice.sym").toString()).assertFailure("does not exist");

        assertEquals(List.of("dice.asm"), filesInDir());
    }

    @Test
    void unknownOptionIsUsageError() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "--fast").assertUsageError("Unknown option: '--fast'");
    }

    @Test
    void unknownFormatIsUsageError() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "--format", "elf").assertUsageError("--format");
    }

    @Test
    void aQuotedDefinitionIsATextMacroAsSpasmNgDefinesIt() throws IOException {
        // rom8x's build script runs spasm-ng -DprogName="83PBE" -DpageNum="1" on its template
        Path file = source("name.asm", " .db \"D\",progName,pageNum,0\n ld a,SIDES\n");

        CommandRun.of("asm", file.toString(), "-DprogName=\"83PBE\"", "-D", "pageNum='1'", "-D", "SIDES=6")
                .assertExit(0);

        assertEquals("44 38 33 50 42 45 31 00 3E 06", HexFormat.ofDelimiter(" ").withUpperCase()
                .formatHex(Files.readAllBytes(dir.resolve("name.bin"))));
    }

    @Test
    void aTextMacroForACpuWithoutThemIsUsageError() throws IOException {
        Path file = source("plain.a99", "       DATA 1\n");

        CommandRun.of("asm", file.toString(), "--cpu", "tms9900", "-D", "NAME=\"x\"")
                .assertUsageError("-D NAME=\"text\" defines a text macro (#define), which the TMS9900's assembler");
    }

    @Test
    void otherTextIsATextMacroAsSpasmNgTakesEveryDefinition() throws IOException {
        // spasm-ng v0.5-beta.3, "spasm -DINSTR='inc a' -DN=5 -DVALUE=(2+3) -DTARGET=start", gave 3C 05 0A C3 00 00
        Path file = source("text.asm", " .org 0\nstart:\n INSTR\n .db N, VALUE*2\n jp TARGET\n");

        CommandRun.of("asm", file.toString(), "-D", "INSTR=inc a", "-D", "N=5", "-D", "VALUE=(2+3)", "-D",
                "TARGET=start").assertExit(0);

        assertEquals("3C 05 0A C3 00 00", HexFormat.ofDelimiter(" ").withUpperCase()
                .formatHex(Files.readAllBytes(dir.resolve("text.bin"))));
    }

    @Test
    void textThatIsNoNumberIsAnErrorWhereTheSourceUsesItAsOne() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "-D", "SIDES=twenty").assertFailure("undefined symbol 'twenty'");
    }

    @Test
    void textThatIsNoNumberForACpuWithoutTextMacrosIsUsageError() throws IOException {
        Path file = source("plain.a99", "       DATA SIDES\n");

        CommandRun.of("asm", file.toString(), "--cpu", "tms9900", "-D", "SIDES=twenty")
                .assertUsageError("-D SIDES=twenty: 'twenty' is not a number");
    }

    @Test
    void anEmptyValueIsUsageError() throws IOException {
        Path file = source("dice.asm", PROGRAM);

        CommandRun.of("asm", file.toString(), "-D", "SIDES=").assertUsageError("has no VALUE after '='");
    }
}
