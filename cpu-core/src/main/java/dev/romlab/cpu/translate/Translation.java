package dev.romlab.cpu.translate;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;

/**
 * The translating engine of one CPU: runs its code as translated blocks where it can and one interpreted
 * instruction where it cannot, with the same results as the interpreter alone, cycle for cycle.
 *
 * <ul>
 *   <li>A block is translated once its first address has started {@link #HOT} interpreted instructions, so code
 *       that runs a few times never pays for a class.</li>
 *   <li>Exact stops: a block ends before any address with a hook (a breakpoint, a call's return); a hook set later
 *       inside a block drops the block ({@link #hookAdded}), as does one at the start of a block (it may loop back
 *       there: {@link BlockWriter#mayLoopToStart()}). A block runs only when all its instructions start
 *       inside the cycle budget, even if each access took the most wait states of any page; otherwise, and while
 *       an interrupt is due, the interpreter steps.</li>
 *   <li>Code that changes: every page a block came from is guarded ({@link Memory#guardCode}); a write that changes
 *       a translated address drops the blocks over it, and a running block stops after the writing
 *       instruction. A block dropped that way waits twice as many interpreted starts as before it is translated
 *       again ({@link #MOST_BACKOFF} times at most), so that code a program keeps rewriting (an operand patched
 *       before each call, a kernel's build loaded with another constant) stays with the interpreter rather than
 *       paying for a class and its compilation each time.</li>
 *   <li>Stores to a fixed address with no device, observer, wait states or translated code there are written
 *       straight into memory ({@link BlockWriter#storesPlainly}), not through the guard: every block is dropped
 *       when code is later translated at such an address, or when any page's device, observer or wait states
 *       change ({@link Memory#layoutVersion()}, looked at before each block).</li>
 * </ul>
 */
public final class Translation {

    /** Interpreted starts of an address before its block is translated. */
    public static final int HOT = 16;
    /** The most doublings of {@link #HOT} for a block whose code keeps changing: 16 × 2^6 = 1,024 starts. */
    public static final int MOST_BACKOFF = 6;

    /**
     * Set when a write has just changed translated code; a block looks at it after each instruction that writes
     * and stops there. Public for the generated blocks.
     */
    public boolean codeWritten;

    /**
     * Set before a block runs: the cycles it may have taken before it starts its instructions once more, for a block
     * that jumps back to its own start and goes on inside its code ({@link BlockWriter#mayLoopToStart}): an iteration
     * starts only while the cycles since the block's start are below it, so that every instruction still starts
     * inside the budget. Public for the generated blocks.
     */
    public long iterationLimit;

    /**
     * {@link #iterationLimit} or {@link BlockWriter#MAX_LOOPED_INSTRUCTIONS}, the less: what a block's rounds'
     * cycles stay below ({@link BlockRounds}), as an int, one compare a round. Public for the generated blocks.
     */
    public int roundCycleLimit;

    private static final Block INTERPRETED = new Block(null, null);

    private final int hot;
    private final int maxInstructions;
    private final Cpu cpu;
    private final BlockTranslator translator;
    private final Memory memory;
    private final IntPredicate hooked;
    private final int addresses;
    private final Block[] blocks;
    private final short[] heat;
    /** For each address, how often a block starting there was dropped because its code changed (capped). */
    private final byte[] rewrites;
    /** For each address, how many blocks hold an instruction there. */
    private final short[] covered;
    /** For each address, whether a block stores to it plainly ({@link BlockWriter#storesPlainly}). */
    private final boolean[] storedPlainly;
    private boolean anyStoredPlainly;
    /** The memory's {@link Memory#layoutVersion()} the blocks were translated under. */
    private int layoutVersion;
    /** The most addresses one block of one run spans: how far back such a block over an address can start. */
    private int longestBlock;
    /** The blocks of more than one run of addresses (they went on at a jump's target), looked through one by one. */
    private final List<Block> spread = new ArrayList<>();
    private long blocksTranslated;
    private long blocksDeclined;

    /**
     * The engine of {@code cpu}, with {@code translator} for its instructions; {@code hooked} tells the addresses
     * where run control has a hook.
     */
    public Translation(Cpu cpu, BlockTranslator translator, IntPredicate hooked) {
        this(cpu, translator, hooked, HOT, BlockWriter.MAX_INSTRUCTIONS);
    }

