package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.romlab.asm.Diagnostic;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Settings;

/** Bad kernel files: every problem reported at once, each at its line and column, saying what is expected. */
class KernelFileErrorsTest {

    private static final String SOURCE = ".org $8000\nadd:\n    ld a,b\n    add a,c\n    ret\n";

    private static final String GOOD = """
            cpu = "z80"
            [program]
            source = "add.asm"
            [call]
            entry = "add"
            [[input]]
            name = "b"
            register = "B"
            [[input]]
            name = "c"
            register = "C"
            [[output]]
            name = "a"
            register = "A"
            [reference]
            troll = "b + c"
            """;

    @TempDir
    Path folder;

    private List<Diagnostic> problems(String kernelFile) throws IOException {
        Files.writeString(folder.resolve("add.asm"), SOURCE);
        Path file = folder.resolve("add.kernel.toml");
        Files.writeString(file, kernelFile);
        return assertThrows(KernelFileException.class, () -> KernelFile.load(file)).diagnostics();
    }

    private static String only(List<Diagnostic> problems) {
        assertEquals(1, problems.size(), problems.toString());
        Diagnostic d = problems.get(0);
        return d.line() + ":" + d.column() + ": " + d.message();
    }

    @Test
    void theGoodFileLoadsAndMatchesItsReference() throws IOException {
        Files.writeString(folder.resolve("add.asm"), SOURCE);
        Path file = folder.resolve("add.kernel.toml");
        Files.writeString(file, GOOD);
        UserKernel kernel = KernelFile.load(file);
        assertEquals("add", kernel.id());
        assertTrue(dev.romlab.kernels.DiffEngine.diff(kernel, kernel.inputs(new Coverage.Exhaustive())).matches());
    }

    @Test
    void everyRequiredPartMissingIsReportedTogether() throws IOException {
        List<Diagnostic> problems = problems("description = \"nothing else\"\n");
        List<String> messages = problems.stream().map(Diagnostic::message).toList();
        assertEquals(4, problems.size(), messages.toString());
        assertTrue(messages.get(0).startsWith("the kernel file needs cpu = a string: the CPU: "), messages.get(0));
        assertTrue(messages.contains("the kernel file needs [program] = a table with source = \"FILE\" or image = "
                + "\"FILE\""), messages.toString());
        assertTrue(messages.contains("the kernel file needs [call] = a table with entry = \"LABEL\""),
                messages.toString());
        assertTrue(messages.contains("the kernel file needs [[output]] = at least one table with name and a "
                + "register, flag or memory"), messages.toString());
        problems.forEach(d -> assertEquals(1, d.line()));
    }

    @Test
    void anInputWithoutNameOrPlaceSaysWhatItNeeds() throws IOException {
        List<Diagnostic> problems = problems(GOOD.replace("name = \"c\"\nregister = \"C\"\n", "range = [0, 3]\n"));
        List<String> messages = problems.stream().map(d -> d.line() + ": " + d.message()).toList();
        assertEquals(List.of("9: [[input]] 2 needs name = a string: the name commands and reports use",
                "9: [[input]] 2 needs register | memory | define | console | clock = exactly one of register, "
                        + "memory, define, console, clock"), messages);
    }

    @Test
    void aWrongTypeNamesTheKeyAndWhatWasExpected() throws IOException {
        assertEquals("6:1: [call] budget: expected a whole number: the cycles after which a call never returns, "
                + "not the string \"lots\"", only(problems(GOOD.replace("entry = \"add\"",
                        "entry = \"add\"\nbudget = \"lots\""))));
    }

    @Test
    void anUnknownCpuListsTheKnownOnes() throws IOException {
        String message = only(problems(GOOD.replace("cpu = \"z80\"", "cpu = \"6809\"")));
        assertTrue(message.startsWith("1:1: unknown CPU '6809' (known: "), message);
        assertTrue(message.contains("z80") && message.contains("6502") && message.contains("tms9900"), message);
    }

    @Test
    void aMistypedCpuIsNamed() throws IOException {
        assertEquals("1:1: unknown CPU 'z81' (did you mean z80?)",
                only(problems(GOOD.replace("cpu = \"z80\"", "cpu = \"z81\""))));
    }

    @Test
    void aMistypedMachineIsNamed() throws IOException {
        assertEquals("2:1: the Z80 has no machine 'ti84' (did you mean ti83plus?)",
                only(problems(GOOD.replace("cpu = \"z80\"", "cpu = \"z80\"\nmachine = \"ti84\""))));
    }

