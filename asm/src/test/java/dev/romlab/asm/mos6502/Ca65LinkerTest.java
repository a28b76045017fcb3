package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.LinkerConfig;
import dev.romlab.asm.LinkerConfigReader;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Segments placed by an ld65 linker configuration. The expected files are what ca65 and ld65 ("ca65 V2.18 - Debian
 * 2.19-1", {@code ca65 --version}) made of the same sources and configurations ({@code ca65 link.s && ld65 -C
 * link.cfg link.o -o link.bin}), run outside the repository; the sources are this project's own.
 */
class Ca65LinkerTest {

    private static final HexFormat HEX = HexFormat.of();

    private static String resource(String name) throws IOException {
        try (InputStream in = Ca65LinkerTest.class.getResourceAsStream("/mos6502/linked/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Assembly link(String source, String config) throws AssemblyException {
        LinkerConfig linker = LinkerConfigReader.read("link.cfg", config);
        return Assembler.mos6502(SourceLoader.of(Map.of())).withLinkerConfig(linker).assemble("main.s", source,
                Map.of());
    }

    private static List<String> errors(String source, String config) {
        AssemblyException e = assertThrows(AssemblyException.class, () -> link(source, config));
        return e.diagnostics().stream().map(Diagnostic::format).toList();
    }

    /** {@code size} bytes of {@code fill} with {@code runs} (offset, hex) written over them. */
    private static byte[] file(int size, int fill, Object... runs) {
        byte[] bytes = new byte[size];
        Arrays.fill(bytes, (byte) fill);
        for (int i = 0; i < runs.length; i += 2) {
            byte[] run = HEX.parseHex((String) runs[i + 1]);
            System.arraycopy(run, 0, bytes, (int) runs[i], run.length);
        }
        return bytes;
    }

    @Test
    void segmentsGoWhereTheConfigurationSaysWithTheAreasFillByte() throws Exception {
        // ld65's link.bin: CODE at $E010 (the 16 bytes before it $FF), DATA stored after CODE but run in RAM after
        // BSS, RODATA aligned to $E100, VECTORS at $FFFA, the 8 KiB ROM filled with $FF.
        Assembly linked = link(resource("link.s"), resource("link.cfg"));
        byte[] expected = file(0x2000, 0xFF,
                0x10, "a931" + "8580" + "a9e0" + "8581" + "a200" + "b180" + "9d1002" + "e8" + "e002" + "d0f6"
                        + "ad1002" + "9d0002" + "a210" + "b580" + "4c10e0" + "1234",
                0x100, "10e0" + "1002" + "0002" + "06e1" + "0002",
                0x1FFA, "10e0" + "10e0" + "10e0");
        assertArrayEquals(expected, linked.linkedFile().orElseThrow());
    }

    @Test
    void labelsTakeRunAddressesAndTheLinkerDefinesItsSymbols() throws Exception {
        Assembly linked = link(resource("link.s"), resource("link.cfg"));
        assertEquals(0x80L, linked.symbol("ptr"));
        assertEquals(0x200L, linked.symbol("buffer"));
        assertEquals(0xE010L, linked.symbol("reset"));
        assertEquals(0x210L, linked.symbol("counter"));
        assertEquals(0xE031L, linked.symbol("__DATA_LOAD__"));
        assertEquals(0x500L, linked.symbol("__RAM_SIZE__"));
        assertEquals(0x212L, linked.symbol("__RAM_LAST__"));
        assertEquals(0x100L, linked.symbol("__STACKSIZE__"));
        // The written area at its address: what exec loads.
        assertEquals(List.of(0xE000), linked.segments().stream().map(Segment::address).toList());
    }

    @Test
    void aLabelOutsideAZeroPageSegmentIsAbsoluteWhateverItsValue() throws Exception {
        // ca65 gives a label the address size of its segment: CODE at $0010 still assembles lda start as AD 10 00;
        // a ZEROPAGE label defined above is zero page, one defined below is absolute (ca65 warns).
        String config = "MEMORY { ZP: start = 0, size = $10, file = \"\"; LOW: start = $10, size = $F0, "
                + "file = %O; }\nSEGMENTS { ZEROPAGE: load = ZP, type = zp; CODE: load = LOW, type = ro; }\n";
        String source = ".zeropage\nz1: .res 1\n.code\nstart: lda start\n lda z1,x\n lda z2,x\n.zeropage\nz2: .res 1\n";
        assertEquals("AD 10 00 B5 00 BD 01 00", TestSources.hex(link(source, config).linkedFile().orElseThrow()));
    }

    @Test
    void anAreaWithoutFileGoesToTheOutputAsLd65WritesIt() throws Exception {
        // ld65 2.19 (ld65 -C n.cfg -o out.bin a.o) wrote A9 01 60 for this area with no 'file' attribute.
        String config = "MEMORY { ROM: start = $8000, size = $10; }\nSEGMENTS { CODE: load = ROM, type = ro; }\n";
        assertEquals("A9 01 60", TestSources.hex(link(".segment \"CODE\"\n lda #1\n rts\n", config)
                .linkedFile().orElseThrow()));
    }

    @Test
    void aZeroPageOrBssSegmentWritesNothingToAnAreaWithoutFile() throws Exception {
        // ld65 2.19 wrote a5 10 60 for both: the zp (or bss) segment's byte 07 stays out of the file (it warns that a
        // bss segment holds initialized data); as rw, 07 a5 10 60.
        String source = ".segment \"ZEROPAGE\"\nzz:\n .byte 7\n.segment \"CODE\"\n lda zz\n rts\n";
        for (String type : List.of("zp", "bss")) {
            String config = "MEMORY { ZP: start = $10, size = $10; ROM: start = $8000, size = $10; }\n"
                    + "SEGMENTS { ZEROPAGE: load = ZP, type = " + type + "; CODE: load = ROM, type = ro; }\n";
            assertEquals("A5 10 60", TestSources.hex(link(source, config).linkedFile().orElseThrow()), type);
        }
        String readWrite = "MEMORY { ZP: start = $10, size = $10; ROM: start = $8000, size = $10; }\n"
                + "SEGMENTS { ZEROPAGE: load = ZP, type = rw; CODE: load = ROM, type = ro; }\n";
        assertEquals("07 A5 10 60", TestSources.hex(link(source, readWrite).linkedFile().orElseThrow()));
    }

    @Test
    void resAndAlignWithoutAValueFillWithTheAreasFillval() throws Exception {
        // ld65 2.19 wrote a9 01 ea ea ea ea ea ea 60 ea ea ea 02: ca65 leaves these bytes unset, ld65 fills them.
        String config = "MEMORY { ROM: start = $8000, size = $20, fillval = $EA; }\n"
                + "SEGMENTS { CODE: load = ROM, type = ro; }\n";
        String source = ".segment \"CODE\"\n lda #1\n .align 8\n rts\n .res 3\n .byte 2\n";
        assertEquals("A9 01 EA EA EA EA EA EA 60 EA EA EA 02",
                TestSources.hex(link(source, config).linkedFile().orElseThrow()));
    }

    @Test
    void overlappingAreasAllGoToTheFileTheFirstIsLoaded() throws Exception {
        // An NES image's shape: a header area at 0, PRG at $8000, CHR again at 0.
        String config = "MEMORY { HDR: start = 0, size = 4, file = %O, fill = yes; PRG: start = $FFF0, size = $10, "
                + "file = %O, fill = yes, fillval = $EA; CHR: start = 0, size = 2, file = %O, fill = yes, "
                + "fillval = $CC; }\nSEGMENTS { HEADER: load = HDR, type = ro; CODE: load = PRG, type = ro; "
                + "VECTORS: load = PRG, type = ro, start = $FFFA; CHARS: load = CHR, type = ro, optional = yes; }";
        String source = ".segment \"HEADER\"\n.byte \"NES\"\n.code\nreset: jmp reset\n.segment \"VECTORS\"\n"
                + ".word 0, reset, 0\n";
        Assembly linked = link(source, config);
        assertEquals("4E 45 53 00 4C F0 FF EA EA EA EA EA EA EA 00 00 F0 FF 00 00 CC CC",
                TestSources.hex(linked.linkedFile().orElseThrow()));
        assertEquals(List.of(0, 0xFFF0), linked.segments().stream().map(Segment::address).toList());
    }

    @Test
    void aSegmentTheConfigurationLacksIsReportedWhereTheSourceNamesIt() {
        String config = "MEMORY { ROM: start = $8000, size = $100, file = %O; }\nSEGMENTS { CODE: load = ROM; }\n";
        assertEquals(List.of("main.s:2:1: error: segment 'DATA' is not in link.cfg (its SEGMENTS has CODE)\n"
                + "    .segment \"DATA\"\n    ^"), errors("nop\n.segment \"DATA\"\n.byte 1\n", config));
    }

    @Test
    void anAreaTooSmallIsReportedAtTheArea() {
        String config = "MEMORY {\n  ROM: start = $8000, size = 2, file = %O;\n}\nSEGMENTS { CODE: load = ROM; }\n";
        assertEquals(List.of("link.cfg:2:3: error: memory area 'ROM' overflows by 1 byte (segment 'CODE' ends at "
                + "$8003, the area at $8002)\n    ROM: start = $8000, size = 2, file = %O;\n    ^"),
                errors("jmp $1234\n", config));
    }

    @Test
    void aMalformedConfigurationSaysWhichFieldIsWrong() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> LinkerConfigReader.read("bad.cfg",
                "MEMORY {\n  ROM: start = $8000, sise = $100, file = %O, fill = maybe;\n}\n"
                        + "SEGMENTS {\n  CODE: load = RAM, type = rx, align = ;\n}\n"));
        String memory = "\n    ROM: start = $8000, sise = $100, file = %O, fill = maybe;\n";
        String segments = "\n    CODE: load = RAM, type = rx, align = ;\n";
        assertEquals(List.of(
                "bad.cfg:2:3: error: 'ROM' needs 'size = NUMBER'" + memory + "    ^",
                "bad.cfg:2:23: error: unknown attribute 'sise' for a MEMORY area (known: bank, define, file, fill, "
                        + "fillval, size, start, type)" + memory + " ".repeat(24) + "^",
                "bad.cfg:2:54: error: 'fill' takes yes or no, not 'maybe'" + memory + " ".repeat(55) + "^",
                "bad.cfg:5:3: error: segment 'CODE' goes to memory area 'RAM', which MEMORY does not define"
                        + segments + "    ^",
                "bad.cfg:5:21: error: segment type 'rx' is none of ro, rw, bss, zp, overwrite" + segments
                        + " ".repeat(22) + "^",
                "bad.cfg:5:40: error: missing value for 'align'" + segments + " ".repeat(41) + "^"),
                e.diagnostics().stream().map(Diagnostic::format).toList());
    }

