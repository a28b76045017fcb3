package dev.romlab.asm;

import static dev.romlab.asm.TestSources.assemble;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The source syntax the assembler takes (TI-83+ style, as seed 000 writes it). */
class AssemblerSyntaxTest {

    @Test
    void backslashSeparatesStatementsOnOneLine() {
        assertEquals("CB 13 CB 12 3E 01 C9", hex("rl e \\ rl d\nld a,1\\ret"));
    }

    @Test
    void forwardReferencesResolveInTheSecondPass() {
        assertEquals("C3 04 00 00 C9", hex("jp finish\nnop\nfinish: ret"));
    }

    @Test
    void labelsWithUnderscoresOnTheirOwnLineOrBeforeAStatement() {
        Assembly program = assemble(".org $100\n_LFSRSeed:\n_m: nop\nloop:jr loop");
        assertEquals(Map.of("_LFSRSeed", 0x100L, "_m", 0x100L, "loop", 0x101L), program.symbols());
    }

    @Test
    void constantsInEveryNotation() {
        assertEquals("05 06 07 08", hex("A1 .equ 5\nB1 = 6\nC1 equ 7\nD1: .equ 8\n.db A1,B1,C1,D1"));
    }

    @Test
    void dataBytesTakeNumbersStringsAndCharacters() {
        assertEquals("01 FF 61 62 3B 5C 41", hex(".db 1,-1,\"ab;\\\\\",'A'"));
        assertEquals("02 80", hex(".byte 2, 128"));
    }

    @Test
    void dataWordsAreLittleEndian() {
        assertEquals("34 12 FF FF 04 01", hex(".org $100\n.dw $1234,-1\n.word $"));
    }

    @Test
    void reservedSpaceIsZeroFilledOrFilledWithTheSecondOperand() {
        assertEquals("00 00 00 AA AA 01", hex(".ds 3\n.block 2,$AA\n.db 1"));
    }

    @Test
    void theCurrentAddressIsTheStatementsOwnAddress() {
        assertEquals("18 FE 00 90", hex(".org $9000\njr $\n.dw $-2"));
    }

    @Test
    void gapsBetweenOrgsAreZeroInTheRawBinaryAndSeparateSegments() {
        Assembly program = assemble(".org $8000\n.db 1\n.org $8003\n.db 2");
        assertEquals("01 00 00 02", hex(program.toBinary()));
        assertEquals(List.of(new Segment(0x8000, new byte[] {1}), new Segment(0x8003, new byte[] {2})),
                program.segments());
        assertEquals(0x8000, program.origin());
    }

    @Test
    void includeReadsAFileRelativeToTheIncludingFile() throws AssemblyException {
        SourceLoader files = SourceLoader.of(Map.of(
                "src/main.asm", "ld a,ANSWER\n.include \"lib/consts.asm\"\nret",
                "src/lib/consts.asm", "#include \"more.asm\"\nANSWER = 42",
                "src/lib/more.asm", "nop"));
        Assembly program = Assembler.z80(files).assembleFile("src/main.asm", Map.of());
        assertEquals("3E 2A 00 C9", hex(program.toBinary()));
    }

    @Test
    void aReportingLoaderNamesEveryFileTheAssemblyRead() throws AssemblyException {
        SourceLoader files = SourceLoader.of(Map.of(
                "src/main.asm", ".include \"lib/consts.asm\"\nret",
                "src/lib/consts.asm", "ANSWER = 42",
                "src/unused.asm", "nop"));
        List<String> read = new ArrayList<>();
        Assembler assembler = Assembler.z80(files);

        assembler.withLoader(assembler.loader().reporting(read::add)).assembleFile("src/main.asm", Map.of());

        // each pass reads the files again (today): what counts is which files, not how often
        assertEquals(List.of("src/main.asm", "src/lib/consts.asm"), read.stream().distinct().toList());
    }

    @Test
    void commandLineDefinitionsAreSymbols() {
        assertEquals("26 13", hex("ld h,DIESIDES-1", Map.of("DIESIDES", 20L)));
    }

    @Test
    void commandLineDefinitionsOverrideTheSourcesDefault() {
        assertEquals("26 05", hex("DIESIDES = 20\nld h,DIESIDES-1", Map.of("DIESIDES", 6L)));
    }

    @Test
    void commentsAndBlankLinesPlaceNothing() {
        assertEquals("C9", hex("; a comment\n\n   ret ; return\n;ld a,1"));
    }
}
