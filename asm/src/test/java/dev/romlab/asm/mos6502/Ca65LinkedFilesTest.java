package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Diagnostic;
import dev.romlab.asm.LinkerConfigReader;
import dev.romlab.asm.SourceLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Several ca65 sources linked as ld65 links their objects. The expected file is what ca65 and ld65 ("ca65 V2.18 -
 * Debian 2.19-1") made of the same three sources and configuration ({@code ca65 main.s; ca65 print.s; ca65 data.s;
 * ld65 -C link.cfg main.o print.o data.o}, the files under {@code mos6502/linked/several/}), run outside the
 * repository; the sources are this project's own.
 */
class Ca65LinkedFilesTest {

    private static final String CONFIG = resource("link.cfg");
    private static final String MAIN = resource("main.s");
    /** Its own 'helper' and '@loop'; 'counter' comes through .global, imported absolute as ca65 does. */
    private static final String PRINT = resource("print.s");
    private static final String DATA = resource("data.s");

    private static String resource(String name) {
        return resource("several", name);
    }

    private static String resource(String folder, String name) {
        try (InputStream in = Ca65LinkedFilesTest.class.getResourceAsStream("/mos6502/linked/" + folder + "/"
                + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Assembly link(Map<String, String> files) throws AssemblyException {
        return Assembler.mos6502(SourceLoader.of(files))
                .withLinkerConfig(LinkerConfigReader.read("link.cfg", CONFIG))
                .assembleFiles(List.copyOf(files.keySet()), Map.of());
    }

    private static List<String> errors(Map<String, String> files) {
        AssemblyException e = assertThrows(AssemblyException.class, () -> link(files));
        return e.diagnostics().stream().map(Diagnostic::format).toList();
    }

    /** link.cfg's ROM area: {@code codeHex} at its start, the rest its fill value $EA. */
    private static byte[] romFile(String codeHex) {
        byte[] file = new byte[256];
        Arrays.fill(file, (byte) 0xEA);
        byte[] code = HexFormat.of().parseHex(codeHex);
        System.arraycopy(code, 0, file, 0, code.length);
        return file;
    }

    private static Map<String, String> files(String... namesAndTexts) {
        Map<String, String> files = new java.util.LinkedHashMap<>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            files.put(namesAndTexts[i], namesAndTexts[i + 1]);
        }
        return files;
    }

    @Test
    void linksThreeFilesAsLd65LinksTheirObjects() throws AssemblyException {
        Assembly linked = link(files("main.s", MAIN, "print.s", PRINT, "data.s", DATA));
        // ld65's file: main's CODE, print's CODE, data's CODE, then RODATA; counter $10, cursor $11.
        assertArrayEquals(romFile("a200bd21808511201280e610e8e003d0f160a41188d0fdad10004c1d804c0080"
                + "60010203"), linked.linkedFile().orElseThrow());
        assertEquals(0x8012L, linked.symbols().get("print_byte"));
    }

    /**
     * ld65's file for {@code ca65 a.s; ca65 b.s; ld65 -C link.cfg a.o b.o} (the files under
     * {@code mos6502/linked/values/}): {@code .export width = 5}, {@code .export wide := $1234},
     * {@code .exportzp zpv = $20}, {@code .export far: abs = $40}; {@code .import ptr: zp} makes {@code lda ptr}
     * zero page and {@code far: abs} absolute; {@code .export limit = width * 2} in a.s is 10 though width comes
     * from b.s.
     */
    @Test
    void exportsWithValuesAndImportsWithAddressSizesLinkAsLd65LinksThem() throws AssemblyException {
        Assembly linked = link(files("a.s", resource("values", "a.s"), "b.s", resource("values", "b.s")));
        assertArrayEquals(romFile("a542a530ad4000a90aad341260200080a520a90aad341260"),
                linked.linkedFile().orElseThrow());
        assertEquals(10L, linked.symbols().get("limit"));
    }

    /**
     * ld65's file for {@code ld65 -C link.cfg first.o plain.o sixteen.o} (the files under
     * {@code mos6502/linked/aligned/}): each object's part of CODE starts at a multiple of its own alignment
     * within the segment (sixteen.s's at $10, after plain.s's ends at $0C), the gap holding the area's fill value
     * $EA; ld65's map lists "sixteen.o: CODE Offs=000010 Size=000001 Align=00010 Fill=0004".
     */
    @Test
    void eachFilesPartOfASegmentStartsAtItsAlignmentAsLd65PlacesIt() throws AssemblyException {
        Assembly linked = link(files("first.s", resource("aligned", "first.s"), "plain.s",
                resource("aligned", "plain.s"), "sixteen.s", resource("aligned", "sixteen.s")));
        assertArrayEquals(romFile("0102035555555555064c0080eaeaeaea04"), linked.linkedFile().orElseThrow());
    }

    /**
     * ld65's file for {@code ca65 a.s; ca65 b.s; ld65 -C link.cfg a.o b.o} on the two sources below (ld65 2.19):
     * {@code near} is absolute on the 6502, so {@code lda val} with val $42 takes three bytes, as with {@code abs}.
     */
    @Test
    void nearIsAbsoluteOnImportsExportsGlobalsAndSegments() throws AssemblyException {
        Assembly linked = link(files("a.s", ".import val: near, here\n.global glob: near\n.segment \"CODE\": near\n"
                + " lda val\n lda glob\n jmp here\n", "b.s", ".export val: near = $42\n.export here: near\n"
                + ".global glob\n.code\nglob: .byte 1\nhere: rts\n"));
        assertArrayEquals(romFile("ad4200ad09804c0a800160"), linked.linkedFile().orElseThrow());
    }

    /** ca65 2.19 refuses these for the 6502: "Invalid address size specification for current CPU". */
    @Test
    void farLongAndDwordAreErrorsAsCa65GivesThemForThe6502() {
        assertEquals(List.of("a.s:1:16: error: address size 'far' is more than 16 bits, which the 6502 has not (ca65 "
                + "refuses far, long and dword for it): write 'abs' or 'near'",
                "a.s:2:15: error: address size 'long' is more than 16 bits, which the 6502 has not (ca65 refuses far, "
                        + "long and dword for it): write 'abs' or 'near'",
                "a.s:3:17: error: address size 'dword' is more than 16 bits, which the 6502 has not (ca65 refuses "
                        + "far, long and dword for it): write 'abs' or 'near'"),
                errors(files("a.s", ".import there: far\n.export here: long\n.segment \"BIG\": dword\nhere: rts\n"))
                        .stream().map(e -> e.lines().findFirst().orElseThrow()).toList());
    }

    @Test
    void anImportTakesNoValue() {
        assertEquals(List.of("a.s:1:9: error: '.import' takes symbol names, each optionally with an address size "
                + "(': zp', ': abs')", "    .import x = 1", "            ^"),
                errors(files("a.s", ".import x = 1\n")).stream().flatMap(e -> e.lines()).toList());
    }

    @Test
    void aFileWithoutTheOthersImportsNothing() {
        List<String> errors = errors(files("main.s", MAIN, "data.s", DATA));
        assertTrue(errors.stream().anyMatch(e -> e.startsWith("main.s:2:9: error: 'print_byte' is imported but no "
                + "file exports it")), errors.toString());
        assertTrue(errors.stream().anyMatch(e -> e.startsWith("main.s:3:11: error: 'cursor' is imported")),
                errors.toString());
    }

    @Test
    void aNameExportedTwiceIsAnErrorAtTheSecondExport() {
        List<String> errors = errors(files("main.s", MAIN, "print.s", PRINT, "data.s", DATA,
                "again.s", ".export table\n.rodata\ntable: .byte 4\n"));
        assertEquals(List.of("again.s:1:9: error: 'table' is exported twice (also by data.s:1:9)"),
                errors.stream().map(e -> e.lines().findFirst().orElseThrow()).toList());
    }

    @Test
    void anExportNeverDefinedIsAnError() {
        List<String> errors = errors(files("main.s", MAIN, "print.s", PRINT, "data.s", DATA.replace("table:", "tab:")));
        assertTrue(errors.stream().anyMatch(e -> e.startsWith("data.s:1:9: error: 'table' is exported but never "
                + "defined")), errors.toString());
    }

    @Test
    void withoutAConfigurationSeveralFilesAreRefused() {
        Assembler assembler = Assembler.mos6502(SourceLoader.of(files("a.s", "nop\n", "b.s", "nop\n")));
        assertFalse(assembler.takesSeveralFiles());
        AssemblyException e = assertThrows(AssemblyException.class,
                () -> assembler.assembleFiles(List.of("a.s", "b.s"), Map.of()));
        assertTrue(e.diagnostics().get(0).message().contains("link them with --config FILE.cfg"));
    }
}