    @Test
    void aLabelNotInTheProgramIsReportedWhereItIsWritten() throws IOException {
        assertEquals("5:1: [call] entry: label 'Add' is not in the program",
                only(problems(GOOD.replace("entry = \"add\"", "entry = \"Add\""))));
    }

    @Test
    void aCasl2LabelWrittenWithoutItsProgramIsReportedWithTheNameToWrite() throws IOException {
        Files.writeString(folder.resolve("get.cas"), "GET     START\n        LD      GR0, X\n        RET\n"
                + "X       DC      3\n        END\n");
        Path file = folder.resolve("get.kernel.toml");
        Files.writeString(file, "cpu = \"comet2\"\n[program]\nsource = \"get.cas\"\n[call]\nentry = \"GET\"\n"
                + "[[output]]\nname = \"x\"\nmemory = \"X\"\n");
        List<Diagnostic> problems = assertThrows(KernelFileException.class, () -> KernelFile.load(file)).diagnostics();
        assertEquals("8:1: [[output]] 1 memory: label 'X' is not in the program; a program's own label is "
                + "PROGRAM.LABEL: GET.X", only(problems));
    }

    @Test
    void aStreamFromNamesAnInputAndAnOutput() throws IOException {
        String message = only(problems(GOOD + "[stream]\nfrom = { b = \"c\" }\n"));
        assertEquals("18:1: [stream] from: no output is named 'c'", message);
        message = only(problems(GOOD + "[stream]\nfrom = { d = \"a\" }\n"));
        assertEquals("18:1: [stream] from: no input is named 'd'", message);
    }

    @Test
    void anInputsSettingIsANameNoOtherInputSettingOrOptionHas() throws IOException {
        assertEquals("12:1: [[input]] 2 setting: 'b' is the name of another input or setting",
                only(problems(GOOD.replace("register = \"C\"", "register = \"C\"\nsetting = \"b\""))));
        assertEquals("9:1: [[input]] 1 setting: 'count' is the name of a command option",
                only(problems(GOOD.replace("register = \"B\"", "register = \"B\"\nsetting = \"count\""))));
        assertEquals("9:1: [[input]] 1 setting: 'no way' is not a name (letters, digits, _)",
                only(problems(GOOD.replace("register = \"B\"", "register = \"B\"\nsetting = \"no way\""))));
    }

    @Test
    void anUnknownRegisterListsTheCpusRegisters() throws IOException {
        String message = only(problems(GOOD.replace("register = \"A\"", "register = \"Q7\"")));
        assertTrue(message.startsWith("14:1: [[output]] 1: the Z80 has no register 'Q7' ("), message);
    }

    @Test
    void aMisspeltKeyIsAnErrorNotIgnored() throws IOException {
        String message = only(problems(GOOD.replace("entry = \"add\"", "entry = \"add\"\nbugdet = 100")));
        assertEquals("6:1: [call]: unknown key 'bugdet' (did you mean budget?)", message);
    }

    @Test
    void notTomlIsReportedAtItsLine() throws IOException {
        String message = only(problems(GOOD.replace("[call]", "[call")));
        assertTrue(message.startsWith("4:6: not TOML: "), message);
    }