    @Test
    void theStartAddressComesFromFeaturesOrIs200() throws Exception {
        // ld65: start = %S without STARTADDRESS places the code at $0200 (4C 00 02 for lbl: jmp lbl).
        String config = "MEMORY { M: file = %O, start = %S, size = $100; }\nSEGMENTS { CODE: load = M, type = ro; }\n";
        assertEquals("4C 00 02", TestSources.hex(link("lbl: jmp lbl\n", config).linkedFile().orElseThrow()));
        assertEquals("4C 01 08", TestSources.hex(link("lbl: jmp lbl\n", "FEATURES { STARTADDRESS: default = $0801; }\n"
                + config).linkedFile().orElseThrow()));
    }

    private static final String CONDES_SOURCE = ".constructor init, 5\n.destructor init\n.interruptor init\n"
            + ".condes init, 4\n.code\ninit: rts\n.rodata\n.byte 7\n";
    private static final String TWO_SEGMENTS = "MEMORY { ROM: start = $8000, size = $100, type = ro, file = %O, "
            + "fill = yes, fillval = $EA; }\nSEGMENTS { CODE: load = ROM, type = ro; RODATA: load = ROM, type = ro; }\n";
    private static final String TABLES = "FEATURES {\n"
            + "    CONDES: segment = RODATA, type = constructor, label = __CONSTRUCTOR_TABLE__, "
            + "count = __CONSTRUCTOR_COUNT__;\n"
            + "    CONDES: type = destructor, segment = RODATA, label = __DESTRUCTOR_TABLE__, "
            + "count = __DESTRUCTOR_COUNT__, order = decreasing;\n}\n";
    /** Uses both tables; its own entries have priorities 3, 7 (the default), 20 and 1. */
    private static final String USES_TABLES = """
            .import __CONSTRUCTOR_TABLE__, __CONSTRUCTOR_COUNT__, __DESTRUCTOR_TABLE__, __DESTRUCTOR_COUNT__
            .constructor init_a, 3
            .constructor init_b
            .destructor done_a, 20
            .destructor done_b, 1
            .code
             lda #<__CONSTRUCTOR_TABLE__
             ldx #<__CONSTRUCTOR_COUNT__
             lda __DESTRUCTOR_TABLE__
             ldx #<__DESTRUCTOR_COUNT__
            init_a: rts
            init_b: rts
            done_a: rts
            done_b: rts
            .rodata
             .byte $11
            """;

