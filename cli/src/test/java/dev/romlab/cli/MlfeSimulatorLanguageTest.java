package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts of the MLFE simulator's language (hempgreens/MLFE-simulator, {@code manual/manual_mlfe.md} and
 * {@code mlfe.py}) beyond its samples, each in a small program written as the manual shows it, with the output
 * {@code mlfe.py} gives for it (worked out from its code: the expected texts say why).
 */
class MlfeSimulatorLanguageTest {

    @TempDir
    Path dir;

    private CommandRun run(String source, String input) throws Exception {
        Path file = Files.writeString(dir.resolve("prog.fe"), source);
        return CommandRun.withInput(input, "exec", file.toString()).assertExit(0);
    }

    @Test
    void readAndWriteAddTheWordAtTheirThirdOperandToThePort() throws Exception {
        // manual, READ/WRITE: "r1 [+ (label)]": port 1 + (ONE) = 2 writes hex; port 0 + (ZERO) reads a character
        String source = """
                PGM     START
                        LAD     GR1, 1
                        LAD     GR4, 63
                        WRITE   GR1, GR4, ONE
                        LAD     GR0, 0
                        READ    GR0, GR2, ZERO
                        WRITE   GR0, GR2
                        WRITE   GR1, GR4, =3
                        RET
                ONE     DC      1
                ZERO    DC      0
                        END
                """;
        assertEquals("3fx63", run(source, "x\n").out());
    }

    @Test
    void labelsAreAnyWordTheSimulatorTakesAsOne() throws Exception {
        // mlfe.py's get_label: a first word that is no instruction is a label, whatever its characters
        String source = """
                PGM     START
                        LD      GR1, C+
                        LAD     GR2, 1
                        WRITE   GR2, GR1
                        JUMP    2ND
                C+      DC      42
                2ND     LD      GR1, a.b-c
                        WRITE   GR2, GR1
                        RET
                a.b-c   DC      -7
                        END
                """;
        assertEquals("42-7", run(source, "").out());
    }

    @Test
    void wordsTheSimulatorWouldReadOtherwiseAreNoLabels() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.fe"), """
                PGM     START
                        RET
                12      DC      1
                =A      DC      2
                #B      DC      3
                GR3     DC      4
                        END
                """);
        CommandRun run = CommandRun.of("exec", file.toString()).assertExit(1);

        assertEquals(4, run.err().split("bad label|is a register name", -1).length - 1, run.err());
    }

    @Test
    void dregShowsTheRegistersFlagsPcAndSpInTheSimulatorsLayout() throws Exception {
        String source = """
                PGM     START
                        LAD     GR1, 5
                        LAD     GR13, -2
                        PUSH    7
                        CPA     GR13, GR1
                        DREG    ='DebugReg'
                        POP     GR2
                        RET
                        END
                """;
        // PC is the DREG's own address, SP the one word pushed (the simulator counts START as a word and keeps the
        // OS's return on its stack: it would show [5, 65534])
        assertEquals("""
                DebugReg
                GR    = [0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -2]
                FLAG  = [SF:1, ZF:0, OF:0]
                PC,SP = [4, 65535]
                """, run(source, "").out());
    }

    @Test
    void dmemShowsTheManualsExampleFourWordsToARow() throws Exception {
        // the manual's DMEM example: a row ends after each address that is 3 modulo 4, as mlfe.py's (i+1) % 4
        String source = """
                PGM     START
                        DMEM    ='DebugMEM',DATA_S,DATA_E
                        RET
                DATA_S  DC      'hello'
                DATA_E  DC      10
                        END
                """;
        assertEquals("DebugMEM Start:5 End:10\n  [00005  104 h] [00006  101 e] [00007  108 l]   \n"
                + "  [00008  108 l] [00009  111 o] [00010   10  ] \n", run(source, "").out());
    }

    @Test
    void dstkShowsTheStackFromTheTop() throws Exception {
        String source = """
                PGM     START
                        PUSH    1
                        CALL    SUB
                        POP     GR1
                        RET
                SUB     DSTK    ='DebugSTK'
                        RET
                        END
                """;
        assertEquals("DebugSTK\n  65534: 2\n  65535: 1\n", run(source, "").out());
    }

    @Test
    void saveAndReturnRestoreTheRegistersAndReturn() throws Exception {
        String source = """
                PGM     START
                        LAD     GR1, 1
                        LAD     GR10, 10
                        CALL    SUB
                        CALL    ALLREGS
                        LAD     GR2, 1
                        WRITE   GR2, GR1
                        WRITE   GR2, GR10
                        RET
                SUB     SAVE    GR1, GR10
                        LAD     GR1, 100
                        LAD     GR10, 200
                        RETURN
                ALLREGS SAVE    ALL
                        LAD     GR1, 300
                        LAD     GR10, 400
                        RETURN
                        END
                """;
        assertEquals("110", run(source, "").out());
    }

    @Test
    void soundPlaysNothingAndKeepsTheRegisters() throws Exception {
        String source = """
                PGM     START
                        LAD     GR1, 7
                        SOUND   TIME, FREQ, SAMPL
                        LAD     GR2, 1
                        WRITE   GR2, GR1
                        RET
                TIME    DC      250
                FREQ    DC      440
                SAMPL   DC      44100
                        END
                """;
        assertEquals("7", run(source, "").out());
    }

    @Test
    void pcAndSpAreRegistersToReadAndIndexWith() throws Exception {
        // mlfe.py's getGR reads SP and PC like registers: PC is the instruction's own address, SP's index reaches the
        // stack (the tutorial's chapter 2-2: "LD GR1, VALUE, PC" indexes with PC)
        String source = """
                PGM     START
                        LAD     GR2, 1
                        LAD     GR7, 0
                        LAD     GR0, ','
                        PUSH    42
                        LD      GR1, 0, SP
                        WRITE   GR2, GR1
                        WRITE   GR7, GR0
                        LD      GR3, SP
                        WRITE   GR2, GR3
                        WRITE   GR7, GR0
                        LD      GR4, PC
                        WRITE   GR2, GR4
                        WRITE   GR7, GR0
                        LAD     GR5, 2, PC
                        WRITE   GR2, GR5
                        JUMP    2, PC
                        WRITE   GR2, GR5
                        ADDA    GR6, GR2, SP
                        WRITE   GR7, GR0
                        WRITE   GR2, GR6
                        LD      SP, =7
                        LD      GR3, SP
                        WRITE   GR7, GR0
                        WRITE   GR2, GR3
                        POP     GR1
                        RET
                        END
                """;
        // a write to SP is dropped, as the simulator drops it
        assertEquals("42,65535,10,15,65536,65535", run(source, "").out());
    }
}
