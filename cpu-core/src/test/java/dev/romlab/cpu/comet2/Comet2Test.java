package dev.romlab.cpu.comet2;

import static dev.romlab.asm.comet2.Comet2OperandForm.ADR_X;
import static dev.romlab.asm.comet2.Comet2OperandForm.NONE;
import static dev.romlab.asm.comet2.Comet2OperandForm.R;
import static dev.romlab.asm.comet2.Comet2OperandForm.R1_R2;
import static dev.romlab.asm.comet2.Comet2OperandForm.R_ADR_X;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.asm.comet2.Comet2SupervisorCall;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import org.junit.jupiter.api.Test;

class Comet2Test {

    private final TestProgram program = new TestProgram(Comet2Profile.COMET2);

    @Test
    void theProgramEndsAtTheOutermostRet() {
        program.op("CALL", ADR_X, 0, 0, 3).op("RET", NONE, 0, 0, 0) // 0: CALL SUB; 2: RET
                .op("LAD", R_ADR_X, 1, 0, 5).op("RET", NONE, 0, 0, 0); // 3: SUB LAD GR1,5; RET

        RunResult result = program.run();

        assertEquals("ended by RET at #0002", result.reason().describe(program.addressFormat()));
        assertInstanceOf(StopReason.Exited.class, result.reason());
        assertEquals(5, program.cpu.registers().get("GR1"));
        assertEquals(0, program.cpu.stackPointer());
        assertEquals(4, result.instructions());
    }

    /** An observer installed after the CPU was made sees its data accesses, and none once removed. */
    @Test
    void anObserverSetOrRemovedWhileTheCpuExistsSeesExactlyItsDataAccesses() {
        program.op("LD", R_ADR_X, 1, 0, 20).op("ST", R_ADR_X, 1, 0, 21).op("LD", R_ADR_X, 2, 0, 21)
                .op("JUMP", ADR_X, 0, 0, 0).at(20).data(0x1234);
        List<String> seen = new ArrayList<>();
        Memory.Hook observer = new Memory.Hook() {
            @Override
            public int read(Memory memory, int address) {
                seen.add("read " + address);
                return memory.read(address);
            }

            @Override
            public void write(Memory memory, int address, int value) {
                seen.add("write " + address);
                memory.write(address, value);
            }
        };
        program.cpu.setPc(0);
        program.memory.observe(20, 21, observer);
        for (int i = 0; i < 4; i++) {
            program.cpu.step();
        }
        assertEquals(List.of("read 20", "write 21", "read 21"), seen);
        assertEquals(0x1234, program.cpu.register(2));
        program.memory.observe(20, 21, null);
        for (int i = 0; i < 4; i++) {
            program.cpu.step();
        }
        assertEquals(3, seen.size());
        assertEquals(8, program.cpu.instructions());
    }

    @Test
    void costUnitsAreWordsFetchedPlusDataAccesses() {
        program.op("LD", R_ADR_X, 1, 0, 10).op("LD", R1_R2, 2, 1, 0).op("PUSH", ADR_X, 0, 0, 7)
                .op("POP", R, 3, 0, 0).op("RET", NONE, 0, 0, 0).at(10).data(0x1234);

        RunResult result = program.run();

        // LD r,adr 2 + 1; LD r1,r2 1; PUSH 2 + 1; POP 1 + 1; RET 1 + 1 (the outermost too: the OS's return word)
        assertEquals(3 + 1 + 3 + 2 + 2, result.cycles());
        assertEquals(CycleUnit.COST_UNITS, result.unit());
        assertEquals(2 + 1 + 2 + 1 + 1, program.cpu.wordsFetched());
        assertEquals(7, program.cpu.registers().get("GR3"));
    }

    @Test
    void everyInstructionCostsWhatTheTableSays() {
        for (Comet2Instruction instruction : Comet2InstructionTable.of(Comet2Profile.COMET2)) {
            if (instruction.opcode() == Comet2InstructionTable.SVC) {
                continue; // needs a service; its cost is checked by inAndOut
            }
            TestProgram single = new TestProgram(Comet2Profile.COMET2);
            single.op(instruction.mnemonic(), instruction.form(), 1, 2, 100);
            single.cpu.registers().set("SP", 500);
            single.cpu.registers().set("GR2", 1);

            int cost = single.cpu.step();

            assertEquals(instruction.costUnits(Comet2Profile.COMET2), cost, instruction.toString());
            assertEquals(cost, single.cpu.cycles(), instruction.toString());
            assertEquals(Comet2Profile.COMET2.length(instruction.form()), single.cpu.wordsFetched(),
                    instruction.toString());
        }
    }

    @Test
    void inAndOutGoThroughSvcOneAndTwo() {
        int buffer = 100;
        int length = 99;
        program.op("LAD", R_ADR_X, 1, 0, buffer).op("LAD", R_ADR_X, 2, 0, length)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.IN.number())
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.OUT.number())
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.IN.number())
                .op("RET", NONE, 0, 0, 0);

        RunResult result = program.run("CASL II\r\n", new MachineClock.Host());

        assertInstanceOf(StopReason.Exited.class, result.reason());
        assertEquals("CASL II\n", program.output.toString());
        assertEquals(0xFFFF, program.memory.read(length)); // the second IN met the end of input: length -1
        assertEquals('C', program.memory.read(buffer));
        assertEquals(2 * 2 + 3 * 2 + 1 + 1, result.cycles());
    }

    @Test
    void halfWidthKatakanaGoInAndOutAsTheirJisX0201Codes() {
        // IPA specification: characters are JIS X 0201 codes; its katakana #A1-#DF are Unicode's U+FF61-U+FF9F
        int buffer = 100;
        int length = 99;
        program.op("LAD", R_ADR_X, 1, 0, buffer).op("LAD", R_ADR_X, 2, 0, length)
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.IN.number())
                .op("SVC", ADR_X, 0, 0, Comet2SupervisorCall.OUT.number()).op("RET", NONE, 0, 0, 0);

        program.run("\uFF7A\uFF92\uFF6F\uFF84 2\n", new MachineClock.Host()); // "ｺﾒｯﾄ 2", UTF-8 on standard input

        assertEquals(List.of(0xBA, 0xD2, 0xAF, 0xC4, (int) ' ', (int) '2'),
                IntStream.range(buffer, buffer + 6).map(program.memory::read).boxed().toList());
        assertEquals("\uFF7A\uFF92\uFF6F\uFF84 2\n", program.output.toString());
    }

    @Test
    void anUndefinedOpcodeStopsWithATrap() {
        program.data(0xFF00);

        RunResult result = program.run();

        assertEquals("trap at #0000: undefined opcode #FF", result.reason().describe(program.addressFormat()));
    }

    @Test
    void mlfeInstructionsAreUndefinedOnCometTwo() {
        program.data(Comet2InstructionTable.MULA_REG << 8 | 0x12);

        assertEquals("trap at #0000: undefined opcode #2C", program.run().reason().describe(program.addressFormat()));
    }

    @Test
    void svcWithoutServicesAttachedIsATrap() {
        program.op("SVC", ADR_X, 0, 0, 1);
        program.cpu.step();

        assertEquals("trap at #0000: SVC 1 with no console attached",
                program.cpu.haltReason().describe(program.addressFormat()));
    }
}
