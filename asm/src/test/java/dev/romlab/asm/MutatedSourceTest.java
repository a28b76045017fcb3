package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of seeded random mutations of real sources (seed 000's routines, the TI-83 Plus program and its
 * include file; a ca65-style 6502 program): whatever the text, the assembler either assembles it or throws
 * {@link AssemblyException}, never anything else (once: StackOverflowError, InvalidPathException).
 */
class MutatedSourceTest {

    private static final long SEED = 0x5EED_0010L;
    private static final int MUTANTS = 3_000;
    /** Pieces that reach the preprocessor, the expression parser and the directives, besides random characters. */
    private static final List<String> PIECES = List.of("#define X(a) a+a \\ .db a\n", "#if ", "#ifdef X\n",
            "#else\n", "#endif\n", "#elif 1\n", " macro m a,b\n", "m macro p\n", " endm\n", ".rept 3\n", ".endr\n",
            ".rept 100\n", "((((((((", "))))", "-----", "'", "\"", "''", "\\", ";", ",", ":", "$", "%", ".org $FFFE\n",
            ".include \"ti83plus-forms.inc\"\n", ".include \"a\0b\"\n", ".incbin \"hello.asm\"\n", ".align 0\n",
            ".fill 70000\n", ".end\n", "local x\n", ".x:", "high ", "low(", "1<<63", "/0", "\u00e9", "\t", "\r", "X(",
            "bcall(", "defined(", " equ ", " = ", ".echo \"", ".error ", "ld a,(ix+", "jr $+200\n", ".ds -1\n");

    /** The same for the ca65 dialect: its operators, unnamed and cheap-local labels, width prefixes, directives. */
    private static final List<String> CA65_PIECES = List.of(":", ":+", ":--", "@x:", "@x", "a:", "z:", "#<", "#>",
            "^", "<>", "*", "* = $FFFF\n", ".org $FFFE\n", "'''", "'", "\"", ".set ", ":= ", ".defined(", ".not ",
            ".if ", ".endif\n", ".macro m a\n", ".endmacro\n", ".repeat 200\n", ".endrep\n", ".res 70000\n", "(",
            ")", ",x", ",y", "),y", "((((", "$", "%", ".asciiz \"", ".segment ", ".lobyte(", "\u00e9", "\t", ";");

    /** The same for the Editor/Assembler dialect: fields, addressing modes, its directives and numbers. */
    private static final List<String> EDITOR_ASSEMBLER_PIECES = List.of("*", "*R1+", "@", "@>8300(", "(R0)", "(",
            ")", ">", ":", "$", "'", "-'", "R16", "AORG >FFFF\n", "RORG\n", "DORG >8300\n", "BSS 70000\n",
            "BES ", "REF ", "EVEN\n", "TEXT -'", "DATA ", "BYTE ", "COPY \"", "END\n", "JMP $+300\n", "\t", " ",
            "\u00e9", ";", ",", "-----", ".ifdef ", ".ifeq ", ".else\n", ".endif\n", ".defm m\n", ".endm\n",
            ".m ", "#1", "!", "-!", "!!", "STRI ", "DSEG\n", "x:\n");

    @Test
    void mutatedEditorAssemblerSourcesNeverEscapeAsAnythingButAssemblyException() throws IOException,
            AssemblyException {
        String original = resource("tms9900/crash-dump.a99");
        Assembler.tms9900(SourceLoader.of(Map.of("copy.a99", original))).assembleFile("copy.a99", Map.of());
        Random random = new Random(SEED);
        for (int i = 0; i < MUTANTS; i++) {
            String mutant = mutate(original, random, EDITOR_ASSEMBLER_PIECES);
            try {
                Assembler.tms9900(SourceLoader.of(Map.of("copy.a99", mutant))).assembleFile("copy.a99", Map.of());
            } catch (AssemblyException expected) {
                // Diagnostics are the right answer to a broken source.
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("mutant " + i + " escaped as " + e + "; source:\n" + mutant, e);
            }
        }
    }

    @Test
    void mutatedCa65SourcesNeverEscapeAsAnythingButAssemblyException() throws IOException, AssemblyException {
        String original = resource("mos6502/forms.s");
        Assembler.mos6502(SourceLoader.of(Map.of("forms.s", original))).assembleFile("forms.s", Map.of());
        Random random = new Random(SEED);
        for (int i = 0; i < MUTANTS; i++) {
            String mutant = mutate(original, random, CA65_PIECES);
            try {
                Assembler.mos6502(SourceLoader.of(Map.of("forms.s", mutant))).assembleFile("forms.s", Map.of());
            } catch (AssemblyException expected) {
                // Diagnostics are the right answer to a broken source.
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("mutant " + i + " escaped as " + e + "; source:\n" + mutant, e);
            }
        }
    }

    @Test
    void mutatedSourcesNeverEscapeAsAnythingButAssemblyException() throws IOException {
        Map<String, String> originals = Map.of("seed/rolling-d20.asm", resource("seed/rolling-d20.asm"),
                "ti83plus/hello.asm", resource("ti83plus/hello.asm"),
                "ti83plus/ti83plus-forms.inc", resource("ti83plus/ti83plus-forms.inc"));
        List<String> names = originals.keySet().stream().sorted().toList();
        Random random = new Random(SEED);
        for (int i = 0; i < MUTANTS; i++) {
            String name = names.get(random.nextInt(names.size()));
            String mutant = mutate(originals.get(name), random, PIECES);
            Map<String, String> files = new HashMap<>(originals);
            files.put(name, mutant);
            try {
                Assembler.z80(SourceLoader.of(files)).assembleFile(name, Map.of("DIESIDES", 20L));
            } catch (AssemblyException expected) {
                // Diagnostics are the right answer to a broken source.
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("mutant " + i + " of " + name + " escaped as " + e + "; source:\n" + mutant,
                        e);
            }
        }
    }

    private static String mutate(String text, Random random, List<String> pieces) {
        StringBuilder out = new StringBuilder(text);
        int edits = 1 + random.nextInt(8);
        for (int e = 0; e < edits; e++) {
            int at = out.length() == 0 ? 0 : random.nextInt(out.length());
            switch (random.nextInt(5)) {
                case 0:
                    out.insert(at, pieces.get(random.nextInt(pieces.size())));
                    break;
                case 1:
                    out.insert(at, (char) (32 + random.nextInt(95)));
                    break;
                case 2:
                    out.delete(at, Math.min(out.length(), at + 1 + random.nextInt(20)));
                    break;
                case 3:
                    int from = random.nextInt(Math.max(1, out.length()));
                    String piece = out.substring(from, Math.min(out.length(), from + random.nextInt(200)));
                    out.insert(at, piece);
                    break;
                default:
                    if (out.length() > 0) {
                        out.setCharAt(at, (char) random.nextInt(128));
                    }
                    break;
            }
        }
        return out.toString();
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = MutatedSourceTest.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                fail("missing test resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
