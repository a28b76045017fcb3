package dev.romlab.kernels.file;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.tomlj.Toml;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;

import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.ClosestName;
import dev.romlab.asm.SourceDecoding;
import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.cpu.program.ProgramLoadException;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.Radix;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;

/**
 * Reads a kernel file ({@code NAME.kernel.toml}, the format of rng-kernels/README.md "Kernel files") into a checked
 * {@link KernelDefinition}. Every problem is collected with its line and column before one
 * {@link KernelFileException} reports them all; a program that does not assemble reports the assembler's errors.
 */
final class KernelFileReader {

    /** The extension of kernel files: {@code check DIR} takes every file ending in it. */
    static final String EXTENSION = ".kernel.toml";

    /** The cycle budget of a call when the file sets none: far above any routine, low enough to stop a runaway. */
    static final long DEFAULT_BUDGET = 10_000_000;

    /** The instant SVC time reads when the file sets none: a fixed one, so that every run repeats. */
    static final LocalDateTime DEFAULT_CLOCK = LocalDateTime.of(2000, 1, 1, 0, 0);

    /** Seeded samples a space too large to try whole takes when the file does not say. */
    static final long DEFAULT_SAMPLES = 10_000;

    private static final List<String> INPUT_KINDS = List.of("register", "memory", "define", "console", "clock");
    private static final List<String> OUTPUT_KINDS = List.of("register", "flag", "memory", "console");
    private static final List<String> SETUP_KINDS = List.of("register", "memory");

    /** How long telling a Troll reference that is a distribution from one over the inputs may take. */
    private static final Duration SPEC_TIME = Duration.ofSeconds(5);

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** Names the kernel commands use for their own options. */
    private static final Set<String> RESERVED = Set.of("count", "json", "exhaustive", "samples", "model", "shard",
            "clock", "spec", "frames", "help");

    private final SourceLoader loader;
    private final String path;
    private final KernelFileText file;
    private CpuDescription cpu;
    private RegisterFile registers;

    private KernelFileReader(SourceLoader loader, String path, String text) {
        this.loader = loader;
        this.path = path;
        this.file = new KernelFileText(path, text);
    }

    /**
     * The kernel file at {@code path}, read with {@code loader} (as are the files it names, relative to its folder),
     * checked; {@link KernelFileException} with every problem otherwise.
     */
    static KernelDefinition read(SourceLoader loader, String path) {
        String text;
        try {
            text = SourceDecoding.decode(loader.readBytes(path));
        } catch (SourceDecoding.MalformedSourceException e) {
            throw new KernelFileException(List.of(e.diagnostic(path)));
        } catch (IOException e) {
            KernelFileText unreadable = new KernelFileText(path, "");
            unreadable.problem(null, "cannot read the kernel file: " + (e instanceof NoSuchFileException
                    ? "no such file" : e.getMessage()));
            unreadable.throwProblems();
            throw new IllegalStateException(e);
        }
        return new KernelFileReader(loader, path, text).read(text);
    }

