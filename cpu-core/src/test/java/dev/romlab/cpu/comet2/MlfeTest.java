package dev.romlab.cpu.comet2;

import static dev.romlab.asm.comet2.Comet2OperandForm.ADR_X;
import static dev.romlab.asm.comet2.Comet2OperandForm.NONE;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2_R3;
import static dev.romlab.asm.comet2.Comet2OperandForm.R_ADR_X;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;

import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2OperandForm;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.asm.comet2.Comet2SupervisorCall;
import dev.romlab.cpu.RunResult;
import org.junit.jupiter.api.Test;

class MlfeTest {

    private static final LocalDateTime INSTANT = LocalDateTime.of(2021, 6, 5, 12, 16, 39, 41_285_000);
    private static final int OF = 4;
    private static final int SF = 2;
    private static final int ZF = 1;

    private final TestProgram program = new TestProgram(Comet2Profile.MLFE);

    private int gr(int n) {
        return program.cpu.registers().get("GR" + n);
    }

    private int fr() {
        return program.cpu.registers().get("FR");
    }

    @Test
    void ladSignExtendsItsSixteenBitField() {
        program.op("LAD", R_ADR_X, 0, 0, -1).op("LAD", R_ADR_X, 13, 0, 100).op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(-1, gr(0));
        assertEquals(100, gr(13));
    }

    @Test
    void divaRoundsTowardMinusInfinity() {
        program.op("LAD", R_ADR_X, 1, 0, -7).op("LAD", R_ADR_X, 2, 0, 2)
                .op("DIVA", R1_R2_R3, 3, 1, 2) // GR3 = -7 / 2 = -4 (floor), not -3
                .op("DIVL", R1_R2_R3, 4, 1, 2) // GR4 = 0xFFFFFFF9 / 2, unsigned
                .op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(-4, gr(3));
        assertEquals(0x7FFFFFFC, gr(4));
    }

    @Test
    void subtractionWrapsModuloTwoToTheThirtyTwo() {
        program.op("LAD", R_ADR_X, 1, 0, 0).op("LAD", R_ADR_X, 2, 0, 1)
                .op("SUBL", R1_R2, 1, 2, 0).op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(0xFFFFFFFF, gr(1));
        assertEquals(OF | SF, fr()); // the borrow
    }

    @Test
    void arithmeticOverflowIsSignedOnThirtyTwoBits() {
        program.op("LD", R_ADR_X, 1, 0, 20).op("ADDA", R_ADR_X, 1, 0, 21).op("RET", NONE, 0, 0, 0)
                .at(20).data(0x7FFFFFFF, 1);

        program.run();

        assertEquals(0x80000000, gr(1));
        assertEquals(OF | SF, fr());
    }

    @Test
    void multiplyKeepsTheLowWordAndFlagsWhatDoesNotFit() {
        program.op("LD", R_ADR_X, 6, 0, 20).op("MULA", R_ADR_X, 6, 0, 21) // 65536 * 65536
                .op("LAD", R_ADR_X, 5, 0, 9).op("MULA", R1_R2, 5, 5, 0).op("RET", NONE, 0, 0, 0)
                .at(20).data(65536, 65536);

        program.run();

        assertEquals(81, gr(5));
        assertEquals(0, gr(6));
        assertEquals(0, fr()); // the last MULA: 81, no overflow
    }

    @Test
    void leftShiftsKeepEveryBitOfTheWord() {
        program.op("LD", R_ADR_X, 3, 0, 20).op("SLL", R_ADR_X, 3, 0, 11).op("RET", NONE, 0, 0, 0)
                .at(20).data(0x00100001);

        program.run();

        assertEquals(0x80000800, gr(3));
        assertEquals(SF, fr()); // bit 21 (0) left last
    }

    @Test
    void shiftsPastTheWordLeaveZeroOrTheSign() {
        program.op("LD", R_ADR_X, 1, 0, 20).op("LD", R1_R2, 2, 1, 0)
                .op("SRL", R_ADR_X, 1, 0, 32).op("SRA", R_ADR_X, 2, 0, 40).op("RET", NONE, 0, 0, 0)
                .at(20).data(0x80000001);

        program.run();

        assertEquals(0, gr(1));
        assertEquals(-1, gr(2));
        assertEquals(OF | SF, fr());
    }

    @Test
    void svcTimeReadsTheFixedClockInMicroseconds() {
        program.op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.TIME.number()).op("RET", NONE, 0, 0, 0);

        program.run("", new MachineClock.Fixed(INSTANT, 0));

