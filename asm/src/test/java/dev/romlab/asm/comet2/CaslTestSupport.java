package dev.romlab.asm.comet2;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SourceLoader;
import java.util.List;
import java.util.Map;

/** Assembles test sources and reads an assembly's words back. */
final class CaslTestSupport {

    private CaslTestSupport() {
    }

    static Assembly assemble(Comet2Profile profile, String text) throws AssemblyException {
        return new CaslAssembler(profile).translate("test." + (profile == Comet2Profile.MLFE ? "fe" : "cas"), text,
                Map.of());
    }

    static Assembly assembleResource(Comet2Profile profile, String path) throws AssemblyException {
        return (profile == Comet2Profile.MLFE ? CaslAssembler.mlfe(SourceLoader.classPath(
                CaslTestSupport.class.getClassLoader())) : CaslAssembler.comet2(SourceLoader.classPath(
                CaslTestSupport.class.getClassLoader()))).assembleFile(path, Map.of());
    }

    /** The words of the assembly from address 0 to its highest address, in hex ({@code "1010 0011"}). */
    static String words(Assembly assembly, Comet2Profile profile) {
        int wordBytes = profile.wordBits() / 8;
        StringBuilder out = new StringBuilder();
        List<Segment> segments = assembly.segments();
        for (Segment segment : segments) {
            byte[] bytes = segment.bytes();
            for (int i = 0; i < bytes.length; i += wordBytes) {
                long word = 0;
                for (int b = 0; b < wordBytes; b++) {
                    word = word << 8 | bytes[i + b] & 0xFF;
                }
                out.append(out.length() == 0 ? "" : " ").append(String.format("%0" + wordBytes * 2 + "X", word));
            }
        }
        return out.toString();
    }

    /** Every diagnostic in its three-line form, separated by newlines. */
    static String errors(Comet2Profile profile, String text) {
        try {
            assemble(profile, text);
        } catch (AssemblyException e) {
            return e.getMessage();
        }
        throw new AssertionError("expected errors, but it assembled:\n" + text);
    }
}
