package dev.romlab.asm;

import static dev.romlab.asm.TestSources.errors;
import static dev.romlab.asm.TestSources.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Inputs that once crashed the assembler (found by feeding it random and mutated sources) get diagnostics. */
class RobustnessTest {

    @Test
    void aSumOfTwentyThousandTermsIsEvaluatedWithoutRecursion() {
        assertEquals("20 4E", hex(" .dw 1" + "+1".repeat(19_999)));
    }

    @Test
    void deepButAllowedNestingIsEvaluated() {
        assertEquals("3E 05", hex(" ld a," + "(".repeat(500) + "5" + ")".repeat(500) + "+0"));
        assertEquals("3E 05", hex(" ld a," + "-".repeat(998) + "5"));
    }

    @Test
    void twoThousandNestedParenthesesGetAPositionedDiagnostic() {
        String source = " ld a," + "(".repeat(2000) + "1" + ")".repeat(2000) + "+0";
        assertEquals("test.asm:1:1007: error: expression nested deeper than 1000 levels (parentheses and prefix "
                + "operators)", errors(source).get(0).lines().findFirst().orElseThrow());
    }

    @Test
    void fiveThousandUnaryMinusSignsGetAPositionedDiagnostic() {
        assertEquals("test.asm:1:1007: error: expression nested deeper than 1000 levels (parentheses and prefix "
                + "operators)", errors(" ld a," + "-".repeat(5000) + "1").get(0).lines().findFirst().orElseThrow());
    }

    @Test
    void aFileNameWithANulCharacterIsAnError() {
        assertEquals(List.of("test.asm:1:10: error: 'a\\0b' is not a valid file name\n    .include \"a\0b\"\n"
                + "             ^"), errors(".include \"a\0b\""));
        assertEquals(1, errors(Assembler.z80(SourceLoader.of(Map.of())), "test.asm", ".incbin \"a\0b\"").size());
    }

    @Test
    void anEndlessFileIsReadOnlyUpToALimit() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        assertEquals("test.asm:1:10: error: cannot read include file '/dev/zero': larger than the 16 MiB input limit "
                + "(raise it with ROMLAB_MAX_INPUT, e.g. ROMLAB_MAX_INPUT=64M)",
                errors(" .incbin \"/dev/zero\"").get(0).lines().findFirst().orElseThrow());
    }

    @Test
    void aSourceThatIsNotUtf8NamesTheLine() {
        byte[] latin1 = " nop\n .db \"caf\u00e9\"\n".getBytes(StandardCharsets.ISO_8859_1);
        SourceLoader files = SourceLoader.ofBytes(Map.of("main.asm", latin1, "inc.asm", latin1));
        AssemblyException main = assertThrows(AssemblyException.class,
                () -> Assembler.z80(files).assembleFile("main.asm", Map.of()));
        assertEquals("main.asm:2:10: error: not valid UTF-8: byte $E9 (save the file as UTF-8)\n"
                + "    .db \"caf\uFFFD\"\n            ^", main.getMessage());
        assertEquals(List.of("inc.asm:2:10: error: not valid UTF-8: byte $E9 (save the file as UTF-8)\n"
                + "    .db \"caf\uFFFD\"\n            ^\nnote: included from test.asm:1:2"),
                errors(Assembler.z80(files), "test.asm", " .include \"inc.asm\""));
    }

    @Test
    void includesNestedTooDeepAreReported() {
        Map<String, String> files = new HashMap<>();
        for (int i = 0; i < 100; i++) {
            files.put("f" + i + ".asm", " .include \"f" + (i + 1) + ".asm\"");
        }
        files.put("f100.asm", " nop");
        List<String> errors = errors(Assembler.z80(SourceLoader.of(files)), "main.asm", " .include \"f0.asm\"");
        assertEquals(1, errors.size());
        assertEquals("f62.asm:1:11: error: macro calls, repetitions and includes nested deeper than 64 levels (a "
                + "macro that calls itself?)", errors.get(0).lines().findFirst().orElseThrow());
    }

    @Test
    void aRunawayRepetitionStopsWithADiagnostic() {
        List<String> errors = errors(".rept 65536\n.rept 65536\n ; spin\n.endr\n.endr");
        assertEquals("test.asm:3:1: error: more than 1,000,000 lines to assemble (a runaway repetition or macro?); "
                + "stopping", errors.get(errors.size() - 1).lines().findFirst().orElseThrow());
    }

    @Test
    void errorsStopAfterAThousand() {
        List<String> errors = errors(" ld a,NOPE\n".repeat(5000));
        assertEquals(1001, errors.size());
        assertEquals("test.asm: error: stopping after 1000 errors", errors.get(1000));
    }

    @Test
    void textMacrosThatGrowWithoutEndAreReported() {
        String source = "#define A B B\n#define B C C\n#define C D D\n#define D E E\n#define E F F\n#define F G G\n"
                + "#define G H H\n#define H I I\n#define I J J\n#define J K K\n#define K L L\n#define L M M\n"
                + "#define M N N\n#define N O O\n#define O P P\n#define P Q Q\n#define Q R R\n .db A";
        assertEquals("test.asm:18:6: error: #define replacement longer than 65536 characters",
                errors(source).get(0).lines().findFirst().orElseThrow());
    }
}
