package dev.romlab.asm.comet2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class Comet2InstructionTableTest {

    @Test
    void comet2WordsAreTheSpecificationsLayout() {
        // the example vector of ../shared/testdata/comet2/README.md: ADDA GR2,#3AE8,GR1 = 8225, 15080
        Comet2Instruction adda = Comet2InstructionTable.find(Comet2Profile.COMET2, "adda", Comet2OperandForm.R_ADR_X)
                .orElseThrow();
        assertArrayEquals(new int[] {8225, 15080}, Comet2Profile.COMET2.encode(adda.opcode(), 2, 1, 0x3AE8,
                adda.form()));
        assertArrayEquals(new int[] {0x8100}, Comet2Profile.COMET2.encode(Comet2InstructionTable.RET, 0, 0, 0,
                Comet2OperandForm.NONE));
    }

    @Test
    void mlfeHasOneWordPerInstruction() {
        int[] words = Comet2Profile.MLFE.encode(Comet2InstructionTable.DIVA_3, 5, 4, 2, Comet2OperandForm.R1_R2_R3);
        assertArrayEquals(new int[] {0xA5540002}, words);
        assertEquals(Comet2InstructionTable.DIVA_3, Comet2Profile.MLFE.opcode(words[0]));
        assertEquals(5, Comet2Profile.MLFE.r(words[0]));
        assertEquals(4, Comet2Profile.MLFE.x(words[0]));
        assertEquals(2, Comet2Profile.MLFE.adr(words[0], 0));
    }

    @Test
    void mlfeOnlyInstructionsAreUndefinedOnComet2() {
        assertTrue(Comet2InstructionTable.byOpcode(Comet2Profile.COMET2, Comet2InstructionTable.MULA_ADR).isEmpty());
        assertTrue(Comet2InstructionTable.byOpcode(Comet2Profile.MLFE, Comet2InstructionTable.MULA_ADR).isPresent());
        assertEquals(3, Comet2InstructionTable.byOpcode(Comet2Profile.COMET2, Comet2InstructionTable.LD_ADR)
                .orElseThrow().costUnits(Comet2Profile.COMET2));
        assertEquals(2, Comet2InstructionTable.byOpcode(Comet2Profile.MLFE, Comet2InstructionTable.LD_ADR)
                .orElseThrow().costUnits(Comet2Profile.MLFE));
    }
}
