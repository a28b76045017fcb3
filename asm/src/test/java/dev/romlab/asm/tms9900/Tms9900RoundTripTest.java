package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.DisassembledInstruction;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * assemble(disassemble(words)) == words over every opcode form: each of the 65,536 instruction words, followed by
 * operand words that differ per word (so that symbolic, indexed and immediate operands, and both address words of
 * format I, take varied values), disassembled at its address and assembled back at the same address.
 */
class Tms9900RoundTripTest {

    /** Instructions per source: at most 3 words each, so a chunk stays inside 64K. */
    private static final int CHUNK = 8_192;

    @Test
    void everyInstructionWordAssemblesBackFromItsDisassembly() throws AssemblyException {
        Tms9900Disassembler disassembler = new Tms9900Disassembler();
        for (int first = 0; first < 0x10000; first += CHUNK) {
            byte[] image = new byte[0x10000];
            int origin = 0x0100;
            int address = origin;
            for (int word = first; word < first + CHUNK; word++) {
                put(image, address, word);
                put(image, address + 2, word * 7 + 0x1234);
                put(image, address + 4, word ^ 0xA5F0);
                address += 2 * lengthOf(word);
            }
            List<DisassembledInstruction> lines = disassembler.disassemble(a -> image[a & 0xFFFF], origin,
                    address - origin);
            StringBuilder source = new StringBuilder(" AORG >0100\n");
            for (DisassembledInstruction line : lines) {
                source.append(' ').append(line.text()).append('\n');
            }
            Assembly assembly = Assembler.tms9900().assemble("roundtrip.a99", source.toString(), Map.of());
            assertEquals(lines.size(), CHUNK, "one line per instruction word from >" + Integer.toHexString(first));
            byte[] expected = Arrays.copyOfRange(image, origin, address);
            byte[] actual = assembly.toBinary();
            for (int i = 0; i < expected.length; i++) {
                if (expected[i] != actual[i]) {
                    int at = origin + (i & ~1);
                    DisassembledInstruction line = lines.stream().filter(l -> l.address() <= at
                            && at < l.address() + l.length()).findFirst().orElseThrow();
                    assertEquals(line.hexBytes(), "", "round trip of '" + line.text() + "'");
                }
            }
            assertEquals(expected.length, actual.length);
        }
    }

    private static int lengthOf(int word) {
        Tms9900Instruction row = Tms9900InstructionTable.decode(word);
        return row == null ? 1 : row.length(word);
    }

    private static void put(byte[] image, int address, int word) {
        image[address] = (byte) (word >> 8);
        image[address + 1] = (byte) word;
    }
}
