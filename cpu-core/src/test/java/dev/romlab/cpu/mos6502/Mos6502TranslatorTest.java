package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BlockTranslator;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.BudgetAndHooks;
import dev.romlab.cpu.translate.SelfPatchingLoop;
import dev.romlab.cpu.translate.Translation;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The 6502 and 2A03 translator gives what the interpreter gives: registers, flags, memory and cycles, block by
 * block on random programs (with devices that raise interrupts and read hooks), on code that rewrites itself, at a
 * breakpoint or budget that falls inside a translated block, and on the Backgammon refill workload.
 *
 * <p>The lockstep campaign runs {@value #BLOCKS} blocks per seed over {@value #SEEDS} seeds; a longer one:
 * {@code mvn -o -q -pl cpu-core -am test -Dtest=Mos6502TranslatorTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dmos6502.lockstep.blocks=1000000} (per seed and variant; 150,000 took 2.5 minutes on a loaded 2-core machine).
 */
class Mos6502TranslatorTest {

    private static final int BLOCKS = 3_000;
    private static final int SEEDS = 4;
    /** The page of the test device: a write there raises an NMI, a read returns a count of its reads. */
    private static final int DEVICE_PAGE = 0x4000;

    /** One CPU on its own memory, with the device that signals it. */
    private record Machine(Mos6502 cpu, Memory memory) {

        static Machine of(byte[] image, Mos6502.Variant variant) {
            return of(image, variant, true);
        }

        /** Without the device the memory is plain: the interpreter counts cycles from its table. */
        static Machine of(byte[] image, Mos6502.Variant variant, boolean device) {
            Memory memory = new Memory();
            System.arraycopy(image, 0, memory.bytes, 0, image.length);
            Mos6502[] cpu = new Mos6502[1];
            int[] reads = new int[1];
            if (device) {
                memory.hook(DEVICE_PAGE, DEVICE_PAGE + 0xFF, new Memory.Hook() {
                @Override
                public int read(Memory m, int address) {
                    return reads[0]++ & 0xFF;
                }

                @Override
                public void write(Memory m, int address, int value) {
                    m.bytes[address] = (byte) value;
                    if ((value & 0x0F) == 0) {
                        cpu[0].nmi();
                    }
                    cpu[0].irq((value & 0xF0) == 0x30);
                }
            });
            }
            cpu[0] = new Mos6502(memory, variant);
            return new Machine(cpu[0], memory);
        }
    }

    /**
     * Random programs, block by block against the interpreter: with the device (hooks, interrupts raised by its
     * writes) and on a plain memory (the interpreter counts each instruction's cycles from its table, the blocks add
     * theirs as constants, and writes over translated code, frequent in random code, still reach the code guards).
     */
    @ParameterizedTest
    @CsvSource({"NMOS, true", "RICOH_2A03, true", "NMOS, false", "RICOH_2A03, false"})
    void randomProgramsRunTheSameBlockByBlock(Mos6502.Variant variant, boolean device) {
        long blocks = Long.getLong("mos6502.lockstep.blocks", BLOCKS);
        long translatedInstructions = 0;
        for (int seed = 1; seed <= SEEDS; seed++) {
            translatedInstructions += lockstep(variant, seed, blocks, device);
        }
        assertTrue(translatedInstructions > blocks, "blocks ran translated: " + translatedInstructions);
    }

    /** Runs a random image on both engines; returns the instructions that ran in blocks of more than one. */
    private static long lockstep(Mos6502.Variant variant, long seed, long blocks, boolean device) {
        Random random = new Random(seed);
        byte[] image = new byte[Memory.SIZE];
        random.nextBytes(image);
        for (int k = 0; k < image.length; k++) {
            int opcode = image[k] & 0xFF;
            boolean lockUp = (opcode & 0x0F) == 0x02 && opcode != 0x82 && opcode != 0xA2 && opcode != 0xC2
                    && opcode != 0xE2;
            if ((lockUp || opcode == 0x00) && random.nextInt(8) != 0) {
                image[k] = (byte) 0xEA; // fewer JAMs and BRKs, so runs go further
            }
        }
        Machine interpreted = Machine.of(image, variant, device);
        Machine translated = Machine.of(image, variant, device);
        BlockTranslator translator = translated.cpu().blockTranslator().orElseThrow();
        Translation translation = new Translation(translated.cpu(), translator, address -> false, 0,
                64);
        int start = random.nextInt(0x10000);
        interpreted.cpu().setPc(start);
        translated.cpu().setPc(start);
        long inBlocks = 0;
        for (long block = 0; block < blocks; block++) {
            if (translated.cpu().halted() || random.nextInt(500) == 0) {
                int pc = random.nextInt(0x10000);
                for (Machine machine : new Machine[] {interpreted, translated}) {
                    machine.cpu().reset();
                    machine.cpu().setPc(pc);
                    machine.cpu().irq(false);
                }
            }
            int n = translation.execute(Long.MAX_VALUE);
            if (n > 1) {
                inBlocks += n;
            }
            for (int k = 0; k < n; k++) {
                interpreted.cpu().step();
            }
            String where = "seed " + seed + ", block " + block + " of " + n + ", now at "
                    + Integer.toHexString(interpreted.cpu().pc());
            assertEquals(interpreted.cpu().saveState(), translated.cpu().saveState(), where);
            assertArrayEquals(interpreted.memory().bytes, translated.memory().bytes, where);
        }
        return inBlocks;
    }

    /**
     * Random programs with budgets and hooks inside blocks ({@link BudgetAndHooks}): with the device and on a plain
     * memory, where blocks go round their loops, skip forward and go on through JSR and RTS.
     */
    @ParameterizedTest
    @CsvSource({"NMOS, true", "RICOH_2A03, true", "NMOS, false", "RICOH_2A03, false"})
    void randomProgramsKeepTheBudgetAndStopBeforeHooks(Mos6502.Variant variant, boolean device) {
        Random seeds = new Random(24);
        long lower = 0;
        for (int program = 0; program < 40; program++) {
            long seed = seeds.nextLong();
            byte[] image = randomProgram(new Random(seed));
            Machine interpreted = Machine.of(image, variant, device);
            Machine translated = Machine.of(image, variant, device);
            for (Machine machine : new Machine[] {interpreted, translated}) {
                machine.cpu().setPc(PROGRAM);
            }
            lower += BudgetAndHooks.check(interpreted.cpu(), interpreted.memory(), translated.cpu(),
                    translated.memory(), new Random(seed), 1_000, 20, PROGRAM + 0x200, 300, "program " + program);
        }
        assertTrue(lower > 0, "some blocks went back or on at a lower address");
    }

    /** Where {@link #randomProgram} puts its code, and the vectors lead (a BRK, $00 outside it, comes back). */
    private static final int PROGRAM = 0x0200;

    /**
     * 512 bytes of random instructions (no JAM) at {@link #PROGRAM}: absolute operands mostly inside the program,
     * so that JMP and JSR land in it and stores rewrite it, else in the zero page, the stack or the device's page;
     * the interrupt vectors lead back to its start.
     */
    private static byte[] randomProgram(Random random) {
        byte[] image = new byte[Memory.SIZE];
        int at = PROGRAM;
        while (at < PROGRAM + 0x1F0) {
            int opcode = random.nextInt(256);
            boolean jam = (opcode & 0x0F) == 0x02 && opcode != 0x82 && opcode != 0xA2 && opcode != 0xC2
                    && opcode != 0xE2;
            if (jam || opcode == 0x40 && random.nextInt(4) != 0) {
                continue; // no JAM, fewer RTIs
            }
            int length = switch (opcode & 0x1F) {
                case 0x00 -> opcode == 0x20 ? 3 : opcode >= 0x80 ? 2 : 1;
                case 0x08, 0x0A, 0x18, 0x1A -> 1;
                case 0x0C, 0x0D, 0x0E, 0x0F, 0x19, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F -> 3;
                default -> 2;
            };
            image[at] = (byte) opcode;
            if (length == 2) {
                image[at + 1] = (byte) random.nextInt(256);
            } else if (length == 3) {
                int[] places = {PROGRAM + random.nextInt(0x200), random.nextInt(0x100), 0x100 + random.nextInt(0x100),
                    DEVICE_PAGE + random.nextInt(0x100)};
                int operand = places[random.nextInt(8) < 5 ? 0 : 1 + random.nextInt(3)];
                image[at + 1] = (byte) operand;
                image[at + 2] = (byte) (operand >>> 8);
            }
            at += length;
        }
        for (int vector = 0xFFFA; vector < 0x10000; vector += 2) {
            image[vector] = (byte) PROGRAM;
            image[vector + 1] = (byte) (PROGRAM >>> 8);
        }
        return image;
    }

    /**
     * A loop of 256 rounds whose branch skips forward on every other round goes round inside the block that starts
     * before it, and leaves at the JAM after it (left to the interpreter): on a plain memory and with the device.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aLoopGoesRoundInsideItsBlock(boolean device) throws AssemblyException {
        Assembly program = assemble("""
                        .org $0600
                start:  ldx #0
                        ldy #0
                loop:   txa
                        and #1
                        beq even        ; taken on every other round: skips the INY
                        iny
                even:   bit $4000       ; the device's page, when there: read through its hook
                        inx
                        bne loop
                        .byte $02
                """);
        assertEquals(2 + 256 * 3 + 128 + 256 * 3, oneBlockAsInterpreted(program, device),
                "LDX, LDY, then TXA, AND, BEQ, INY on odd rounds, BIT, INX, BNE");
    }

    /**
     * A JSR and its RTS in one block, and a callee that returns past the instruction after its JSR: that block leaves
     * at the RTS for the address pulled.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aBlockGoesOnThroughJsrAndRts(boolean elsewhere) throws AssemblyException {
        Assembly program = assemble("""
                        .org $0600
                start:  jsr f
                        lda #1
                        ldx #2
                        .byte $02
                f:      pla             ; the low byte of the return address - 1
                        clc
                        adc #%d
                        pha
                        rts
                """.formatted(elsewhere ? 2 : 0));
        assertEquals(elsewhere ? 6 : 8, oneBlockAsInterpreted(program, false),
                "JSR, PLA, CLC, ADC, PHA, RTS, then LDA, LDX unless it returned elsewhere");
    }

    /**
     * Runs the block at $0600 of {@code program} on a translating engine, and as many instructions interpreted;
     * asserts the same state and memory and returns the block's instructions.
     */
    private static int oneBlockAsInterpreted(Assembly program, boolean device) {
        Machine translated = Machine.of(image(program), Mos6502.Variant.NMOS, device);
        Machine interpreted = Machine.of(image(program), Mos6502.Variant.NMOS, device);
        Translation translation = new Translation(translated.cpu(), translated.cpu().blockTranslator().orElseThrow(),
                address -> false, 0, BlockWriter.MAX_INSTRUCTIONS);
        translated.cpu().setPc(0x0600);
        interpreted.cpu().setPc(0x0600);
        int n = translation.execute(Long.MAX_VALUE);
        for (int k = 0; k < n; k++) {
            interpreted.cpu().step();
        }
        assertEquals(interpreted.cpu().saveState(), translated.cpu().saveState());
        assertArrayEquals(interpreted.memory().bytes, translated.memory().bytes);
        return n;
    }

    /**
     * A loop that adds through an ADC whose operand it rewrites: after the store the block stops, is dropped and
     * translated again with the new operand.
     */
    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void codeThatRewritesItselfInsideATranslatedLoopRunsAsInterpreted(Mos6502.Variant variant)
            throws AssemblyException {
        String source = """
                        .org $0400
                start:  ldx #0
                        lda #0
                        clc
                loop:
                add:    adc #1          ; the operand at add+1 is rewritten below
                        inx
                        cpx #100
                        bne same
                        ldy #7
                        sty add+1       ; from the 100th pass on, the ADC adds 7
                same:   cpx #200
                        bne loop
                        sta $10
                        jmp *
                """;
        RunResult[] results = new RunResult[2];
        Mos6502[] cpus = new Mos6502[2];
        Memory[] memories = new Memory[2];
        for (Engine engine : Engine.values()) {
            Memory memory = new Memory();
            assemble(source).copyInto(memory.bytes);
            Mos6502 cpu = new Mos6502(memory, variant);
            cpu.setPc(0x0400);
            results[engine.ordinal()] = new Runner(cpu).engine(engine).budget(20_000).run();
            cpus[engine.ordinal()] = cpu;
            memories[engine.ordinal()] = memory;
        }
        assertTrue(results[1].reason() instanceof StopReason.BudgetExhausted, results[1].reason().toString());
        assertEquals(memories[0].bytes[0x10], memories[1].bytes[0x10]);
        assertEquals(7, memories[1].bytes[0x0406], "the ADC's operand, rewritten");
        assertEquals(results[0].cycles(), results[1].cycles());
        assertEquals(results[0].instructions(), results[1].instructions());
        assertEquals(cpus[0].saveState(), cpus[1].saveState());
        assertArrayEquals(memories[0].bytes, memories[1].bytes);
    }

    /**
     * A loop of 3,000 rounds that patches the immediate of its own LDA # on every round with the low byte of the rounds
     * left and adds it into a 16-bit sum: through STA abs, STA abs,X and STA (zp),Y, with the code at $0400 and in the
     * zero page (where the first two are STA zp and STA zp,X). Run by an engine that translates only hot code, the
     * interpreter's own stores during warm-up and between drops reach the code guard.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"$0400; sta op+1", "$0400; sta op,x", "$0400; sta (ptr),y",
        "$0080; sta op+1", "$0080; sta op,x", "$0080; sta (ptr),y"})
    void codeRewrittenOnEveryRoundRunsAsInterpreted(String origin, String store) throws AssemblyException {
        String source = """
                count = $F0
                sum = $F2
                ptr = $F4
                        .org %s
                start:  lda #<3000
                        sta count
                        lda #>3000
                        sta count+1
                        lda #0
                        sta sum
                        sta sum+1
                        lda #<(op+1)
                        sta ptr
                        lda #>(op+1)
                        sta ptr+1
                        ldx #1
                        ldy #0
                loop:
                op:     lda #0          ; the operand at op+1 is rewritten below
                        clc
                        adc sum
                        sta sum
                        bcc added
                        inc sum+1
                added:  lda count
                        bne low
                        dec count+1
                low:    dec count
                        lda count
                patch:  %s
                        ora count+1
                        bne loop
                        .byte $02       ; JAM: the end
                """.formatted(origin, store);
        Assembly program = assemble(source);
        int opcode = program.toBinary()[(int) (program.symbol("patch") - program.symbol("start"))] & 0xFF;
        boolean zeroPage = origin.equals("$0080");
        assertTrue(store.contains("(") || opcode == (store.contains(",x") ? 0x9D : 0x8D) - (zeroPage ? 8 : 0),
                "STA " + (zeroPage ? "zp" : "abs") + " assembled, not $" + Integer.toHexString(opcode));
        int sum = 0;
        for (int left = 2_999; left > 0; left--) { // the first round adds the 0 assembled, then the rounds left
            sum += left & 0xFF;
        }
        for (Mos6502.Variant variant : Mos6502.Variant.values()) {
            Mos6502 cpu = SelfPatchingLoop.runsAsInterpreted(() -> {
                Memory memory = new Memory();
                program.copyInto(memory.bytes);
                Mos6502 machine = new Mos6502(memory, variant);
                machine.setPc((int) program.symbol("start"));
                return machine;
            });
            Memory memory = cpu.blockTranslator().orElseThrow().memory();
            assertEquals(sum & 0xFFFF, memory.read(0xF2) | memory.read(0xF3) << 8, variant.toString());
        }
    }

    /** A breakpoint set inside a block already translated, and budgets that end mid-block, stop where interpreted. */
    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void breakpointsAndBudgetsInsideTranslatedBlocksStopAtTheSameInstruction(Mos6502.Variant variant)
            throws AssemblyException {
        String source = """
                        .org $0600
                start:  ldy #0
                loop:   lda $0700,y
                        clc
                        adc #3
                        sta $0700,y
                middle: iny
                        lda $0700,y
                        eor #$5A
                        sta $0800,y
                        jmp loop
                """;
        Assembly program = assemble(source);
        int middle = (int) program.symbol("middle");
        Mos6502[] cpus = new Mos6502[2];
        Runner[] runners = new Runner[2];
        for (Engine engine : Engine.values()) {
            Memory memory = new Memory();
            program.copyInto(memory.bytes);
            cpus[engine.ordinal()] = new Mos6502(memory, variant);
            cpus[engine.ordinal()].setPc(0x0600);
            runners[engine.ordinal()] = new Runner(cpus[engine.ordinal()]).engine(engine);
        }
        for (int budget = 1; budget < 400; budget += 7) {
            RunResult interpreted = runners[0].budget(budget).run();
            RunResult translated = runners[1].budget(budget).run();
            assertEquals(interpreted.cycles(), translated.cycles(), "budget " + budget);
            assertEquals(interpreted.instructions(), translated.instructions(), "budget " + budget);
            assertEquals(cpus[0].saveState(), cpus[1].saveState(), "budget " + budget);
        }
        for (Runner runner : runners) {
            runner.budget(Long.MAX_VALUE).breakpoint(middle);
        }
        for (int k = 0; k < 5; k++) {
            RunResult interpreted = runners[0].run();
            RunResult translated = runners[1].run();
            assertEquals(new StopReason.Breakpoint(middle), translated.reason());
            assertEquals(interpreted.cycles(), translated.cycles());
            assertEquals(cpus[0].saveState(), cpus[1].saveState());
        }
    }

    /**
     * An IRQ line held while I is set lets blocks run; the CLI that unmasks it ends its block, and the interrupt comes
     * after the same instruction, at the same cycle, as interpreted. An NMI raised between runs is served first.
     */
    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void interruptsComeAtTheSameInstructionAndCycle(Mos6502.Variant variant) throws AssemblyException {
        Assembly program = assemble("""
                        .org $0200
                start:  sei
                        ldx #0
                count:  inx
                        stx $10
                        cpx #200
                        bne count
                        cli
                        nop
                        nop
                        jmp start
                        .org $0300
                handler: inc $11
                        rti
                """);
        Mos6502[] cpus = new Mos6502[2];
        Runner[] runners = new Runner[2];
        for (Engine engine : Engine.values()) {
            Memory memory = new Memory();
            program.copyInto(memory.bytes);
            memory.write(0xFFFE, 0x00);
            memory.write(0xFFFF, 0x03);
            memory.write(0xFFFA, 0x00);
            memory.write(0xFFFB, 0x03);
            Mos6502 cpu = new Mos6502(memory, variant);
            cpu.setPc(0x0200);
            cpus[engine.ordinal()] = cpu;
            runners[engine.ordinal()] = new Runner(cpu).engine(engine).budget(997);
        }
        for (int run = 0; run < 60; run++) {
            for (Mos6502 cpu : cpus) {
                cpu.irq(run % 3 != 0);
                if (run % 7 == 0) {
                    cpu.nmi();
                }
            }
            RunResult interpreted = runners[0].run();
            RunResult translated = runners[1].run();
            assertEquals(interpreted.cycles(), translated.cycles(), "run " + run);
            assertEquals(interpreted.instructions(), translated.instructions(), "run " + run);
            assertEquals(cpus[0].saveState(), cpus[1].saveState(), "run " + run);
        }
    }

    /**
     * Observers see every access on both engines: a watch on the code's page (the translator then steps), one on a data
     * page only (blocks run, their accesses pass through it with the interpreter's cycle count), and a bus listener.
     */
    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void observersAndBusListenersSeeTheSameAccessesAtTheSameCycles(Mos6502.Variant variant) throws AssemblyException {
        Assembly program = assemble("""
                        .org $0600
                start:  ldx #0
                loop:   lda $0700,x
                        asl a
                        inc $0800,x
                        sta $0700,x
                        dex
                        bne loop
                        jmp start
                """);
        for (int watched : new int[] {0x0600, 0x0800, -1}) {
            java.util.List<java.util.List<String>> seen = new java.util.ArrayList<>();
            for (Engine engine : Engine.values()) {
                Memory memory = new Memory();
                program.copyInto(memory.bytes);
                Mos6502 cpu = new Mos6502(memory, variant);
                java.util.List<String> accesses = new java.util.ArrayList<>();
                if (watched >= 0) {
                    memory.observe(watched, watched + 0xFF, new Memory.Hook() {
                        @Override
                        public int read(Memory m, int address) {
                            accesses.add("read " + address + " at " + cpu.cycles());
                            return m.bytes[address] & 0xFF;
                        }

                        @Override
                        public void write(Memory m, int address, int value) {
                            accesses.add("write " + address + " at " + cpu.cycles());
                            Memory.Hook below = m.beneath(address); // a translated page's code guard
                            if (below != null) {
                                below.write(m, address, value);
                            } else {
                                m.bytes[address] = (byte) value;
                            }
                        }
                    });
                } else {
                    cpu.busListener((address, value, write) -> accesses.add(address + " " + value + " " + write));
                }
                cpu.setPc(0x0600);
                new Runner(cpu).engine(engine).budget(30_000).run();
                accesses.add(cpu.saveState().toString());
                seen.add(accesses);
            }
            assertEquals(seen.get(0), seen.get(1), "watching " + watched);
        }
    }

    /**
     * The workload (shared/perf/6502/backgammon-refill.s, the routines at the listing's addresses, written
     * again here): 11,049 cycles from $8000 to the driver loop, then 2,795 per refill, on both engines.
     */
    @ParameterizedTest
    @EnumSource(Mos6502.Variant.class)
    void theBackgammonRefillTakesItsCyclesThroughTheTranslator(Mos6502.Variant variant) throws AssemblyException {
        Assembly program = assemble("""
                        .org $8000
                reset:  ldx #$FF
                        txs
                        lda #$5F
                        sta $0500
                        jsr init
                loop:   jsr refill
                        jmp loop

                        .org $9CAB
                init:   lda $0500
                        and #$1F
                        sta $10
                        sta $0637
                        lda #$01
                        sta $11
                        ldy #$14
                        ldx #$36
                create: lda $11
                        sta $0601,y
                        lda $10
                        sec
                        sbc $11
                        bpl pos
                        clc
                        adc #$B4
                pos:    sta $11
                        lda $0601,y
                        sta $10
                        tya
                        clc
                        adc #$15
                        cmp #$37
                        bcc idx
                        sbc #$37
                idx:    tay
                        dex
                        bne create
                        jsr refill
                        jsr refill
                refill: ldy #$00
                next:   tya
                        sta $10
                        cmp #$18
                        bcs sub
                        adc #$1F
                        bcc index
                sub:    sbc #$18
                index:  tay
                        lda $0601,y
                        sta $11
                        ldy $10
                        lda $0601,y
                        sec
                        sbc $11
                        bcs store
                        adc #$B4
                store:  sta $0601,y
                        iny
                        cpy #$37
                        bne next
                        lda #$00
                        sta $0600
                        tay
                        lda $0601,y
                        rts
                """);
        assertEquals(0x9CE7, program.symbol("refill"), "RndFunc where the listing has it");
        int loop = (int) program.symbol("loop");
        long[][] cycles = new long[2][];
        byte[][] tables = new byte[2][];
        for (Engine engine : Engine.values()) {
            Memory memory = new Memory();
            program.copyInto(memory.bytes);
            Mos6502 cpu = new Mos6502(memory, variant);
            cpu.setPc(0x8000);
            Runner runner = new Runner(cpu).engine(engine).breakpoint(loop);
            long init = runner.run().cycles();
            long refill = runner.run().cycles();
            long hundredMore = 0;
            for (int pass = 0; pass < 100; pass++) {
                hundredMore += runner.run().cycles();
            }
            cycles[engine.ordinal()] = new long[] {init, refill, hundredMore};
            tables[engine.ordinal()] = java.util.Arrays.copyOfRange(memory.bytes, 0x601, 0x601 + 55);
        }
        assertEquals(11_049, cycles[1][0]);
        assertEquals(2_795, cycles[1][1]);
        assertArrayEquals(cycles[0], cycles[1]);
        assertArrayEquals(tables[0], tables[1]);
    }

    private static byte[] image(Assembly program) {
        byte[] image = new byte[Memory.SIZE];
        program.copyInto(image);
        return image;
    }

    private static Assembly assemble(String source) throws AssemblyException {
        return Assembler.mos6502().assemble("test.s65", source, Map.of());
    }
}
