package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BudgetAndHooks;
import dev.romlab.cpu.translate.SelfPatchingLoop;
import dev.romlab.cpu.translate.Translation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The translating engine against the interpreter: random programs in lockstep (the whole CPU state, every byte of
 * memory and the cycles after every block), code that rewrites itself inside a translated loop, a breakpoint set
 * inside a translated block, budgets that end mid-block, and the copy-loop workload.
 *
 * <p>The lockstep campaign runs {@value #LOCKSTEP_SEEDS} seeds of {@value #LOCKSTEP_BLOCKS} blocks here; a longer
 * one: {@code mvn -o -pl cpu-core test -Dtest=Tms9900TranslatorTest -Dtms9900.lockstep.seeds=500
 * -Dtms9900.lockstep.blocks=100000}.
 */
class Tms9900TranslatorTest {

    private static final int LOCKSTEP_SEEDS = 12;
    private static final int LOCKSTEP_BLOCKS = 2_000;
    /** Format I's Rn, *Rn and *Rn+: the random programs' operands without operand words. */
    private static final int[] REGISTER_MODES = {0, 1, 3};

    // ---- lockstep ------------------------------------------------------------------------------------------------

    @Test
    void randomProgramsRunInLockstepWithTheInterpreter() {
        int seeds = Integer.getInteger("tms9900.lockstep.seeds", LOCKSTEP_SEEDS);
        int blocks = Integer.getInteger("tms9900.lockstep.blocks", LOCKSTEP_BLOCKS);
        long translatedInstructions = 0;
        for (int seed = 0; seed < seeds; seed++) {
            translatedInstructions += lockstep(seed, blocks);
        }
        assertTrue(translatedInstructions > (long) seeds * blocks, "most blocks ran translated code");
    }

    /**
     * One seed: a random memory (random words, or a random program of loops over data; the TI-99/4A's wait states
     * and scratchpad mirrors on odd seeds), the same on two CPUs, each block with no budget or a random one (every
     * instruction of the block must start inside it); returns the instructions run in blocks of more than one.
     */
    private static long lockstep(long seed, int blocks) {
        Random random = new Random(seed);
        byte[] image = seed % 4 < 2 ? randomWords(random) : randomProgram(random);
        Memory interpretedMemory = memory(image, seed % 2 == 1);
        Memory translatedMemory = memory(image, seed % 2 == 1);
        Tms9900 interpreted = new Tms9900(interpretedMemory, IoPorts.NONE);
        Tms9900 translated = new Tms9900(translatedMemory, IoPorts.NONE);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        interpreted.reset();
        translated.reset();
        long inBlocks = 0;
        for (int block = 0; block < blocks; block++) {
            String where = "seed " + seed + ", block " + block;
            if (random.nextInt(64) == 0) {
                int level = random.nextInt(20) - 4;                  // sometimes a request, sometimes none
                interpreted.interruptRequest(level < 1 ? -1 : Math.min(level, 15));
                translated.interruptRequest(level < 1 ? -1 : Math.min(level, 15));
            }
            if (translated.halted()) {
                interpreted.reset();
                translated.reset();
            }
            long budget = random.nextBoolean() ? Long.MAX_VALUE : 1 + random.nextInt(3_000);
            long start = interpreted.cycles();
            int n = translation.execute(budget);
            for (int i = 0; i < n; i++) {
                assertTrue(interpreted.cycles() - start < budget, where + ": instruction " + i + " starts in the budget");
                interpreted.step();
            }
            if (n > 1) {
                inBlocks += n;
            }
            assertEquals(interpreted.saveState(), translated.saveState(), where);
            assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes, where);
        }
        return inBlocks;
    }

    private static Memory memory(byte[] image, boolean ti99) {
        Memory memory = new Memory();
        System.arraycopy(image, 0, memory.bytes, 0, image.length);
        if (ti99) {
            Ti994aMemory.prepare(memory);
        }
        return memory;
    }

    /** 64 KiB of random words: most are TMS9900 instructions, every operand points anywhere (code too). */
    private static byte[] randomWords(Random random) {
        byte[] image = new byte[Memory.SIZE];
        random.nextBytes(image);
        return image;
    }

    /**
     * A program of the instructions the translator writes itself, with backward and forward jumps, over registers
     * that point into a data area next to it (which it may overwrite): the reset vector at >0000 enters it.
     */
    private static byte[] randomProgram(Random random) {
        byte[] image = new byte[Memory.SIZE];
        for (int a = 0x8300; a < 0x8320; a++) {
            image[a] = (byte) ((a & 1) == 0 ? 0xA1 : random.nextInt(256));   // the registers point at >A1xx
        }
        for (int a = 0xA100; a < 0xA400; a++) {
            image[a] = (byte) random.nextInt(256);
        }
        int pc = 0xA000;
        put(image, 0, 0x8300);
        put(image, 2, pc);
        while (pc < 0xA100 - 8) {
            int word = switch (random.nextInt(12)) {
                case 0, 1, 2, 3 -> (4 + random.nextInt(12)) << 12 | REGISTER_MODES[random.nextInt(3)] << 10
                        | random.nextInt(16) << 6 | REGISTER_MODES[random.nextInt(3)] << 4 | random.nextInt(16);
                case 4 -> 0x1000 | random.nextInt(13) << 8 | (random.nextInt(12) - 9) & 0xFF; // a jump
                case 5 -> 0x0200 | random.nextInt(16) | random.nextInt(5) << 5;             // LI AI ANDI ORI CI
                case 6 -> 0x0400 | (3 + random.nextInt(11)) << 6 | random.nextInt(2) << 4 | random.nextInt(16);
                case 7 -> 0x0800 | random.nextInt(0x400);                // shifts
                case 8 -> 0x2000 | random.nextInt(0x0C00);               // COC CZC XOR
                case 9 -> 0x3800 | random.nextInt(0x0400);               // MPY
                default -> 0x0600 | random.nextInt(16);                  // DEC Rn: loops end
            };
            put(image, pc, word);
            pc += 2;
            if (word >= 0x0200 && word < 0x0300) {
                put(image, pc, random.nextInt(0x10000));
                pc += 2;
            }
        }
        put(image, pc, 0x1000 | (0xA000 - pc - 2) / 2 & 0xFF);          // JMP back to the start
        return image;
    }

    private static void put(byte[] image, int address, int word) {
        image[address] = (byte) (word >>> 8);
        image[address + 1] = (byte) word;
    }

    // ---- blocks that go on through jumps, calls and returns --------------------------------------------------------

    /**
     * Random programs with calls and returns, budgets (up to 3,000 cycles: a TMS9900 instruction takes 10 to 140) and
     * hooks inside blocks ({@link BudgetAndHooks}); on odd seeds
     * the TI-99/4A's wait states, and 2 on the program's pages (so that fetches and data accesses wait differently).
     */
    @Test
    void randomProgramsKeepTheBudgetAndStopBeforeHooks() {
        long lower = 0;
        for (int seed = 0; seed < 24; seed++) {
            byte[] image = randomProgramWithCalls(new Random(seed));
            Memory interpretedMemory = memoryWithProgramWaits(image, seed % 2 == 1);
            Memory translatedMemory = memoryWithProgramWaits(image, seed % 2 == 1);
            Tms9900 interpreted = new Tms9900(interpretedMemory, IoPorts.NONE);
            Tms9900 translated = new Tms9900(translatedMemory, IoPorts.NONE);
            interpreted.reset();
            translated.reset();
            lower += BudgetAndHooks.check(interpreted, interpretedMemory, translated, translatedMemory,
                    new Random(seed), 1_000, 20, 0x0200, 3_000, "seed " + seed);
        }
        assertTrue(lower > 0, "some blocks went back or on at a lower address");
    }

    private static Memory memoryWithProgramWaits(byte[] image, boolean ti99) {
        Memory memory = memory(image, ti99);
        if (ti99) {
            memory.waitStates(0x0000, 0x1FFF, 2);
        }
        return memory;
    }

    /**
     * A program at >0100 (low, where the random hooks fall) of the random programs' instructions over R0-R10, and
     * B @addr to its instructions and BL to two subroutines: one returns with B *R11, the other past the instruction
     * after its BL (INCT R11 first). NOPs before it lead a jump back past its start into it.
     */
    private static byte[] randomProgramWithCalls(Random random) {
        byte[] image = randomProgram(random);
        int origin = 0x0100;
        int end = 0x01C0;
        int returns = end;
        int skips = end + 4;
        put(image, 2, origin);
        put(image, returns, 0x0585);                                    // INC  R5
        put(image, returns + 2, 0x045B);                                // B    *R11
        put(image, skips, 0x05CB);                                      // INCT R11
        put(image, skips + 2, 0x045B);                                  // B    *R11
        for (int a = 0x0080; a < origin; a += 2) {
            put(image, a, 0x1000);                                      // NOP (JMP $+2)
        }
        List<Integer> starts = new ArrayList<>();
        List<Integer> branches = new ArrayList<>();
        int pc = origin;
        while (pc < end - 8) {
            starts.add(pc);
            int word = switch (random.nextInt(14)) {
                case 0, 1, 2, 3 -> (4 + random.nextInt(12)) << 12 | REGISTER_MODES[random.nextInt(3)] << 10
                        | random.nextInt(11) << 6 | REGISTER_MODES[random.nextInt(3)] << 4 | random.nextInt(11);
                case 4 -> 0x1000 | random.nextInt(13) << 8 | (random.nextInt(12) - 9) & 0xFF; // a jump
                case 5 -> 0x0200 | random.nextInt(11) | random.nextInt(5) << 5;             // LI AI ANDI ORI CI
                case 6 -> 0x0800 | random.nextInt(0x400) & ~0x0F | random.nextInt(11);     // shifts
                case 7, 8 -> 0x06A0;                                                       // BL @
                case 9 -> 0x0460;                                                          // B  @
                default -> 0x0600 | random.nextInt(11);                                    // DEC Rn: loops end
            };
            put(image, pc, word);
            pc += 2;
            if (word >= 0x0200 && word < 0x0300) {
                put(image, pc, random.nextInt(0x10000));
                pc += 2;
            } else if (word == 0x06A0) {
                put(image, pc, random.nextInt(3) == 0 ? skips : returns);
                pc += 2;
            } else if (word == 0x0460) {
                branches.add(pc);
                pc += 2;
            }
        }
        put(image, pc, 0x1000 | (origin - pc - 2) / 2 & 0xFF);          // JMP back to the start
        for (int branch : branches) {
            put(image, branch, starts.get(random.nextInt(starts.size())));
        }
        return image;
    }

    /** A loop (its first instruction after the block's start) goes round inside the block, with and without waits. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aLoopGoesRoundInsideItsBlock(boolean ti99) throws AssemblyException {
        String source = source(">8300",
                "START  LI   R1,1000",
                "LOOP   INC  R2",
                "       MOV  R2,@>A100",
                "       DEC  R1",
                "       JNE  LOOP",
                "       IDLE");
        Translation translation = assertFirstBlockRuns(source, ti99, 1 + 4 * 1_000,
                "LI, then 1,000 rounds of the loop in the first block, up to the IDLE");
        assertEquals(1, translation.blocksTranslated());
    }

    /**
     * A BL and its B *R11 in one block, and a subroutine that returns past the instruction after its BL: that block
     * leaves at the B *R11 for the address in R11.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aBlockGoesOnThroughBlAndItsReturn(boolean elsewhere) throws AssemblyException {
        String source = source(">8300",
                "START  BL   @SUB",
                "       LI   R1,1",
                "       LI   R2,2",
                "       IDLE",
                "SUB    AI   R11," + (elsewhere ? 4 : 0),
                "       B    *R11");
        assertFirstBlockRuns(source, true, elsewhere ? 3 : 5, "BL, AI, B *R11, then LI, LI unless it returned "
                + "elsewhere");
    }

    /**
     * A write through a pointer into the block's own workspace (R1 points at R2): the block, which keeps R2 in a
     * local, leaves after it, and the next blocks read R2 from memory; to the IDLE, as the interpreter runs it.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aWriteIntoTheWorkspaceEndsTheBlockThatKeepsTheRegisters(boolean ti99) throws AssemblyException {
        String source = source(">8300",
                "START  LI   R1,>8304",
                "       LI   R3,100",
                "LOOP   MOV  R3,*R1",
                "       AI   R2,>100",
                "       MOVB R2,@>A200",
                "       DEC  R3",
                "       JNE  LOOP",
                "       IDLE");
        assertFirstBlockRuns(source, ti99, 3, "LI, LI, MOV R3,*R1");
        Tms9900 interpreted = assembled(source, ti99);
        Tms9900 translated = assembled(source, ti99);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        long instructions = 0;
        while (!translated.halted()) {
            instructions += translation.execute(Long.MAX_VALUE);
        }
        while (!interpreted.halted()) {
            interpreted.step();
            instructions--;
        }
        assertEquals(0, instructions, "the same instructions");
        assertEquals(interpreted.saveState(), translated.saveState());
        assertEquals(0x0100, translated.peekWord(0xA200), "R2 = R3 + >100 in the last round: its high byte >01");
    }

    /**
     * A workspace on a device's page (the TI-99/4A's scratchpad mirror at >8000, a hook): the block declines and
     * the interpreter steps, with the interpreter's results.
     */
    @Test
    void aBlockDeclinesAWorkspaceOnADevicesPage() throws AssemblyException {
        String source = source(">8000",
                "START  LI   R1,1",
                "       INC  R1",
                "       IDLE");
        Tms9900 interpreted = assembled(source, true);
        Tms9900 translated = assembled(source, true);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        for (int k = 0; k < 2; k++) {
            assertEquals(1, translation.execute(Long.MAX_VALUE), "the interpreter's one instruction");
            interpreted.step();
        }
        assertEquals(2, translation.blocksDeclined());
        assertEquals(interpreted.saveState(), translated.saveState());
        assertEquals(2, translated.peekWord(0x8302), "R1, through the mirror");
    }

    /**
     * 64 instructions that each make much bytecode (two indexed byte operands): one block of them all would be past
     * the 8,000 bytes HotSpot compiles, so the engine translates fewer into the first block (which then runs as the
     * interpreter would).
     */
    @Test
    void aBlockTooBigToCompileIsTranslatedShorter() throws AssemblyException {
        StringBuilder source = new StringBuilder("       AORG >A000\n       LWPI >8300\n");
        for (int k = 0; k < 64; k++) {
            source.append("       SOCB @>1000(R1),@>2000(R2)\n");
        }
        source.append("       IDLE\n");
        Tms9900 interpreted = assembled(source.toString(), true);
        Tms9900 translated = assembled(source.toString(), true);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        int n = translation.execute(Long.MAX_VALUE);
        assertTrue(n > 1 && n < 64, n + " instructions in the first block");
        for (int k = 0; k < n; k++) {
            interpreted.step();
        }
        assertEquals(interpreted.saveState(), translated.saveState());
    }

    /**
     * Runs the first block of {@code source} ({@link #assembled}), asserting that it ran {@code instructions}
     * instructions and left the state the interpreter leaves after them; returns its engine.
     */
    private static Translation assertFirstBlockRuns(String source, boolean ti99, int instructions, String what)
            throws AssemblyException {
        Tms9900 interpreted = assembled(source, ti99);
        Tms9900 translated = assembled(source, ti99);
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        int n = translation.execute(Long.MAX_VALUE);
        assertEquals(instructions, n, what);
        for (int k = 0; k < n; k++) {
            interpreted.step();
        }
        assertEquals(interpreted.saveState(), translated.saveState());
        return translation;
    }

    /** A program at >A000 that first sets its workspace to {@code workspace}, then runs {@code lines}. */
    private static String source(String workspace, String... lines) {
        return "       AORG >A000\n       LWPI " + workspace + "\n" + String.join("\n", lines) + "\n";
    }

    /**
     * {@code source} assembled on a CPU past its first instruction (which the interpreter runs after the reset's
     * context switch), its workspace at >8300; the TI-99/4A's memory when {@code ti99}.
     */
    private static Tms9900 assembled(String source, boolean ti99) throws AssemblyException {
        Assembly program = Assembler.tms9900().assemble("test.a99", source, Map.of());
        Memory memory = program(new int[0]);
        program.copyInto(memory.bytes);
        if (ti99) {
            Ti994aMemory.prepare(memory);
        }
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.reset();
        cpu.step();
        return cpu;
    }

    // ---- self-modifying code --------------------------------------------------------------------------------------

    /**
     * A loop whose MOV rewrites the very next instruction of its own block (INC R1 becomes INCT R1 halfway):
     * the translated block stops after the MOV, and R1, the cycles and the instructions are the interpreter's.
     */
    @Test
    void codeThatRewritesItselfInsideATranslatedBlockRunsAsInterpreted() {
        assertRewritesItselfAsInterpreted(0xA000, 0x8300, 0xA014, false);
    }

    /** The same loop in the scratchpad, rewritten through its mirror at >80xx, which the code guard of >83xx sees. */
    @Test
    void codeRewrittenThroughTheScratchpadMirrorRunsAsInterpreted() {
        assertRewritesItselfAsInterpreted(0x8300, 0x83E0, 0x8014, true);
    }

    private static void assertRewritesItselfAsInterpreted(int origin, int workspace, int rewrite, boolean ti99) {
        int[] program = {
            0x0201, 0x0000,                 // +>00  LI   R1,0
            0x0203, 0x0014,                 // +>04  LI   R3,20
            0x0283, 0x000A,                 // +>08  LOOP CI R3,10
            0x1603,                         // +>0C       JNE  SKIP
            0xC820, 0xA030, rewrite,        // +>0E       MOV  @NEW,@INC (or its mirror)
            0x0581,                         // +>14  INC  INC  R1       (SKIP)
            0x0603,                         // +>16       DEC  R3
            0x16F7,                         // +>18       JNE  LOOP
            0x0340,                         // +>1A       IDLE
        };
        Memory interpretedMemory = program(origin, workspace, program, ti99);
        Memory translatedMemory = program(origin, workspace, program, ti99);
        write(interpretedMemory, 0xA030, new int[] {0x05C1});            // NEW: INCT R1
        write(translatedMemory, 0xA030, new int[] {0x05C1});
        Tms9900 interpreted = new Tms9900(interpretedMemory, IoPorts.NONE);
        Tms9900 translated = new Tms9900(translatedMemory, IoPorts.NONE);
        interpreted.reset();
        translated.reset();
        Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                address -> false, 0, 64);
        long instructions = 0;
        while (!translated.halted()) {
            instructions += translation.execute(Long.MAX_VALUE);
        }
        long stepped = 0;
        while (!interpreted.halted()) {
            interpreted.step();
            stepped++;
        }
        assertEquals(10 + 2 * 10, translated.registers().get("R1"), "10 INC, then 10 INCT");
        assertEquals(interpreted.registers().get("R1"), translated.registers().get("R1"));
        assertEquals(stepped, instructions);
        assertEquals(interpreted.saveState(), translated.saveState());
        assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes);
        assertTrue(translation.blocksTranslated() > 4, "the rewritten block was translated again");
    }

    /**
     * A loop of 3,000 rounds that patches the immediate of its own LI on every round with the rounds left and adds it
     * into R4, through a symbolic MOV R1,@OP+2 or an indirect MOV R1,*R2; on plain memory and on the TI-99/4A's
     * (wait states, the scratchpad's mirrors). Run by an engine that translates only hot code, the interpreter's own
     * stores during warm-up and between drops reach the code guard.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"MOV R1,@OP+2; false", "MOV R1,*R2; false", "MOV R1,@OP+2; true",
        "MOV R1,*R2; true"})
    void codeRewrittenOnEveryRoundRunsAsInterpreted(String store, boolean ti99) throws AssemblyException {
        String source = String.join("\n",
                "       AORG >A000",
                "START  LI   R2,OP+2",
                "       LI   R3,3000",
                "       CLR  R4",
                "OP     LI   R1,0",
                "       A    R1,R4",
                "       DEC  R3",
                "       MOV  R3,R1",
                "       " + store,
                "       JNE  OP",
                "       IDLE", "");
        Assembly program = Assembler.tms9900().assemble("patch.a99", source, Map.of());
        Tms9900 cpu = SelfPatchingLoop.runsAsInterpreted(() -> {
            Memory memory = program(new int[0]);
            program.copyInto(memory.bytes);
            if (ti99) {
                Ti994aMemory.prepare(memory);
            }
            Tms9900 machine = new Tms9900(memory, IoPorts.NONE);
            machine.reset();
            return machine;
        });
        assertEquals(2_999 * 3_000 / 2 & 0xFFFF, cpu.registers().get("R4"), "0, then the rounds left, added");
    }

    private static Memory program(int origin, int workspace, int[] words, boolean ti99) {
        Memory memory = program(new int[0]);
        write(memory, 0, new int[] {workspace, origin});
        write(memory, origin, words);
        if (ti99) {
            Ti994aMemory.prepare(memory);
        }
        return memory;
    }

    private static Memory program(int[] words) {
        Memory memory = new Memory();
        int[] vector = {0x8300, 0xA000};
        write(memory, 0, vector);
        write(memory, 0xA000, words);
        return memory;
    }

    private static void write(Memory memory, int address, int[] words) {
        for (int word : words) {
            memory.write(address++, word >>> 8);
            memory.write(address++, word);
        }
    }

    // ---- run control ----------------------------------------------------------------------------------------------

    /** The copy loop of the workload (../shared/perf/tms9900/copyloop.a99), with the reset vector. */
    private static Memory copyLoop(boolean ti99) {
        Memory memory = program(new int[] {
            0x02E0, 0x8300,                 // >A000  START LWPI >8300
            0x0201, 0xB000,                 // >A004  OUTER LI   R1,>B000
            0x0202, 0xC000,                 // >A008        LI   R2,>C000
            0x0203, 0x0400,                 // >A00C        LI   R3,1024
            0xDCB1,                         // >A010  LOOP  MOVB *R1+,*R2+
            0x0603,                         // >A012        DEC  R3
            0x16FD,                         // >A014        JNE  LOOP
            0x10F6,                         // >A016        JMP  OUTER
        });
        for (int i = 0; i < 1024; i++) {
            memory.write(0xB000 + i, i);
        }
        if (ti99) {
            Ti994aMemory.prepare(memory);
        }
        return memory;
    }

    private static Runner runner(Memory memory, Engine engine) {
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.reset();
        return new Runner(cpu).engine(engine);
    }

    /** A breakpoint set inside a block already translated (at DEC R3, its second instruction) stops there. */
    @Test
    void aBreakpointInsideATranslatedBlockStopsThere() {
        Memory interpretedMemory = copyLoop(true);
        Memory translatedMemory = copyLoop(true);
        Runner interpreter = runner(interpretedMemory, Engine.INTERPRETER);
        Runner translator = runner(translatedMemory, Engine.TRANSLATOR);
        RunResult before = translator.budget(20_000).run();
        assertEquals(before, interpreter.budget(20_000).run(), "the loop ran hot, translated");
        interpreter.budget(Runner.DEFAULT_BUDGET).breakpoint(0xA012);
        translator.budget(Runner.DEFAULT_BUDGET).breakpoint(0xA012);
        for (int stop = 0; stop < 3; stop++) {
            RunResult expected = interpreter.run();
            assertEquals(expected, translator.run());
            assertEquals(new StopReason.Breakpoint(0xA012), expected.reason());
            assertEquals(interpreter.cpu().saveState(), translator.cpu().saveState());
        }
        assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes);
    }

    /** Budgets that end inside a block stop at the instruction and cycle the interpreter stops at. */
    @Test
    void aBudgetEndingMidBlockStopsWhereTheInterpreterStops() {
        Random random = new Random(9900);
        for (boolean ti99 : new boolean[] {false, true}) {
            Memory interpretedMemory = copyLoop(ti99);
            Memory translatedMemory = copyLoop(ti99);
            Runner interpreter = runner(interpretedMemory, Engine.INTERPRETER);
            Runner translator = runner(translatedMemory, Engine.TRANSLATOR);
            for (int run = 0; run < 400; run++) {
                long budget = 1 + random.nextInt(run < 200 ? 200 : 5_000);
                RunResult expected = interpreter.budget(budget).run();
                assertEquals(expected, translator.budget(budget).run(), "run " + run);
                assertEquals(interpreter.cpu().saveState(), translator.cpu().saveState(), "run " + run);
            }
            assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes);
        }
    }

    // ---- the workload ----------------------------------------------------------------------------------------------

    /**
     * The copy loop through the Runner's translating engine: 47,148 cycles per pass without wait states,
     * 71,752 with the TI-99/4A's, 3,076 instructions, and the copy made.
     */
    @Test
    void theCopyLoopWorkloadTakesItsCyclesPerPassTranslated() {
        assertPass(false, 47_148);
        assertPass(true, 71_752);
    }

    private static void assertPass(boolean ti99, long cycles) {
        Memory memory = copyLoop(ti99);
        Runner runner = runner(memory, Engine.TRANSLATOR).breakpoint(0xA004);
        runner.run();                                                   // LWPI, to OUTER
        for (int pass = 0; pass < 3; pass++) {
            RunResult result = runner.run();
            assertEquals(new StopReason.Breakpoint(0xA004), result.reason());
            assertEquals(cycles, result.cycles(), "pass " + pass);
            assertEquals(3_076, result.instructions(), "pass " + pass);
        }
        for (int i = 0; i < 1024; i++) {
            assertEquals(memory.read(0xB000 + i), memory.read(0xC000 + i));
        }
    }
}
