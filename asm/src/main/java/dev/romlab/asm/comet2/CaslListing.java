package dev.romlab.asm.comet2;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.ListingLine;

/**
 * A CASL II / MLFE listing as text: line number, word address, the words in hex (two per row for COMET II's 16-bit
 * words, one for MLFE's 32-bit words; longer runs continue on rows of their own), the cost units of one execution
 * (one per word fetched and per data access, from {@link Comet2InstructionTable}), the source. Macro expansions
 * follow their macro line as {@code + PUSH 0,GR1} rows; each program's literals follow its END.
 *
 * <pre>
 *  line  addr  words      cost  source
 *     2  0000  1010 0007     3          LD      GR1,A
 * </pre>
 */
public final class CaslListing {

    private CaslListing() {
    }

    public static String format(Assembly assembly, Comet2Profile profile) {
        int wordBytes = profile.wordBits() / 8;
        int perRow = profile == Comet2Profile.COMET2 ? 2 : 1;
        int wordsWidth = perRow * (wordBytes * 2 + 1) - 1;
        String rowFormat = "%5s  %-4s  %-" + wordsWidth + "s  %4s  %s";
        StringBuilder out = new StringBuilder(String.format(rowFormat, "line", "addr", "words", "cost", "source")
                .stripTrailing()).append('\n');
        for (ListingLine row : assembly.listing()) {
            byte[] bytes = row.bytes();
            int count = bytes.length / wordBytes;
            String address = row.hasAddress() ? String.format("%04X", row.address()) : "";
            out.append(String.format(rowFormat, row.line(), address, words(bytes, 0, Math.min(count, perRow),
                    wordBytes), row.cycles(), row.source()).stripTrailing()).append('\n');
            for (int word = perRow; word < count; word += perRow) {
                out.append(String.format(rowFormat, "", String.format("%04X", (row.address() + word) & 0xFFFF),
                        words(bytes, word, Math.min(count - word, perRow), wordBytes), "", "").stripTrailing())
                        .append('\n');
            }
        }
        return out.toString();
    }

    private static String words(byte[] bytes, int first, int count, int wordBytes) {
        StringBuilder out = new StringBuilder();
        for (int word = first; word < first + count; word++) {
            if (word > first) {
                out.append(' ');
            }
            for (int b = 0; b < wordBytes; b++) {
                out.append(String.format("%02X", bytes[word * wordBytes + b] & 0xFF));
            }
        }
        return out.toString();
    }
}