    private static Assembly linkFiles(Map<String, String> files, String config) throws AssemblyException {
        return Assembler.mos6502(SourceLoader.of(files)).withLinkerConfig(LinkerConfigReader.read("link.cfg", config))
                .assembleFiles(List.copyOf(files.keySet()), Map.of());
    }

    private static Map<String, String> twoFiles(String firstName, String first, String secondName, String second) {
        Map<String, String> files = new java.util.LinkedHashMap<>();
        files.put(firstName, first);
        files.put(secondName, second);
        return files;
    }

    @Test
    void condesEntriesChangeNothingWithoutACondesFeature() throws Exception {
        // ld65 2.19 on the same source and configuration: 60 07, then $EA (no table without CONDES)
        assertArrayEquals(file(0x100, 0xEA, 0, "6007"),
                link(CONDES_SOURCE, TWO_SEGMENTS).linkedFile().orElseThrow());
    }

    /**
     * ld65 2.19's file for {@code ld65 -C link.cfg a.o b.o} (the sources here, TWO_SEGMENTS + TABLES): the tables
     * follow both files' RODATA ($11 $22), the constructors' first (type order) by increasing priority, init_a
     * before init_c at priority 3 (by name), init_b (7), init_d (.condes type 0, 9); the destructors by decreasing
     * priority, done_a (20) before done_b (1); labels $8011 and $8019, counts 4 and 2.
     */
    @Test
    void condesTablesAreBuiltAsLd65BuildsThem() throws Exception {
        Assembly linked = linkFiles(twoFiles("a.s", USES_TABLES, "b.s",
                ".constructor init_c, 3\n.condes init_d, 0, 9\n.code\ninit_c: rts\ninit_d: rts\n.rodata\n .byte $22\n"),
                TWO_SEGMENTS + TABLES);
        assertArrayEquals(file(0x100, 0xEA, 0, "a911a204ad1980a202606060606060112209800d800a800e800b800c80"),
                linked.linkedFile().orElseThrow());
    }