    /**
     * An engine that translates an address once it has started {@code hot} interpreted instructions (0: at once)
     * into blocks of at most {@code maxInstructions}: a test's engine, which runs a conformance vector's one
     * instruction as a block of one.
     */
    public Translation(Cpu cpu, BlockTranslator translator, IntPredicate hooked, int hot, int maxInstructions) {
        if (hot < 0 || hot > Byte.MAX_VALUE || maxInstructions < 1) {
            throw new IllegalArgumentException("hot " + hot + ", blocks of " + maxInstructions);
        }
        this.hot = hot;
        this.maxInstructions = maxInstructions;
        this.cpu = cpu;
        this.translator = translator;
        this.memory = translator.memory();
        this.hooked = hooked;
        this.addresses = memory.addresses();
        this.blocks = new Block[addresses];
        this.heat = new short[addresses];
        this.rewrites = new byte[addresses];
        this.covered = new short[addresses];
        this.storedPlainly = new boolean[addresses];
        this.layoutVersion = memory.layoutVersion();
    }

    /**
     * Runs from the pc one translated block, or one instruction of the interpreter, taking less than
     * {@code cyclesLeft} cycles to reach the start of its last instruction; returns the instructions executed.
     */
    public int execute(long cyclesLeft) {
        if (memory.layoutVersion() != layoutVersion) {
            layoutVersion = memory.layoutVersion();
            if (anyStoredPlainly) {
                dropAll();
            }
        }
        int pc = cpu.pc();
        Block block = blocks[pc];
        if (block == null) {
            if (heat[pc] < hot << rewrites[pc]) {
                heat[pc]++;
                cpu.step();
                return 1;
            }
            block = translate(pc);
        }
        if (block.code == null || !translator.blocksMayRun()
                || block.shape.worstCycles(memory.maxWaitStates()) >= cyclesLeft) {
            cpu.step();
            return 1;
        }
        codeWritten = false;
        iterationLimit = cyclesLeft - block.shape.worstCycles(memory.maxWaitStates());
        roundCycleLimit = (int) Math.min(iterationLimit, BlockWriter.MAX_LOOPED_INSTRUCTIONS);
        int executed = block.code.run(cpu, this);
        if (executed == 0) { // the block declined, having changed nothing: what it assumes of the CPU does not hold
            blocksDeclined++;
            cpu.step();
            return 1;
        }
        return executed;
    }

    /** Blocks translated since this engine was made. */
    public long blocksTranslated() {
        return blocksTranslated;
    }

    /** Runs of a block that declined, leaving the instruction to the interpreter ({@link TranslatedBlock#run}). */
    public long blocksDeclined() {
        return blocksDeclined;
    }

    /**
     * Run control has set a hook at {@code address}: a block with an instruction there after its first ends too late,
     * and one that starts there may loop back to it without returning.
     */
    public void hookAdded(int address) {
        int at = address & (addresses - 1);
        if (covered[at] != 0) {
            drop(at, false);
        }
    }

    private Block translate(int pc) {
        List<Integer> plainStores = new ArrayList<>();
        BlockWriter writer;
        BlockShape shape;
        for (int most = maxInstructions; ; most = Math.max(1, shape.instructions() / 2)) {
            plainStores.clear();
            writer = writer(pc, most, address -> mayStorePlainly(address, plainStores));
            shape = translator.translate(pc, writer);
            if (shape == null) {
                blocks[pc] = INTERPRETED;
                return INTERPRETED;
            }
            int[] runs = shape.runs();
            if (plainStores.stream().anyMatch(address -> holds(runs, address))) {
                // the block writes its own code: every store through the guard, which stops the block after it
                plainStores.clear();
                writer = writer(pc, most, address -> false);
                translator.translate(pc, writer);
            }
            if (writer.codeSize() <= BlockWriter.MOST_BYTECODE || shape.instructions() == 1) {
                break; // else fewer instructions, so that the JIT compiles the block
            }
        }
        int[] runs = shape.runs();
        if (anyStoredPlainly && storedPlainlyIn(runs)) { // a block stores here without telling the guard
            dropAll();
        }
        for (int address : plainStores) {
            storedPlainly[address] = true;
            anyStoredPlainly = true;
        }
        TranslatedBlock code = define(writer.finish(), writer.classData());
        Block block = new Block(code, shape);
        blocks[pc] = block;
        for (int run = 0; run < runs.length; run += 2) {
            for (int a = runs[run]; a < runs[run + 1]; a++) {
                covered[a]++;
            }
            memory.guardCode(runs[run], runs[run + 1] - 1, this::codeChanged);
        }
        if (shape.spans() != null) {
            spread.add(block);
        } else {
            longestBlock = Math.max(longestBlock, shape.end() - shape.start());
        }
        blocksTranslated++;
        return block;
    }

