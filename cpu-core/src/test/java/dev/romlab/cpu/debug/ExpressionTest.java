package dev.romlab.cpu.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Map;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.Test;

/** The debugger's expressions on every CPU: numbers, operators, registers, flags, labels, memory, errors. */
class ExpressionTest {

    /** A CPU of {@code id} over fresh memory, and the symbols of its expressions with one label, {@code buffer}. */
    private record Machine(Cpu cpu, Memory memory, ExpressionSymbols symbols) {

        static Machine of(String id) {
            CpuDescription description = CpuRegistry.standard().require(id);
            Memory memory = description.newMemory();
            Cpu cpu = description.newCpu(memory);
            Map<String, Integer> labels = Map.of("buffer", 0x0200);
            return new Machine(cpu, memory, new ExpressionSymbols(cpu, memory, description.addressSpace(),
                    description.display().flags(), labels::get));
        }

        long value(String text) {
            return Expression.parse(text, symbols).evaluate();
        }
    }

    @Test
    void numbersInEveryCpusNotation() {
        Machine z80 = Machine.of("z80");

        for (String text : new String[] {"42", "$2A", "0x2A", "2Ah", ">2A", "#2A", "%101010", "4_2"}) {
            assertEquals(42, z80.value(text), text);
        }
    }

    @Test
    void operatorsTakeCsPrecedence() {
        Machine z80 = Machine.of("z80");

        assertEquals(14, z80.value("2 + 3 * 4"));
        assertEquals(20, z80.value("(2 + 3) * 4"));
        assertEquals(1, z80.value("1 + 1 == 2 && 3 > 2 || 0"));
        assertEquals(1, z80.value("!0 && ~0 == -1"));
        assertEquals(0x30, z80.value("3 << 4 | 1 >> 1"));
        assertEquals(1, z80.value("7 % 3 <= 1 != 0"));
        assertEquals(2, z80.value("5 & 6 ^ 6"));
        assertEquals(1, z80.value("2 >= 2 && 1 < 2"));
    }

    @Test
    void z80RegistersFlagsAndLittleEndianWords() {
        Machine z80 = Machine.of("z80");
        z80.cpu().registers().set("HL", 0x0200);
        z80.cpu().registers().set("HL'", 0x1234);
        z80.cpu().registers().set("F", 0x41); // Z and C
        z80.memory().write(0x0200, 0x34);
        z80.memory().write(0x0201, 0x12);

        assertEquals(1, z80.value("hl == buffer && HL' == $1234"));
        assertEquals(1, z80.value("ZF && CF && !SF"));
        assertEquals(0x34, z80.value("[HL]"));
        assertEquals(0x34, z80.value("peek(buffer)"));
        assertEquals(0x1234, z80.value("peekw(HL)"));
    }

    @Test
    void mos6502FlagsReadFromP() {
        Machine m6502 = Machine.of("6502");
        m6502.cpu().registers().set("P", 0x81); // N and C
        m6502.cpu().registers().set("X", 7);

        assertEquals(1, m6502.value("NF && CF && !ZF && X == 7"));
    }

    @Test
    void tms9900WorkspaceRegistersAndBigEndianWords() {
        Machine tms = Machine.of("tms9900");
        tms.cpu().registers().set("WP", 0x8300);
        tms.cpu().registers().set("R3", 0xA012);
        tms.memory().write(0x0200, 0x12);
        tms.memory().write(0x0201, 0x34);

        assertEquals(0xA012, tms.value("R3"));
        assertEquals(0x1234, tms.value("peekw(buffer)"));
        assertEquals(0x1234, tms.value("peekw(buffer + 1)")); // a word address's low bit is ignored
        assertEquals(1, tms.value("R3 == >A012 && WP == >8300"));
    }

    @Test
    void comet2AndMlfeReadWholeWords() {
        Machine comet2 = Machine.of("comet2");
        comet2.cpu().registers().set("GR1", 0xFFFF);
        comet2.memory().write(0x0200, 0x8001);
        Machine mlfe = Machine.of("mlfe");
        mlfe.cpu().registers().set("GR13", -1);
        mlfe.memory().write(0x0200, 0x80000001);

        assertEquals(0xFFFF, comet2.value("GR1"));
        assertEquals(0x8001, comet2.value("[buffer]"));
        assertEquals(0x8001, comet2.value("peekw(#0200)"));
        assertEquals(0xFFFF_FFFFL, mlfe.value("gr13")); // registers read unsigned
        assertEquals(0x8000_0001L, mlfe.value("[buffer]"));
    }

    @Test
    void errorsSayWhereTheExpressionGoesWrong() {
        Machine z80 = Machine.of("z80");

        ExpressionException single = assertThrows(ExpressionException.class, () -> z80.value("A = 3"));
        ExpressionException open = assertThrows(ExpressionException.class, () -> z80.value("(A + 1"));
        ExpressionException missing = assertThrows(ExpressionException.class, () -> z80.value("A == "));
        ExpressionException unknown = assertThrows(ExpressionException.class, () -> z80.value("A == nowhere"));
        ExpressionException number = assertThrows(ExpressionException.class, () -> z80.value("$FG"));

        assertEquals(2, single.column());
        assertEquals(6, open.column());
        assertEquals(5, missing.column());
        assertEquals(5, unknown.column());
        assertTrue(unknown.reason().contains("flags SF ZF HF PF NF CF"), unknown.reason());
        assertEquals(0, number.column());
    }

    @Test
    void aDivisionByZeroIsAnArithmeticError() {
        Machine z80 = Machine.of("z80");

        assertThrows(ArithmeticException.class, () -> z80.value("1 / (A - A)"));
    }

    @Test
    void evaluatingAllocatesNothing() {
        for (String id : new String[] {"z80", "tms9900", "comet2"}) {
            Machine machine = Machine.of(id);
            String register = id.equals("z80") ? "HL" : id.equals("tms9900") ? "R3" : "GR1";
            Expression condition = Expression.parse(register + " == 3 && [buffer] != 0 || peekw(" + register
                    + ") > $8000", machine.symbols());
            com.sun.management.ThreadMXBean threads =
                    (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long sum = 0;
            for (int i = 0; i < 100_000; i++) { // warm up: the JIT's own first compilations may allocate
                sum += condition.evaluate();
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 100_000; i++) {
                sum += condition.evaluate();
            }
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;

            // one object per evaluation would be 1.6 MB; a few hundred bytes are the JIT's own, once
            assertTrue(allocated < 16_000, id + ": " + allocated + " bytes for 100,000 evaluations (" + sum + ")");
        }
    }
}
