package dev.romlab.asm.comet2;

import static dev.romlab.asm.comet2.CaslTestSupport.assemble;
import static dev.romlab.asm.comet2.CaslTestSupport.errors;
import static dev.romlab.asm.comet2.CaslTestSupport.words;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** MLFE's additions to CASL II: 32-bit words, 14 registers, three-register forms, ports, named SVCs, macros. */
class MlfeDialectTest {

    private static final Comet2Profile MLFE = Comet2Profile.MLFE;

    @Test
    void lowerCaseEscapesAndThirtyTwoBitData() throws Exception {
        assertEquals("12D0000A 00000027 0000000A FFFFFFFF 80000000 0000005C 81000000", words(assemble(MLFE, """
                main    start
                        lad     gr13, '\\n'     ; one character: its code
                        dc      '''', '\\n', -1, #80000000, '\\\\'
                        ret
                        end
                """), MLFE));
    }

    @Test
    void everyEscapeOfTheSimulatorsManual() throws Exception {
        // manual_mlfe.md (hempgreens/MLFE-simulator), "データ": \\ \' \" \a \b \f \n \r \t \v \e \0;
        // its sample mine_sweeper.fe colours its last line with '\e[32m'
        assertEquals("81000000 0000005C 00000027 00000022 00000007 00000008 0000000C 0000000A 0000000D 00000009 "
                + "0000000B 0000001B 00000000", words(assemble(MLFE, """
                PGM     START
                        RET
                        DC      '\\\\\\'\\"\\a\\b\\f\\n\\r\\t\\v\\e\\0'
                        END
                """), MLFE));
    }

    @Test
    void charactersAreJisX0201OnCometTwoAndCodePointsOnMlfe() throws Exception {
        // IPA specification, character constants: JIS X 0201 (half-width katakana at #A1-#DF); MLFE: ord(c)
        String source = """
                PGM     START
                        RET
                        DC      'A\uFF71\uFF9F'
                        END
                """;
        assertEquals("8100 0041 00B1 00DF", words(assemble(Comet2Profile.COMET2, source), Comet2Profile.COMET2));
        assertEquals("81000000 00000041 0000FF71 0000FF9F", words(assemble(MLFE, source), MLFE));
    }

    @Test
    void threeRegisterMultiplyDivideAndPorts() throws Exception {
        assertEquals("A5540002 A1040005 2C520000 28200008 91650000 90120000 B4120003 81000000 00000009",
                words(assemble(MLFE, """
                        PGM     START
                                DIVA    GR5, GR4, GR2
                                SUBA    GR0, GR4, GR5
                                MULA    GR5, GR2
                                MULA    GR2, HEIGHT
                                WRITE   GR6, GR5
                                READ    GR1, GR2
                                AND     GR1, GR2, GR3
                                RET
                        HEIGHT  DC      9
                                END
                        """), MLFE));
    }

    @Test
    void gr0IndexesAsTheChapterWritesIt() throws Exception {
        // LD GR4, FIELD, GR0 (seed 004's INITLP): x = 15 names GR0, since x = 0 means no index
        assertEquals("104F0003 114F0003 81000000 00000000", words(assemble(MLFE, """
                PGM     START
                        LD      GR4, FIELD, GR0
                        ST      GR4, FIELD, GR0
                        RET
                FIELD   DS      1
                        END
                """), MLFE));
    }

    @Test
    void namedSupervisorCallsAndTheOutMacroWithLiterals() throws Exception {
        assertEquals("F0000003 F0000004 F0000006 70010000 70020000 1210000B 12200015 F0000002 71200000 71100000 "
                + "81000000 00000030 00000031 00000032 00000033 00000034 00000035 00000036 00000037 00000038 0000000A "
                + "0000000A", words(assemble(MLFE, """
                PGM     START
                        SVC     time
                        SVC     printf
                        svc     malloc
                        OUT     ='012345678\\n', =10
                        RET
                        END
                """), MLFE));
    }