    private KernelDefinition read(String text) {
        TomlParseResult toml = Toml.parse(text);
        for (TomlParseError error : toml.errors()) {
            file.problem(error.position(), "not TOML: " + error.getMessage().replaceAll(" \\(line \\d+, column \\d+\\)$",
                    ""));
        }
        file.throwProblems();
        TomlSection top = new TomlSection(file, toml, "the kernel file", TomlPosition.positionAt(1, 1));
        String fileName = path.substring(path.lastIndexOf('/') + 1);
        String id = Optional.ofNullable(top.string("id", "the kernel's id")).orElse(
                fileName.endsWith(EXTENSION) ? fileName.substring(0, fileName.length() - EXTENSION.length())
                        : fileName);
        String description = Optional.ofNullable(top.string("description", "one line about the routine"))
                .orElse("the routine of " + fileName);
        String cpuId = top.requiredString("cpu", "the CPU: " + String.join(", ", CpuRegistry.standard().ids()));
        if (cpuId != null) {
            cpu = CpuRegistry.standard().find(cpuId.toLowerCase(Locale.ROOT)).orElse(null);
            if (cpu == null) {
                top.problem("cpu", "unknown CPU '" + cpuId + "' (" + ClosestName.suggestion(cpuId,
                        CpuRegistry.standard().ids()) + ")");
            }
        }
        MachineProfile profile = profile(top);
        long samples = positive(top, "samples", "seeded samples of a space too large to try whole",
                DEFAULT_SAMPLES);
        long count = positive(top, "count", "calls run makes by default", 1);
        if (count > 1_000_000) {
            top.problem("count", "the kernel file count: at most 1,000,000 calls");
            count = 1;
        }
        LocalDateTime clock = clock(top);
        Long clockRate = top.integer("clock-rate", "instructions a second the clock advances by (0: it stands)");
        if (clockRate != null && clockRate < 0) {
            top.problem("clock-rate", "the kernel file clock-rate: 0 or more instructions a second");
        }
        TomlSection programSection = top.section("program");
        TomlSection callSection = top.section("call");
        List<TomlSection> inputSections = top.sections("input");
        List<TomlSection> outputSections = top.sections("output");
        List<TomlSection> setupSections = top.sections("setup");
        TomlSection referenceSection = top.section("reference");
        TomlSection randomSection = top.section("random");
        TomlSection streamSection = top.section("stream");
        if (programSection == null) {
            top.missing("[program]", "a table with source = \"FILE\" or image = \"FILE\"");
        }
        if (callSection == null) {
            top.missing("[call]", "a table with entry = \"LABEL\"");
        }
        if (outputSections.isEmpty()) {
            top.missing("[[output]]", "at least one table with name and a register, flag or memory");
        }
        top.finish();
        if (cpu == null) {
            file.throwProblems();
        }
        Cpu probe = cpu.newCpu(cpu.newMemory());
        registers = probe.registers();

        ProgramParts program = programSection == null ? null : program(programSection);
        List<InputDefinition> inputs = new ArrayList<>();
        List<TomlSection> inputOrigins = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (TomlSection section : inputSections) {
            for (InputDefinition input : input(section, names)) {
                inputs.add(input);
                inputOrigins.add(section);
            }
        }
        List<OutputDefinition> outputs = new ArrayList<>();
        List<TomlSection> outputOrigins = new ArrayList<>();
        Set<String> outputNames = new HashSet<>();
        for (TomlSection section : outputSections) {
            for (OutputDefinition output : output(section, outputNames)) {
                outputs.add(output);
                outputOrigins.add(section);
            }
        }
        List<SetupDefinition> setup = new ArrayList<>();
        setupSections.forEach(section -> Optional.ofNullable(setup(section)).ifPresent(setup::add));
        String entry = null;
        CallConvention convention = new CallConvention.Subroutine();
        CallEnd end = new CallEnd.Return();
        long budget = DEFAULT_BUDGET;
        if (callSection != null) {
            entry = address(callSection, "entry", "where a call starts: a label or an address", true);
            convention = convention(callSection);
            end = end(callSection);
            budget = positive(callSection, "budget", "the cycles after which a call never returns",
                    DEFAULT_BUDGET);
            callSection.finish();
        }
        ReferenceDefinition reference = referenceSection == null ? null : reference(referenceSection, inputs,
                outputs);
        RandomDefinition random = randomSection == null ? null : random(randomSection, inputs, outputs, reference);
        Map<String, String> stream = streamSection == null ? Map.of() : stream(streamSection, inputs, outputs);
        boolean programReadable = program != null && (program.source() != null) != (program.image() != null);
        if (program != null && program.image() != null && !exists(program.image())) {
            programSection.problem("image", "[program] image: no such file: " + program.image());
            programReadable = false;
        }
        if (program != null && program.symbols() != null && !exists(program.symbols())) {
            programSection.problem("symbols", "[program] symbols: no such file: " + program.symbols());
            programReadable = false;
        }
        if (program != null && program.config() != null && !exists(program.config())) {
            programSection.problem("config", "[program] config: no such file: " + program.config());
            programReadable = false;
        }
        if (!programReadable) {
            file.throwProblems();
        }
        KernelDefinition definition = new KernelDefinition(path, loader, id, description, cpu, profile,
                program.source(), program.image(), program.origin(), program.defines(), program.symbols(),
                program.config(), entry,
                convention, end, budget, inputs, outputs, setup, reference, random, stream, samples, count,
                clock, clockRate == null || clockRate < 0 ? MachineClock.Fixed.DEFAULT_RATE : clockRate, List.of());
        // the labels too, beside any other problem, so that one reading reports them all
        checkAgainstProgram(definition, programSection, callSection, inputOrigins, outputOrigins, setupSections);
        file.throwProblems();
        return definition;
    }

    private static LocalDateTime clock(TomlSection top) {
        String text = top.string("clock", "the instant SVC time reads at a call's start, 2021-06-05T12:16:00");
        if (text == null) {
            return DEFAULT_CLOCK;
        }
        try {
            return LocalDateTime.parse(text);
        } catch (DateTimeParseException e) {
            top.problem("clock", "the kernel file clock: not a date and time like 2021-06-05T12:16:00: '" + text
                    + "'");
            return DEFAULT_CLOCK;
        }
    }

    private MachineProfile profile(TomlSection top) {
        String id = top.string("machine", "the machine profile");
        if (cpu == null) {
            return null;
        }
        if (id == null) {
            return cpu.profiles().get(0);
        }
        Optional<MachineProfile> profile = cpu.profile(id);
        if (profile.isEmpty()) {
            top.problem("machine", "the " + cpu.name() + " has no machine '" + id + "' (" + ClosestName.suggestion(id,
                    cpu.profiles().stream().map(MachineProfile::id).toList()) + ")");
            return cpu.profiles().get(0);
        }
        return profile.get();
    }