    @Test
    void entriesOfOnePriorityGoByNameWhateverTheFileOrder() throws Exception {
        // ld65 2.19 with b.s's init_c named aaa, given first: aaa ($8001) before init_a at priority 3
        Assembly linked = linkFiles(twoFiles("b.s",
                ".constructor aaa, 3\n.condes init_d, 0, 9\n.code\naaa: rts\ninit_d: rts\n.rodata\n .byte $22\n",
                "a.s", USES_TABLES), TWO_SEGMENTS + TABLES);
        assertArrayEquals(file(0x100, 0xEA, 0, "6060a911a204ad1980a20260606060221100800b800c8001800d800e80"),
                linked.linkedFile().orElseThrow());
    }

    @Test
    void anEmptyTableStillHasItsLabelAtTheSegmentsEnd() throws Exception {
        // ld65 2.19: ad 07 80 ad 00 00 01 (the label after RODATA's byte, the count 0)
        assertArrayEquals(file(0x100, 0xEA, 0, "ad0780ad000001"), link(".import __CONSTRUCTOR_TABLE__, "
                + "__CONSTRUCTOR_COUNT__\n.code\n lda __CONSTRUCTOR_TABLE__\n lda __CONSTRUCTOR_COUNT__\n.rodata\n"
                + ".byte 1\n", TWO_SEGMENTS + TABLES).linkedFile().orElseThrow());
    }

