package dev.romlab.cpu.comet2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.comet2.CaslAssembler;
import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2OperandForm;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BudgetAndHooks;
import dev.romlab.cpu.translate.Translation;

/**
 * The COMET II and MLFE translator gives what the interpreter gives: the same state, memory and counts after every
 * block of random programs, the same stops at hooks and budgets inside blocks, and code that rewrites itself.
 */
class Comet2TranslatorTest {

    /** A 16-bit xorshift (7, 9, 8) stepped 65,536 times per block, BLOCKS blocks: issue #24's workload. */
    private static final String XORSHIFT = """
            XS16     START
                     LD      GR1,SEED
                     LD      GR4,BLOCKS
            BLOCK    LAD     GR3,0
            STEP     LD      GR2,GR1
                     SLL     GR2,7
                     XOR     GR1,GR2
                     LD      GR2,GR1
                     SRL     GR2,9
                     XOR     GR1,GR2
                     LD      GR2,GR1
                     SLL     GR2,8
                     XOR     GR1,GR2
                     ST      GR1,X
                     SUBA    GR3,=1
                     JNZ     STEP
                     SUBA    GR4,=1
                     JNZ     BLOCK
                     RET
            SEED     DC      1
            BLOCKS   DC      %d
            X        DS      1
                     END
            """;