    /** The program's files, resolved against the kernel file's folder. */
    private record ProgramParts(String source, String image, Long origin, Map<String, Long> defines,
            String symbols, String config) {
    }

    private ProgramParts program(TomlSection section) {
        String source = section.string("source", "the program's assembly source");
        String image = section.string("image", "the program's binary, Intel HEX, .8xp or .nes image");
        Long origin = section.integer("origin", "where a binary image loads");
        String symbols = section.string("symbols", "a symbol file naming the image's addresses");
        Map<String, Long> defines = section.numbers("defines", "-D values for the source");
        String config = section.string("config", "an ld65 linker configuration for the source (nes.cfg)");
        if ((source == null) == (image == null)) {
            section.problem(source == null ? "image" : "source", "[program] needs exactly one of source = \"FILE\" "
                    + "and image = \"FILE\"");
        }
        if (source != null && (origin != null || symbols != null)) {
            section.problem(origin != null ? "origin" : "symbols", "[program] origin and symbols go with an image; "
                    + "a source has its own .org and labels");
        }
        if (image != null && !defines.isEmpty()) {
            section.problem("defines", "[program] defines go with a source");
        }
        if (image != null && config != null) {
            section.problem("config", "[program] config goes with a source: an image is linked already");
        }
        section.finish();
        return new ProgramParts(resolve(source), resolve(image), origin, defines, resolve(symbols), resolve(config));
    }

    /** {@code name} as written in the kernel file: relative to its folder. */
    private String resolve(String name) {
        return name == null ? null : SourceLoader.resolveInclude(path, name);
    }

