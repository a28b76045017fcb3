package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.DisassembledInstruction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The disassembler's text, cycles and address operands for each kind of line. */
class Tms9900DisassemblerTest {

    private static List<String> lines(int origin, int... words) {
        byte[] image = new byte[0x10000];
        for (int i = 0; i < words.length; i++) {
            image[origin + 2 * i] = (byte) (words[i] >> 8);
            image[origin + 2 * i + 1] = (byte) words[i];
        }
        return new Tms9900Disassembler().disassemble(a -> image[a & 0xFFFF], origin, 2 * words.length).stream()
                .map(DisassembledInstruction::format).toList();
    }

    @Test
    void instructionsWithTheirCycles() {
        assertEquals(List.of(
                "A000  02 E0 83 00  LWPI >8300               10",
                "A004  DC B1        MOVB *R1+,*R2+           26",
                "A006  16 FE        JNE  >A004               10/8",
                "A008  C8 21 12 34 56 78 MOV  @>1234(R1),@>5678   30",
                "A00E  3C 81        DIV  R1,R2               92+",
                "A010  04 5B        B    *R11                12"),
                lines(0xA000, 0x02E0, 0x8300, 0xDCB1, 0x16FE, 0xC821, 0x1234, 0x5678, 0x3C81, 0x045B));
    }

    @Test
    void illegalOpcodesAndIgnoredBitsAreData() {
        assertEquals(List.of(
                "0100  00 00        DATA >0000 ; illegal opcode 6",
                "0102  02 E5 83 00  DATA >02E5,>8300 ; LWPI >8300 (bits the chip ignores set) 10"),
                lines(0x0100, 0x0000, 0x02E5, 0x8300));
    }

    @Test
    void addressOperandsTakeLabelsAndCallsAreMarked() {
        byte[] image = {0x06, (byte) 0xA0, (byte) 0xA0, 0x10};
        DisassembledInstruction bl = new Tms9900Disassembler().decode(a -> image[a & 3], 0);
        assertEquals("BL   @SUB", bl.text(a -> a == 0xA010 ? "SUB" : null));
        assertTrue(bl.call());
    }
}