    private static Assembly assemble(Comet2Profile profile, String source) {
        try {
            return new CaslAssembler(profile).translate("test", source, Map.of());
        } catch (AssemblyException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static Comet2 load(Comet2Profile profile, String source) {
        return load(profile, source, new Memory(Comet2Descriptions.addressSpace(profile)));
    }

    private static Comet2 load(Comet2Profile profile, String source, Memory memory) {
        Assembly program = assemble(profile, source);
        program.segments().forEach(segment -> memory.load(segment.address(), segment.bytes()));
        Comet2 cpu = new Comet2(profile, memory);
        cpu.setPc(program.origin());
        return cpu;
    }

    @Test
    void theWorkloadGivesItsCheckThroughTheTranslator() {
        Comet2 cpu = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
        Runner runner = new Runner(cpu).engine(Engine.TRANSLATOR);
        RunResult result = runner.run();
        assertInstanceOf(StopReason.Exited.class, result.reason());
        assertEquals(0x8181, cpu.register(1));
        assertEquals(786_438, cpu.instructions());
        Comet2 interpreted = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
        new Runner(interpreted).engine(Engine.INTERPRETER).run();
        assertEquals(interpreted.saveState(), cpu.saveState());
        assertArrayEquals(interpreted.memory.bytes, cpu.memory.bytes);
    }

    @ParameterizedTest
    @EnumSource(Comet2Profile.class)
    void randomProgramsStayInLockstep(Comet2Profile profile) {
        SplittableRandom random = new SplittableRandom(24);
        long blocks = 0;
        int programs = Integer.getInteger("comet2.lockstep.programs", 40); // a longer campaign: -D...=N
        for (int program = 0; program < programs; program++) {
            long seed = random.nextLong();
            Comet2 interpreter = randomProgram(profile, new SplittableRandom(seed));
            Comet2 translated = randomProgram(profile, new SplittableRandom(seed));
            Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                    address -> false, 0, 64);
            for (int block = 0; block < 2_000 && !translated.halted(); block++, blocks++) {
                int executed = translation.execute(Long.MAX_VALUE);
                for (int i = 0; i < executed; i++) {
                    interpreter.step();
                }
                assertEquals(interpreter.saveState(), translated.saveState(), "program " + program + " block " + block);
                assertArrayEquals(interpreter.memory.bytes, translated.memory.bytes, "program " + program);
            }
            assertEquals(interpreter.halted(), translated.halted());
        }
        assertTrue(blocks > programs * 250L, blocks + " blocks");
    }

    /** The same random programs with budgets and hooks inside them ({@link BudgetAndHooks}). */
    @ParameterizedTest
    @EnumSource(Comet2Profile.class)
    void randomProgramsKeepTheBudgetAndStopBeforeHooks(Comet2Profile profile) {
        SplittableRandom seeds = new SplittableRandom(25);
        long lower = 0;
        for (int program = 0; program < 40; program++) {
            long seed = seeds.nextLong();
            Comet2 interpreted = randomProgram(profile, new SplittableRandom(seed));
            Comet2 translated = randomProgram(profile, new SplittableRandom(seed));
            lower += BudgetAndHooks.check(interpreted, interpreted.memory, translated, translated.memory,
                    new Random(seed), 1_000, 20, 520, 300, "program " + program);
        }
        assertTrue(lower > 0, "some blocks went back or on at a lower address");
    }

    @Test
    void aLoopGoesRoundInsideItsBlock() {
        Comet2 translated = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
        Comet2 interpreted = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        int n = translation.execute(Long.MAX_VALUE);
        assertTrue(n > 1_000, n + " instructions: STEP's 11 go round in the first block");
        for (int k = 0; k < n; k++) {
            interpreted.step();
        }
        assertEquals(interpreted.saveState(), translated.saveState());
    }

    /**
     * A CALL and its RET in one block, and a callee that returns past the instruction after its CALL: that block
     * leaves at the RET for the address popped.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aBlockGoesOnThroughCallAndReturn(boolean elsewhere) {
        String source = """
                P       START
                        CALL    F
                        LAD     GR1,1
                        LAD     GR2,2
                        RET
                F       POP     GR3
                        LAD     GR3,%d,GR3
                        PUSH    0,GR3
                        RET
                        END
                """.formatted(elsewhere ? 2 : 0);
        Comet2 translated = load(Comet2Profile.COMET2, source);
        Comet2 interpreted = load(Comet2Profile.COMET2, source);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        int n = translation.execute(Long.MAX_VALUE);
        assertEquals(elsewhere ? 5 : 8, n, "CALL, POP, LAD, PUSH, RET, then LAD, LAD, RET unless it returned "
                + "elsewhere");
        for (int k = 0; k < n; k++) {
            interpreted.step();
        }
        assertEquals(interpreted.saveState(), translated.saveState());
    }

    /**
     * 512 words of random instructions of the profile's table (registers in range, addresses mostly inside the
     * program, so that jumps land in it and stores rewrite it).
     */
    private static Comet2 randomProgram(Comet2Profile profile, SplittableRandom random) {
        Memory memory = new Memory(Comet2Descriptions.addressSpace(profile));
        List<Comet2Instruction> table = Comet2InstructionTable.of(profile).stream()
                .filter(i -> i.opcode() != Comet2InstructionTable.SVC && i.opcode() < 0xE0 && !port(i.opcode()))
                .toList();
        int at = 0;
        while (at < 500) {
            Comet2Instruction instruction = table.get(random.nextInt(table.size()));
            int r = random.nextInt(profile.registers());
            int x = random.nextInt(4) == 0 ? random.nextInt(profile.registers()) : 0;
            int adr = instruction.form() == Comet2OperandForm.R1_R2_R3 ? random.nextInt(profile.registers())
                    : random.nextInt(8) == 0 ? random.nextInt(0x10000) : random.nextInt(520);
            for (int word : profile.encode(instruction.opcode(), r, x, adr, instruction.form())) {
                memory.write(at++, word);
            }
        }
        Comet2 cpu = new Comet2(profile, memory);
        for (int n = 0; n < profile.registers(); n++) {
            cpu.setRegister(n, random.nextInt());
        }
        return cpu;
    }

    /** MLFE's READ and WRITE: with no console attached they stop a program at once. */
    private static boolean port(int opcode) {
        return opcode >= Comet2InstructionTable.READ && opcode <= Comet2InstructionTable.WRITE_OFFSET;
    }

    @Test
    void codeThatRewritesItselfRunsTheNewCode() {
        // the loop adds 1 to GR1 eight times, then rewrites its LAD's operand to 3: 8 x 1 + 8 x 3 = 32
        String source = """
                SELF     START
                         LAD     GR2,16
                         LAD     GR4,LOOP
                LOOP     LAD     GR1,1,GR1
                         SUBA    GR2,=1
                         CPA     GR2,=8
                         JNZ     SKIP
                         LD      GR3,THREE
                         ST      GR3,1,GR4       ; LOOP's operand word
                SKIP     LD      GR2,GR2
                         JNZ     LOOP
                         RET
                THREE    DC      3
                         END
                """;
        assertEquals(32, runBothWays(source).register(1));
    }

    /**
     * LOOP's block stores plainly to a fixed address that holds no translated code yet (FN's operand word); once FN is
     * translated there, that store must reach FN's block: the rounds after the first add their own numbers, 2 + 1.
     */
    @Test
    void aPlainStoreToWhatLaterBecomesCodeRunsTheNewCode() {
        String source = """
                P        START
                         LAD     GR2,3
                LOOP     LD      GR3,GR2
                         ST      GR3,FNADR       ; FN's operand: the round number
                         CPA     GR2,=3
                         JZE     NEXT            ; not in the first round: LOOP's block is made before FN's
                         CALL    FN
                NEXT     SUBA    GR2,=1
                         JNZ     LOOP
                         RET
                FN       DC      #1211           ; LAD GR1,FNADR's word,GR1
                FNADR    DC      0
                         RET
                         END
                """;
        assertEquals(3, runBothWays(source).register(1));
    }

    /** A fixed-address store into a later instruction of its own block: the block must not run the old one. */
    @Test
    void aStoreIntoItsOwnBlockRunsTheNewCode() {
        String source = """
                SELF     START
                         LAD     GR2,16
                LOOP     LD      GR3,THREE
                         ST      GR3,OPERAND     ; the next instruction's operand
                         DC      #1211           ; LAD GR1,OPERAND's word,GR1
                OPERAND  DC      1
                         SUBA    GR2,=1
                         JNZ     LOOP
                         RET
                THREE    DC      3
                         END
                """;
        assertEquals(48, runBothWays(source).register(1));
    }

    /** Runs {@code source} translated at once and interpreted; asserts the same state; returns the translated CPU. */
    private static Comet2 runBothWays(String source) {
        Comet2 translated = load(Comet2Profile.COMET2, source);
        Comet2 interpreted = load(Comet2Profile.COMET2, source);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        while (!translated.halted()) {
            translation.execute(Long.MAX_VALUE);
        }
        new Runner(interpreted).engine(Engine.INTERPRETER).run();
        assertEquals(interpreted.saveState(), translated.saveState());
        return translated;
    }

    /** A watchpoint's observer installed after the loop is translated sees its plain stores to X, as interpreted. */
    @Test
    void anObserverInstalledAfterTranslationSeesEveryStore() {
        int x = (int) assemble(Comet2Profile.COMET2, XORSHIFT.formatted(1)).symbol("XS16.X");
        List<Integer> seen = new java.util.ArrayList<>();
        for (Engine engine : Engine.values()) {
            Memory memory = new Memory(Comet2Descriptions.addressSpace(Comet2Profile.COMET2));
            Comet2 cpu = load(Comet2Profile.COMET2, XORSHIFT.formatted(1), memory);
            Runner runner = new Runner(cpu).engine(engine).budget(200_000);
            runner.run(); // the loop is translated by now
            int[] stores = {0};
            memory.observe(x, x, new Memory.Hook() {
                @Override
                public int read(Memory memory, int address) {
                    return memory.read(address);
                }

                @Override
                public void write(Memory memory, int address, int value) {
                    stores[0]++;
                    memory.write(address, value);
                }
            });
            runner.budget(Long.MAX_VALUE).run();
            seen.add(stores[0]);
        }
        assertTrue(seen.get(0) > 10_000, "stores seen " + seen);
        assertEquals(seen.get(0), seen.get(1), "stores seen by engine " + List.of(Engine.values()));
    }

    /**
     * A loop that patches its own operand on every round: after a few drops its block waits ever longer before it is
     * translated again, rather than being translated about every {@link Translation#HOT} rounds.
     */
    @Test
    void codeRewrittenOnEveryRoundBacksOffFromTranslation() {
        String source = """
                PATCH    START
                         LAD     GR2,5000
                LOOP     ST      GR2,OPERAND     ; the next instruction's operand: the rounds left
                         DC      #1211           ; LAD GR1,OPERAND's word,GR1
                OPERAND  DC      0
                         SUBA    GR2,=1
                         JNZ     LOOP
                         RET
                         END
                """;
        Comet2 translated = load(Comet2Profile.COMET2, source);
        Comet2 interpreted = load(Comet2Profile.COMET2, source);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false);
        while (!translated.halted()) {
            translation.execute(Long.MAX_VALUE);
        }
        new Runner(interpreted).engine(Engine.INTERPRETER).run();
        assertEquals(interpreted.saveState(), translated.saveState());
        assertEquals(5000 * 5001 / 2 & 0xFFFF, translated.register(1)); // the sum of 1..5000 in a 16-bit word
        assertTrue(translation.blocksTranslated() < 40, translation.blocksTranslated() + " blocks translated");
    }

