package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The symbol file formats, each written as its peer writes it and read back whatever wrote it. The peers' texts
 * below are what they printed for programs of our own (pasmo 0.5.3, xas99 3.6.5, ld65 2.x), recorded as facts.
 */
class SymbolFormatTest {

    private static final Map<String, Long> SYMBOLS = symbols();

    private static Map<String, Long> symbols() {
        Map<String, Long> symbols = new LinkedHashMap<>();
        symbols.put("COUNT", 5L);
        symbols.put("addByte", 0x108L);
        symbols.put("start", 0x100L);
        return symbols;
    }

    @Test
    void equIsPasmosSymbolFileForTheZ80() {
        // pasmo --bin prog.asm prog.bin prog.sym wrote "COUNT\t\tEQU 00005H" (a tab pair, five digits, H)
        assertEquals("COUNT\t\tEQU 00005H\naddByte\t\tEQU 00108H\nstart\t\tEQU 00100H\n",
                SymbolFormat.EQU.write(SYMBOLS, "$"));
    }

    @Test
    void equIsXas99sStrictEquFileForTheTms9900() {
        // xas99.py -s -R -b -E prog.equ wrote "DONE   EQU  >A010    *     " (its trailing blanks included)
        assertEquals("COUNT  EQU  >0005    *     \naddByte EQU  >0108    *     \nstart  EQU  >0100    *     \n",
                SymbolFormat.EQU.write(SYMBOLS, ">"));
    }

    @Test
    void viceIsWhatLd65WritesWithLn() {
        assertEquals("al 000005 .COUNT\nal 000108 .addByte\nal 000100 .start\n", SymbolFormat.VICE.write(SYMBOLS, "$"));
    }

    @Test
    void spasmUpperCasesAndSortsIgnoringCase() {
        assertEquals("ADDBYTE = $0108\nCOUNT = $0005\nSTART = $0100\n", SymbolFormat.SPASM.write(SYMBOLS, "$"));
    }

    @Test
    void everyFormatIsToldByItsContentAndReadBack() {
        for (SymbolFormat format : SymbolFormat.values()) {
            for (String hexPrefix : new String[] {"$", ">"}) {
                String text = format.write(SYMBOLS, hexPrefix);
                Map<String, Long> expected = format == SymbolFormat.SPASM
                        ? Map.of("COUNT", 5L, "ADDBYTE", 0x108L, "START", 0x100L) : SYMBOLS;

                assertEquals(expected, SymbolFormat.read(text), format + " " + hexPrefix + ":\n" + text);
            }
        }
    }

    @Test
    void xas99sOwnFormPutsTheNameOnTheLineBeforeItsEqu() {
        // xas99.py -R -b -E prog.equ (not strict) wrote "done:" then "       equ  >a010  ;     "
        String xas99 = "done:\n       equ  >a010  ;     \nloop:\n       equ  >a00a  ;     \n";

        assertEquals(SymbolFormat.EQU, SymbolFormat.of(xas99));
        assertEquals(Map.of("done", 0xA010L, "loop", 0xA00AL), SymbolFormat.read(xas99));
    }

    @Test
    void equatesTakeTheNumberFormsOfTheAssemblersThatWriteThem() {
        String text = "; zmac, tniASM and the like\na EQU 0100h\nb: equ $0200\nc EQU #0300\nd equ 0x400\ne EQU 5\n"
                + "f EQU -2 ; negative\n";

        assertEquals(Map.of("a", 0x100L, "b", 0x200L, "c", 0x300L, "d", 0x400L, "e", 5L, "f", -2L),
                SymbolFormat.read(text));
    }

    @Test
    void aBadEquateNamesItsLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SymbolFormat.read("a EQU 5\nb EQU five\n"));

        assertEquals("line 2: no number in 'b EQU five'", e.getMessage());
    }

    @Test
    void theExtensionImpliesAFormat() {
        assertEquals(Optional.of(SymbolFormat.VICE), SymbolFormat.byExtension("game.LBL"));
        assertEquals(Optional.of(SymbolFormat.EQU), SymbolFormat.byExtension("prog.equ"));
        assertEquals(Optional.of(SymbolFormat.SPASM), SymbolFormat.byExtension("prog.lab"));
        assertEquals(Optional.empty(), SymbolFormat.byExtension("prog.sym"));
    }
}
