package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Assembling snippets in tests: bytes as hex text, or the formatted diagnostics of a failing source. */
public final class TestSources {

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

    private TestSources() {
    }

    /** The raw binary of {@code source} (file name {@code test.asm}) as {@code "3E 01 C9"}. */
    public static String hex(String source) {
        return hex(assemble(source).toBinary());
    }

    /** The raw binary of {@code source} assembled with command-line definitions {@code defines}. */
    public static String hex(String source, Map<String, Long> defines) {
        return hex(assemble(source, defines).toBinary());
    }

    public static String hex(byte[] bytes) {
        return HEX.formatHex(bytes);
    }

    public static Assembly assemble(String source) {
        return assemble(source, Map.of());
    }

    public static Assembly assemble(String source, Map<String, Long> defines) {
        try {
            return Assembler.z80().assemble("test.asm", source, defines);
        } catch (AssemblyException e) {
            throw new AssertionError("assembly failed:\n" + e.getMessage(), e);
        }
    }

    /** The diagnostics of {@code source}, which must fail, as {@link Diagnostic#format()} texts. */
    public static List<String> errors(Assembler assembler, String fileName, String source) {
        AssemblyException failure = assertThrows(AssemblyException.class,
                () -> assembler.assemble(fileName, source, Map.of()), "the source should not assemble");
        return failure.diagnostics().stream().map(Diagnostic::format).collect(Collectors.toList());
    }

    public static List<String> errors(String source) {
        return errors(Assembler.z80(), "test.asm", source);
    }
}