    @Test
    void aBreakpointSetInsideATranslatedBlockStopsThere() {
        Comet2 translated = load(Comet2Profile.COMET2, XORSHIFT.formatted(2));
        Comet2 interpreted = load(Comet2Profile.COMET2, XORSHIFT.formatted(2));
        Runner fast = new Runner(translated).engine(Engine.TRANSLATOR).budget(100_000);
        Runner slow = new Runner(interpreted).engine(Engine.INTERPRETER).budget(100_000);
        assertEquals(fast.run().reason(), slow.run().reason()); // the loop is translated by now
        int xor = 9; // STEP's first XOR GR1,GR2, inside the loop's block
        fast.breakpoint(xor);
        slow.breakpoint(xor);
        RunResult stopped = fast.run();
        assertEquals(new StopReason.Breakpoint(xor), stopped.reason());
        assertEquals(slow.run(), stopped);
        assertEquals(interpreted.saveState(), translated.saveState());
    }

    /** MLFE divisions by a register inside a block: a divisor of 0 leaves the block for the interpreter's trap. */
    @ParameterizedTest
    @ValueSource(strings = {"DIVA GR3,GR1,GR2", "DIVL GR3,GR1,GR2", "DIVA GR1,GR2", "DIVL GR1,GR2"})
    void aDivisionByZeroInsideABlockTrapsAsTheInterpreterDoes(String division) {
        for (int divisor : new int[] {0, 3, -2}) {
            String source = """
                    P       START
                            LAD     GR1,-7
                            LAD     GR2,%d
                            SUBA    GR4,GR1,GR2
                            %s
                            XOR     GR5,GR3,GR1
                            RET
                            END
                    """.formatted(divisor, division);
            Comet2 interpreted = load(Comet2Profile.MLFE, source);
            RunResult expected = new Runner(interpreted).engine(Engine.INTERPRETER).run();
            Comet2 translated = load(Comet2Profile.MLFE, source);
            Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                    address -> false, 0, 64);
            int blocks = 0;
            while (!translated.halted()) {
                translation.execute(Long.MAX_VALUE);
                blocks++;
            }
            assertEquals(interpreted.saveState(), translated.saveState(), division + " by " + divisor);
            assertEquals(expected.reason(), translated.haltReason(), division + " by " + divisor);
            assertEquals(expected.cycles(), translated.cycles(), division + " by " + divisor);
            assertEquals(divisor == 0, expected.reason() instanceof StopReason.Trap, division + " by " + divisor);
            // the LADs, SUBA and the division are one block unless the divisor is 0
            assertTrue(divisor == 0 ? blocks >= 2 : blocks <= 3, division + " by " + divisor + ": " + blocks);
        }
    }

    @Test
    void aBudgetEndingInsideABlockStopsWhereTheInterpreterStops() {
        for (long budget = 1; budget < 400; budget += 7) {
            Comet2 translated = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
            Comet2 interpreted = load(Comet2Profile.COMET2, XORSHIFT.formatted(1));
            Runner fast = new Runner(translated).engine(Engine.TRANSLATOR).budget(20_000);
            fast.run(); // translated now
            new Runner(interpreted).engine(Engine.INTERPRETER).budget(20_000).run();
            RunResult a = fast.budget(budget).run();
            RunResult b = new Runner(interpreted).engine(Engine.INTERPRETER).budget(budget).run();
            assertEquals(b, a, "budget " + budget);
            assertEquals(interpreted.saveState(), translated.saveState(), "budget " + budget);
        }
    }
}
