package dev.romlab.cpu.comet2;

import static dev.romlab.asm.comet2.Comet2OperandForm.ADR_X;
import static dev.romlab.asm.comet2.Comet2OperandForm.NONE;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2_R3;
import static dev.romlab.asm.comet2.Comet2OperandForm.R_ADR_X;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.util.List;
import java.util.stream.IntStream;

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

    private List<Integer> words(int from, int count) {
        return IntStream.range(from, from + count).map(program.memory::read).boxed().toList();
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
    void svcTimePastTheLastDateAnswersGr0OneAndLeavesTheOtherRegisters() {
        // the simulator's time answers GR0 = 1 when its clock fails; romlab's clock ends with year 999,999,999
        program.op("LAD", R_ADR_X, 7, 0, 77).op("NOP", NONE, 0, 0, 0).op("NOP", NONE, 0, 0, 0)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.TIME.number()).op("RET", NONE, 0, 0, 0);

        program.run("", new MachineClock.Fixed(LocalDateTime.MAX.minusNanos(1_000), 1_000_000));

        assertEquals(1, gr(0));
        assertEquals(77, gr(7));
    }

    @Test
    void theClockCarriesIntoTheNextSecondMinuteHourAndDay() {
        // the same day's readings take a path of their own (no date arithmetic): each carry checked against plusNanos
        LocalDateTime lastMicro = LocalDateTime.of(2021, 12, 31, 23, 59, 59, 999_999_000);
        MachineClock clock = new MachineClock.Fixed(lastMicro, 1_000_000);
        for (long instructions : new long[] {0, 1, 2, 1_000_000, 59_000_001, 3_599_000_001L, 86_400_000_000L,
                86_400_000_001L}) {
            assertEquals(lastMicro.plusNanos(instructions * 1_000), clock.now(instructions), "after " + instructions);
        }
        MachineClock slow = new MachineClock.Fixed(INSTANT, 3); // a third of a second an instruction
        assertEquals(INSTANT.plusNanos(333_333_000), slow.now(1));
        assertEquals(INSTANT.plusSeconds(86_400 * 2).plusNanos(666_666_000), slow.now(3 * 86_400 * 2 + 2));
    }

    @Test
    void aClockFasterThanNineMillionInstructionsAMicrosecondStillReadsTheTime() {
        // the remainder of the instructions times a million no longer fits a long
        MachineClock clock = new MachineClock.Fixed(INSTANT, Long.MAX_VALUE);

        assertEquals(INSTANT.plusNanos(500_000_000), clock.now(Long.MAX_VALUE / 2 + 1));
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

        // port 2 in lower case, as the simulator's port_mlfe.py writes it (its manual: 63 prints "3f"); a negative
        // word in hex and binary as its 32 bits, where that simulator writes a minus sign
        assertEquals("A\n-5\nfffffffb\n11111111111111111111111111111011\n4294967291\n", program.output.toString());
    }

    @Test
    void readTakesACharacterOrANumberInThePortsBase() {
        program.op("LAD", R_ADR_X, 0, 0, 0).op("READ", R1_R2, 0, 1, 0)
                .op("LAD", R_ADR_X, 0, 0, 1).op("READ", R1_R2, 0, 2, 0)
                .op("LAD", R_ADR_X, 0, 0, 2).op("READ", R1_R2, 0, 3, 0)
                .op("LAD", R_ADR_X, 0, 0, 1).op("READ", R1_R2, 0, 4, 0).op("RET", NONE, 0, 0, 0);

        program.run("x\n-42 ff", new MachineClock.Host());

        assertEquals('x', gr(1));
        assertEquals(-42, gr(2));
        assertEquals(255, gr(3));
        assertEquals(-1, gr(4)); // the end of input
    }

    @Test
    void portZeroReadsALineACharacterAtATimeWithoutItsLineEnd() {
        // the simulator's READ on port 0 (mlfe.py): an empty buffer takes the next line (input(), no line end),
        // each READ one character of it; an empty line reads as 0
        for (int register = 1; register <= 5; register++) {
            program.op("READ", R1_R2, 0, register, 0);
        }
        program.op("RET", NONE, 0, 0, 0);

        RunResult result = program.run("ab\n\nc\n", new MachineClock.Host());

        assertEquals('a', gr(1));
        assertEquals('b', gr(2));
        assertEquals(0, gr(3)); // the empty line
        assertEquals('c', gr(4));
        // past the end the simulator's input() raises EOFError: the run stops
        assertEquals("trap at #0004: READ from port 0: the input has ended",
                result.reason().describe(program.addressFormat()));
    }

    @Test
    void charactersAreCodePointsSoJapaneseTextComesOutAsWritten() {
        // the simulator stores ord(c) and prints chr(value) (mlfe.py, port_mlfe.py): a word is a Unicode code point
        program.op("READ", R1_R2, 0, 5, 0).op("READ", R1_R2, 0, 6, 0)
                .op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 110)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.OUT.number())
                .op("LAD", R_ADR_X, 3, 0, 0).op("WRITE", R1_R2, 3, 4, 0).op("RET", NONE, 0, 0, 0)
                .at(100).data(0x3053, 0x3093, 0x306B, 0x3061, 0x306F).at(110).data(5);
        program.cpu.registers().set("GR4", 0x1F3B2); // a character past 16 bits

        program.run("\u3042\uD83C\uDFB2\n", new MachineClock.Host()); // "あ🎲", UTF-8 on standard input

        assertEquals(0x3042, gr(5));
        assertEquals(0x1F3B2, gr(6));
        assertEquals("\u3053\u3093\u306B\u3061\u306F\uD83C\uDFB2", program.output.toString()); // "こんにちは🎲"
    }

    @Test
    void inReadsTheCharactersItsLengthWordAsksForAcrossLines() {
        // MLFE's IN macro (the simulator's macro_mlfe.py) READs port 0 as many times as the length word says and
        // leaves that word alone, where CASL II's IN reads one line and stores its length
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 110)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.IN.number())
                .op("LAD", R_ADR_X, 1, 0, 103).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.IN.number())
                .op("RET", NONE, 0, 0, 0)
                .at(110).data(3);

        RunResult result = program.run("4e\n0a\n", new MachineClock.Host());

        assertEquals(3, program.memory.read(110));
        assertEquals(List.of((int) '4', (int) 'e', (int) '0', (int) 'a', 0), words(100, 5));
        assertEquals("trap at #0004: IN: the input has ended", result.reason().describe(program.addressFormat()));
    }

    @Test
    void returnRestoresWhatSaveRecordedAndCountsTwoAccessesPerRegister() {
        // SAVE GR3, GR12 as the macro expands it: value and number of each, then the count; RETURN then returns
        program.op("LAD", R_ADR_X, 3, 0, 33).op("LAD", R_ADR_X, 12, 0, 44).op("CALL", ADR_X, 0, 0, 4)
                .op("RET", NONE, 0, 0, 0)
                .op("PUSH", ADR_X, 0, 3, 0).op("PUSH", ADR_X, 0, 0, 3).op("PUSH", ADR_X, 0, 12, 0)
                .op("PUSH", ADR_X, 0, 0, 12).op("PUSH", ADR_X, 0, 0, 2)
                .op("LAD", R_ADR_X, 3, 0, 0).op("LAD", R_ADR_X, 12, 0, 0).op("RETURN", NONE, 0, 0, 0);
        program.cpu.setPc(0);
        for (int i = 0; i < 10; i++) { // up to the RETURN
            program.cpu.step();
        }

        int cost = program.cpu.step();

        assertEquals(1 + 2 + 2 * 2, cost);
        assertEquals(33, gr(3));
        assertEquals(44, gr(12));
        assertEquals(3, program.cpu.pc());
    }

    @Test
    void pushTakesAnImmediatePlusAnIndex() {
        program.op("LAD", R_ADR_X, 1, 0, 40).op("PUSH", ADR_X, 0, 1, 2).op("POP", Comet2OperandForm.R, 13, 0, 0)
                .op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(42, gr(13));
    }

    @Test
    void printfWritesTheWordAtGr1InTheFormatGr2NamesPaddedToGr3() {
        // the simulator's svc_mlfe.py: GR1 the data's address, GR2 a format character, GR3 the width (zeros; blanks
        // before a character); 's' runs to a 0 word, 'p' is the address itself; GR0 = 0, or 1 when it cannot
        int[] formats = {'s', 'd', 'd', 'x', 'X', 'b', 'u', 'c', 'p'};
        int[] addresses = {100, 110, 111, 112, 112, 113, 111, 114, 42};
        int[] widths = {0, 4, 4, 4, 0, 0, 0, 3, 0};
        for (int i = 0; i < formats.length; i++) {
            program.op("LAD", R_ADR_X, 1, 0, addresses[i]).op("LAD", R_ADR_X, 2, 0, formats[i])
                    .op("LAD", R_ADR_X, 3, 0, widths[i]).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number())
                    .op("LAD", R_ADR_X, 2, 0, '|').op("WRITE", R1_R2, 4, 2, 0);
        }
        program.op("RET", NONE, 0, 0, 0)
                .at(100).data('o', 'k', 0).at(110).data(41, -7, 2748, 5, 'A');

        program.run();

        assertEquals("ok|0041|-007|0abc|ABC|101|4294967289|  A|0042|", program.output.toString());
        assertEquals(0, gr(0));
    }

    @Test
    void printfReportsAFormatItDoesNotKnowOrAStringWithoutEndInGr0() {
        program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, 'q')
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number()).op("LD", R1_R2, 8, 0, 0)
                .op("LAD", R_ADR_X, 1, 0, -2).op("LAD", R_ADR_X, 2, 0, 's')
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number()).op("RET", NONE, 0, 0, 0)
                .at(100).data(1).at(0xFFFE).data('n', 'o');

        program.run();

        assertEquals("", program.output.toString());
        assertEquals(1, gr(8));
        assertEquals(1, gr(0));
    }

    @Test
    void printfAnswersGr0OneForAWidthBeyondTheLimitWithoutWritingIt() {
        // a width of 2^31 - 1 from memory: the simulator's Python runs out of memory and answers GR0 = 1
        for (int format : new int[] {'d', 'c'}) {
            program.op("LAD", R_ADR_X, 1, 0, 100).op("LAD", R_ADR_X, 2, 0, format).op("LD", R_ADR_X, 3, 0, 101)
                    .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number()).op("ADDA", R1_R2, 8, 0, 0);
        }
        program.op("LD", R_ADR_X, 3, 0, 102).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.PRINTF.number())
                .op("RET", NONE, 0, 0, 0)
                .at(100).data(7, Integer.MAX_VALUE, Comet2Services.PRINTF_WIDTH_LIMIT);

        program.run();

        assertEquals(2, gr(8));
        assertEquals(0, gr(0));
        assertEquals(Comet2Services.PRINTF_WIDTH_LIMIT, program.output.toString().length()); // the widest field still prints
    }

    @Test
    void scanfStoresOneLineInTheFormatGr2NamesAndAZeroWordAfterIt() {
        // the simulator's svc_mlfe.py: GR1 the address, GR2 a format character ('d', 'x' or 'X', 'b', 's', any
        // other: the first character); GR0 = 0, or 1 for an empty line, a number that does not read or the end
        int[] formats = {'d', 'x', 'b', 's', 'c', 'd', 'd', 'd'};
        for (int i = 0; i < formats.length; i++) {
            program.op("LAD", R_ADR_X, 1, 0, 100 + 10 * i).op("LAD", R_ADR_X, 2, 0, formats[i])
                    .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.SCANF.number()).op("ST", R_ADR_X, 0, 0, 200 + i);
        }
        program.op("RET", NONE, 0, 0, 0).at(100).data(-1, -1).at(130).data(-1, -1, -1, -1).at(150).data(-1, -1);

        program.run("-70000\n1f\n101\nab c\nxyz\n\nten\n", new MachineClock.Host());

        assertEquals(List.of(-70_000, 0), words(100, 2)); // 32 bits, where the simulator keeps 16
        assertEquals(List.of(0x1F, 0), words(110, 2));
        assertEquals(List.of(5, 0), words(120, 2));
        assertEquals(List.of((int) 'a', (int) 'b', (int) ' ', (int) 'c', 0), words(130, 5));
        assertEquals(List.of((int) 'x', 0), words(140, 2));
        assertEquals(List.of(-1, -1), words(150, 2)); // the empty line stores nothing
        assertEquals(List.of(0, 0, 0, 0, 0, 1, 1, 1), words(200, 8)); // empty, "ten", the end of input
    }

    @Test
    void mallocGivesAFreshBlockOrZero() {
        program.op("LAD", R_ADR_X, 1, 0, 4).op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.MALLOC.number())
                .op("LD", R1_R2, 8, 0, 0).op("LAD", R_ADR_X, 1, 0, 0)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.MALLOC.number()).op("RET", NONE, 0, 0, 0);

        program.run();

        assertEquals(Comet2Services.DEFAULT_HEAP, gr(8));
        assertEquals(0, gr(0)); // no words asked for: 0, as the simulator's malloc
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
                    || opcode == Comet2InstructionTable.WRITE || instruction.form() == Comet2OperandForm.R1_R2_ADR
                    || opcode >= Comet2InstructionTable.DREG && opcode <= Comet2InstructionTable.DSTK) {
                continue; // need a console: the tests above and cli's MlfeSimulatorLanguageTest run them
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