    private boolean exists(String name) {
        try {
            loader.readBytes(name);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** An input, or one per cell of a run ({@code count}); none after a problem. */
    private List<InputDefinition> input(TomlSection section, Set<String> names) {
        CellRun run = run(section);
        List<String> cellNames = names(section, run, names);
        Location location = location(section, INPUT_KINDS);
        Radix radix = radix(section);
        List<Object> range = section.array("range", "[lowest, highest]");
        List<Object> values = section.array("values", "the values the input takes");
        Object defaultText = section.integerOrString("default", "the value when a command does not vary it");
        String description = section.string("description", "what the input is, for list");
        Boolean vary = section.bool("vary", "false: every input space holds it at its default, a setting");
        String setting = setting(section, run, cellNames, names);
        section.finish();
        if (cellNames == null || location == null || !inMemory(section, run, location)) {
            return List.of();
        }
        InputDefinition first = input(section, cellNames.get(0), location, radix, range, values, defaultText,
                vary == null || vary, description, setting != null ? setting : cellNames.get(0));
        if (first == null) {
            return List.of();
        }
        List<InputDefinition> cells = new ArrayList<>();
        Field field = first.field();
        for (int i = 0; i < cellNames.size(); i++) {
            Location cell = run == null ? location : ((Location.Memory) location).cell(i);
            String name = cellNames.get(i);
            cells.add(new InputDefinition(name, cell, new Field(name, field.bits(), field.min(), field.max(),
                    field.radix()), first.values(), first.defaultValue(), first.defaultGiven(), first.varies(),
                    description != null ? description : describe(cell, field, first.values()),
                    run == null ? first.setting() : name));
        }
        return cells;
    }

    /**
     * The input's {@code setting}, the command-line name it takes when it is not the input's own ({@code sides} for
     * the define {@code rangeMax}): a name no other input or setting has and no command option takes; null when not
     * given or after a problem. A run of cells has none: one setting cannot name its many inputs.
     */
    private static String setting(TomlSection section, CellRun run, List<String> cellNames, Set<String> names) {
        String setting = section.string("setting", "the command-line setting's name, when not the input's");
        if (setting == null || cellNames == null || setting.equals(cellNames.get(0))) {
            return null;
        }
        if (run != null) {
            section.problem("setting", section.where() + ": setting goes with one input, not a run of cells");
        } else if (!NAME.matcher(setting).matches()) {
            section.problem("setting", section.where() + " setting: '" + setting + "' is not a name (letters, "
                    + "digits, _)");
        } else if (RESERVED.contains(setting)) {
            section.problem("setting", section.where() + " setting: '" + setting + "' is the name of a command "
                    + "option");
        } else if (!names.add(setting)) {
            section.problem("setting", section.where() + " setting: '" + setting + "' is the name of another input "
                    + "or setting");
        } else {
            return setting;
        }
        return null;
    }

    /** What {@code list} says of an input the file does not describe: where it goes and its values. */
    private static String describe(Location location, Field field, long[] values) {
        return location.text() + ", " + (values == null ? field.rangeText()
                : String.format(Locale.ROOT, "%,d values", values.length));
    }

    private InputDefinition input(TomlSection section, String name, Location location, Radix radix,
            List<Object> range, List<Object> values, Object defaultText, boolean varies, String description,
            String setting) {
        int bits = bits(location);
        Field whole = Field.unsigned(name, bits, radix);
        if (range != null && values != null) {
            section.problem("values", section.where() + ": range and values do not go together");
            return null;
        }
        Field field = whole;
        long[] set = null;
        try {
            if (range != null) {
                if (range.size() != 2) {
                    section.problem("range", section.where() + " range: expected [lowest, highest]");
                    return null;
                }
                field = new Field(name, bits, number(whole, range.get(0)), number(whole, range.get(1)), radix);
            } else if (values != null) {
                if (values.isEmpty()) {
                    section.problem("values", section.where() + " values: expected at least one value");
                    return null;
                }
                set = new long[values.size()];
                for (int i = 0; i < set.length; i++) {
                    set[i] = number(whole, values.get(i));
                }
            }
            long defaultValue = defaultText != null ? number(whole, defaultText)
                    : set != null ? set[0] : field.min();
            if (set == null && !field.contains(defaultValue)) {
                section.problem("default", section.where() + " default: outside the range " + field.rangeText());
                return null;
            }
            if (set != null && Arrays.stream(set).noneMatch(v -> v == defaultValue)) {
                section.problem("default", section.where() + " default: not one of the values");
                return null;
            }
            return new InputDefinition(name, location, field, set, defaultValue, defaultText != null, varies,
                    description != null ? description : describe(location, field, set), setting);
        } catch (IllegalArgumentException e) {
            section.problem(range != null ? "range" : values != null ? "values" : "default",
                    section.where() + ": " + e.getMessage());
            return null;
        }
    }

    /** A value as the file writes it: a TOML integer, or a string in any of romlab's notations ($FF, >8300). */
    private static long number(Field field, Object value) {
        if (value instanceof Long number) {
            return field.value(number).value();
        }
        Long parsed = AddressText.number((String) value);
        return parsed != null ? field.value(parsed).value() : field.parse((String) value).value();
    }

    /** An output, or one per cell of a run ({@code count}); none after a problem. */
    private List<OutputDefinition> output(TomlSection section, Set<String> names) {
        CellRun run = run(section);
        List<String> cellNames = names(section, run, names);
        Location location = location(section, OUTPUT_KINDS);
        Radix radix = radix(section);
        section.finish();
        if (cellNames == null || location == null || !inMemory(section, run, location)) {
            return List.of();
        }
        List<OutputDefinition> cells = new ArrayList<>();
        for (int i = 0; i < cellNames.size(); i++) {
            Location cell = run == null ? location : ((Location.Memory) location).cell(i);
            cells.add(new OutputDefinition(cellNames.get(i), cell, Field.unsigned(cellNames.get(i), bits(cell),
                    radix)));
        }
        return cells;
    }

    /** A run of memory cells ({@code count}, {@code columns}), or null for one place. */
    private static CellRun run(TomlSection section) {
        Long count = section.integer("count", "how many consecutive cells of size addresses the name gives");
        Long columns = section.integer("columns", "cells a row, for {row} and {column} in the name");
        if (count == null) {
            if (columns != null) {
                section.problem("columns", section.where() + ": columns goes with count, a run of cells");
            }
            return null;
        }
        if (count < 1 || count > CellRun.MAX_COUNT) {
            section.problem("count", String.format(Locale.ROOT, "%s count: 1..%,d cells", section.where(),
                    CellRun.MAX_COUNT));
            return null;
        }
        if (columns != null && (columns < 1 || count % columns != 0)) {
            section.problem("columns", section.where() + " columns: a number that divides count (" + count
                    + "): rows of whole cells");
            return null;
        }
        return new CellRun((int) (long) count, columns == null ? 0 : (int) (long) columns);
    }

    /** Whether a run of cells, if any, is in memory: a register or a flag is one place. */
    private static boolean inMemory(TomlSection section, CellRun run, Location location) {
        if (run != null && !(location instanceof Location.Memory)) {
            section.problem("count", section.where() + ": count goes with memory, a run of cells");
            return false;
        }
        return true;
    }

    /** The names of a section's cells (its one name, or a run's), each checked; null after a problem. */
    private static List<String> names(TomlSection section, CellRun run, Set<String> names) {
        String template = section.requiredString("name", "the name commands and reports use");
        if (template == null) {
            return null;
        }
        String problem = run == null ? null : run.problem(template);
        if (problem != null) {
            section.problem("name", section.where() + " name: " + problem);
            return null;
        }
        List<String> cells = run == null ? List.of(template) : run.names(template);
        for (String name : cells) {
            if (!NAME.matcher(name).matches()) {
                section.problem("name", section.where() + " name: '" + name + "' is not a name (letters, digits, _"
                        + (run == null && name.contains("{") ? "; {i}, {row} and {column} go with count = N" : "")
                        + ")");
                return null;
            }
            if (RESERVED.contains(name)) {
                section.problem("name", section.where() + " name: '" + name + "' is the name of a command option");
                return null;
            }
            if (!names.add(name)) {
                section.problem("name", section.where() + " name: '" + name + "' is used twice");
                return null;
            }
        }
        return cells;
    }

    /** The one location key of an input, an output or a set-up entry: one of {@code kinds}. */
    private Location location(TomlSection section, List<String> kinds) {
        List<String> given = kinds.stream().filter(section::has).toList();
        Long size = section.integer("size", "addresses the value takes (bytes, or words on a word machine)");
        String order = section.string("order", "the byte order: little or big");
        if (given.size() != 1) {
            section.missing(given.isEmpty() ? String.join(" | ", kinds) : String.join(" and ", given),
                    "exactly one of " + String.join(", ", kinds));
            return null;
        }
        String kind = given.get(0);
        if (!kind.equals("memory") && (size != null || order != null)) {
            section.problem(size != null ? "size" : "order", section.where() + ": size and order go with memory");
        }
        switch (kind) {
            case "register" -> {
                String name = section.string("register", "a register name");
                return name == null ? null : register(section, name);
            }
            case "flag" -> {
                String letter = section.string("flag", "a flag letter");
                return letter == null ? null : flag(section, letter);
            }
            case "define" -> {
                String name = section.string("define", "the constant's name in the source");
                return name == null ? null : new Location.Define(name);
            }
            case "console" -> {
                return console(section, kinds == INPUT_KINDS);
            }
            case "clock" -> {
                String unit = section.string("clock", "the unit added to the file's clock: us, ms, s or min");
                if (unit != null && !List.of("us", "ms", "s", "min").contains(unit)) {
                    section.problem("clock", section.where() + " clock: 'us', 'ms', 's' or 'min', not '" + unit
                            + "'");
                    return null;
                }
                return unit == null || !console(section) ? null : new Location.Clock(unit);
            }
            default -> {
                Object address = section.integerOrString("memory", "an address: a label, label+N or a number");
                if (address == null) {
                    return null;
                }
                int units = size == null ? 1 : (int) Math.max(0, Math.min(size, 64));
                int unitBits = cpu.addressSpace().wordAddressed() ? cpu.addressSpace().wordBits() : 8;
                if (size != null && (size < 1 || size * unitBits > 64)) {
                    section.problem("size", section.where() + " size: 1.." + 64 / unitBits + " addresses (a value "
                            + "holds at most 64 bits)");
                    return null;
                }
                boolean little = order == null ? !cpu.id().equals("tms9900") && !cpu.addressSpace().wordAddressed()
                        : order.equals("little");
                if (order != null && !order.equals("little") && !order.equals("big")) {
                    section.problem("order", section.where() + " order: 'little' or 'big', not '" + order + "'");
                }
                String text = address instanceof Long n ? "$" + Long.toHexString(n).toUpperCase(Locale.ROOT)
                        : (String) address;
                return new Location.Memory(text, units, unitBits, little);
            }
        }
    }

    /**
     * Whether the CPU has a supervisor (COMET II and MLFE: SVC IN/OUT/time, the console, the clock, end = "svc");
     * a problem at the key that asks for it otherwise.
     */
    private boolean console(TomlSection section) {
        if (cpu.id().equals("comet2") || cpu.id().equals("mlfe")) {
            return true;
        }
        String key = section.has("clock") ? "clock" : section.has("console") ? "console" : "end";
        section.problem(key, section.where() + ": the console, the clock and SVC are COMET II's and MLFE's "
                + "(SVC IN/OUT/time); the " + cpu.name() + " reads registers and memory");
        return false;
    }

    private Location console(TomlSection section, boolean input) {
        if (!console(section)) {
            return null;
        }
        int wordBits = cpu.addressSpace().wordBits();
        if (input) {
            Boolean line = section.bool("console", "true: the value is a decimal line of console input");
            if (line != null && !line) {
                section.problem("console", section.where() + " console: true, or leave it out");
            }
            return line == null ? null : new Location.Console(0, wordBits);
        }
        Long index = section.integer("console", "which number the call printed, from 1");
        if (index != null && index < 1) {
            section.problem("console", section.where() + " console: the first number printed is 1");
            return null;
        }
        return index == null ? null : new Location.Console((int) (long) index, wordBits);
    }

    private Location register(TomlSection section, String name) {
        try {
            int before = registers.get(name);
            registers.set(name, -1);
            int bits = 32 - Integer.numberOfLeadingZeros(registers.get(name)); // WP drops its low bit
            registers.set(name, before);
            return new Location.Register(name.toUpperCase(Locale.ROOT), Math.max(1, bits));
        } catch (IllegalArgumentException e) {
            section.problem("register", section.where() + ": the " + cpu.name() + " has no register '" + name
                    + "' (" + String.join(", ", registers.registers().stream().map(RegisterFile.Register::name)
                    .toList()) + ")");
            return null;
        }
    }

    private Location flag(TomlSection section, String letter) {
        String letters = cpu.display().flags().letters();
        int index = letter.length() == 1 && !letter.equals("-") ? letters.indexOf(letter.toUpperCase(Locale.ROOT))
                : -1;
        if (index < 0) {
            section.problem("flag", section.where() + ": the " + cpu.name() + " has no flag '" + letter + "' ("
                    + cpu.display().flags().register() + " = " + letters + ")");
            return null;
        }
        return new Location.Flag(letter.toUpperCase(Locale.ROOT), cpu.display().flags().register(),
                letters.length() - 1 - index);
    }

    private static int bits(Location location) {
        if (location instanceof Location.Register register) {
            return register.bits();
        }
        if (location instanceof Location.Flag) {
            return 1;
        }
        if (location instanceof Location.Memory memory) {
            return memory.bits();
        }
        if (location instanceof Location.Console console) {
            return console.bits();
        }
        return 32; // an assembly-time constant, an expression's value; a clock offset
    }

    private Radix radix(TomlSection section) {
        String radix = section.string("radix", "hex or decimal");
        if (radix == null || radix.equals("decimal")) {
            return Radix.DECIMAL;
        }
        if (radix.equals("hex")) {
            return Radix.HEX;
        }
        section.problem("radix", section.where() + " radix: 'hex' or 'decimal', not '" + radix + "'");
        return Radix.DECIMAL;
    }

    private SetupDefinition setup(TomlSection section) {
        Location location = location(section, SETUP_KINDS);
        Object value = section.integerOrString("value", "the value written");
        List<Object> values = section.array("values", "the values written from the address on");
        Long fill = section.integer("fill", "the value written to every address of length");
        Long length = section.integer("length", "how many addresses fill writes");
        section.finish();
        if (location == null) {
            return null;
        }
        int given = (value != null ? 1 : 0) + (values != null ? 1 : 0) + (fill != null ? 1 : 0);
        if (given != 1 || (fill != null) != (length != null)) {
            section.missing("value | values | fill and length", "what is written");
            return null;
        }
        if (values != null && !(location instanceof Location.Memory)) {
            section.problem("values", section.where() + ": values go with memory");
            return null;
        }
        int bits = location instanceof Location.Memory memory && values != null
                ? memory.unitBits() : bits(location);
        Field field = Field.unsigned("value", bits, Radix.DECIMAL);
        try {
            long[] written;
            if (fill != null) {
                written = new long[(int) Math.max(0, Math.min(length, 1 << 20))];
                Arrays.fill(written, field.value(fill).value());
            } else if (values != null) {
                written = values.stream().mapToLong(v -> number(field, v)).toArray();
            } else {
                written = new long[] {number(field, value)};
            }
            Location at = location;
            if (location instanceof Location.Memory memory && (values != null || fill != null)) {
                at = new Location.Memory(memory.address(), 1, memory.unitBits(), true);
            }
            return new SetupDefinition(at, written);
        } catch (IllegalArgumentException e) {
            section.problem(value != null ? "value" : values != null ? "values" : "fill", section.where() + ": "
                    + e.getMessage());
            return null;
        }
    }

    private String address(TomlSection section, String key, String meaning, boolean required) {
        Object value = section.integerOrString(key, meaning);
        if (value == null) {
            if (required && !section.has(key)) {
                section.missing(key, "\"LABEL\" or an address: " + meaning);
            }
            return null;
        }
        return value instanceof Long n ? "$" + Long.toHexString(n).toUpperCase(Locale.ROOT) : (String) value;
    }

    private CallConvention convention(TomlSection section) {
        String convention = section.string("convention", "how a call enters the routine: call or blwp");
        if (convention == null || convention.equals("call")) {
            return new CallConvention.Subroutine();
        }
        if (!convention.equals("blwp")) {
            section.problem("convention", "[call] convention: 'call' or 'blwp', not '" + convention + "'");
        } else if (!cpu.id().equals("tms9900")) {
            section.problem("convention", "[call] convention: 'blwp' is the TMS9900's (a BLWP through a vector); "
                    + "the " + cpu.name() + " enters with 'call'");
        }
        return new CallConvention.Blwp();
    }

    private CallEnd end(TomlSection section) {
        Object end = section.integerOrString("end", "return, halt, svc, or the label or address the call ends at");
        if (end == null || "return".equals(end)) {
            return new CallEnd.Return();
        }
        if ("halt".equals(end)) {
            return new CallEnd.Halt();
        }
        if ("svc".equals(end)) {
            if (cpu != null && !console(section)) {
                return new CallEnd.Return();
            }
            return new CallEnd.Svc();
        }
        return new CallEnd.Reach(end instanceof Long n ? "$" + Long.toHexString(n).toUpperCase(Locale.ROOT)
                : (String) end);
    }

    private static long positive(TomlSection section, String key, String meaning, long otherwise) {
        Long value = section.integer(key, meaning);
        if (value == null) {
            return otherwise;
        }
        if (value <= 0) {
            section.problem(key, section.where() + " " + key + ": expected a positive number: " + meaning);
            return otherwise;
        }
        return value;
    }

    private ReferenceDefinition reference(TomlSection section, List<InputDefinition> inputs,
            List<OutputDefinition> outputs) {
        String troll = section.string("troll", "a Troll expression over the inputs");
        String output = section.string("output", "the output the expression gives");
        String kernel = section.string("kernel", "another kernel file");
        String model = section.string("model", "the name of a RoutineModel");
        String jar = section.string("jar", "the jar the model is in");
        section.finish();
        int given = (troll != null ? 1 : 0) + (kernel != null ? 1 : 0) + (model != null ? 1 : 0);
        if (given != 1) {
            section.missing("troll | kernel | model", "exactly one reference: a Troll expression, another kernel "
                    + "file or a model class");
            return null;
        }
        if (troll != null) {
            String compared = output != null ? output : outputs.isEmpty() ? null : outputs.get(0).name();
            if (output != null && outputs.stream().noneMatch(o -> o.name().equals(output))) {
                section.problem("output", "[reference] output: no output is named '" + output + "'");
            }
            try {
                Parser.parse(troll);
            } catch (TrollException e) {
                section.problem("troll", "[reference] troll: " + e.getMessage());
                return null;
            }
            return new ReferenceDefinition.Troll(troll, compared, isDistribution(troll));
        }
        if (output != null || (jar != null && model == null)) {
            section.problem(output != null ? "output" : "jar", "[reference] output goes with troll, jar with model");
        }
        if (kernel != null) {
            String other = resolve(kernel);
            if (!exists(other)) {
                section.problem("kernel", "[reference] kernel: no such file: " + other);
            } else if (other.equals(SourceLoader.resolveInclude(path, fileNameOf(path)))) {
                section.problem("kernel", "[reference] kernel: a kernel cannot be its own reference");
            }
            return new ReferenceDefinition.OtherKernel(other);
        }
        String jarPath = resolve(jar);
        if (jarPath != null && !exists(jarPath)) {
            section.problem("jar", "[reference] jar: no such file: " + jarPath);
        }
        return new ReferenceDefinition.Model(model, jarPath);
    }

    private static String fileNameOf(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /**
     * Whether {@code troll} is a distribution of its own: it runs without any input (a name it uses that no
     * variable gives fails) and has more than one outcome. A few seconds at most: a spec is a die, not a simulation.
     */
    private static boolean isDistribution(String troll) {
        try {
            return new ExactEngine(Parser.parse(troll), ExactEngine.DEFAULT_LIMIT, ExactEngine.DEFAULT_OUTCOME_BUDGET,
                    SPEC_TIME).distribution().weights().size() > 1;
        } catch (TrollException | IllegalArgumentException e) {
            return false;
        }
    }

    private RandomDefinition random(TomlSection section, List<InputDefinition> inputs,
            List<OutputDefinition> outputs, ReferenceDefinition reference) {
        String input = section.requiredString("input", "the input that carries the random value");
        String output = section.string("output", "the output counted");
        Object sides = section.integerOrString("sides", "the input holding the sides, or their number");
        Long lowest = section.integer("lowest", "the lowest value meant: 1 for a die, 0 for a range");
        String spec = section.string("spec", "the Troll program the output should follow");
        section.finish();
        if (input != null && inputs.stream().noneMatch(i -> i.name().equals(input))) {
            section.problem("input", "[random] input: no input is named '" + input + "'");
        }
        String counted = output != null ? output : outputs.isEmpty() ? null : outputs.get(0).name();
        if (output != null && outputs.stream().noneMatch(o -> o.name().equals(output))) {
            section.problem("output", "[random] output: no output is named '" + output + "'");
        }
        String sidesInput = sides instanceof String name ? name : null;
        if (sidesInput != null && inputs.stream().noneMatch(i -> i.name().equals(sidesInput))) {
            section.problem("sides", "[random] sides: no input is named '" + sidesInput + "'");
        }
        String specOrReference = spec != null ? spec
                : reference instanceof ReferenceDefinition.Troll troll && troll.distribution() ? troll.expression()
                : null;
        if (spec != null) {
            try {
                Parser.parse(spec);
            } catch (TrollException e) {
                section.problem("spec", "[random] spec: " + e.getMessage());
                specOrReference = null;
            }
        }
        long low = lowest == null ? 1 : lowest;
        long fixedSides = sides instanceof Long n ? n : 0;
        if (sides == null) {
            long[] range = specOrReference == null ? null : support(specOrReference);
            if (range == null) {
                section.missing("sides", "the input holding the sides, or their number (or a spec whose values "
                        + "are its range: spec = \"d6\", or [reference] troll = \"d6\")");
            } else {
                low = lowest == null ? range[0] : lowest;
                fixedSides = range[1] - low + 1;
            }
        }
        return new RandomDefinition(input, counted, sidesInput, fixedSides, low, spec);
    }

    /** The lowest and highest number a Troll spec gives, or null when it gives anything else or cannot run. */
    private static long[] support(String spec) {
        try {
            long low = Long.MAX_VALUE;
            long high = Long.MIN_VALUE;
            for (dev.romlab.troll.value.Value outcome : new ExactEngine(Parser.parse(spec), ExactEngine.DEFAULT_LIMIT,
                    ExactEngine.DEFAULT_OUTCOME_BUDGET, SPEC_TIME).distribution().weights().keySet()) {
                if (!(outcome instanceof Multiset number) || number.size() != 1) {
                    return null;
                }
                low = Math.min(low, number.get(0));
                high = Math.max(high, number.get(0));
            }
            return low <= high ? new long[] {low, high} : null;
        } catch (TrollException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The inputs a stream carries, each to the output it takes its next value from: {@code state}'s of one name,
     * {@code from}'s of another ({@code from = { seed = "value" }}).
     */
    private Map<String, String> stream(TomlSection section, List<InputDefinition> inputs,
            List<OutputDefinition> outputs) {
        List<Object> state = section.array("state", "inputs each call takes from the same output of the call before");
        Map<String, String> from = section.strings("from", "inputs each call takes from an output of another name "
                + "of the call before: input = \"output\"");
        section.finish();
        Map<String, String> carried = new LinkedHashMap<>();
        if (state == null && from.isEmpty()) {
            section.missing("state", "[\"NAME\", ...]: inputs that are also outputs (or from = { INPUT = "
                    + "\"OUTPUT\" })");
            return carried;
        }
        for (Object item : state == null ? List.of() : state) {
            String name = String.valueOf(item);
            if (inputs.stream().noneMatch(i -> i.name().equals(name))
                    || outputs.stream().noneMatch(o -> o.name().equals(name))) {
                section.problem("state", "[stream] state: '" + name + "' must be both an input and an output");
            }
            carried.put(name, name);
        }
        from.forEach((input, output) -> {
            if (inputs.stream().noneMatch(i -> i.name().equals(input))) {
                section.problem("from", "[stream] from: no input is named '" + input + "'");
            } else if (outputs.stream().noneMatch(o -> o.name().equals(output))) {
                section.problem("from", "[stream] from: no output is named '" + output + "'");
            } else if (carried.containsKey(input)) {
                section.problem("from", "[stream] from: '" + input + "' is in state already");
            }
            carried.put(input, output);
        });
        return carried;
    }

    /**
     * Assembles (or reads) the program with the define inputs at their defaults and resolves every label the file
     * names in it, so that a misspelt label is reported at its line.
     */
    private void checkAgainstProgram(KernelDefinition definition, TomlSection programSection, TomlSection call,
            List<TomlSection> inputOrigins, List<TomlSection> outputOrigins, List<TomlSection> setupSections) {
        AssembledProgram program;
        try {
            program = UserKernel.program(definition).get(UserKernel.defineNames(definition),
                    UserKernel.defineDefaults(definition));
        } catch (AssemblyException e) {
            throw new KernelFileException(e.diagnostics());
        } catch (ProgramLoadException e) {
            String key = e.file().equals(definition.symbols()) ? "symbols" : "image";
            programSection.problem(key, "[program] " + key + ": " + e.problem() + e.diagnostics().stream()
                    .map(d -> "\n" + d).collect(java.util.stream.Collectors.joining()));
            file.throwProblems();
            throw e;
        }
        int addresses = cpu.addressSpace().addresses();
        if (definition.entry() != null) {
            check(call, "entry", definition.entry(), program, addresses);
        }
        if (definition.end() instanceof CallEnd.Reach reach) {
            check(call, "end", reach.address(), program, addresses);
        }
        checkLocations(inputOrigins, definition.inputs().stream().map(InputDefinition::location).toList(), program,
                addresses);
        checkLocations(outputOrigins, definition.outputs().stream().map(OutputDefinition::location).toList(),
                program, addresses);
        for (int i = 0; i < setupSections.size() && i < definition.setup().size(); i++) {
            if (definition.setup().get(i).location() instanceof Location.Memory memory) {
                check(setupSections.get(i), "memory", memory.address(), program, addresses);
            }
        }
    }

    /**
     * Each section's memory places resolved in the program, {@code origins} giving each place's section: the last
     * cell of a run, which is the first outside memory when any is, so that a run reports once.
     */
    private static void checkLocations(List<TomlSection> origins, List<Location> locations, AssembledProgram program,
            int addresses) {
        for (int i = 0; i < locations.size(); i++) {
            boolean lastOfSection = i + 1 == locations.size() || origins.get(i + 1) != origins.get(i);
            if (lastOfSection && locations.get(i) instanceof Location.Memory memory) {
                try {
                    memory.resolve(program.symbols(), addresses);
                } catch (IllegalArgumentException e) {
                    origins.get(i).problem("memory", origins.get(i).where() + " memory: " + e.getMessage());
                }
            }
        }
    }

    private static void check(TomlSection section, String key, String address, AssembledProgram program,
            int addresses) {
        try {
            AddressText.resolve(address, program.symbols(), addresses);
        } catch (IllegalArgumentException e) {
            section.problem(key, section.where() + " " + key + ": " + e.getMessage());
        }
    }
}