    @Test
    void registerRangesAbsAndRandintWithOperands() throws Exception {
        String words = words(assemble(MLFE, """
                PGM     START
                        RPUSH   0, 2
                        RPOP    0, 2
                        ABS     GR3
                        RANDINT 0, 100
                        RET
                        END
                """), MLFE);
        String[] each = words.split(" ");
        assertEquals("700F0000 70010000 70020000 71200000 71100000 71000000", String.join(" ", java.util.Arrays
                .copyOfRange(each, 0, 6)));
        // ABS GR3 at 6: LD GR3,GR3; JPL 9; MULA GR3,=-1 (the literal after RET)
        assertEquals("14330000 65000009 2830" + String.format("%04X", each.length - 1), String.join(" ", java.util
                .Arrays.copyOfRange(each, 6, 9)));
        assertEquals("FFFFFFFF", each[each.length - 1]);
        // RANDINT 0,100: saves GR1 and GR2, loads A and B, then the chapter's RAND; restores them last
        assertEquals("70010000 70020000 12100000 12200064", String.join(" ", java.util.Arrays.copyOfRange(each, 9,
                13)));
        assertEquals("71200000 71100000 81000000", String.join(" ", java.util.Arrays.copyOfRange(each,
                each.length - 4, each.length - 1)));
    }

    @Test
    void outTakesTheSimulatorsPortModeAsAThirdOperand() throws Exception {
        // manual_mlfe.md, OUT: "OUT label1, label2[, label3]", label3 the word holding the mode (the WRITE port:
        // 0 characters, 1 decimal, 2 hex, 3 binary, 4 unsigned); expanded, as the simulator's macro_mlfe.py does,
        // into a WRITE loop over the buffer
        assertEquals(words(assemble(MLFE, """
                FUNC    START
                        PUSH    0, GR0
                        PUSH    0, GR1
                        PUSH    0, GR2
                        LD      GR0, MODE
                        LAD     GR1, 0
                        CPL     GR1, LEN
                        JZE     #000B
                        LD      GR2, BUFF, GR1
                        WRITE   GR0, GR2
                        LAD     GR1, 1, GR1
                        JUMP    #0005
                        POP     GR2
                        POP     GR1
                        POP     GR0
                        RET
                BUFF    DC      7, -7
                LEN     DC      2
                MODE    DC      1
                        END
                """), MLFE), words(assemble(MLFE, """
                FUNC    OUT     BUFF, LEN, MODE
                        RET
                BUFF    DC      7, -7
                LEN     DC      2
                MODE    DC      1
                        END
                """.replace("FUNC    OUT", "FUNC    START\n        OUT")), MLFE));
    }

    @Test
    void aRegisterRangeMayBeWrittenFromEitherEnd() throws Exception {
        // the simulator's macro_mlfe.py pushes GR0..GR3 for RPUSH 3, 0 as for RPUSH 0, 3 (and RPOP pops GR3..GR0)
        String downward = """
                PGM     START
                        RPUSH   3, 0
                        RPOP    3, 0
                        RET
                        END
                """;
        assertEquals(words(assemble(MLFE, downward.replace("3, 0", "0, 3")), MLFE),
                words(assemble(MLFE, downward), MLFE));
    }

    @Test
    void mlfeErrors() {
        assertEquals("""
                test.fe:2:22: error: MLFE sign-extends the 16-bit value of LAD: 40000 would read as -25536 \\
                (load it with LD r,=40000)
                    LAD     GR1, 40000
                                 ^
                test.fe:3:20: error: register number 0..13 expected, not '14'
                    RPUSH   1, 14
                               ^
                test.fe:4:17: error: unknown escape \\q (known: \\\\ \\' \\" \\a \\b \\e \\f \\n \\r \\t \\v \\0)
                    DC      '\\q'
                            ^""".replace("\\\n", ""), errors(MLFE, """
                PGM     START
                        LAD     GR1, 40000
                        RPUSH   1, 14
                        DC      '\\q'
                        RET
                        END
                """));
    }

    @Test
    void aLabelOnEndNamesTheWordAfterTheLiterals() throws Exception {
        // manual_mlfe.md: "[label] END"; mlfe.py puts a program's literals before END and gives the label END's own
        // place (mlfe.py -s, START being its word 0: the literal =5 at 4, LAST at 5); here, without a word for START,
        // the literal is at 3 and LAST at 4
        assertEquals("12100004 10200003 81000000 00000005", words(assemble(MLFE, """
                PGM     START
                        LAD     GR1, LAST
                        LD      GR2, =5
                        RET
                LAST    END
                """), MLFE));
    }
}
