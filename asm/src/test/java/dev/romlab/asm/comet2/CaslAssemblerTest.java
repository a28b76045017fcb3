package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assemble;
import static dev.romlab.asm.comet2.CaslTestSupport.assembleResource;
import static dev.romlab.asm.comet2.CaslTestSupport.errors;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.Listing;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** CASL II as the IPA specification defines it, on hand-checked words and on a published listing. */
class CaslAssemblerTest {

    private static final Comet2Profile COMET2 = Comet2Profile.COMET2;

    @Test
    void aLoopGivesTheWordsAndLabelsYacasl2Gives() throws Exception {
        // sum_odd.casl (ours) as YACASL2 v0.6p20 assembled it (casl2 -a -l), word for word, label for label
        Assembly sum = assembleResource(COMET2, "casl2/sum_odd.casl");
        assertEquals("3622 1010 000F 2621 2210 0011 4110 0010 6500 000C 6400 0003 1120 0012 8100 0001 0013 0002 0000",
                words(sum, COMET2));
        assertEquals(Map.of("SUMODD", 0L, "SUMODD.NEXT", 3L, "SUMODD.DONE", 12L, "SUMODD.FIRST", 15L,
                "SUMODD.LAST", 16L, "SUMODD.TWO", 17L, "SUMODD.TOTAL", 18L), sum.symbols());
        assertEquals(0, sum.origin());
    }

    @Test
    void everyInstructionFormMacroAndConstantAsTheSpecificationEncodesThem() throws Exception {
        Assembly forms = assembleResource(COMET2, "casl2/forms.cas");
        String expected = String.join(" ",
                "FFFF 8000 0041 0027 0042 0009", "0000 0000 0000",                   // DC, DS 3
                "0000", "1010 0000", "1027 0000", "1434", "1151 0006", "1260 FFFE", // NOP LD LD LD ST LAD
                "2000 006C 2412 2110 0000 2512 2210 0000 2612 2310 0000 2712",      // ADDA SUBA ADDL SUBL
                "3010 0000 3412 3110 0000 3512 3210 006D 3612",                     // AND OR XOR
                "4010 006E 4412 4110 0000 4512",                                    // CPA CPL
                "5010 0001 5113 0002 5210 000F 5310 0010",                          // shifts
                "6100 0009 6201 0009 6300 0009 6400 0009 6500 0009 6600 0009",      // jumps
                "7001 0000 7110 8000 0070 F000 0002",                               // PUSH POP CALL SVC
                "7001 0000 7002 0000 1210 0006 1220 006B F000 0001 7120 7110",      // IN BUF,LEN
                "7001 0000 7002 0000 7003 0000 7004 0000 7005 0000 7006 0000 7007 0000", // RPUSH
                "7170 7160 7150 7140 7130 7120 7110",                               // RPOP
                "8100 0003",                                                        // RET, LEN
                "0005 FFFF 0041 0042",                                              // literals =5 =#FFFF ='AB'
                "8100");                                                            // program OTHER
        assertEquals(expected, words(forms, COMET2));
        assertEquals(9L, forms.symbol("FORMS"), "a START label is the execution start (its operand)");
        assertEquals(0x70L, forms.symbol("OTHER"), "the next program follows the literals of the one before");
        assertEquals(9, forms.origin());
    }

    @Test
    void literalsArePlacedAtTheirProgramsEndInOrderOfUse() throws Exception {
        Assembly two = assemble(COMET2, """
                A       START
                        LD      GR1,=1
                        LD      GR2,=1
                        RET
                        END
                B       START
                        LD      GR1,='XY'
                        RET
                        END
                """);
        assertEquals("1010 0005 1020 0006 8100 0001 0001 1010 000A 8100 0058 0059", words(two, COMET2));
    }

    @Test
    void aDecimalConstantOutsideTheWordKeepsItsLow16Bits() throws Exception {
        // IPA specification, DC: a decimal outside -32768..32767 stores its low 16 bits; literals are DC constants
        Assembly wide = assemble(COMET2, """
                W       START
                        LD      GR1,=70000
                        RET
                        DC      -32769,131071
                        END
                """);
        assertEquals("1010 0005 8100 7FFF FFFF 1170", words(wide, COMET2));
    }

    @Test
    void labelsBelongToTheirProgramAndStartLabelsToAll() throws Exception {
        Assembly two = assemble(COMET2, """
                MAIN    START
                        CALL    SUB
                LOOP    RET
                        END
                SUB     START
                LOOP    JUMP    LOOP
                        END
                """);
        assertEquals("8000 0003 8100 6400 0003", words(two, COMET2));
        assertEquals(Map.of("MAIN", 0L, "MAIN.LOOP", 2L, "SUB", 3L, "SUB.LOOP", 3L), two.symbols());
    }

