package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assemble;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.DisassembledInstruction;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** assemble(disassemble(words)) == words, over every instruction form and the words that are none. */
class Comet2RoundTripTest {

    private static final int CHUNK = 16_384;

    @Test
    void everyComet2FirstWordWithARandomSecondWord() throws Exception {
        Random random = new Random(14);
        for (int base = 0; base < 0x10000; base += CHUNK) {
            int[] image = new int[2 * CHUNK];
            for (int i = 0; i < CHUNK; i++) {
                image[2 * i] = base + i;
                image[2 * i + 1] = random.nextInt(0x10000);
            }
            roundTrip(Comet2Profile.COMET2, image);
        }
    }

    @Test
    void everyMlfeInstructionRegisterAndIndexWithEdgeAndRandomAddresses() throws Exception {
        Random random = new Random(32);
        int[] addresses = {0, 1, 13, 0x7FFF, 0x8000, 0xFFFF};
        int[] image = new int[16 * 16 * (addresses.length + 1)];
        List<Integer> opcodes = new java.util.ArrayList<>(List.of(0x01, 0x13, 0x37, 0x60, 0x82, 0xA8, 0xB7, 0xFF));
        Comet2InstructionTable.of(Comet2Profile.MLFE).forEach(instruction -> opcodes.add(instruction.opcode()));
        for (int opcode : opcodes) {
            int n = 0;
            for (int r = 0; r < 16; r++) {
                for (int x = 0; x < 16; x++) {
                    for (int adr : addresses) {
                        image[n++] = opcode << 24 | r << 20 | x << 16 | adr;
                    }
                    image[n++] = opcode << 24 | r << 20 | x << 16 | random.nextInt(0x10000);
                }
            }
            roundTrip(Comet2Profile.MLFE, image);
        }
    }

    @Test
    void namesAndCallsForTheDebugger() {
        Comet2Disassembler comet2 = new Comet2Disassembler(Comet2Profile.COMET2);
        int[] memory = {0x8000, 0x1234, 0x1012, 0x0010, 0x5010, 0x0003};
        DisassembledInstruction call = comet2.decode(a -> memory[a], 0);
        assertEquals("CALL #1234", call.text());
        assertEquals(true, call.call());
        assertEquals("CALL SUB", call.text(a -> a == 0x1234 ? "SUB" : null));
        assertEquals("LD GR1,#0010,GR2", comet2.decode(a -> memory[a], 2).text());
        assertEquals("3", comet2.decode(a -> memory[a], 2).cycles().text());
        assertEquals(List.of(), comet2.decode(a -> memory[a], 4).addressOperands(), "a shift count is no address");
        assertEquals(List.of(), comet2.decode(a -> 0x7001, 0).addressOperands(), "a pushed value is no address");
        Comet2Disassembler mlfe = new Comet2Disassembler(Comet2Profile.MLFE);
        assertEquals("SVC time", mlfe.decode(a -> 0xF0000003, 0).text());
        assertEquals("LD GR4,#0003,GR0", mlfe.decode(a -> 0x104F0003, 0).text());
        assertEquals("DC #FFFFFFFF ; undefined opcode", mlfe.decode(a -> 0xFFFFFFFF, 0).text());
        // the simulator's operands and instructions: SP (14) and PC (15) in register fields, a port-offset word, DREG
        assertEquals("LD GR1,#0000,SP", mlfe.decode(a -> 0x101E0000, 0).text());
        assertEquals("ADDA GR6,GR2,SP", mlfe.decode(a -> 0xA062000E, 0).text());
        assertEquals("POP PC", mlfe.decode(a -> 0x71F00000, 0).text());
        assertEquals("READ GR1,GR2,#0005", mlfe.decode(a -> 0x92120005, 0).text());
        assertEquals("DREG #0010", mlfe.decode(a -> 0xE0000010, 0).text());
        assertEquals("DC #141F0000 ; no register GR15: LD", mlfe.decode(a -> 0x141F0000, 0).text(), "PC: no x field");
    }

    private static void roundTrip(Comet2Profile profile, int[] image) throws Exception {
        List<DisassembledInstruction> lines = new Comet2Disassembler(profile).disassemble(a -> image[a], 0,
                image.length);
        StringBuilder source = new StringBuilder("P START\n");
        for (DisassembledInstruction line : lines) {
            source.append("  ").append(line.text()).append('\n');
        }
        source.append("  END\n");
        StringBuilder expected = new StringBuilder();
        for (int word : image) {
            expected.append(expected.length() == 0 ? "" : " ").append(String.format("%0" + profile.wordBits() / 4
                    + "X", word & profile.wordMask()));
        }
        assertEquals(expected.toString(), words(assemble(profile, source.toString()), profile));
    }
}
