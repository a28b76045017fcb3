package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.BudgetAndHooks;
import dev.romlab.cpu.translate.SelfPatchingLoop;
import dev.romlab.cpu.translate.Translation;

/**
 * The Z80 translating engine against its interpreter: random programs in lockstep, code that rewrites itself, a
 * breakpoint set inside a translated block, a budget that ends mid-block, and the issue's rollDie workload.
 *
 * <p>The lockstep campaign's length: {@code -Dz80.lockstep.images=N} (random images, default 40; each runs
 * {@value #BLOCKS_PER_IMAGE} blocks), e.g. {@code mvn -o -pl cpu-core -am test -Dtest=Z80TranslatorTest
 * -Dz80.lockstep.images=20000 -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class Z80TranslatorTest {

    private static final int BLOCKS_PER_IMAGE = 200;

    /** Opcodes a random program is drawn from more often than by chance: loops, loads, ALU, stack, calls. */
    private static final int[] COMMON = {0x01, 0x11, 0x21, 0x31, 0x06, 0x0E, 0x3E, 0x7E, 0x77, 0x23, 0x2B, 0x10,
        0x18, 0x20, 0x28, 0x30, 0x38, 0xC3, 0xCD, 0xC9, 0xC5, 0xD1, 0xE5, 0xF1, 0x86, 0x96, 0xA6, 0xB6, 0xBE, 0xCB,
        0xED, 0xDD, 0xFD, 0x37, 0x3F, 0x27, 0x17, 0x1F, 0xE3, 0xEB, 0xD9, 0x08, 0x32, 0x3A, 0x22, 0x2A, 0x34, 0x35};

    @Test
    void randomProgramsAgreeWithTheInterpreterInLockstep() {
        lockstep("random programs", Z80TranslatorTest::randomImage);
    }

    /**
     * Chains of register instructions that write flags (rotates, ALU, INC, DEC, ADD HL), which a block computes
     * only in part where the next instructions write them again before reading them, between flag readers (ADC, RL,
     * conditional jumps, SCF and CCF with Q, PUSH AF, DAA): the flags a block leaves are the interpreter's.
     */
    @Test
    void flagChainsAgreeWithTheInterpreterInLockstep() {
        lockstep("flag chains", Z80TranslatorTest::flagChainImage);
    }

    /** Images drawn by {@code image} run block by block on both engines, compared after each block. */
    private static void lockstep(String what, java.util.function.Function<Random, byte[]> image) {
        int images = Integer.getInteger("z80.lockstep.images", 40);
        long blocks = 0;
        long translatedInstructions = 0;
        for (int seed = 1; seed <= images; seed++) {
            Random random = new Random(seed);
            Z80 interpreted = randomMachine(image.apply(random), seed);
            Z80 translated = randomMachine(interpreted.memory.bytes, seed);
            Memory interpretedMemory = interpreted.memory;
            Memory translatedMemory = translated.memory;
            Translation translation = new Translation(translated, translated.blockTranslator().orElseThrow(),
                    address -> false, 0, 64);
            for (int block = 0; block < BLOCKS_PER_IMAGE; block++) {
                int pc = translated.pc();
                int n = translation.execute(Long.MAX_VALUE);
                for (int k = 0; k < n; k++) {
                    interpreted.step();
                }
                if (n > 1) {
                    translatedInstructions += n;
                }
                String where = what + ", seed " + seed + ", block " + block + " from " + Integer.toHexString(pc);
                assertEquals(interpreted.saveState(), translated.saveState(), where);
                assertArrayEquals(interpretedMemory.bytes, translatedMemory.bytes, where);
                blocks++;
                if (translated.halted()) {
                    break;
                }
            }
        }
        System.out.println("Z80 lockstep, " + what + ": " + images + " images, " + blocks + " blocks, "
                + translatedInstructions + " instructions in blocks of 2 or more");
        assertTrue(blocks > images * BLOCKS_PER_IMAGE / 2, blocks + " blocks");
        assertTrue(translatedInstructions > blocks, translatedInstructions + " instructions in blocks of 2 or more");
    }

    /**
     * The same random programs with budgets of a few hundred T-states and random hooked addresses: a block (which
     * goes on through jumps, calls and returns, and loops back inside itself) starts every instruction inside the
     * budget and holds no hooked address after its first, as the interpreter would stop there.
     */
    @Test
    void randomProgramsKeepTheBudgetAndStopBeforeHooks() {
        int images = Integer.getInteger("z80.lockstep.images", 40);
        long spread = 0;
        for (int seed = 1; seed <= images; seed++) {
            Random random = new Random(seed);
            Z80 interpreted = randomMachine(randomImage(random), seed);
            Z80 translated = randomMachine(interpreted.memory.bytes, seed);
            spread += BudgetAndHooks.check(interpreted, interpreted.memory, translated, translated.memory, random,
                    BLOCKS_PER_IMAGE, 2_000, Memory.SIZE, 600, "seed " + seed);
        }
        assertTrue(spread > 0, "some blocks went on at a lower address");
    }

    /**
     * CALL f; LD A,1; HALT; f: POP HL; INC HL; PUSH HL; RET: the callee returns past the LD A,1, so the block that
     * went on through the call leaves at the RET for the address popped, not the one its call pushed.
     */
    private static final byte[] RETURN_ELSEWHERE = {(byte) 0xCD, 0x06, (byte) 0x80, 0x3E, 0x01, 0x76, (byte) 0xE1,
        0x23, 0x23, (byte) 0xE5, (byte) 0xC9};

    @Test
    void aReturnToAnotherAddressThanTheCallPushedLeavesTheBlockThere() {
        Z80 fast = machine(RETURN_ELSEWHERE);
        int n = firstExecute(fast);
        assertEquals(6, n, "CALL, POP, INC, INC, PUSH, RET in one block");
        assertEquals(0x8005, fast.pc(), "the RET left for the address popped");
        assertInterpreterAgreesAfter(RETURN_ELSEWHERE, n, fast);
    }

    /** LOOP: INC A; JR LOOP, for ever: 2 instructions and 16 T-states a round. */
    private static final byte[] ENDLESS_LOOP = {0x3C, 0x18, (byte) 0xFD};

    @Test
    void aLoopingBlockReturnsWithinMaxLoopedInstructionsCyclesOfRounds() {
        Z80 fast = machine(ENDLESS_LOOP);
        int n = firstExecute(fast);
        long tStates = fast.cycles();
        assertTrue(n > 1000 && tStates <= BlockWriter.MAX_LOOPED_INSTRUCTIONS + 16, n + " instructions in "
                + tStates + " T-states: the block went round until its rounds' cycles reached the bound, no further");
        assertEquals(8 * n, tStates, "16 T-states per round of 2 instructions");
        assertInterpreterAgreesAfter(ENDLESS_LOOP, n, fast);
    }

    /**
     * LD E,10h; LD HL,8009h; RL E; LD (HL),A; RL D; HALT: the store rewrites RL D's second byte, so the block leaves
     * after it, with RL E's flags in full (Y and P/V from the result), though RL D would have written all but its carry again.
     */
    private static final byte[] FLAGS_BEFORE_A_CODE_WRITE = {0x1E, 0x10, 0x21, 0x09, (byte) 0x80, (byte) 0xCB, 0x13,
        0x77, (byte) 0xCB, 0x12, 0x76};

    @Test
    void aBlockLeavingAfterAWriteToItsCodeLeavesTheFlagsComputedInFull() {
        Z80 fast = machine(FLAGS_BEFORE_A_CODE_WRITE);
        int n = firstExecute(fast);
        assertEquals(4, n, "LD E, LD HL, RL E and the LD (HL),A that changed the block's code");
        assertEquals(Z80Flags.Y | Z80Flags.PV, fast.registers().get("F"),
                "RL E of 10h with C set (F is FFh at power-on): 21h, Y, even parity, no carry out");
        assertInterpreterAgreesAfter(FLAGS_BEFORE_A_CODE_WRITE, n, fast);
    }

    /**
     * LD E,10h; LD HL,9000h; RL E; RL D; RL C; LD A,(HL); RL B; HALT, with a device at 9000h that reads F: RL E's and
     * RL D's flags are written again by the next RL, but RL C's are computed in full before the read.
     */
    private static final byte[] FLAGS_BEFORE_A_DEVICE_READ = {0x1E, 0x10, 0x21, 0x00, (byte) 0x90, (byte) 0xCB, 0x13,
        (byte) 0xCB, 0x12, (byte) 0xCB, 0x11, 0x7E, (byte) 0xCB, 0x10, 0x76};

    @Test
    void aDeviceReadInsideABlockSeesTheFlagsTheInterpreterHasThere() {
        int[] seen = new int[2];
        for (int engine = 0; engine < 2; engine++) {
            Z80 cpu = machine(FLAGS_BEFORE_A_DEVICE_READ);
            int k = engine;
            cpu.memory.hook(0x9000, 0x90FF, new Memory.Hook() {
                @Override
                public int read(Memory memory, int address) {
                    seen[k] = cpu.registers().get("F");
                    return 0x55;
                }

                @Override
                public void write(Memory memory, int address, int value) {
                }
            });
            if (engine == 0) {
                for (int step = 0; step < 7; step++) {
                    cpu.step();
                }
            } else {
                assertEquals(7, firstExecute(cpu), "one block from LD E to RL B");
            }
        }
        assertEquals(seen[0], seen[1], "F at the device read, interpreter and translator");
    }

    /** One execute of a translating engine that translates at once, without a budget: the instructions it ran. */
    private static int firstExecute(Z80 cpu) {
        return new Translation(cpu, cpu.blockTranslator().orElseThrow(), a -> false, 0, 64).execute(Long.MAX_VALUE);
    }

    /** The interpreter, {@code steps} steps into {@code program}, is in {@code translated}'s state. */
    private static void assertInterpreterAgreesAfter(byte[] program, int steps, Z80 translated) {
        Z80 reference = machine(program);
        for (int k = 0; k < steps; k++) {
            reference.step();
        }
        assertEquals(reference.saveState(), translated.saveState());
    }

    /** Random bytes, a third of them common opcodes, and no HALT (the interpreter's business, and a dead end). */
    private static byte[] randomImage(Random random) {
        byte[] image = new byte[Memory.SIZE];
        for (int k = 0; k < image.length; k++) {
            int value = random.nextInt(3) == 0 ? COMMON[random.nextInt(COMMON.length)] : random.nextInt(256);
            image[k] = (byte) (value == 0x76 ? 0x00 : value);
        }
        return image;
    }

    /**
     * Instruction after instruction, mostly register instructions that write flags, some that read them, and one in
     * sixteen a short conditional jump or DJNZ: long blocks with loops, in which most flags are written again before
     * they are read.
     */
    private static byte[] flagChainImage(Random random) {
        byte[] image = new byte[Memory.SIZE];
        int at = 0;
        while (at < image.length - 4) {
            int r = random.nextInt(8) == 6 ? 7 : random.nextInt(8); // a register, seldom (HL)
            int[] bytes = switch (random.nextInt(16)) {
                case 0, 1, 2 -> new int[] {0xCB, random.nextInt(0x40) & ~7 | r}; // RLC..SRL r
                case 3, 4 -> new int[] {0x80 | random.nextInt(8) << 3 | r}; // ALU A,r
                case 5 -> new int[] {0xC6 | random.nextInt(8) << 3, random.nextInt(256)}; // ALU A,n
                case 6, 7 -> new int[] {0x04 | r << 3 | random.nextInt(2)}; // INC r, DEC r
                case 8 -> new int[] {0x07 | random.nextInt(4) << 3}; // RLCA RRCA RLA RRA
                case 9 -> new int[] {0x09 | random.nextInt(4) << 4}; // ADD HL,rr
                case 10 -> new int[] {0xDD | random.nextInt(2) << 5, 0x09 | random.nextInt(4) << 4}; // ADD IX/IY,rr
                case 11 -> new int[] {0x40 | random.nextInt(8) << 3 | r}; // LD r,r'
                case 12 -> new int[] {0xCB, 0x40 | random.nextInt(8) << 3 | r}; // BIT n,r
                case 13 -> new int[] {new int[] {0x37, 0x3F, 0x27, 0x2F, 0x08, 0xF5, 0xF1, 0x00}[random.nextInt(8)]};
                case 14 -> new int[] {0xED, new int[] {0x44, 0x4A, 0x42, 0x6A}[random.nextInt(4)]}; // NEG ADC/SBC HL
                default -> new int[] {new int[] {0x10, 0x20, 0x28, 0x30, 0x38}[random.nextInt(5)],
                    random.nextInt(24) - 16}; // DJNZ, JR cc: mostly back
            };
            for (int b : bytes) {
                image[at++] = (byte) (b == 0x76 ? 0x7F : b);
            }
        }
        return image;
    }

    /** A Z80 on a copy of {@code image}, its registers drawn from {@code seed}. */
    private static Z80 randomMachine(byte[] image, int seed) {
        Memory memory = new Memory();
        memory.load(0, image);
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        randomRegisters(cpu, new Random(seed));
        return cpu;
    }

    private static void randomRegisters(Z80 cpu, Random random) {
        for (String register : new String[] {"AF", "BC", "DE", "HL", "IX", "IY", "SP", "PC", "AF'", "BC'", "DE'",
            "HL'", "WZ", "R", "I"}) {
            cpu.registers().set(register, random.nextInt(0x10000) & (register.length() == 1 ? 0xFF : 0xFFFF));
        }
    }

    /** LD B,100; loop: LD A,n; INC A; LD (loop+1),A; DJNZ loop; HALT: each pass rewrites the loop's own LD. */
    private static final byte[] SELF_MODIFYING = {0x06, 100, 0x3E, 0x00, 0x3C, 0x32, 0x03, (byte) 0x80, 0x10,
        (byte) 0xF8, 0x76};

    @Test
    void codeThatRewritesItselfInsideATranslatedLoopRunsAsInterpreted() {
        RunResult interpreted = runToHalt(SELF_MODIFYING, Engine.INTERPRETER);
        RunResult translated = runToHalt(SELF_MODIFYING, Engine.TRANSLATOR);
        assertEquals(interpreted.cycles(), translated.cycles());
        assertEquals(interpreted.instructions(), translated.instructions());
        Z80 cpu = machine(SELF_MODIFYING);
        new Runner(cpu).engine(Engine.TRANSLATOR).run();
        assertEquals(100, cpu.a);
        assertEquals(100, cpu.memory.read(0x8003));

        // The same through an engine that translates at once, with the state compared after every block.
        Z80 reference = machine(SELF_MODIFYING);
        Z80 fast = machine(SELF_MODIFYING);
        Translation translation = new Translation(fast, fast.blockTranslator().orElseThrow(), a -> false, 0, 64);
        while (!fast.halted()) {
            int n = translation.execute(Long.MAX_VALUE);
            for (int k = 0; k < n; k++) {
                reference.step();
            }
            assertEquals(reference.saveState(), fast.saveState());
        }
        assertTrue(translation.blocksTranslated() > 1, "the loop was translated again after each rewrite");
    }

    /**
     * A loop of 3,000 rounds that patches the immediate of its own LD E,n on every round with the rounds left, {@code
     * store} being the patching store (through a fixed address or HL), and adds it into IX. Run by an engine that
     * translates only hot code, the interpreter's own stores during warm-up and between drops reach the code guard.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ld (op+1),a", "ld (hl),a"})
    void codeRewrittenOnEveryRoundRunsAsInterpreted(String store) throws AssemblyException {
        String source = String.join("\n", "        org $8000", "        ld bc,3000", "        ld ix,0",
                "        ld hl,op+1", "loop:", "op:     ld e,0", "        ld d,0", "        add ix,de",
                "        dec bc", "        ld a,c", "        " + store, "        ld a,b", "        or c",
                "        jr nz,loop", "        halt", "");
        Assembly program = Assembler.z80().assemble("patch.asm", source, Map.of());
        Z80 cpu = SelfPatchingLoop.runsAsInterpreted(() -> {
            Memory memory = new Memory();
            program.copyInto(memory.bytes);
            Z80 machine = new Z80(memory, IoPorts.NONE);
            machine.setPc(0x8000);
            return machine;
        });
        int sum = 0;
        for (int left = 2_999; left > 0; left--) { // the first round adds the 0 assembled, then the rounds left
            sum += left & 0xFF;
        }
        assertEquals(sum & 0xFFFF, cpu.registers().get("IX"));
    }

    /** LD HL,$9000; LD DE,$8009; LD BC,$20; NOP; NOP; LDIR: its third round overwrites the LDIR with a 0 (NOP). */
    private static final byte[] LDIR_OVER_ITSELF = {0x21, 0x00, (byte) 0x90, 0x11, 0x09, (byte) 0x80, 0x01, 0x20, 0x00,
        0x00, 0x00, (byte) 0xED, (byte) 0xB0};

    @Test
    void aRepeatingLdirThatOverwritesItselfStopsGoingRound() {
        Z80 reference = machine(LDIR_OVER_ITSELF);
        Z80 fast = machine(LDIR_OVER_ITSELF);
        Translation translation = new Translation(fast, fast.blockTranslator().orElseThrow(), a -> false, 0, 64);
        for (int block = 0; block < 40; block++) {
            int n = translation.execute(Long.MAX_VALUE);
            for (int k = 0; k < n; k++) {
                reference.step();
            }
            assertEquals(reference.saveState(), fast.saveState(), "block " + block);
            assertArrayEquals(reference.memory.bytes, fast.memory.bytes, "block " + block);
        }
        assertEquals(0, fast.memory.read(0x800B));
    }

    /** A loop of several instructions: LD B,0; loop: INC A; ADD A,B; LD C,A; XOR B; DJNZ loop; HALT. */
    private static final byte[] LOOP = {0x06, 0x00, 0x3C, (byte) 0x80, 0x4F, (byte) 0xA8, 0x10, (byte) 0xFA, 0x76};

    /** 8004 is inside the loop's block; 8002 is its start, which the block goes back to on its own. */
    @ParameterizedTest
    @ValueSource(ints = {0x8004, 0x8002})
    void aBreakpointSetInsideATranslatedBlockStopsThere(int breakpoint) {
        Z80 cpu = machine(LOOP);
        Runner runner = new Runner(cpu).budget(5_000);
        RunResult warm = runner.run();
        assertTrue(warm.reason() instanceof StopReason.BudgetExhausted, warm.reason().toString());
        Z80 reference = machine(LOOP);
        Runner referenceRunner = new Runner(reference).engine(Engine.INTERPRETER).budget(5_000);
        referenceRunner.run();
        assertEquals(reference.saveState(), cpu.saveState());

        runner.breakpoint(breakpoint).budget(Long.MAX_VALUE);
        referenceRunner.breakpoint(breakpoint).budget(Long.MAX_VALUE);
        RunResult stopped = runner.run();
        RunResult referenceStopped = referenceRunner.run();
        assertEquals(new StopReason.Breakpoint(breakpoint), stopped.reason());
        assertEquals(referenceStopped.reason(), stopped.reason());
        assertEquals(referenceStopped.cycles(), stopped.cycles());
        assertEquals(reference.saveState(), cpu.saveState());
    }

    @Test
    void aBudgetEndingMidBlockStopsWhereTheInterpreterDoes() {
        for (long budget = 1; budget < 400; budget += 7) {
            Z80 cpu = machine(LOOP);
            Z80 reference = machine(LOOP);
            Runner runner = new Runner(cpu);
            Runner referenceRunner = new Runner(reference).engine(Engine.INTERPRETER);
            // Warm up past the heat threshold, then stop at the loop's start and give the budget.
            for (Runner r : new Runner[] {runner, referenceRunner}) {
                r.budget(3_000).run();
                r.budget(Long.MAX_VALUE).breakpoint(0x8002).run();
                r.removeHook(0x8002);
            }
            RunResult result = runner.budget(budget).run();
            RunResult expected = referenceRunner.budget(budget).run();
            assertEquals(expected.cycles(), result.cycles(), "budget " + budget);
            assertEquals(expected.instructions(), result.instructions(), "budget " + budget);
            assertEquals(reference.saveState(), cpu.saveState(), "budget " + budget);
        }
    }

    /**
     * The issue's Z80 workload ({@code ../shared/perf/z80/rolldie-loop.asm}): seed 000's rollDie (z80rand and
     * MulHbyL, DIESIDES 20) called forever. Every pass takes 1,069 T-states on both engines and both roll the same.
     */
    static final String ROLL_DIE_LOOP = String.join("\n",
            "DIESIDES .equ 20", ".org $8000", "loop:", " call rollDie", " jp loop", ".org $9D95", "z80rand:",
            " ld hl,_LFSRSeed+4", " ld e,(hl)", " inc hl", " ld d,(hl)", " inc hl", " ld c,(hl)", " inc hl",
            " ld a,(hl)", " ld b,a", " rl e \\ rl d", " rl c \\ rla", " rl e \\ rl d", " rl c \\ rla",
            " rl e \\ rl d", " rl c \\ rla", " ld h,a", " rl e \\ rl d", " rl c \\ rla", " xor b",
            " rl e \\ rl d", " xor h", " xor c", " xor d", " ld hl,_LFSRSeed+6", " ld de,_LFSRSeed+7", " ld bc,7",
            " lddr", " ld (de),a", " ret", "MulHbyL:", " push bc", " push de", " ld d,h", " ld h,0", " ld b,0",
            " ld c,l", "_mhl:", " add hl,bc", " dec d", " jr nz,_mhl", " pop de", " pop bc", " ret", "rollDie:",
            " call z80rand", " ld l,a", " ld h,DIESIDES-1", " call MulHbyL", " ld a,h", " inc a", " ret",
            "_LFSRSeed:", " .db 1,2,3,4,5,6,7,8", "");

    @Test
    void theRollDieWorkloadTakes1069TStatesPerPassOnBothEngines() throws AssemblyException {
        Assembly program = Assembler.z80().assemble("rolldie-loop.asm", ROLL_DIE_LOOP, Map.of());
        Z80[] cpus = new Z80[2];
        Runner[] runners = new Runner[2];
        for (int k = 0; k < 2; k++) {
            Memory memory = new Memory();
            program.copyInto(memory.bytes);
            cpus[k] = new Z80(memory, IoPorts.NONE);
            cpus[k].setPc(0x8000);
            cpus[k].registers().set("SP", 0xF000);
            runners[k] = new Runner(cpus[k]).engine(k == 0 ? Engine.INTERPRETER : Engine.TRANSLATOR)
                    .hook(0x8000, cpu -> new StopReason.Reached(0x8000));
        }
        int[] rolls = new int[21];
        for (int pass = 0; pass < 2_000; pass++) {
            RunResult interpreted = runners[0].run();
            RunResult translated = runners[1].run();
            assertEquals(1_069, interpreted.cycles(), "pass " + pass);
            assertEquals(1_069, translated.cycles(), "pass " + pass);
            assertEquals(cpus[0].saveState(), cpus[1].saveState(), "pass " + pass);
            assertArrayEquals(cpus[0].memory.bytes, cpus[1].memory.bytes, "pass " + pass);
            rolls[cpus[1].a]++;
        }
        assertEquals(0, rolls[0]);
        for (int side = 1; side <= 20; side++) {
            assertTrue(rolls[side] > 0, "side " + side + " rolled");
        }
    }

    private static Z80 machine(byte[] program) {
        Memory memory = new Memory();
        memory.load(0x8000, program);
        Z80 cpu = new Z80(memory, IoPorts.NONE);
        cpu.setPc(0x8000);
        return cpu;
    }

    private static RunResult runToHalt(byte[] program, Engine engine) {
        Z80 cpu = machine(program);
        RunResult result = new Runner(cpu).engine(engine).run();
        assertTrue(result.reason() instanceof StopReason.Halted, result.reason().toString());
        return result;
    }
}
