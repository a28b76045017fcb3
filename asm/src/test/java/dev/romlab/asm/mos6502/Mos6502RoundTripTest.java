package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** assemble(disassemble(bytes)) == bytes for every opcode, with operands that probe zero page and page ends. */
class Mos6502RoundTripTest {

    private final Mos6502Disassembler disassembler = new Mos6502Disassembler();

    @Test
    void everyOpcodeAssemblesBackToItsBytes() throws AssemblyException {
        int[][] operands = {{0x00, 0x00}, {0x12, 0x00}, {0xFF, 0x00}, {0x34, 0x12}, {0x80, 0xFF}, {0x7F, 0x01}};
        for (int opcode = 0; opcode < 256; opcode++) {
            for (int[] operand : operands) {
                byte[] image = {(byte) opcode, (byte) operand[0], (byte) operand[1]};
                int origin = 0x8000;
                List<DisassembledInstruction> lines = disassembler.disassemble(
                        a -> a - origin < image.length ? image[a - origin] & 0xFF : 0, origin, 3);
                StringBuilder source = new StringBuilder(".org $8000\n");
                lines.forEach(line -> source.append(line.text()).append('\n'));
                byte[] assembled = Assembler.mos6502(SourceLoader.of(Map.of())).assemble("r.s", source.toString(),
                        Map.of()).toBinary();
                assertArrayEquals(image, assembled, source.toString());
            }
        }
    }

    @Test
    void linesShowCa65SyntaxAndCycles() {
        assertEquals("8000  B1 12        lda ($12),y              5+", line(0xB1, 0x12, 0x00));
        assertEquals("8000  AD 12 00     lda a:$0012              4", line(0xAD, 0x12, 0x00));
        assertEquals("8000  D0 FE        bne $8000                2/3/4", line(0xD0, 0xFE, 0x00));
        assertEquals("8000  1E 34 12     asl $1234,x              7", line(0x1E, 0x34, 0x12));
        assertEquals("8000  EB 05        .byte $EB,$05 ; sbc #$05 2", line(0xEB, 0x05, 0x00));
        assertEquals("8000  0A           asl a                    2", line(0x0A, 0x00, 0x00));
        assertEquals("8000  CB 12        axs #$12                 2", line(0xCB, 0x12, 0x00)); // ca65 2.19 has no sbx
        assertEquals("8000  6C FF 10     jmp ($10FF)              5", line(0x6C, 0xFF, 0x10));
    }

    @Test
    void branchesAcrossTheEndsOfMemoryShowTheWrap() throws AssemblyException {
        // ca65 2.19 and romlab refuse bpl $FF82 at $0000 (65408 not in -128..127) but take bpl $FF82-$10000
        assertEquals("bpl $FF82-$10000", disassembler.decode(a -> new int[] {0x10, 0x80}[a], 0).text());
        assertEquals("bne $0010+$10000", disassembler.decode(a -> new int[] {0xD0, 0x10}[a - 0xFFFE], 0xFFFE).text());
        List<Segment> segments = Assembler.mos6502(SourceLoader.of(Map.of())).assemble("r.s", """
                .org $0000
                bpl $FF82-$10000
                bmi $FFFF-$10000
                .org $FFFC
                bne $0010+$10000
                beq $0000+$10000
                """, Map.of()).segments();
        assertEquals(List.of(new Segment(0, new byte[] {0x10, (byte) 0x80, 0x30, (byte) 0xFB}),
                new Segment(0xFFFC, new byte[] {(byte) 0xD0, 0x12, (byte) 0xF0, 0x00})), segments);
    }

    @Test
    void jsrIsACallAndItsTargetAnAddressOperand() {
        DisassembledInstruction jsr = disassembler.decode(a -> new int[] {0x20, 0x5C, 0x81}[a - 0x8000], 0x8000);
        assertEquals(true, jsr.call());
        assertEquals("jsr GetDiceRoll", jsr.text(a -> a == 0x815C ? "GetDiceRoll" : null));
        DisassembledInstruction absolute = disassembler.decode(a -> new int[] {0xAD, 0x10, 0x00}[a - 0x8000], 0x8000);
        assertEquals("lda a:zp", absolute.text(a -> a == 0x10 ? "zp" : null));
    }

    @Test
    void anInstructionCutByTheRangeEndBecomesBytes() {
        List<DisassembledInstruction> lines = disassembler.disassemble(a -> a == 0 ? 0xAD : 0x34, 0, 2);
        assertEquals(".byte $AD,$34 ; cut off: lda $3434", lines.get(0).text());
    }

    private String line(int... bytes) {
        return disassembler.decode(a -> bytes[a - 0x8000], 0x8000).format();
    }
}
