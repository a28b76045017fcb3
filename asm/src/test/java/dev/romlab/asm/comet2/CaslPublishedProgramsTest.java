package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assemble;
import static dev.romlab.asm.comet2.CaslTestSupport.assembleResource;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembly;
import java.util.Collections;
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
    void yacasl2DecimalAndHexConstantsKeepTheirLow16BitsAsItsListingShows() throws Exception {
        // YACASL2 test/system/casl2/cmd_DC_dc_i1/0.txt; the specification stores the low 16 bits of a decimal
        // outside -32768..32767 (65536 -> #0000, -32769 -> #7FFF)
        Assembly dc = assembleResource(COMET2, "casl2/dc_i1.casl");
        assertEquals("8100 0001 000A 7FFF 8000 FFFF 0000 0001 FFFF FFF6 8001 8000 7FFF 0000 0001 0001 0001 0001 0010 "
                + "0011 000F 000F FFFF", words(dc, COMET2));
    }

    @Test
    void yacasl2RpushProgramGivesTheWordsOfItsListing() throws Exception {
        // YACASL2 test/system/casl2/cmd_RPUSH_rpush (detail.log, casl2 -atd): indexed loads, RPUSH, POPs, a DC list
        Assembly rpush = assembleResource(COMET2, "casl2/rpush.casl");
        assertEquals("1010 0026 1017 0000 1027 0001 1037 0002 1047 0003 1057 0004 1067 0005 1077 0006 "
                + "7001 0000 7002 0000 7003 0000 7004 0000 7005 0000 7006 0000 7007 0000 7170 7160 "
                + "7150 7140 7130 7120 7110 8100 0001 0002 0003 0004 0005 0006 0007", words(rpush, COMET2));
        assertEquals(0x26L, rpush.symbol("MAIN.A"));
    }

    @Test
    void yacasl2InProgramGivesTheWordsOfItsListing() throws Exception {
        // YACASL2 test/system/casl2/cmd_IN_in (detail.log, casl2 -atd): the IN macro as the specification expands it,
        // then DS 20 and DS 1 (YACASL2 lists their zero words #000D-#0021)
        Assembly in = assembleResource(COMET2, "casl2/in.casl");
        String zeros = String.join(" ", Collections.nCopies(21, "0000"));
        assertEquals("7001 0000 7002 0000 1210 000D 1220 0021 F000 0001 7120 7110 8100 " + zeros, words(in, COMET2));
        assertEquals(0x0DL, in.symbol("MAIN.IBUF"));
        assertEquals(0x21L, in.symbol("MAIN.ILEN"));
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

    @Test
    void theSpecificationsCount1CalledFromAMainProgramGivesTiamatsWords() throws Exception {
        // The IPA specification's sample subroutine COUNT1 behind a MAIN with every kind of DC, as a-skua/tiamat (a
        // Dart CASL II assembler) tests its compiler (test/casl2, "compile"): the source and its expected words
        Assembly count = assemble(COMET2, """
                MAIN    START                   ; コメント
                        CALL    COUNT1          ; COUNT1呼び出し
                        RET
                        DC      'hello','world' ; 文字定数
                        DC      'it''s a small world'
                        DC      12,-34,56,-78   ; 10進定数
                        DC      #1234,#CDEF     ; 16進定数
                GR1234  DC      GR1234,MAIN     ; アドレス定数
                        END

                COUNT1  START                   ;
                ;       入力    GR1:検索する語
                ;       処理    GR1中の'1'のビットの個数を求める
                ;       出力    GR0:GR1中の'1'のビットの個数
                        PUSH    0,GR1           ;
                        PUSH    0,GR2           ;
                        SUBA    GR2,GR2         ; Count = 0
                        AND     GR1,GR1         ; 全部のビットが'0'?
                        JZE     RETURN          ; 全部のビットが'0'なら終了
                MORE    LAD     GR2,1,GR2       ; Count = Count + 1
                        LAD     GR0,-1,GR1      ; 最下位の'1'のビット1個を
                        AND     GR1,GR0         ;   '0'に変える
                        JNZ     MORE            ; '1'のビットが残っていれば繰り返し
                RETURN  LD      GR0,GR2         ; GR0 = Count
                        POP     GR2             ;
                        POP     GR1             ;
                        RET                     ; 呼び出しプログラムへ戻る
                        END                     ;
                """);
        String text = characters("helloworld") + " " + characters("it's a small world");
        assertEquals("8000 0027 8100 " + text + " 000C FFDE 0038 FFB2 1234 CDEF 0025 0000 "
                + "7001 0000 7002 0000 2522 3411 6300 0036 1222 0001 1201 FFFF 3410 6200 002F 1402 7120 7110 8100",
                words(count, COMET2));
        assertEquals(39L, count.symbol("COUNT1"));
    }

    /** The words of {@code OUT buf,len} as {@link CaslMacros} expands it: YACASL2's without its newline call. */
    private static String out(int buffer, int length) {
        return String.format("7001 0000 7002 0000 1210 %04X 1220 %04X F000 0002 7120 7110", buffer, length);
    }

    /** One word per character of {@code text}. */
    private static String characters(String text) {
        return text.chars().mapToObj(c -> String.format("%04X", c)).collect(Collectors.joining(" "));
    }

    /** One word per character from {@code first} to {@code last}. */
    private static String characters(char first, char last) {
        return IntStream.rangeClosed(first, last).mapToObj(c -> String.format("%04X", c))
                .collect(Collectors.joining(" "));
    }
}
