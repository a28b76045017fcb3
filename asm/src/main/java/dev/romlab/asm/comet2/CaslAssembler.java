package dev.romlab.asm.comet2;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.SourceLoader;
import dev.romlab.asm.SourceTranslator;
import java.util.List;
import java.util.Map;

/**
 * The CASL II assembler (IPA CASL II specification) and its MLFE dialect (seed 004's tutorial), one translator with
 * two {@link Comet2Profile}s.
 *
 * <pre>{@code
 * Assembler casl = CaslAssembler.comet2(SourceLoader.fileSystem());   // or CaslAssembler.mlfe(loader)
 * Assembly program = casl.assembleFile("sum.cas", Map.of());
 * program.origin();            // the first program's execution start (a word address)
 * program.symbol("MAIN.LOOP"); // a label inside program MAIN; START labels stand alone: program.symbol("MAIN")
 * String listing = Listing.format(program, 2, "cost");
 * }</pre>
 *
 * The result's segments are word images: a segment's address is a word address and its bytes are whole words, most
 * significant byte first (2 bytes per COMET II word, 4 per MLFE word). Source rules: asm/README.md, "CASL II".
 */
public final class CaslAssembler implements SourceTranslator {

    private final Comet2Profile profile;

    public CaslAssembler(Comet2Profile profile) {
        this.profile = profile;
    }

    /** A CASL II assembler reading files through {@code loader}. */
    public static Assembler comet2(SourceLoader loader) {
        return new Assembler(new CaslAssembler(Comet2Profile.COMET2), loader);
    }

    /** An MLFE assembler reading files through {@code loader}. */
    public static Assembler mlfe(SourceLoader loader) {
        return new Assembler(new CaslAssembler(Comet2Profile.MLFE), loader);
    }

    public Comet2Profile profile() {
        return profile;
    }

    /**
     * Several files are one program list, as YACASL2 takes {@code casl2 a.casl b.casl}: each file's programs follow
     * the previous file's in memory, START labels are known in every file, the other labels only in their program.
     */
    @Override
    public Assembly translate(List<Source> sources, Map<String, Long> defines) throws AssemblyException {
        CaslPass first = new CaslPass(profile, defines, null);
        first.run(sources);
        CaslPass last = new CaslPass(profile, defines, first);
        last.run(sources);
        if (!last.diagnostics().isEmpty()) {
            throw new AssemblyException(last.diagnostics());
        }
        return last.assembly();
    }
}
