package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.TestSources;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Encodings: a few worked out by hand from the data manual's formats, then every vector name of the shared TMS9900
 * test data, which gives each instruction in Editor/Assembler syntax beside its words ({@code "MOVB *R14+,@>8348
 * (D83E 8348)"}; jumps with their absolute target, so each is assembled at the vector's PC): 13,463 instructions
 * over all 69 mnemonics and every addressing mode, from a generator independent of this assembler.
 */
class Tms9900EncodingTest {

    private static final Pattern NAME = Pattern.compile("\"name\":\"([^\"]*) \\(([0-9A-F ]+)\\)\",\"initial\":"
            + "\\{\"pc\":(\\d+)");

    private static String hex(String source) throws AssemblyException {
        return TestSources.hex(Assembler.tms9900().assemble("t.a99", source, Map.of()).toBinary());
    }

    @Test
    void handCheckedFormats() throws AssemblyException {
        // Format I: >A000 | Td << 10 | D << 6 | Ts << 4 | S. A *R1+,@>1234(R2) = A000 | 2<<10 | 2<<6 | 3<<4 | 1.
        assertEquals("A8 B1 12 34", hex(" A *R1+,@>1234(R2)"));
        // Format III: COC R1,R2 = >2000 | 2 << 6 | 1; MPY @>10,R3 = >3800 | 3 << 6 | 2 << 4 = >38E0 >0010.
        assertEquals("20 81 38 E0 00 10", hex(" COC R1,R2\n MPY @>10,R3"));
        // Format IV: LDCR *R3,8 = >3000 | 8 << 6 | 1 << 4 | 3 = >3213; STCR R1,16 = count field 0: >3401.
        assertEquals("32 13 34 01", hex(" LDCR *R3,8\n STCR R1,16"));
        // Format V: SLA R1,4 = >0A41; SRC R2,0 = >0B02. Format VI: BLWP @>8300 = >0420 >8300; SWPB *R5 = >06D5.
        assertEquals("0A 41 0B 02 04 20 83 00 06 D5", hex(" SLA R1,4\n SRC R2,0\n BLWP @>8300\n SWPB *R5"));
        // Format VIII: LI R5,-1 = >0205 >FFFF; STST R2 = >02C2; LWPI >83E0 = >02E0 >83E0; LIMI 2 = >0300 >0002.
        assertEquals("02 05 FF FF 02 C2 02 E0 83 E0 03 00 00 02", hex(" LI R5,-1\n STST R2\n LWPI >83E0\n LIMI 2"));
        // Format II: SBO 7 = >1D07, TB -1 = >1FFF; format IX: XOP @>1000,1 = >2C60 >1000; format VII.
        assertEquals("1D 07 1F FF 2C 60 10 00 03 40 03 60 03 80 03 A0 03 C0 03 E0",
                hex(" SBO 7\n TB -1\n XOP @>1000,1\n IDLE\n RSET\n RTWP\n CKON\n CKOF\n LREX"));
    }

    @Test
    void everyVectorNameAssemblesToItsWords() throws Exception {
        Tms9900Vectors.assertEvery(NAME, "names assemble to other words", (file, name) -> {
            String expected = name.group(2).replace(" ", "").replaceAll("(..)(?!$)", "$1 ");
            String source = " AORG " + name.group(3) + "\n " + name.group(1).trim() + "\n";
            String actual = hex(source);
            return actual.equals(expected) ? null : name.group(1).trim() + ": " + actual + " instead of " + expected;
        });
    }
}
