package dev.romlab.asm.comet2;

import static org.junit.jupiter.api.Assertions.fail;

import dev.romlab.asm.AssemblyException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Seeded mutants of the test sources through both profiles: only {@link AssemblyException} may escape. */
class CaslMutatedSourceTest {

    private static final String ALPHABET = " ,;'=#-+\\\n\tGR0123456789ABCDEFXYZabcxyz_.";

    @Test
    void mutantsFailWithDiagnosticsOnly() throws IOException {
        String forms;
        try (InputStream in = getClass().getResourceAsStream("/casl2/forms.cas")) {
            forms = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Random random = new Random(1414);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder mutant = new StringBuilder(forms);
            for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
                int at = random.nextInt(mutant.length());
                switch (random.nextInt(3)) {
                    case 0 -> mutant.deleteCharAt(at);
                    case 1 -> mutant.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    default -> mutant.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                }
            }
            for (Comet2Profile profile : Comet2Profile.values()) {
                try {
                    new CaslAssembler(profile).translate("mutant.cas", mutant.toString(), Map.of());
                } catch (AssemblyException expected) {
                    // diagnostics: fine
                } catch (RuntimeException e) {
                    fail("mutant " + i + " on " + profile + " threw " + e + ":\n" + mutant, e);
                }
            }
        }
    }
}
