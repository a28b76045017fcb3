package dev.romlab.kernels.file;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.stream.IntStream;

import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Disassembler;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.OutputShape;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.SampledCalls;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.TraceTail;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * A routine a user described in a kernel file, as a {@link Kernel}: every kernel command works on it as on a bundled
 * one. Each call starts from the same machine: the program's bytes and the file's set-up are written again, the CPU
 * reset, the inputs written; what else the routine writes (its stack, scratch memory the program does not hold)
 * stays, so a routine that reads memory it did not write must have that memory in its set-up. Not thread-safe: it
 * owns one emulated machine; {@link KernelFile#workers} makes one per processor.
 */
public final class UserKernel implements Kernel {

    /** The largest input space {@code check} and plain {@code diff} try whole; beyond it they take seeded samples. */
    static final long DEFAULT_EXHAUSTIVE = 1_000_000;

    /** The largest input space {@code --exhaustive} tries: 2^32 calls are hours of work already. */
    static final long EXHAUSTIVE_LIMIT = 1L << 32;

    private final KernelDefinition definition;
    private final Machine machine;
    private final KernelProgram program;
    private final List<String> defineNames;
    /** Where the define inputs are among the inputs, and their values in the program in memory. */
    private final int[] defineInputs;
    private final long[] loadedDefines;
    private final Memory memory;
    private final Cpu cpu;
    private final Runner runner;
    private final Reference reference;
    /** Every register after the first reset: restored before each call, so no call sees what the last one left. */
    private final int[] registersAtReset;
    /**
     * The writers of every register, in {@link #registersAtReset}'s order, of the set-up's registers and of the
     * inputs' (null where an entry is in memory), and the readers of the outputs' registers and flag registers (null
     * elsewhere): resolved once, as a name costs parsing on every one of millions of calls.
     */
    private final IntConsumer[] resetWriters;
    private final IntConsumer[] setupWriters;
    private final IntConsumer[] inputWriters;
    private final IntSupplier[] outputReaders;
    private final List<RegisterFile.Register> shownRegisters;
    /** The readers of {@link #shownRegisters}: resolved at the first call that shows them. */
    private IntSupplier[] shownReaders;
    /** The inputs a command fixed ({@code --h 3}): every input space and every call takes them. */
    private final Values fixed;
    private Loaded loaded;
    /** A COMET II or MLFE program's console and clock; null on the other CPUs. */
    private ConsoleAndClock console;

    /**
     * One assembly in memory, with its addresses resolved: {@code end} the address an {@code end} of the file names
     * (else -1), {@code returnAddress} where the caller's next instruction would be.
     */
    private record Loaded(AssembledProgram image, byte[][] segmentBytes, int entry, int end, int returnAddress,
            int[] inputAddresses, int[] outputAddresses, int[] setupAddresses, List<Integer> stops) {

        Loaded withStops(List<Integer> addresses) {
            return new Loaded(image, segmentBytes, entry, end, returnAddress, inputAddresses, outputAddresses,
                    setupAddresses, addresses);
        }
    }

    /**
     * The addresses a call stops at: the end address, or every SVC of the program (found by disassembling its
     * segments, so an SVC written at run time is not one); none for a return or a halt.
     */
    private List<Integer> stops(Loaded program) {
        if (definition.end() instanceof CallEnd.Reach) {
            return List.of(program.end());
        }
        if (!(definition.end() instanceof CallEnd.Svc)) {
            return List.of();
        }
        List<Integer> svcs = new ArrayList<>();
        Disassembler disassembler = machine.cpu().disassembler();
        for (Segment segment : program.image().segments()) {
            int end = segment.address() + segment.length() / memory.wordBytes();
            for (int address = segment.address(); address < end; ) {
                DisassembledInstruction instruction = disassembler.decode(memory::read, address);
                if (instruction.text().regionMatches(true, 0, "SVC", 0, 3)) {
                    svcs.add(address);
                }
                address += Math.max(1, instruction.length() / memory.wordBytes());
            }
        }
        return svcs;
    }

    UserKernel(KernelDefinition definition, Values fixed) {
        this(definition, fixed, true);
    }

    /** With {@code withReference} false the file's reference is not loaded: a kernel used as another's reference. */
    UserKernel(KernelDefinition definition, Values fixed, boolean withReference) {
        this.definition = definition;
        // the bare CPU is the machine alone: "Z80 at 4 MHz", not "Z80 on a bare Z80"
        boolean bare = definition.profile() == definition.cpu().profiles().get(0);
        this.machine = new Machine(definition.cpu(), bare ? definition.cpu().name() : definition.profile().name(),
                definition.profile().clockHz());
        this.program = program(definition);
        this.defineNames = defineNames(definition);
        this.defineInputs = IntStream.range(0, definition.inputs().size())
                .filter(i -> definition.inputs().get(i).location() instanceof Location.Define).toArray();
        this.loadedDefines = new long[defineInputs.length];
        this.memory = new Memory(definition.cpu().addressSpace());
        definition.profile().memory().prepare(memory);
        this.cpu = definition.cpu().newCpu(memory);
        this.runner = new Runner(cpu).budget(definition.budget());
        this.reference = withReference ? Reference.of(definition) : null;
        this.fixed = fixed;
        cpu.reset();
        RegisterFile registers = cpu.registers();
        List<RegisterFile.Register> all = registers.registers();
        this.registersAtReset = new int[all.size()];
        this.resetWriters = new IntConsumer[all.size()];
        for (int i = 0; i < all.size(); i++) {
            registersAtReset[i] = registers.get(all.get(i).name());
            resetWriters[i] = registers.writer(all.get(i).name());
        }
        this.setupWriters = definition.setup().stream().map(s -> s.location() instanceof Location.Register r
                ? registers.writer(r.name()) : null).toArray(IntConsumer[]::new);
        this.inputWriters = definition.inputs().stream().map(in -> in.location() instanceof Location.Register r
                ? registers.writer(r.name()) : null).toArray(IntConsumer[]::new);
        this.outputReaders = definition.outputs().stream().map(out -> out.location() instanceof Location.Register r
                ? registers.reader(r.name()) : out.location() instanceof Location.Flag f
                        ? registers.reader(f.register()) : null).toArray(IntSupplier[]::new);
        this.shownRegisters = shownRegisters(machine, registers);
    }

    static KernelProgram program(KernelDefinition definition) {
        if (definition.source() != null) {
            return KernelProgram.source(definition.cpu(), definition.loader(), definition.source(),
                    definition.defines(), definition.config());
        }
        return KernelProgram.image(ProgramImages.read(definition));
    }

    static List<String> defineNames(KernelDefinition definition) {
        return definition.inputs().stream().filter(i -> i.location() instanceof Location.Define)
                .map(i -> ((Location.Define) i.location()).name()).toList();
    }

    static List<Long> defineDefaults(KernelDefinition definition) {
        return definition.inputs().stream().filter(i -> i.location() instanceof Location.Define)
                .map(InputDefinition::defaultValue).toList();
    }

    /** Whether the file names a {@code [reference]}, which {@code diff} and {@code check} compare with. */
    public boolean hasReference() {
        return reference != null;
    }

    /** The kernel file this kernel was read from. */
    public String file() {
        return definition.file();
    }

    /**
     * This kernel with {@code given} inputs fixed in every input space and call (a command's {@code --NAME V});
     * {@link IllegalArgumentException} for a value outside an input's set.
     */
    public UserKernel fixing(Values given) {
        refuseOutsideSets(given);
        Values all = fixed;
        for (Value value : given.list()) {
            all = all.with(value);
        }
        return new UserKernel(definition, all, reference != null);
    }

    /**
     * Refuses a setting outside its input's {@code values}: the range check of a setting is its field's, and a set's
     * field is the place's whole width, so a value the file does not offer (a map type the routine has no entry
     * for) would reach the routine and the reference.
     */
    private void refuseOutsideSets(Values given) {
        for (Value value : given.list()) {
            InputDefinition input = definition.input(value.name());
            if (input != null && input.values() != null && Arrays.stream(input.values())
                    .noneMatch(v -> v == value.value())) {
                throw new IllegalArgumentException(id() + ": " + input.name() + " must be one of "
                        + input.rangeText() + ": " + value.formatted());
            }
        }
    }

    /** Another instance of this kernel (its own machine), for another thread. */
    UserKernel copy() {
        return new UserKernel(definition, fixed, reference != null);
    }

    @Override
    public String id() {
        return definition.id();
    }

    @Override
    public String description() {
        return definition.description();
    }

    @Override
    public Machine machine() {
        return machine;
    }

    /**
     * Every input, as a setting that fixes it, under its setting's name (with the file's {@code default}, which
     * {@code run} then takes; without one {@code run} draws the input, unless the input does not vary), then, unless
     * an input's setting has the name, the {@code seed} of {@code run}'s draws, and {@code run}'s {@code count} (the
     * file's, default 1).
     */
    @Override
    public List<Parameter> parameters() {
        List<Parameter> parameters = new ArrayList<>();
        for (InputDefinition input : definition.inputs()) {
            Optional<Value> value = fixed.find(input.name());
            OptionalLong defaultValue = value.isPresent() || input.defaultGiven() || !input.varies()
                    ? OptionalLong.of(value.map(Value::value).orElse(input.defaultValue())) : OptionalLong.empty();
            parameters.add(new Parameter(input.settingField(), defaultValue, input.description(),
                    Optional.of(input.field()), List.of()));
        }
        if (definition.inputs().stream().noneMatch(i -> i.setting().equals(StandardParameters.SEED.name()))) {
            parameters.add(StandardParameters.sampleSeed());
        }
        parameters.add(StandardParameters.count(definition.count()));
        return parameters;
    }

    /**
     * The settings of the file's inputs that {@code diff}, {@code bench}, {@code dist} and {@code fairness} take: all
     * but {@code seed}, which there is the command's own (the samples' seed) or refused, as a bundled generator's
     * state is: an input whose setting is {@code seed} is {@code run}'s first state, and the others go through it.
     */
    private List<String> inputSettings() {
        return definition.inputs().stream().map(InputDefinition::setting)
                .filter(name -> !name.equals(StandardParameters.SEED.name())).toList();
    }

    @Override
    public boolean exhaustible() {
        return space().size() <= EXHAUSTIVE_LIMIT;
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        ProductInputs space = space();
        if (space.varying() == 0) {
            return InputSpace.exhaustive(List.of(), complete(fixed)); // every input given or held: that one input
        }
        if (coverage instanceof Coverage.Samples samples) {
            return space.sampled(samples.count(), samples.seed());
        }
        if (coverage instanceof Coverage.Exhaustive) {
            if (space.size() > EXHAUSTIVE_LIMIT) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "%s: %s is too large to try "
                        + "whole (%s inputs, at most %,d): use --samples N%s", id(), space.description(),
                        space.sizeText(), EXHAUSTIVE_LIMIT, inputSettings().isEmpty() ? ""
                                : ", or fix inputs (--NAME VALUE)"));
            }
            return space;
        }
        Coverage.DefaultSet defaults = (Coverage.DefaultSet) coverage;
        return space.size() <= DEFAULT_EXHAUSTIVE ? space : space.sampled(definition.samples(), defaults.seed());
    }

    /** The inputs for {@code coverage} with the inputs the settings {@code given} name fixed at their values. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), inputSettings(), Settings.DIFF_AND_BENCH);
        return fixing(given.inputs()).inputs(coverage);
    }

    /** The product of the inputs' ranges, the fixed ones at their one value and those that do not vary at theirs. */
    private ProductInputs space() {
        List<InputDefinition> varying = new ArrayList<>();
        List<Value> fixedInOrder = new ArrayList<>();
        for (InputDefinition input : definition.inputs()) {
            Optional<Value> value = fixed.find(input.name());
            if (value.isPresent()) {
                fixedInOrder.add(value.get());
            } else if (!input.varies()) {
                fixedInOrder.add(input.field().value(input.defaultValue()));
            } else {
                varying.add(input);
            }
        }
        return new ProductInputs(varying, new Values(fixedInOrder), definition.inputs().stream()
                .map(InputDefinition::name).toList());
    }

    @Override
    public Outcome model(Values input) {
        if (reference == null) {
            throw new IllegalArgumentException(id() + " has no [reference] in " + definition.fileName()
                    + ": add one to diff it");
        }
        return reference.expected(complete(input));
    }

    /** The reference's outputs agree with the emulator's, cycles too when the reference gives them. */
    @Override
    public boolean agrees(Outcome expected, Outcome actual) {
        if (expected instanceof Outcome.Returned e && !e.timed() && actual instanceof Outcome.Returned a) {
            for (Value value : e.output().list()) {
                Optional<Value> emulated = a.output().find(value.name());
                if (emulated.isEmpty() || emulated.get().value() != value.value()) {
                    return false;
                }
            }
            return true;
        }
        return expected.equals(actual);
    }

    /** {@code input} with every input it lacks at its fixed or default value. */
    Values complete(Values input) {
        if (inFileOrder(input)) {
            return input;
        }
        List<Value> values = new ArrayList<>(definition.inputs().size());
        for (InputDefinition in : definition.inputs()) {
            Optional<Value> given = input.find(in.name());
            values.add(given.orElseGet(() -> fixed.find(in.name()).orElseGet(() -> in.field().value(
                    in.defaultValue()))));
        }
        return new Values(values);
    }

    private boolean inFileOrder(Values input) {
        List<InputDefinition> inputs = definition.inputs();
        if (input.list().size() != inputs.size()) {
            return false;
        }
        for (int i = 0; i < inputs.size(); i++) {
            if (!input.list().get(i).name().equals(inputs.get(i).name())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        return emulate(input, List.of(), traceLines);
    }

    /**
     * One call with {@code blocks} written after the file's set-up and before the inputs: memory a bundled kernel
     * sets up per input where the file's set-up is fixed (ti-mapview's maps). The inputs are written as given, each
     * in its place, whether or not it is among the values the file's input space takes.
     */
    public Emulation emulate(Values input, List<MemoryBlock> blocks, int traceLines) {
        Loaded program = prepare(complete(input), blocks);
        // made after the reset, which takes cycles of its own on some CPUs (7 on the 6502): the trace counts the call's
        TraceTail trace = traceLines > 0 ? new TraceTail(memory, cpu, machine.cpu(), traceLines) : null;
        runner.trace(trace);
        RunResult run = run(program);
        runner.trace(null);
        return new Emulation(outcome(run), run.cycles(), run.instructions(), registers(),
                trace == null ? List.of() : trace.lines(), console == null ? "" : console.printed());
    }

    @Override
    public Outcome emulateOutcome(Values input) {
        return outcome(run(prepare(complete(input), List.of())));
    }

    private Outcome outcome(RunResult run) {
        return ended(run.reason()) ? new Outcome.Returned(outputs(), run.cycles()) : new Outcome.NeverReturns();
    }

    private boolean ended(StopReason reason) {
        if (definition.end() instanceof CallEnd.Return) {
            return reason instanceof StopReason.Returned;
        }
        if (definition.end() instanceof CallEnd.Halt) {
            return reason instanceof StopReason.Halted || reason instanceof StopReason.Exited
                    || reason instanceof StopReason.Jammed;
        }
        if (definition.end() instanceof CallEnd.Svc) {
            return reason instanceof StopReason.Breakpoint;
        }
        return reason instanceof StopReason.Breakpoint;
    }

    /**
     * The same machine for every call: the program and set-up rewritten, the CPU reset, {@code blocks} and the inputs
     * written.
     */
    private Loaded prepare(Values input, List<MemoryBlock> blocks) {
        Loaded program = load(input);
        for (int i = 0; i < program.segmentBytes().length; i++) {
            memory.load(program.image().segments().get(i).address(), program.segmentBytes()[i]);
        }
        cpu.reset();
        for (int i = 0; i < registersAtReset.length; i++) {
            resetWriters[i].accept(registersAtReset[i]);
        }
        List<SetupDefinition> setup = definition.setup();
        for (int i = 0; i < setup.size(); i++) {
            SetupDefinition entry = setup.get(i);
            if (entry.location() instanceof Location.Memory at) {
                long[] values = entry.values();
                for (int k = 0; k < values.length; k++) {
                    write(at, program.setupAddresses()[i] + k * at.units(), values[k]);
                }
            } else {
                setupWriters[i].accept((int) entry.values()[0]);
            }
        }
        int addresses = machine.cpu().addressSpace().addresses();
        for (MemoryBlock block : blocks) {
            int address = AddressText.resolve(block.address(), program.image().symbols(), addresses);
            long[] units = block.units();
            if (address + units.length > addresses) {
                throw new IllegalArgumentException(block + " runs past the end of memory");
            }
            for (int k = 0; k < units.length; k++) {
                memory.write(address + k, (int) units[k]);
            }
        }
        List<InputDefinition> inputs = definition.inputs();
        for (int i = 0; i < inputs.size(); i++) {
            Location location = inputs.get(i).location();
            long value = input.list().get(i).value();
            if (location instanceof Location.Register) {
                inputWriters[i].accept((int) value);
            } else if (location instanceof Location.Memory at) {
                write(at, program.inputAddresses()[i], value);
            }
        }
        if (console != null) {
            console.attach((Comet2) cpu, input);
        }
        return program;
    }

    /** The call on the prepared machine, from the entry to the file's end. */
    private RunResult run(Loaded program) {
        boolean returns = definition.end() instanceof CallEnd.Return;
        definition.convention().enter(cpu, program.entry(), program.returnAddress(), returns);
        return returns ? runner.runToReturn(program.returnAddress()) : runner.run();
    }

    /** The program for {@code input}'s define values, loaded into memory when another one is there. */
    private Loaded load(Values input) {
        if (loaded != null && sameDefines(input)) {
            return loaded;
        }
        return loadProgram(input);
    }

    /** Whether {@code input}'s define values are those of the program in memory: no list, no look-up. */
    private boolean sameDefines(Values input) {
        List<Value> values = input.list();
        for (int i = 0; i < defineInputs.length; i++) {
            if (values.get(defineInputs[i]).value() != loadedDefines[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The program for other define values (assembled, or cached), loaded. Apart from {@link #load}, whose every call
     * checks the values, so that the JIT compiles that check alone into each call (with this inlined, a compile of
     * {@link #prepare} took half a second, five times over a check).
     */
    private Loaded loadProgram(Values input) {
        AssembledProgram image;
        List<Long> values = new ArrayList<>(defineInputs.length);
        for (int at : defineInputs) {
            values.add(input.list().get(at).value());
        }
        try {
            image = program.get(defineNames, values);
        } catch (AssemblyException e) {
            throw new KernelFileException(e.diagnostics());
        }
        for (int i = 0; i < defineInputs.length; i++) {
            loadedDefines[i] = values.get(i);
        }
        if (loaded != null && loaded.image() == image) {
            return loaded;
        }
        if (loaded != null) {
            loaded.stops().forEach(runner::removeHook);
        }
        loaded = resolve(image);
        memory.load(0, wholeMemory(image, loaded.segmentBytes()));
        loaded = loaded.withStops(stops(loaded));
        loaded.stops().forEach(runner::breakpoint);
        if (cpu instanceof Comet2) {
            int end = image.segments().stream().mapToInt(s -> s.address() + s.length()
                    / memory.wordBytes()).max().orElse(0);
            console = new ConsoleAndClock(definition, end);
        }
        return loaded;
    }

    /**
     * Memory as {@code image} leaves it: its segments over zeros. Loaded whole, it changes only what differs from the
     * program before, so that the code the two share stays translated (z80-rolldie's 256 builds differ in a byte).
     */
    private byte[] wholeMemory(AssembledProgram image, byte[][] segmentBytes) {
        byte[] whole = new byte[memory.bytes.length];
        for (int i = 0; i < segmentBytes.length; i++) {
            byte[] bytes = segmentBytes[i];
            int at = image.segments().get(i).address() * memory.wordBytes() % whole.length;
            int beforeEnd = Math.min(bytes.length, whole.length - at);
            System.arraycopy(bytes, 0, whole, at, beforeEnd);
            System.arraycopy(bytes, beforeEnd, whole, 0, bytes.length - beforeEnd); // a segment that wraps
        }
        return whole;
    }

    private Loaded resolve(AssembledProgram image) {
        int addresses = machine.cpu().addressSpace().addresses();
        byte[][] bytes = new byte[image.segments().size()][];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = image.segments().get(i).bytes();
        }
        int entry = AddressText.resolve(definition.entry(), image.symbols(), addresses);
        int end = definition.end() instanceof CallEnd.Reach reach
                ? AddressText.resolve(reach.address(), image.symbols(), addresses) : -1;
        return new Loaded(image, bytes, entry, end, returnAddress(image, addresses),
                addresses(definition.inputs().stream().map(InputDefinition::location).toList(), image, addresses),
                addresses(definition.outputs().stream().map(OutputDefinition::location).toList(), image, addresses),
                addresses(definition.setup().stream().map(SetupDefinition::location).toList(), image, addresses),
                List.of());
    }

    private static int[] addresses(List<Location> locations, AssembledProgram image, int addresses) {
        int[] out = new int[locations.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = locations.get(i) instanceof Location.Memory at ? at.resolve(image.symbols(), addresses) : -1;
        }
        return out;
    }

    /**
     * Where a call returns to: the highest even address the program does not fill, which the routine never runs
     * (a return lands there only by the call's own return instruction).
     */
    private static int returnAddress(AssembledProgram image, int addresses) {
        for (int address = addresses - 2; address >= 0; address -= 2) {
            int a = address;
            if (image.segments().stream().noneMatch(s -> a >= s.address() && a < s.address() + s.length())) {
                return address;
            }
        }
        return 0;
    }

    private void write(Location.Memory at, int address, long value) {
        long mask = at.unitBits() == 64 ? -1L : (1L << at.unitBits()) - 1;
        for (int k = 0; k < at.units(); k++) {
            int offset = at.littleEndian() ? k : at.units() - 1 - k;
            memory.write(address + offset, (int) (value >>> (at.unitBits() * k) & mask));
        }
    }

    private long read(Location.Memory at, int address) {
        long mask = at.unitBits() == 64 ? -1L : (1L << at.unitBits()) - 1;
        long value = 0;
        for (int k = 0; k < at.units(); k++) {
            int offset = at.littleEndian() ? k : at.units() - 1 - k;
            value |= (memory.read(address + offset) & mask) << (at.unitBits() * k);
        }
        return value;
    }

    private Values outputs() {
        List<OutputDefinition> outputs = definition.outputs();
        List<Value> values = new ArrayList<>(outputs.size());
        for (int i = 0; i < outputs.size(); i++) {
            OutputDefinition output = outputs.get(i);
            Location location = output.location();
            long value;
            if (location instanceof Location.Register register) {
                value = outputReaders[i].getAsInt() & mask(register.bits());
            } else if (location instanceof Location.Flag flag) {
                value = outputReaders[i].getAsInt() >>> flag.bit() & 1;
            } else if (location instanceof Location.Console at) {
                value = console.number(at);
            } else {
                value = read((Location.Memory) location, loaded.outputAddresses()[i]);
            }
            values.add(output.field().value(value));
        }
        return new Values(values);
    }

    private static long mask(int bits) {
        return bits >= 64 ? -1L : (1L << bits) - 1;
    }

    /** The registers a divergence shows: {@link #shownRegisters}, read after the call. */
    private Values registers() {
        if (shownReaders == null) {
            RegisterFile file = cpu.registers();
            shownReaders = shownRegisters.stream().map(r -> file.reader(r.name())).toArray(IntSupplier[]::new);
        }
        List<Value> values = new ArrayList<>(shownRegisters.size());
        for (int i = 0; i < shownReaders.length; i++) {
            RegisterFile.Register register = shownRegisters.get(i);
            values.add(new Value(register.name(), register.bits(), shownReaders[i].getAsInt() & mask(register.bits()),
                    Radix.HEX));
        }
        return new Values(values);
    }

    /**
     * Those of the CPU's trace line, its flag register and the pc, with their widths: found once, as every call
     * ({@code bench}, {@code run}) reads them.
     */
    private static List<RegisterFile.Register> shownRegisters(Machine machine, RegisterFile file) {
        CpuDisplay display = machine.cpu().display();
        List<String> names = new ArrayList<>(display.mainRegisters());
        names.add(display.flags().register());
        names.addAll(display.otherRegisters());
        List<RegisterFile.Register> shown = new ArrayList<>();
        for (String name : names) {
            int bits = file.registers().stream().filter(r -> r.name().equalsIgnoreCase(name)).mapToInt(
                    RegisterFile.Register::bits).findFirst().orElse(16);
            shown.add(new RegisterFile.Register(name, bits));
        }
        return List.copyOf(shown);
    }

    /**
     * {@code run}'s calls: {@code count} calls, the inputs the settings give a value (the user's, or the file's
     * {@code default}) fixed, the others drawn with {@code seed}; with a {@code [stream]}, each call after the first
     * takes the inputs it carries from their outputs of the one before instead.
     */
    @Override
    public CallSequence calls(Settings settings) {
        refuseOutsideSets(settings.inputs());
        Map<String, String> stream = definition.stream();
        if (stream.isEmpty()) {
            return SampledCalls.drawing(definition.inputs().stream().map(InputDefinition::field).toList(), settings);
        }
        Values first = complete(settings.inputs());
        return CallSequence.of(first, (input, output) -> {
            Values next = input;
            for (Map.Entry<String, String> carried : stream.entrySet()) {
                next = next.with(carried(definition.input(carried.getKey()), output.find(carried.getValue())
                        .orElseThrow()));
            }
            return next;
        });
    }

    /**
     * The input {@code to} of the next call, from {@code output}; {@link IllegalArgumentException} saying so when the
     * value is outside the input's range (a chain that leaves the range the file gives its state), which the run
     * cannot go on from.
     */
    private Value carried(InputDefinition to, Value output) {
        Field field = to.field();
        if (!field.contains(output.value())) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "%s: [stream] carries %s into "
                    + "the next call's %s, outside its range %s: run fewer calls (--count) or widen the range in %s",
                    id(), output.text(), to.name(), field.rangeText(), definition.fileName()));
        }
        return field.value(output.value());
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return randomByteInput(Settings.none(parameters()));
    }

    /**
     * The file's {@code [random]}: every value of its input, the other inputs at their settings (given, else their
     * default); the sides from the sides input (given, else its default) or the file's number.
     */
    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        RandomDefinition random = definition.random();
        if (random == null) {
            return Optional.empty();
        }
        List<String> applicable = new ArrayList<>(inputSettings());
        applicable.remove(definition.input(random.input()).setting());
        given.refuseExcept(id(), applicable, Settings.DIST_AND_FAIRNESS);
        Values settings = given.inputs();
        refuseOutsideSets(settings);
        InputDefinition input = definition.input(random.input());
        Field sides;
        long sidesValue;
        if (random.sidesInput() != null) {
            InputDefinition sidesInput = definition.input(random.sidesInput());
            sides = sidesInput.field();
            sidesValue = settings.find(sides.name()).or(() -> fixed.find(sides.name())).map(Value::value)
                    .orElse(sidesInput.defaultValue());
        } else {
            sidesValue = random.fixedSides() > 0 ? random.fixedSides() : 1;
            sides = Field.range("sides", 32, sidesValue, sidesValue);
        }
        List<Value> others = new ArrayList<>();
        for (Value value : settings.list()) {
            if (!value.name().equals(sides.name())) {
                others.add(value);
            }
        }
        String over = "every " + input.name() + " " + input.rangeText();
        String spec = random.spec() != null ? random.spec()
                : definition.reference() instanceof ReferenceDefinition.Troll troll && troll.distribution()
                        ? troll.expression() : null;
        return Optional.of(new RandomByteInput(input.field(), sides, sidesValue, List.of(random.output()),
                random.lowest(), spec, null, "values", "inputs", over, Values.of(), OutputShape.LINE)
                .fixing(sidesValue, new Values(others), others.isEmpty() ? over : over + " with "
                        + new Values(others).text()));
    }

    @Override
    public String remark() {
        return "kernel file " + definition.fileName();
    }
}
