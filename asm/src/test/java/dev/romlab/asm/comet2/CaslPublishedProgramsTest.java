package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assembleResource;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembly;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Published CASL II programs, assembled unmodified and compared word for word with the words their own tool or book
 * gives for them (sources and references in {@code src/test/resources/casl2/README.md}).
 */
class CaslPublishedProgramsTest {

    private static final Comet2Profile COMET2 = Comet2Profile.COMET2;

    @Test
    void yacasl2CharacterConstantsGiveTheWordsOfItsListing() throws Exception {
        // YACASL2 test/system/casl2/cmd_DC_dc_c0/0.txt: RET, then ' ' .. '~' without '`', one word each
        Assembly dc = assembleResource(COMET2, "casl2/dc_c0.casl");
        assertEquals("8100 " + characters(' ', '_') + " " + characters('a', '~'), words(dc, COMET2));
    }

    @Test
    void yacasl2OutProgramGivesTheDataWordsOfItsListingAndTheSpecificationsOut() throws Exception {
        // YACASL2 test/system/casl2/cmd_OUT_out/0.txt lists #0049-#00AF: BUF1 ('0',9,'1',10), L1 4, BUF2 (' '..'?',
        // with '' for the quote), L2 32, BUF3 ('@'..'_'), L3 32, BUF4 ('`'..'~'), L4 31. Its OUT expansion then
        // writes a newline with a second SVC 2 (6 more words, two literals at the end); ours is the record the
        // specification describes (SVC 2 ends the line; asm README), so each OUT is 12 words and the data is at 49
        Assembly out = assembleResource(COMET2, "casl2/out.casl");
        String data = "0030 0009 0031 000A 0004 " + characters(' ', '?') + " 0020 " + characters('@', '_') + " 0020 "
                + characters('`', '~') + " 001F";
        String code = out(0x31, 0x35) + " " + out(0x36, 0x56) + " " + out(0x57, 0x77) + " " + out(0x78, 0x97);
        assertEquals(code + " 8100 " + data, words(out, COMET2));
        assertEquals(0x31L, out.symbol("MAIN.BUF1"));
        assertEquals(0x97L, out.symbol("MAIN.L4"));
    }

    /** The words of {@code OUT buf,len} as {@link CaslMacros} expands it: YACASL2's without its newline call. */
    private static String out(int buffer, int length) {
        return String.format("7001 0000 7002 0000 1210 %04X 1220 %04X F000 0002 7120 7110", buffer, length);
    }

    /** One word per character from {@code first} to {@code last}. */
    private static String characters(char first, char last) {
        return IntStream.rangeClosed(first, last).mapToObj(c -> String.format("%04X", c))
                .collect(Collectors.joining(" "));
    }
}
