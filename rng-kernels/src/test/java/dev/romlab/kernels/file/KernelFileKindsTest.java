package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Distribution;
import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.FairnessEngine;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/** Each kind of input, output, set-up, end and reference a kernel file names, on the CPU it belongs to. */
class KernelFileKindsTest {

    @TempDir
    Path folder;

    private static UserKernel kernel(String name) {
        return KernelFile.fromClassPath("kernelfiles/" + name + ".kernel.toml");
    }

    private static Values output(UserKernel kernel, Values input) {
        return ((Outcome.Returned) kernel.emulateOutcome(input)).output();
    }

    @Test
    void registersFlagsAndBigEndianMemoryOnTheTms9900() {
        UserKernel add = kernel("add16");
        Values out = output(add, add.calls(add.defaultSettings().with("x", "65535").with("y", "2")).first());
        assertEquals("r3=1 sum=1 carry=1", out.text());
        DiffReport report = DiffEngine.diff(add, add.inputs(new Coverage.Exhaustive()));
        assertEquals(5 * 301, report.checked(), "5 values of x × 301 of y");
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void aSetTakesItsValuesInOrder() {
        UserKernel add = kernel("add16");
        InputSpace space = add.inputs(new Coverage.Exhaustive());
        assertEquals("every x {0, 1, 255, 32767, 65535} × every y 0..300", space.description());
        List<Values> first = java.util.stream.StreamSupport.stream(space.spliterator(), false).skip(300).limit(3)
                .toList();
        assertEquals(List.of("x=0 y=300", "x=1 y=0", "x=1 y=1"), first.stream().map(Values::text).toList());
    }

    @Test
    void aSliceStartsAtItsIndexAsTheWholeSpaceNumbersIt() {
        UserKernel add = kernel("add16");
        InputSpace space = add.inputs(new Coverage.Exhaustive());
        List<Values> all = java.util.stream.StreamSupport.stream(space.spliterator(), false).toList();
        for (long from : new long[] {0, 1, 300, 301, 1_000, 1_504}) {
            java.util.Iterator<Values> slice = space.iterator(from);
            for (long i = from; i < all.size(); i++) {
                assertEquals(all.get((int) i), slice.next(), "input " + i + " from " + from);
            }
            assertFalse(slice.hasNext());
        }
    }

    @Test
    void consoleInputsAreDecimalLinesAndAConsoleOutputTheNumberPrinted() {
        UserKernel add = kernel("add");
        assertEquals("sum=42", output(add, add.calls(add.defaultSettings().with("x", "40").with("y", "2"))
                .first()).text());
        DiffReport report = DiffEngine.diff(add, add.inputs(new Coverage.Exhaustive()));
        assertEquals(101 * 101, report.checked());
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void aClockInputMovesTheInstantSvcTimeReads() {
        UserKernel clock = kernel("clock");
        assertEquals("us=0 s=0 min=16", output(clock, Values.of(field(clock, "t").value(0))).text());
        assertEquals("us=999999 s=0 min=16", output(clock, Values.of(field(clock, "t").value(999_999))).text());
        assertEquals("us=0 s=1 min=17", output(clock, Values.of(field(clock, "t").value(61_000_000))).text());
    }

    @Test
    void clockInputsInMinutesAndMicrosecondsAddUp() {
        UserKernel clock = kernel("clock");
        assertEquals("us=0 s=0 min=17", output(clock, Values.of(field(clock, "t").value(0), field(clock, "m")
                .value(1))).text());
        // 12:16 + 43 min + 61 s is 13:00:01
        assertEquals("us=0 s=1 min=0", output(clock, Values.of(field(clock, "t").value(61_000_000),
                field(clock, "m").value(43))).text());
    }

    private static dev.romlab.kernels.Field field(UserKernel kernel, String name) {
        return setting(kernel, name).field();
    }

    @Test
    void setUpMemoryAndAnEndAddressWithAModelOnTheClassPathThatKnowsTheCycles() {
        UserKernel sum = kernel("sum");
        assertEquals("total=23 filled=255", output(sum, Values.of(field(sum, "n").value(6))).text());
        DiffReport report = DiffEngine.diff(sum, sum.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), () -> report.firstDivergence().map(d -> d.expected().text() + " / "
                + d.actual().outcome().text()).orElse(""));
        assertEquals(8, report.checked());
    }

    @Test
    void aTraceCountsTheCallsCyclesNotThoseOfTheResetBeforeIt() {
        UserKernel sum = kernel("sum");
        Emulation call = sum.emulate(Values.of(field(sum, "n").value(1)), 2);
        // lda #, ldx abs, clc, adc abs,x across a page, dex, bne not taken, sta abs: 2 + 4 + 2 + 5 + 2 + 2 + 4;
        // the 6502's reset before every call reads the bus 7 times, which are no cycles of the call
        assertEquals(21, call.cycles());
        String last = call.traceTail().get(call.traceTail().size() - 1);
        assertTrue(last.startsWith("C=      21 +4"), last);
    }

    @Test
    void defineInputsAssembleTheProgramPerValueAndAStreamChainsItsState() {
        UserKernel roll = KernelFile.fromClassPath("roms/z80/dice/rolldie.kernel.toml");
        CallSequence calls = roll.calls(roll.defaultSettings().with("sides", "6"));
        Values first = calls.first();
        Values out = output(roll, first);
        Values second = calls.next(first, out);
        assertEquals(out.get("seed"), second.get("seed"));
        assertTrue(out.get("a") >= 1 && out.get("a") <= 6, out.text());
    }

    @Test
    void aCasl2ProgramsOwnLabelsAreProgramDotLabelAndAStreamTakesAnOutputOfAnotherName() {
        UserKernel step = kernel("step");
        CallSequence calls = step.calls(step.defaultSettings());
        Values first = calls.first();
        Values out = output(step, first);
        assertEquals("x=5 / y=8", first.text() + " / " + out.text());
        assertEquals("x=8", calls.next(first, out).text());
        DiffReport report = DiffEngine.diff(step, step.inputs(Coverage.defaultSet()));
        assertEquals(1_001, report.checked());
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void aStreamCarryingAValueOutOfItsInputsRangeIsRefusedWithWhatToDo() {
        UserKernel step = kernel("step");
        CallSequence calls = step.calls(step.defaultSettings().with("x", "999"));
        Values first = calls.first();
        Values out = output(step, first);
        assertEquals("y=1002", out.text());
        assertEquals("step: [stream] carries y=1002 into the next call's x, outside its range 0..1000: run fewer "
                + "calls (--count) or widen the range in step.kernel.toml", assertThrows(
                IllegalArgumentException.class, () -> calls.next(first, out)).getMessage());
    }

    @Test
    void aCallKeepsWhatItPrintedOnTheConsole() {
        UserKernel add = kernel("add");
        Values input = add.calls(add.defaultSettings().with("x", "40").with("y", "2")).first();
        assertEquals("42", add.emulate(input, 0).printed());
        assertEquals("", kernel("step").emulate(Values.of(), 0).printed());
    }

    @Test
    void anInputsSettingSaysWhatTheFileDescribesElseWhereItGoesAndItsRange() {
        assertEquals("the count before the first call", setting(kernel("step"), "x").description());
        assertEquals("register R1, 5 values", setting(kernel("add16"), "x").description());
    }

    private static Parameter setting(UserKernel kernel, String name) {
        return kernel.parameters().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    /**
     * {@code setting = "sides"}: the define rangeMax is set as --sides in every command (list, run, diff, dist),
     * while inputs, reports and the reference keep its name; the sides of dist are that input.
     */
    @Test
    void anInputsSettingMayHaveANameOfItsOwn() {
        UserKernel maxu8 = KernelFile.fromClassPath("roms/z80/dice/maxu8.kernel.toml");
        Parameter sides = setting(maxu8, "sides");
        assertEquals("0..255", sides.field().rangeText());
        assertEquals("rangeMax", sides.input().orElseThrow().name());
        assertEquals(List.of("sides", "a", "seed", "count"), maxu8.parameters().stream().map(Parameter::name)
                .toList());
        Settings six = Settings.none(maxu8.parameters()).with("sides", "6");
        assertEquals("every a 0..255 with rangeMax=6", maxu8.inputs(new Coverage.Exhaustive(), six).description());
        assertEquals("rangeMax=6 a=200", maxu8.calls(maxu8.defaultSettings().with("sides", "6").with("a", "200"))
                .first().text());
        assertThrows(IllegalArgumentException.class, () -> Settings.none(maxu8.parameters()).with("rangeMax", "6"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> maxu8.randomByteInput(Settings.none(maxu8.parameters()).with("a", "3")));
        assertEquals("z80-maxu8: --a does not apply to dist and fairness, which take --sides; --a: the byte in A to "
                + "reduce (run: drawn)", refused.getMessage());
        assertEquals("rangeMax", maxu8.randomByteInput().orElseThrow().sides().name());
        Distribution distribution = DistributionEngine.distribution(maxu8, 6);
        assertEquals("0..5: 32 to 64 of 256 each", distribution.finding());
    }

    /**
     * An input whose setting is {@code seed} is run's first state, as a generator's --seed: diff and bench keep
     * --seed for their samples, so neither takes it nor says it does, and a space too large is not theirs to fix.
     */
    @Test
    void anInputSetAsSeedIsRunsFirstStateAndNotASettingOfTheSweeps() {
        UserKernel lfsr = KernelFile.fromClassPath("roms/z80/dice/lfsr.kernel.toml");
        assertEquals(List.of("seed", "count"), lfsr.parameters().stream().map(Parameter::name).toList());
        assertEquals("seed=$0000000000000001", lfsr.calls(lfsr.defaultSettings().with("seed", "1")).first().text());
        IllegalArgumentException count = assertThrows(IllegalArgumentException.class, () -> lfsr.inputs(
                Coverage.defaultSet(), Settings.none(lfsr.parameters()).with("count", "2")));
        assertEquals("z80-lfsr: --count does not apply to diff and bench, which take none of its settings; --count: "
                + "calls run makes", count.getMessage());
        IllegalArgumentException whole = assertThrows(IllegalArgumentException.class,
                () -> lfsr.inputs(new Coverage.Exhaustive()));
        assertTrue(whole.getMessage().endsWith("use --samples N"), whole.getMessage());
    }

    @Test
    void aRandomByteRoutinesDistributionAndFairness() {
        UserKernel d6 = d6();
        Distribution distribution = DistributionEngine.distribution(d6);
        assertEquals("1..6: 42 to 43 of 256 each", distribution.finding());
        FairnessReport fairness = FairnessEngine.fairness(d6, 6);
        assertEquals("TVD 0.0052", fairness.verdict());
    }

    private UserKernel d6() {
        try {
            Files.writeString(folder.resolve("d6.s65"), ".org $0200\nd6: cmp #6\n bcc done\n sbc #6\n jmp d6\n"
                    + "done: clc\n adc #1\n rts\n");
            Path file = folder.resolve("d6.kernel.toml");
            Files.writeString(file, """
                    cpu = "6502"
                    [program]
                    source = "d6.s65"
                    [call]
                    entry = "d6"
                    [[input]]
                    name = "a"
                    register = "A"
                    [[output]]
                    name = "die"
                    register = "A"
                    [random]
                    input = "a"
                    output = "die"
                    sides = 6
                    """);
            return KernelFile.load(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anotherKernelFileOnAnotherCpuIsTheReference() {
        UserKernel port = KernelFile.fromClassPath("roms/6502/examples/mul8.kernel.toml");
        DiffReport report = DiffEngine.diff(port, port.inputs(new Coverage.Exhaustive()));
        assertEquals(65_536, report.checked());
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void aModelFromTheJarTheFileNames() throws IOException {
        Files.writeString(folder.resolve("mul.asm"), ".org $8000\nMul: ld a,h\n ld e,l\n ld d,0\n ld hl,0\n"
                + " ld b,8\nloop: add hl,hl\n rla\n jr nc,next\n add hl,de\nnext: djnz loop\n ret\n");
        try (OutputStream out = Files.newOutputStream(folder.resolve("models.jar"));
                JarOutputStream jar = new JarOutputStream(out)) {
            jar.putNextEntry(new JarEntry("META-INF/services/" + RoutineModel.class.getName()));
            jar.write((JarOnlyModel.class.getName() + "\n").getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        Path file = folder.resolve("mul.kernel.toml");
        String text = """
                cpu = "z80"
                [program]
                source = "mul.asm"
                [call]
                entry = "Mul"
                [[input]]
                name = "h"
                register = "H"
                [[input]]
                name = "l"
                register = "L"
                [[output]]
                name = "hl"
                register = "HL"
                [reference]
                model = "jar-mul"
                jar = "models.jar"
                """;
        Files.writeString(file, text);
        UserKernel mul = KernelFile.load(file);
        assertTrue(DiffEngine.diff(mul, mul.inputs(new Coverage.Exhaustive())).matches());
        Files.writeString(file, text.replace("jar = \"models.jar\"\n", ""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KernelFile.load(file));
        // the class path's models: the tests' own and the bundled kernel files' (rng-kernels' META-INF/services)
        assertTrue(e.getMessage().startsWith("no RoutineModel named 'jar-mul' on the class path (found: "),
                e.getMessage());
        assertTrue(e.getMessage().contains("prefix-sum") && e.getMessage().contains("casl2-xorshift"),
                e.getMessage());
    }

    @Test
    void aTrollDistributionAsTheReferenceIsWhatFairnessComparesWith() throws IOException {
        d6();
        Path file = folder.resolve("d6.kernel.toml");
        Files.writeString(file, Files.readString(file).replace("sides = 6\n", "") + "[reference]\ntroll = \"d6\"\n");
        UserKernel d6 = KernelFile.load(file);
        FairnessReport fairness = FairnessEngine.fairness(d6, 6);
        assertEquals("d6", fairness.spec());
        assertEquals("TVD 0.0052", fairness.verdict());
        assertEquals(6, d6.randomByteInput().orElseThrow().defaultSides(), "the sides from the spec's values 1..6");
    }

    @Test
    void aCallThatEndsAtAnSvcStopsBeforeIt() throws IOException {
        Files.writeString(folder.resolve("inc.fe"), "inc      start\n         lad     gr2, 1\n"
                + "         adda    gr1, gr2\n         svc     time\n         ret\n         end\n");
        Path file = folder.resolve("inc.kernel.toml");
        Files.writeString(file, """
                cpu = "mlfe"
                [program]
                source = "inc.fe"
                [call]
                entry = "inc"
                end = "svc"
                [[input]]
                name = "x"
                register = "GR1"
                range = [0, 100]
                [[output]]
                name = "y"
                register = "GR1"
                [reference]
                troll = "x + 1"
                """);
        UserKernel inc = KernelFile.load(file);
        DiffReport report = DiffEngine.diff(inc, inc.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), report.summary());
        assertEquals(2, report.cycles().max(), "two instructions' cost units before the SVC");
    }

    @Test
    void aBlwpCallEntersThroughItsVectorAndReturnsOnRtwpToTheCaller() {
        UserKernel blwp = kernel("blwp");
        Emulation call = blwp.emulate(blwp.calls(blwp.defaultSettings().with("t0", "1").with("t1", "2")
                .with("t2", "3").with("t3", "0")).first(), 0);
        assertEquals("g0c0=101 g0c1=102 g1c0=103 g1c1=100 back=$FFFE", output(call).text(),
                "R14 holds the return address, the highest even address the program does not fill");
        assertEquals(0, call.registers().get("WP"), "RTWP is back in the caller's workspace, the one reset gave");
    }

    @Test
    void aRunOfCellsIsOneInputOrOutputPerCellNamedFromTheName() {
        UserKernel blwp = kernel("blwp");
        assertEquals(List.of("t0", "t1", "t2", "t3", "bias", "seed", "count"), blwp.parameters().stream()
                .map(Parameter::name).toList());
        assertEquals("memory TABLE + 3, 0..3", blwp.parameters().get(3).description());
        Values out = output(blwp.emulate(Values.of(), 0));
        assertEquals(List.of("g0c0", "g0c1", "g1c0", "g1c1", "back"), out.list().stream().map(Value::name).toList());
    }

    @Test
    void anInputThatDoesNotVaryIsHeldAtItsDefaultUnlessACommandGivesIt() {
        UserKernel blwp = kernel("blwp");
        InputSpace space = blwp.inputs(Coverage.defaultSet());
        assertEquals("every t0 0..3 × every t1 0..3 × every t2 0..3 × every t3 0..3 with bias=100",
                space.description());
        assertEquals(256, space.size());
        assertEquals(256, blwp.inputs(new Coverage.Exhaustive()).size());
        Settings given = Settings.none(blwp.parameters()).with("bias", "7");
        assertEquals("every t0 0..3 × every t1 0..3 × every t2 0..3 × every t3 0..3 with bias=7",
                blwp.inputs(Coverage.defaultSet(), given).description());
        assertEquals(100, blwp.calls(blwp.defaultSettings()).first().get("bias"), "run takes the default too");
    }

    @Test
    void memoryBlocksAreWrittenAfterTheSetUpForOneCall() {
        UserKernel blwp = kernel("blwp");
        Values input = blwp.calls(blwp.defaultSettings().with("t0", "1")).first();
        List<MemoryBlock> extra = List.of(MemoryBlock.bytes("EXTRA", new byte[] {0x03, (byte) 0xE8}));
        assertEquals(1 + 100 + 1000, output(blwp.emulate(input, extra, 0)).get("g0c0"));
        assertEquals(1 + 100, output(blwp.emulate(input, 0)).get("g0c0"), "the next call starts from the program");
    }

    private static Values output(Emulation call) {
        return ((Outcome.Returned) call.outcome()).output();
    }

    @Test
    void aTrollDistributionIsNoReferenceForDiff() throws IOException {
        UserKernel d6 = d6();
        Files.writeString(folder.resolve("d6.kernel.toml"), Files.readString(folder.resolve("d6.kernel.toml"))
                + "[reference]\ntroll = \"d6\"\n");
        UserKernel withSpec = KernelFile.load(folder.resolve("d6.kernel.toml"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DiffEngine.diff(withSpec, withSpec.inputs(new Coverage.Exhaustive())));
        assertEquals("the reference `d6` is a distribution at a=0, not one value: compare with it by "
                + "'romlab fairness'", e.getMessage());
        assertFalse(d6.randomByteInput().isEmpty());
    }
}