        assertEquals(0, gr(0));
        assertEquals(41_285, gr(1));
        assertEquals(39, gr(2));
        assertEquals(16, gr(3));
        assertEquals(12, gr(4));
        assertEquals(5, gr(5));
        assertEquals(6, gr(6));
        assertEquals(2021, gr(7));
    }

    @Test
    void theClockAdvancesWithTheInstructionsAtItsRate() {
        program.op("NOP", NONE, 0, 0, 0).op("NOP", NONE, 0, 0, 0)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.TIME.number()).op("RET", NONE, 0, 0, 0);

        program.run("", new MachineClock.Fixed(INSTANT, 1_000_000)); // one instruction a microsecond

        assertEquals(41_285 + 2, gr(1)); // two NOPs ran before the SVC
    }

    @Test
    void writeFormatsTheWordForItsPort() {
        program.op("LAD", R_ADR_X, 1, 0, -5).op("LAD", R_ADR_X, 2, 0, 'A').op("LAD", R_ADR_X, 3, 0, 10);
        for (int port = 0; port <= 4; port++) {
            program.op("LAD", R_ADR_X, 0, 0, port).op("WRITE", R1_R2, 0, port == 0 ? 2 : 1, 0)
                    .op("LAD", R_ADR_X, 0, 0, 0).op("WRITE", R1_R2, 0, 3, 0);
        }
        program.op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals("A\n-5\nFFFFFFFB\n11111111111111111111111111111011\n4294967291\n", program.output.toString());
    }

    @Test
    void readTakesACharacterOrANumberInThePortsBase() {
        program.op("LAD", R_ADR_X, 0, 0, 0).op("READ", R1_R2, 0, 1, 0)
                .op("LAD", R_ADR_X, 0, 0, 1).op("READ", R1_R2, 0, 2, 0)
                .op("LAD", R_ADR_X, 0, 0, 2).op("READ", R1_R2, 0, 3, 0)
                .op("LAD", R_ADR_X, 0, 0, 1).op("READ", R1_R2, 0, 4, 0).op("RET", NONE, 0, 0, 0);

        program.run("x -42 ff", new MachineClock.Host());

        assertEquals('x', gr(1));
        assertEquals(-42, gr(2));
        assertEquals(255, gr(3));
        assertEquals(-1, gr(4)); // the end of input
    }

    @Test
    void pushTakesAnImmediatePlusAnIndex() {
        program.op("LAD", R_ADR_X, 1, 0, 40).op("PUSH", ADR_X, 0, 1, 2).op("POP", Comet2OperandForm.R, 13, 0, 0)
                .op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(42, gr(13));
    }

    @Test
    void printfAndMallocUseTheirRegisters() {
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, -3).op("LAD", R_ADR_X, 3, 0, 110)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number())
                .op("LD", R1_R2, 8, 0, 0)
                .op("LAD", R_ADR_X, 1, 0, 4).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.MALLOC.number())
                .op("RET", NONE, 0, 0, 0)
                .at(100).data('%', 'd', ' ', '%', 's', '%', '%', '\n', 0).at(110).data('o', 'k', 0);

        program.run();

        assertEquals("-3 ok%\n", program.output.toString());
        assertEquals(7, gr(8));
        assertEquals(Comet2Services.DEFAULT_HEAP, gr(0));
    }

    @Test
    void printfPadsToAWidthWithBlanksOrZeros() {
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 41).op("LAD", R_ADR_X, 3, 0, -7)
                .op("LAD", R_ADR_X, 4, 0, 255).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number())
                .op("RET", NONE, 0, 0, 0)
                .at(100).data('[', '%', '0', '6', 'd', '|', '%', '0', '4', 'd', '|', '%', '4', 'x', ']', 0);

        program.run();

        assertEquals("[000041|-007|  ff]", program.output.toString());
    }

    @Test
    void scanfStoresEachConversionAtItsAddressAndCountsThem() {
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 120).op("LAD", R_ADR_X, 3, 0, 121)
                .op("LAD", R_ADR_X, 4, 0, 130).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.SCANF.number())
                .op("LD", R1_R2, 8, 0, 0).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.SCANF.number())
                .op("RET", NONE, 0, 0, 0)
                .at(100).data('%', 'd', ' ', '%', 'x', ' ', '%', 's', 0);

        program.run("-12 1f word", new MachineClock.Host());

        assertEquals(3, gr(8));
        assertEquals(-12, program.memory.read(120));
        assertEquals(0x1F, program.memory.read(121));
        assertEquals('w', program.memory.read(130));
        assertEquals(0, program.memory.read(134)); // the string's terminating 0 word
        assertEquals(-1, gr(0)); // the second scanf met the end of input
    }

    @Test
    void outWritesTheCharactersWithoutALineEnd() {
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 110)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.OUT.number())
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.OUT.number()).op("RET", NONE, 0, 0, 0)
                .at(100).data('o', 'k', '\n').at(110).data(3);

        program.run();

        assertEquals("ok\nok\n", program.output.toString());
    }

    @Test
    void divisionByZeroStopsWithATrap() {
        program.op("LAD", R_ADR_X, 1, 0, 1).op("DIVA", R1_R2, 1, 2, 0);

        RunResult result = program.run();

        assertEquals("trap at #0001: division by zero", result.reason().describe(program.addressFormat()));
    }

    @Test
    void everyInstructionIsOneWordAndCostsWhatTheTableSays() {
        for (Comet2Instruction instruction : Comet2InstructionTable.of(Comet2Profile.MLFE)) {
            int opcode = instruction.opcode();
            if (opcode == Comet2InstructionTable.SVC || opcode == Comet2InstructionTable.READ
                    || opcode == Comet2InstructionTable.WRITE) {
                continue; // need a console: the tests above run them
            }
            TestProgram single = new TestProgram(Comet2Profile.MLFE);
            single.op(instruction.mnemonic(), instruction.form(), 1, 2, 3);
            single.cpu.registers().set("SP", 500);
            single.cpu.registers().set("GR2", 7);
            single.cpu.registers().set("GR3", 2);
            single.memory.write(10, 1); // a divisor for the memory forms (adr 3 + GR2 7)

            int cost = single.cpu.step();

            assertEquals(instruction.costUnits(Comet2Profile.MLFE), cost, instruction.toString());
            assertEquals(1 + instruction.dataAccesses(), cost, instruction.toString());
            assertEquals(false, single.cpu.halted(), instruction + ": " + single.cpu.haltReason());
        }
    }
}
