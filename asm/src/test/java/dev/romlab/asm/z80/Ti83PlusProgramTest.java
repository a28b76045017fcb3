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
    void helloAssemblesToTheBytesSpasmWouldWrite() {
        Assembly program = hello();
        assertEquals(0x9D93, program.lowestAddress());
        // BB 6D header; rst 28h .dw _ClrLCDFull; ld hl,failed \ call 59h; ld hl,0; ld (penCol),hl; ld hl,message;
        // rst 28h .dw _PutS; rst 28h .dw _NewLine; call 5Ch; ret; "Hello, world!",0
        assertEquals("BB 6D EF 40 45 21 B0 9D CD 59 00 21 00 00 22 D7 86 21 B1 9D EF 0A 45 EF 2E 45 CD 5C 00 C9 "
                + "48 65 6C 6C 6F 2C 20 77 6F 72 6C 64 21 00", hex(program.toBinary()));
        assertEquals(0x9DB0L, program.symbol("failed"));
    }

    @Test
    void includeFileEquatesHaveTheirValues() {
        Assembly program = hello();
        assertEquals(0xAAL, program.symbol("busyPause"));
        assertEquals(0x1CL, program.symbol("fmtBaseMask"));
        assertEquals(0x452EL, program.symbol("_NewLine"));
        assertEquals(0x8A3AL + 27, program.symbol("PStat"));
        assertEquals(0x3CL, program.symbol("menuEnd"));
        assertEquals(129L, program.symbol("E_Overflow"));
        assertEquals(2L, program.symbol("appTextSaveF"));
    }

    @Test
    void theListingLeavesOutTheIncludeFileAndShowsWhatBcallBecame() {
        String listing = Listing.format(hello());
        assertFalse(listing.contains("ti83plus-forms.inc"));
        assertTrue(listing.contains(".dw _ClrLCDFull"), listing);
    }
}
