package dev.romlab.cpu.reverse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.ReverseDebugger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proof of reverse execution: on every CPU, for random programs, running forward N instructions and going back
 * K gives exactly the machine of running forward N - K (registers, hidden state, memory, cycles, console position),
 * and running forward K again gives exactly the machine after N, its console output written once.
 */
class ReverseExecutionTest {

    /** The longest run tried; a random program may stop (HALT, JAM, a trap) sooner. */
    private static final int INSTRUCTIONS = 10_000;
    /** The shortest run a program must make to be used: enough to cross many snapshots. */
    private static final int SHORTEST = 300;
    private static final int PROGRAMS_PER_CPU = 3;
    /** Small, so that the runs cross many snapshots and the history is thinned many times. */
    private static final SnapshotHistory.Limits LIMITS = new SnapshotHistory.Limits(97, 1L << 30, 6);

    static Stream<Arguments> programs() {
        List<Arguments> cases = new ArrayList<>();
        for (CpuDescription cpu : CpuRegistry.standard().all()) {
            cases.add(Arguments.of(cpu.id()));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void goingBackKGivesTheMachineOfRunningNMinusK(String cpuId) {
        CpuDescription type = CpuRegistry.standard().require(cpuId);
        int tested = 0;
        for (long seed = 1; tested < PROGRAMS_PER_CPU; seed++) {
            assertTrue(seed < 100, cpuId + ": too few random programs run " + SHORTEST + " instructions");
            byte[] program = randomProgram(type, seed);
            long length = new Machine(type, program, seed).runLength();
            if (length >= SHORTEST) {
                forwardThenBack(type, program, seed, length);
                tested++;
            }
        }
    }

    private static void forwardThenBack(CpuDescription type, byte[] program, long seed, long n) {
        String what = type.id() + " seed " + seed + ": forward " + n;
        Machine forward = new Machine(type, program, seed);
        DebugSession session = new DebugSession(forward.cpu, forward.memory, address -> 0, type.addressFormat())
                .budget(Long.MAX_VALUE);
        ReverseDebugger back = session.recordHistory(LIMITS);
        long total = session.step(1).instructions() + session.step(n / 3).instructions();  // several runs
        total += session.step(n - total).instructions();
        assertEquals(n, total, what);
        assertTrue(back.history().size() <= LIMITS.maxSnapshots(), what + ": thinned to the cap");
        Machine end = Machine.after(type, program, seed, n);
        forward.assertSameAs(end, what);

        Random random = new Random(seed);
        long[] backs = {1, 2, 7, LIMITS.interval() - 1, LIMITS.interval(), LIMITS.interval() + 1, n / 2,
                1 + random.nextInt((int) n), n};
        for (long k : backs) {
            RunResult moved = back.stepBack(k);
            assertEquals(-k, moved.instructions());
            Machine reference = Machine.after(type, program, seed, n - k);
            forward.assertSameAs(reference, what + " then back " + k);
            assertEquals(n - k, back.position());

            session.step(k);
            forward.assertSameAs(end, what + " then back " + k + " then forward again");
            assertEquals(end.output.toString(), forward.output.toString(), what + ": output written once");
        }
    }

    /**
     * Random bytes, repaired where they would stop the CPU (a HALT, a JAM, an undefined opcode, a RET out of the
     * program): each such instruction is replaced by other random bytes until the program runs
     * {@link #INSTRUCTIONS} instructions. A repair at an address the program itself wrote before does not carry
     * over to a fresh run, which then stops there: {@link Machine#runLength()} says how far it goes.
     */
    private static byte[] randomProgram(CpuDescription type, long seed) {
        Random random = new Random(seed * 7919 + type.id().hashCode());
        Machine machine = new Machine(type, null, seed);
        random.nextBytes(machine.memory.bytes);
        for (int address = 0; address < machine.memory.addresses(); address++) {
            while (dumpsMemory(machine.cpu, machine.memory.read(address))) {
                machine.memory.write(address, random.nextInt());
            }
        }
        byte[] program = machine.memory.bytes.clone();
        machine.cpu.setPc(0);
        Runner runner = new Runner(machine.cpu).budget(Long.MAX_VALUE);
        for (int executed = 0, repairs = 0; executed < INSTRUCTIONS; ) {
            CpuState before = machine.cpu.saveState();
            int pc = machine.cpu.pc();
            boolean dump = dumpsMemory(machine.cpu, machine.memory.read(pc)); // written by the program itself
            if (!dump) {
                runner.run(1);
            }
            if (!dump && !machine.cpu.halted()) {
                executed++;
                continue;
            }
            if (++repairs == 20_000) {
                break; // a loop that writes the stopping word back each time: the run stops there
            }
            machine.cpu.restoreState(before); // the stopping instruction wrote no memory
            int word = machine.memory.wordBytes();
            int value = random.nextInt();
            while (dumpsMemory(machine.cpu, value)) {
                value = random.nextInt();
            }
            machine.memory.write(pc, value);
            for (int i = 0; i < word; i++) {
                program[(pc * word + i) & (program.length - 1)] = machine.memory.bytes[(pc * word + i)
                        & (program.length - 1)];
            }
        }
        return program;
    }

    /**
     * Whether {@code word} is one of MLFE's debug instructions (DREG, DMEM, DSTK): with random operands they print
     * thousands of lines, slowly, so random programs leave them out.
     */
    private static boolean dumpsMemory(Cpu cpu, int word) {
        if (!(cpu instanceof Comet2 comet2) || comet2.profile() != Comet2Profile.MLFE) {
            return false;
        }
        int opcode = comet2.profile().opcode(word);
        return opcode == Comet2InstructionTable.DREG || opcode == Comet2InstructionTable.DMEM
                || opcode == Comet2InstructionTable.DSTK;
    }

    /** A CPU, its memory and, for COMET II and MLFE, a console reading a fixed random text. */
    private static final class Machine {
        final Memory memory;
        final Cpu cpu;
        final StringWriter output = new StringWriter();

        Machine(CpuDescription type, byte[] program, long seed) {
            memory = type.newMemory();
            if (program != null) {
                System.arraycopy(program, 0, memory.bytes, 0, program.length);
            }
            cpu = type.newCpu(memory);
            cpu.setPc(0);
            if (cpu instanceof Comet2 comet2) {
                comet2.setStackTop(0xF000); // a stack away from the wrap, so that DSTK shows a few words
                StringBuilder text = new StringBuilder();
                Random random = new Random(seed);
                for (int i = 0; i < 20_000; i++) {
                    text.append(random.nextInt(10) == 0 ? '\n' : (char) ('!' + random.nextInt(90)));
                }
                Comet2Console console = new Comet2Console(
                        new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)), output);
                comet2.services(new Comet2Services(console,
                        new MachineClock.Fixed(java.time.LocalDateTime.of(2000, 1, 1, 0, 0), 1_000_000)));
            }
        }

        /** How many instructions this machine runs before it stops, at most {@link #INSTRUCTIONS}. */
        long runLength() {
            return new Runner(cpu).budget(Long.MAX_VALUE).run(INSTRUCTIONS).instructions();
        }

        /** A fresh machine that has run {@code instructions} instructions of {@code program}. */
        static Machine after(CpuDescription type, byte[] program, long seed, long instructions) {
            Machine machine = new Machine(type, program, seed);
            if (instructions > 0) {
                RunResult run = new Runner(machine.cpu).budget(Long.MAX_VALUE).run(instructions);
                assertEquals(instructions, run.instructions());
            }
            return machine;
        }

        void assertSameAs(Machine expected, String what) {
            assertEquals(expected.cpu.saveState(), cpu.saveState(), what + ": CPU state");
            assertEquals(expected.cpu.cycles(), cpu.cycles(), what + ": cycles");
            assertArrayEquals(expected.memory.bytes, memory.bytes, what + ": memory");
        }
    }
}
