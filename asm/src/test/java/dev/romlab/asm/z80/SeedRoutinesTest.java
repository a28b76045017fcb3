package dev.romlab.asm.z80;

import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The routines of seed 000 ("Rolling D20s on the Z80"), in the seed's own syntax, assemble to bytes checked by
 * hand against the Zilog Z80 CPU User Manual (UM0080) opcode tables. Source: test resource
 * {@code seed/rolling-d20.asm}, at $9D95.
 */
class SeedRoutinesTest {

    private static Assembly program;

    @BeforeAll
    static void assembleSeed() throws AssemblyException {
        Assembler assembler = Assembler.z80(SourceLoader.classPath(SeedRoutinesTest.class.getClassLoader()));
        program = assembler.assembleFile("seed/rolling-d20.asm", Map.of("DIESIDES", 20L));
    }

    @Test
    void lfsrAssemblesToKnownBytes() {
        assertEquals("21 0D 9E 5E 23 56 23 4E 23 7E 47"
                + " CB 13 CB 12 CB 11 17 CB 13 CB 12 CB 11 17 CB 13 CB 12 CB 11 17"
                + " 67 CB 13 CB 12 CB 11 17 A8 CB 13 CB 12 AC A9 AA"
                + " 21 0F 9E 11 10 9E 01 07 00 ED B8 12 C9", routine("z80rand", "MAXU8"));
    }

    @Test
    void maxU8AssemblesToKnownBytes() {
        assertEquals("0E 14 06 FF B9 D8 CB 38 A0 18 F9", routine("MAXU8", "DivHLbyBC"));
    }

    @Test
    void divHlByBcAssemblesToKnownBytes() {
        assertEquals("D5 11 00 00 E6 00 ED 42 38 03 13 18 F9 62 6B D1 C9", routine("DivHLbyBC", "MulHbyL"));
    }

    @Test
    void mulHbyLAssemblesToKnownBytes() {
        assertEquals("C5 D5 54 26 00 06 00 4D 09 15 20 FC D1 C1 C9", routine("MulHbyL", "rollDie"));
    }

    @Test
    void rollDieAssemblesToKnownBytesWithDieSidesFromTheCommandLine() {
        assertEquals("CD 95 9D 6F 26 13 CD EE 9D 7C 3C C9", routine("rollDie", "_LFSRSeed"));
    }

    @Test
    void labelsSitWhereTheHandAssemblyPutsThem() {
        assertEquals("z80rand=9D95 MAXU8=9DD2 _m=9DD6 DivHLbyBC=9DDD _dsl=9DE3 _dds=9DEA MulHbyL=9DEE _mhl=9DF6"
                + " rollDie=9DFD _LFSRSeed=9E09", String.join(" ", Arrays.stream(new String[] {"z80rand", "MAXU8",
                    "_m", "DivHLbyBC", "_dsl", "_dds", "MulHbyL", "_mhl", "rollDie", "_LFSRSeed"})
                .map(name -> name + "=" + String.format("%04X", program.symbol(name))).toArray(String[]::new)));
    }

    /** The bytes from label {@code from} up to label {@code to}. */
    private static String routine(String from, String to) {
        int base = program.lowestAddress();
        byte[] image = program.toBinary();
        return hex(Arrays.copyOfRange(image, (int) program.symbol(from) - base, (int) program.symbol(to) - base));
    }
}
