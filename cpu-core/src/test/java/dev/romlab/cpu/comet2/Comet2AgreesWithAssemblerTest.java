package dev.romlab.cpu.comet2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Map;
import java.util.stream.Stream;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2OperandForm;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every instruction of both machines, written as source, assembled by {@code CaslAssembler} and run one step: the
 * interpreter reads the fields the source names (opcode, r, x, adr), moves PR past exactly the words the assembler
 * placed and counts the table's cost units.
 */
class Comet2AgreesWithAssemblerTest {

    private static final int ADR = 100;

    @TestFactory
    Stream<DynamicTest> everyInstructionAgrees() {
        return Stream.of(Comet2Profile.values()).flatMap(profile -> Comet2InstructionTable.of(profile).stream()
                .map(instruction -> DynamicTest.dynamicTest(profile.id() + " " + source(instruction),
                        () -> agrees(profile, instruction))));
    }

    private static String source(Comet2Instruction instruction) {
        String operands = switch (instruction.form()) {
            case NONE -> "";
            case R_ADR_X -> "GR3," + ADR + ",GR2";
            case R1_R2 -> "GR3,GR2";
            case R1_R2_R3 -> "GR3,GR2,GR1";
            case R1_R2_ADR -> "GR3,GR2," + ADR;
            case ADR_X -> ADR + ",GR2";
            case R -> "GR3";
        };
        return instruction.mnemonic() + " " + operands;
    }

    private static void agrees(Comet2Profile profile, Comet2Instruction instruction) throws AssemblyException {
        String text = "PGM\tSTART\n\t" + source(instruction).replace(" ", "\t") + "\n\tEND\n";
        Assembly assembly = new CaslAssembler(profile).translate("agree.cas", text, Map.of());
        Memory memory = new Memory(Comet2Descriptions.addressSpace(profile));
        assembly.segments().forEach(segment -> memory.load(segment.address(), segment.bytes()));
        int start = assembly.origin();
        int first = memory.read(start);
        int words = profile.length(instruction.form());
        assertEquals(words * profile.wordBits() / 8, assembly.segments().get(0).length(), "words placed");
        assertEquals(instruction.opcode(), profile.opcode(first), "opcode");
        switch (instruction.form()) {
            case R_ADR_X, R1_R2, R1_R2_R3, R1_R2_ADR, R -> assertEquals(3, profile.r(first), "r");
            default -> assertEquals(0, profile.r(first), "r");
        }
        switch (instruction.form()) {
            case R_ADR_X, R1_R2, R1_R2_R3, R1_R2_ADR, ADR_X -> assertEquals(2, profile.x(first), "x");
            default -> assertEquals(0, profile.x(first), "x");
        }
        if (instruction.form().hasAddress()) {
            assertEquals(ADR, profile.adr(first, memory.read(start + 1)), "adr");
        }
        if (instruction.form() == Comet2OperandForm.R1_R2_R3) {
            assertEquals(1, profile.adr(first, 0) & 0xF, "r3");
        }
        if (instruction.opcode() == Comet2InstructionTable.SVC || instruction.opcode() == Comet2InstructionTable.READ
                || instruction.opcode() == Comet2InstructionTable.WRITE
                || instruction.form() == Comet2OperandForm.R1_R2_ADR
                || instruction.opcode() >= Comet2InstructionTable.DREG
                && instruction.opcode() <= Comet2InstructionTable.DSTK) {
            return; // they need a console: MlfeTest and Comet2Test run them
        }
        Comet2 cpu = new Comet2(profile, memory);
        cpu.setPc(start);
        cpu.registers().set("SP", 500);
        cpu.registers().set("GR1", 3);
        cpu.registers().set("GR2", 1);
        memory.write(ADR + 1, 1); // a divisor for the memory forms

        int cost = cpu.step();

        assertFalse(cpu.halted(), () -> cpu.haltReason().toString());
        assertEquals(instruction.costUnits(profile), cost, "cost units");
        if (instruction.form() != Comet2OperandForm.ADR_X
                && instruction.opcode() != Comet2InstructionTable.RET
                && instruction.opcode() != Comet2InstructionTable.RETURN) {
            assertEquals(start + words, cpu.pc(), "PR after the instruction");
        }
    }
}
