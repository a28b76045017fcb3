package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.TestSources;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Option 5 memory images as xas99 3.6.5 writes them ({@code xas99.py -i}, run outside the repository on this source:
 * three files of 20, 8,192 and 270 bytes with the headers below).
 */
class EditorAssemblerImageFileTest {

    private static final String SOURCE = "r0 equ 0\nr1 equ 1\n"
            + "       aorg >a000\nstart  li   r0,>1234\n       li   r1,3\nloop   dec  r1\n       jne  loop\n"
            + "       idle\n       aorg >b000\n       bss  >2100\n       data >5555\n       end  start\n";

    @Test
    void eachRunIsCutIntoFilesOfAtMost8186BytesFlaggedUntilTheLast() throws AssemblyException {
        List<byte[]> files = EditorAssemblerImageFile.format(Assembler.tms9900(SourceLoader.of(Map.of()))
                .assemble("img.a99", SOURCE, Map.of()));

        assertEquals(List.of(20, 8192, 270), files.stream().map(file -> file.length).toList());
        assertEquals("FF FF 00 14 A0 00 02 00 12 34 02 01 00 03 06 01 16 FE 03 40", TestSources.hex(files.get(0)));
        assertEquals("FF FF 20 00 B0 00 00 00", TestSources.hex(Arrays.copyOf(files.get(1), 8)));
        assertEquals("00 00 01 0E CF FA 00 00", TestSources.hex(Arrays.copyOf(files.get(2), 8)));
        assertEquals("55 55", TestSources.hex(Arrays.copyOfRange(files.get(2), 268, 270)));
    }

    @Test
    void theNextFileCountsOnTheLastCharacterBeforeTheExtension() {
        assertEquals("GAME2", EditorAssemblerImageFile.nextName("GAME1"));
        assertEquals("dsk/cart-heades.img", EditorAssemblerImageFile.nextName("dsk/cart-header.img"));
        assertEquals(null, EditorAssemblerImageFile.nextName("dsk/"));
    }
}
