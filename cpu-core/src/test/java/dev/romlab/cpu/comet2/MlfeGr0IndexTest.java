package dev.romlab.cpu.comet2;

import static dev.romlab.asm.comet2.Comet2OperandForm.NONE;
import static dev.romlab.asm.comet2.Comet2OperandForm.R_ADR_X;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.comet2.Comet2Profile;
import org.junit.jupiter.api.Test;

/** MLFE indexes with GR0 (seed 004: {@code LD GR4, FIELD, GR0}) through the x field 15; 0 still means no index. */
class MlfeGr0IndexTest {

    private final TestProgram program = new TestProgram(Comet2Profile.MLFE);

    @Test
    void xFieldFifteenIndexesWithGr0() {
        program.op("LAD", R_ADR_X, 0, 0, 2)                                    // GR0 = 2
                .op("LD", R_ADR_X, 4, Comet2Profile.MLFE_GR0_INDEX, 0x100)    // GR4 = [#100 + GR0]
                .op("LD", R_ADR_X, 5, 0, 0x100)                               // GR5 = [#100], no index
                .op("RET", NONE, 0, 0, 0);
        program.at(0x100).data(11, 22, 33);
        program.run();
        assertEquals(33, program.cpu.registers().get("GR4"));
        assertEquals(11, program.cpu.registers().get("GR5"));
    }
}