    @Test
    void aCondesTypeIsANameOrANumberUpToSixAndAPriority1To32() {
        assertEquals(List.of("link.cfg:1:27: error: CONDES type 'builder' is none of constructor, destructor, "
                + "interruptor or a number 0-6"), assertThrows(AssemblyException.class, () -> LinkerConfigReader.read(
                        "link.cfg", "FEATURES { CONDES: type = builder, segment = RODATA, label = T, count = C; }\n"))
                .diagnostics().stream().map(d -> d.format().lines().findFirst().orElseThrow()).toList());
        assertEquals(List.of("main.s:1:15: error: a CONDES type is constructor, destructor, interruptor or a number "
                + "0-6", "main.s:2:20: error: value 33 out of range (1..32)"), errors(".condes init, 9\n"
                + ".constructor init, 33\ninit: rts\n", TWO_SEGMENTS).stream()
                .map(e -> e.lines().findFirst().orElseThrow()).toList());
    }

    @Test
    void aCondesTableNeedsASegmentThatSegmentsPlacesAndALabel() {
        assertEquals(List.of("link.cfg:4:5: error: CONDES table goes to segment 'INIT', which SEGMENTS does not place",
                "link.cfg:5:5: error: 'CONDES' needs 'label = NAME'",
                "link.cfg:6:5: error: a second CONDES table of type 0 (ld65 takes one per type)"),
                assertThrows(AssemblyException.class, () -> LinkerConfigReader.read("link.cfg", TWO_SEGMENTS
                        + "FEATURES {\n    CONDES: type = constructor, segment = INIT, label = T;\n"
                        + "    CONDES: type = destructor, segment = RODATA;\n"
                        + "    CONDES: type = 0, segment = RODATA, label = U;\n}\n")).diagnostics().stream()
                        .map(d -> d.format().lines().findFirst().orElseThrow()).toList());
    }

    @Test
    void pushsegAndPopsegReturnToTheSegmentBefore() throws Exception {
        String config = "MEMORY { ROM: start = $8000, size = $10, file = %O, fill = yes; }\n"
                + "SEGMENTS { CODE: load = ROM; RODATA: load = ROM, start = $8008; }\n";
        assertEquals("AD 08 80 60 00 00 00 00 01 02 00 00 00 00 00 00", TestSources.hex(link(
                "lda table\n.pushseg\n.rodata\ntable: .byte 1, 2\n.popseg\nrts\n", config).linkedFile().orElseThrow()));
    }

    @Test
    void alignPadsWithinTheSegmentAsCa65Does() throws Exception {
        // ld65 leaves RODATA at $8004 (warning that it "isn't aligned properly"): tab lands at offset 16 of it.
        String config = "MEMORY { ROM: start = $8000, size = $18, file = %O, fill = yes; }\n"
                + "SEGMENTS { CODE: load = ROM; RODATA: load = ROM; }\n";
        assertEquals("EA AD 14 80 01" + " 00".repeat(15) + " 02 00 00 00", TestSources.hex(link(
                "nop\n.rodata\n.byte 1\n.align 16\ntab: .byte 2\n.code\nlda tab\n", config).linkedFile()
                .orElseThrow()));
    }
}