    @Test
    void aSourceThatDoesNotAssembleReportsTheAssemblersErrors() throws IOException {
        Files.writeString(folder.resolve("bad.asm"), "add:\n    ld q,b\n");
        List<Diagnostic> problems = problems(GOOD.replace("add.asm", "bad.asm"));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).file().endsWith("bad.asm"), problems.get(0).format());
        assertEquals(2, problems.get(0).line());
    }

    @Test
    void aRangeTooLargeToTryWholeIsRefusedWithWhatToDoInstead() throws IOException {
        Files.writeString(folder.resolve("add.asm"), SOURCE);
        Path file = folder.resolve("wide.kernel.toml");
        Files.writeString(file, GOOD.replace("register = \"B\"", "register = \"BC\"")
                .replace("register = \"C\"", "register = \"DE\"\n[[input]]\nname = \"l\"\nregister = \"L\"")
                .replace("troll = \"b + c\"", "troll = \"1\""));
        UserKernel kernel = KernelFile.load(file);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> kernel.inputs(new Coverage.Exhaustive()));
        assertEquals("wide: every b 0..65535 × every c 0..65535 × every l 0..255 is too large to try whole "
                + "(1,099,511,627,776 inputs, at most 4,294,967,296): use --samples N, or fix inputs (--NAME VALUE)",
                e.getMessage());
        assertEquals(10_000, kernel.inputs(Coverage.defaultSet()).size());
    }

    @Test
    void aRunOfCellsThatCannotBeNamedOrPlacedSaysWhy() throws IOException {
        String run = "name = \"v\"\nmemory = \"$9000\"\ncount = 6\n";
        assertEquals("15:1: [[output]] 1: count goes with memory, a run of cells", only(problems(GOOD.replace(
                "register = \"A\"", "register = \"A\"\ncount = 2"))));
        assertEquals("13:1: [[output]] 1 name: '{x}' is no placeholder ({i}, {row}, {column})",
                only(problems(output(run.replace("\"v\"", "\"v{x}\"")))));
        assertEquals("13:1: [[output]] 1 name: {row} and {column} go with columns = N",
                only(problems(output(run.replace("\"v\"", "\"r{row}c{column}\"")))));
        assertEquals("16:1: [[output]] 1 columns: a number that divides count (6): rows of whole cells",
                only(problems(output(run + "columns = 4\n"))));
        assertEquals("14:1: [[output]] 1 memory: '$FFFE' + 5 runs past the end of memory (0..65535)",
                only(problems(output(run.replace("$9000", "$FFFE")))));
        assertEquals("17:1: [[output]] 2 name: 'v1' is used twice",
                only(problems(output(run + "[[output]]\nname = \"v1\"\nregister = \"A\"\n"))));
        assertEquals("13:1: [[output]] 1 name: 'v{i}' is not a name (letters, digits, _; {i}, {row} and {column} "
                + "go with count = N)", only(problems(GOOD.replace("name = \"a\"", "name = \"v{i}\""))));
    }

    /** {@link #GOOD} without its reference, its output {@code a} in register A replaced by {@code output}. */
    private static String output(String output) {
        return GOOD.replace("name = \"a\"\nregister = \"A\"\n", output).replace("[reference]\ntroll = \"b + c\"\n",
                "");
    }

    @Test
    void aCallConventionTheCpuDoesNotHaveIsRefused() throws IOException {
        assertEquals("6:1: [call] convention: 'blwp' is the TMS9900's (a BLWP through a vector); the Z80 enters "
                + "with 'call'", only(problems(GOOD.replace("entry = \"add\"", "entry = \"add\"\nconvention = "
                + "\"blwp\""))));
        assertEquals("6:1: [call] convention: 'call' or 'blwp', not 'jsr'", only(problems(GOOD.replace(
                "entry = \"add\"", "entry = \"add\"\nconvention = \"jsr\""))));
    }

    @Test
    void aClockUnitNotOfTheFormatIsRefusedWithTheUnitsItTakes() throws IOException {
        assertEquals("8:1: [[input]] 1 clock: 'us', 'ms', 's' or 'min', not 'h'", only(problems(GOOD.replace(
                "register = \"B\"", "clock = \"h\""))));
    }

    @Test
    void aDefaultOutsideTheInputsValuesIsReported() throws IOException {
        assertEquals("10:1: [[input]] 1 default: not one of the values", only(problems(GOOD.replace(
                "register = \"B\"", "register = \"B\"\nvalues = [1, 2, 6]\ndefault = 3"))));
    }

    @Test
    void aSettingOutsideTheInputsValuesIsRefusedBeforeAnythingRuns() throws IOException {
        Files.writeString(folder.resolve("add.asm"), SOURCE);
        Path file = folder.resolve("add.kernel.toml");
        Files.writeString(file, GOOD.replace("register = \"B\"", "register = \"B\"\nvalues = [1, 2, 6]"));
        UserKernel kernel = KernelFile.load(file);
        Settings three = Settings.none(kernel.parameters()).with("b", "3");
        assertEquals("add: b must be one of {1, 2, 6}: 3", assertThrows(IllegalArgumentException.class,
                () -> kernel.inputs(Coverage.defaultSet(), three)).getMessage());
        assertEquals("add: b must be one of {1, 2, 6}: 3", assertThrows(IllegalArgumentException.class,
                () -> kernel.calls(kernel.defaultSettings().with("b", "3"))).getMessage());
        assertEquals(256, kernel.inputs(Coverage.defaultSet(), three.with("b", "6")).size());
    }

    @Test
    void aValueOutsideTheLocationsWidthIsReportedAtTheRange() throws IOException {
        assertEquals("9:1: [[input]] 1: b must be 0..255: 300", only(problems(GOOD.replace(
                "register = \"B\"", "register = \"B\"\nrange = [0, 300]"))));
    }
}