    private BlockWriter writer(int pc, int most, IntPredicate plainData) {
        return new BlockWriter(translator.lookup().lookupClass(), pc, addresses, most, hooked::test, plainData);
    }

    private static boolean holds(int[] runs, int address) {
        for (int run = 0; run < runs.length; run += 2) {
            if (address >= runs[run] && address < runs[run + 1]) {
                return true;
            }
        }
        return false;
    }

    private boolean storedPlainlyIn(int[] runs) {
        for (int run = 0; run < runs.length; run += 2) {
            for (int a = runs[run]; a < runs[run + 1]; a++) {
                if (storedPlainly[a]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a block may store plainly to {@code address}, which it then records in {@code plainStores}. */
    private boolean mayStorePlainly(int address, List<Integer> plainStores) {
        int at = address & (addresses - 1);
        if (covered[at] != 0 || !memory.plainData(at)) {
            return false;
        }
        plainStores.add(at);
        return true;
    }

    private TranslatedBlock define(byte[] classFile, List<Object> classData) {
        try {
            MethodHandles.Lookup lookup = classData.isEmpty()
                    ? translator.lookup().defineHiddenClass(classFile, true, MethodHandles.Lookup.ClassOption.NESTMATE)
                    : translator.lookup().defineHiddenClassWithClassData(classFile, classData, true,
                            MethodHandles.Lookup.ClassOption.NESTMATE);
            return (TranslatedBlock) lookup.lookupClass().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a translated block did not load: " + e, e);
        }
    }

    /** The memory's code guard: the value at {@code address} has changed. */
    private void codeChanged(int address) {
        if (covered[address] != 0) {
            drop(address, true);
        }
    }

    /**
     * Drops every block with an instruction at {@code address}, so that it is translated again from what memory holds
     * now; {@code rewritten} when that is because the code there changed.
     */
    private void drop(int address, boolean rewritten) {
        for (int start = Math.max(0, address - longestBlock + 1); start <= address; start++) {
            Block block = blocks[start];
            if (block == null || block.shape == null || block.shape.spans() != null || address >= block.shape.end()) {
                continue;
            }
            drop(block, rewritten);
        }
        for (int k = spread.size() - 1; k >= 0; k--) {
            Block block = spread.get(k);
            int[] runs = block.shape.runs();
            for (int run = 0; run < runs.length; run += 2) {
                if (address >= runs[run] && address < runs[run + 1]) {
                    spread.remove(k);
                    drop(block, rewritten);
                    break;
                }
            }
        }
    }

    private void drop(Block block, boolean rewritten) {
        int start = block.shape.start();
        blocks[start] = null;
        heat[start] = 0;
        if (rewritten && rewrites[start] < MOST_BACKOFF) {
            rewrites[start]++;
        }
        int[] runs = block.shape.runs();
        for (int run = 0; run < runs.length; run += 2) {
            for (int a = runs[run]; a < runs[run + 1]; a++) {
                covered[a]--;
            }
        }
        codeWritten = true;
    }

    /** Drops every block: one may store plainly where that is no longer safe. */
    private void dropAll() {
        Arrays.fill(blocks, null);
        Arrays.fill(heat, (short) 0);
        Arrays.fill(covered, (short) 0);
        Arrays.fill(storedPlainly, false);
        spread.clear();
        anyStoredPlainly = false;
        longestBlock = 0;
    }

    /** A translated block and its shape; {@link #INTERPRETED} (no code) where the interpreter steps. */
    private record Block(TranslatedBlock code, BlockShape shape) {
    }
}
