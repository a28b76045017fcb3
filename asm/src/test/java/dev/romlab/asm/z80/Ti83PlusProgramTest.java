package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Listing;
import dev.romlab.asm.SourceLoader;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A TI-83 Plus program with the include file's forms ({@code src/test/resources/ti83plus/}): TASM-compatibility
 * defines that rename {@code equ} and {@code end}, equates without colons in both spellings, binary with a
 * trailing {@code b}, {@code bcall(xxxx)} and the other text macros with a statement separator in their body,
 * {@code .addinstr B_CALL} (an instruction the include file adds),
 * conditionals, {@code .nolist}/{@code .list}, {@code .end}.
 */
class Ti83PlusProgramTest {

    private static Assembly hello() {
        try {
            return Assembler.z80(SourceLoader.classPath(Ti83PlusProgramTest.class.getClassLoader()))
                    .assembleFile("ti83plus/hello.asm", Map.of());
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void helloAssemblesToTheBytesSpasmNgWrites() {
        Assembly program = hello();
        assertEquals(0x9D93, program.lowestAddress());
        // spasm-ng -T on hello.asm (without its line after .end, which spasm-ng goes on reading) wrote these bytes:
        // BB 6D header; rst 28h .dw _ClrLCDFull; ld hl,done \ call 59h; ld hl,0; ld (penCol),hl; ld hl,greeting;
        // rst 28h .dw _PutS; B_CALL _NewLine (EF 2E 45); call 5Ch; ret; "Dice \"d20\" ready",0
        assertEquals("BB 6D EF 40 45 21 B0 9D CD 59 00 21 00 00 22 D7 86 21 B1 9D EF 0A 45 EF 2E 45 CD 5C 00 C9 "
                + "44 69 63 65 20 22 64 32 30 22 20 72 65 61 64 79 00", hex(program.toBinary()));
        assertEquals(0x9DB0L, program.symbol("done"));
    }

    @Test
    void includeFileEquatesHaveTheirValues() {
        Assembly program = hello();
        // spasm-ng gives the same values (.db/.dw of them), except lastKey: 0 there, as it reads an equate of a
        // symbol defined further down before that symbol has a value; romlab's two passes give kLast
        assertEquals(0xCCL, program.symbol("stripes"));
        assertEquals(0x0FL, program.symbol("lowNibble"));
        assertEquals(0x0CL, program.symbol("tickLimit"));
        assertEquals(0x452EL, program.symbol("_NewLine"));
        assertEquals(0x8A00L + 18, program.symbol("fourthRec"));
        assertEquals(0x47L, program.symbol("lastKey"));
        assertEquals(0x42L, program.symbol("ERR_Range"));
        assertEquals(4L, program.symbol("saveMask"));
        assertEquals(0xFF00L, program.symbol("lastPage"));
        assertEquals(0x7A11L, program.symbol("screenHole_7"));
    }

    @Test
    void theListingLeavesOutTheIncludeFileAndShowsWhatBcallBecame() {
        String listing = Listing.format(hello());
        assertFalse(listing.contains("ti83plus-forms.inc"));
        assertTrue(listing.contains(".dw _ClrLCDFull"), listing);
    }
}
