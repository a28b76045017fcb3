package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assembleResource;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembly;
import java.util.Collections;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Test programs of our own ({@code src/test/resources/casl2/}) compared word for word with what YACASL2 v0.6p20
 * (j8takagi/YACASL2, built and run outside the repository: {@code casl2 -a -l}, and {@code -O} for the memory image)
 * assembled them to; each program exercises a construct of one of YACASL2's own test programs (the resources' README).
 */
class CaslYacasl2WordsTest {

    private static final Comet2Profile COMET2 = Comet2Profile.COMET2;

    @Test
    void everyPrintableCharacterIsOneWordAsYacasl2PlacesIt() throws Exception {
        // chars.casl: RET, then '~' down to ' ' in three strings, '' for the quote, ';' and ',' inside quotes
        Assembly chars = assembleResource(COMET2, "casl2/chars.casl");
        assertEquals("8100 " + charactersDown('~', ' '), words(chars, COMET2));
    }

    @Test
    void decimalsOutsideTheWordKeepTheirLow16BitsAsYacasl2Does() throws Exception {
        // numbers.casl: 65537 -> #0001, -65535 -> #0001, 100000 -> #86A0, -40000 -> #63C0; hex of 1 to 4 digits
        Assembly numbers = assembleResource(COMET2, "casl2/numbers.casl");
        assertEquals("8100 0000 0007 FFF9 7FFF 8000 FFFF 0001 0001 86A0 63C0 0000 000A 007F 0ABC 8000 FFFF 00FF",
                words(numbers, COMET2));
    }

    @Test
    void indexedLoadsRpushAndPopsGiveYacasl2sWords() throws Exception {
        // pushes.casl: LAD of the table, seven indexed LDs, RPUSH, seven POPs, RET, a DC list; PUSHES.TABLE = #0026
        Assembly pushes = assembleResource(COMET2, "casl2/pushes.casl");
        assertEquals("1270 0026 1017 0006 1027 0005 1037 0004 1047 0003 1057 0002 1067 0001 1077 0000 "
                + "7001 0000 7002 0000 7003 0000 7004 0000 7005 0000 7006 0000 7007 0000 7110 7120 7130 7140 7150 "
                + "7160 7170 8100 000B 0016 0021 002C 0037 0042 004D", words(pushes, COMET2));
        assertEquals(0x26L, pushes.symbol("PUSHES.TABLE"));
    }

    @Test
    void inAndOutGiveYacasl2sDataWordsAndTheSpecificationsRecords() throws Exception {
        // inout.casl: YACASL2's image holds IN (12 words), four OUTs of 18 words each (a second SVC 2 writes the
        // newline from two literals, =#A and =1, at the end), RET, then the data from #0055: DS 16, SIZE, TEXT1
        // ('A''B;C,D\E'), LEN1 9, TEXT2 ('<',62,'=',10,'x'), LEN2 5, TEXT3 ('it''s'), LEN3 4. Our OUT is the record
        // the specification describes (SVC 2 ends the line; asm README), 12 words, so the same data is at #003D
        Assembly inout = assembleResource(COMET2, "casl2/inout.casl");
        String data = String.join(" ", Collections.nCopies(17, "0000")) + " 0041 0027 0042 003B 0043 002C 0044 005C "
                + "0045 0009 003C 003E 003D 000A 0078 0005 0069 0074 0027 0073 0004";
        String code = macro(1, 0x3D, 0x4D) + " " + macro(2, 0x3D, 0x4D) + " " + macro(2, 0x4E, 0x57) + " "
                + macro(2, 0x58, 0x5D) + " " + macro(2, 0x5E, 0x62);
        assertEquals(code + " 8100 " + data, words(inout, COMET2));
        assertEquals(0x3DL, inout.symbol("INOUT.BUF"));
        assertEquals(0x62L, inout.symbol("INOUT.LEN3"));
    }

    @Test
    void everyKindOfConstantAndACalledProgramGiveYacasl2sWords() throws Exception {
        // consts.casl: strings with ';' and ',' and '', negative decimals, hex, the addresses of its own label, of
        // the program BITS and of MAIN; then BITS, a second program, at #0023 (YACASL2's -l: BITS ---> #0023)
        Assembly consts = assembleResource(COMET2, "casl2/consts.casl");
        String text = characters("semi;colon") + " " + characters("com,ma") + " " + characters("don't");
        assertEquals("1210 00F0 8000 0023 8100 " + text + " FFFF 8000 0009 FFF7 BEEF 0001 0020 0023 0000 "
                + "7001 0000 1200 0000 5310 0001 6600 002F 6300 0034 6400 0027 2200 0036 3411 6200 0027 7110 8100 0001",
                words(consts, COMET2));
        assertEquals(0x23L, consts.symbol("BITS"));
        assertEquals(0x20L, consts.symbol("MAIN.SELF"));
    }

    /** The words of {@code IN} (svc 1) or {@code OUT} (svc 2) {@code buf,len} as {@link CaslMacros} expands them. */
    private static String macro(int svc, int buffer, int length) {
        return String.format("7001 0000 7002 0000 1210 %04X 1220 %04X F000 %04X 7120 7110", buffer, length, svc);
    }

    /** One word per character of {@code text}. */
    private static String characters(String text) {
        return text.chars().mapToObj(c -> String.format("%04X", c)).collect(Collectors.joining(" "));
    }

    /** One word per character from {@code first} down to {@code last}. */
    private static String charactersDown(char first, char last) {
        return IntStream.rangeClosed(last, first).map(c -> first + last - c).mapToObj(c -> String.format("%04X", c))
                .collect(Collectors.joining(" "));
    }
}