    @Test
    void listingShowsAddressesWordsAndCostUnits() throws Exception {
        Assembly program = assemble(COMET2, """
                MAIN    START
                        LD      GR1,A   ; load
                        OUT     A,=1
                        RET
                A       DC      'Hi'
                        END
                """);
        assertEquals("""
                 line  addr  words      cost  source
                    1  0000                   MAIN    START
                    2  0000  1010 000F     3          LD      GR1,A   ; load
                    3                                 OUT     A,=1
                    3  0002  7001 0000     3        + PUSH 0,GR1
                    3  0004  7002 0000     3        + PUSH 0,GR2
                    3  0006  1210 000F     2        + LAD GR1,A
                    3  0008  1220 0011     2        + LAD GR2,=1
                    3  000A  F000 0002     2        + SVC 2
                    3  000C  7120          2        + POP GR2
                    3  000D  7110          2        + POP GR1
                    4  000E  8100          2          RET
                    5  000F  0048 0069        A       DC      'Hi'
                    6                                 END
                    6  0011  0001                   =1
                """, Listing.format(program, 2, "cost"));
    }

    @Test
    void everyErrorIsReportedWithLineColumnAndCaret() {
        assertEquals("""
                test.cas:2:9: error: unknown instruction 'LDX'
                    LDX     GR1,A
                    ^
                test.cas:3:21: error: undefined label 'NOWHERE'
                    LD      GR1,NOWHERE
                                ^
                test.cas:4:1: error: bad label 'lower': 1-8 upper-case letters and digits, starting with a letter
                    lower   RET
                    ^
                test.cas:6:1: error: duplicate label 'A' in program 'MAIN'
                    A       DC      1
                    ^
                test.cas:7:23: error: GR0 cannot be an index register
                    LD      GR1,A,GR0
                                  ^
                test.cas:8:9: error: CASL II instructions are upper case: 'RET'
                    ret
                    ^
                test.cas:9:21: error: decimal address 70000 out of range -32768..65535
                    LAD     GR1,70000
                                ^""", errors(COMET2, """
                MAIN    START
                        LDX     GR1,A
                        LD      GR1,NOWHERE
                lower   RET
                A       DC      1
                A       DC      1
                        LD      GR1,A,GR0
                        ret
                        LAD     GR1,70000
                        END
                """));
    }

    @Test
    void programStructureErrors() {
        assertEquals("""
                test.cas:1:9: error: statement before START
                    RET
                    ^
                test.cas:2:9: error: START needs a label: the program's name
                    START
                    ^
                test.cas:2:1: error: START has no END
                    START
                    ^""", errors(COMET2, "        RET\n        START\n        RET\n"));
        assertEquals("""
                test.cas:1:17: error: the execution start 'NONE' is no label of program 'P'
                    P       START   NONE
                                    ^""", errors(COMET2, "P       START   NONE\n        RET\n        END\n"));
    }

    @Test
    void literalInProgramWithoutEndIsOnlyTheMissingEnd() {
        // the first pass never placed the literal (no END): the second pass must not look its address up
        assertEquals("""
                test.cas:1:1: error: START of program 'P' has no END
                    P       START
                    ^""", errors(COMET2, "P       START\n        LD      GR1,=5\n        RET\n"));
    }

    @Test
    void spaceCountBeyondLongIsAnError() {
        assertEquals("""
                test.cas:2:17: error: DS needs a decimal count of words 0..65536, not '9223372036854775808'
                    DS      9223372036854775808
                            ^""", errors(COMET2, "P       START\n        DS      9223372036854775808\n"
                + "        RET\n        END\n"));
    }

    @Test
    void operandProblems() {
        assertEquals("""
                test.cas:2:21: error: an address is expected here, not the register GR2
                    ST      GR1,GR2
                                ^
                test.cas:3:21: error: an address operand holds one character; write a literal ('='AB'') for more
                    LD      GR1,'AB'
                                ^
                test.cas:4:23: error: unexpected text 'X' after the operand (separate operands with commas; \
                a comment starts with ';')
                    LD      GR1,A X
                                  ^
                test.cas:5:21: error: a literal is '=' and a decimal, #hex or character constant, not '=A'
                    LD      GR1,=A
                                ^
                test.cas:6:17: error: a literal cannot be a DC constant (write the constant itself)
                    DC      =1
                            ^
                test.cas:7:9: error: invalid operands for POP: r
                    POP     LABEL
                    ^""".replace("\\\n", ""), errors(COMET2, """
                P       START
                        ST      GR1,GR2
                        LD      GR1,'AB'
                        LD      GR1,A X
                        LD      GR1,=A
                        DC      =1
                        POP     LABEL
                A       RET
                        END
                """));
    }

    @Test
    void aLabelOnEndInCaslTwoNamesWhereTheLiteralsBegin() throws Exception {
        // YACASL2 v0.6p20 (casl2 -a -l) on "LAD GR1,LAST / RET / LAST END": MAIN.LAST = #0003, after the last
        // statement; here the literal =5 begins there too
        assertEquals("1210 0005 1020 0005 8100 0005", words(assemble(Comet2Profile.COMET2, """
                MAIN    START
                        LAD     GR1,LAST
                        LD      GR2,=5
                        RET
                LAST    END
                """), Comet2Profile.COMET2));
    }
}
