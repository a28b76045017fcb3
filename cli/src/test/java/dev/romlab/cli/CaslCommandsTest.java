package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CASL II ({@code .cas}) and MLFE ({@code .fe}) sources through asm, disasm and exec. */
class CaslCommandsTest {

    private static final String HELLO = """
            ; prints a line, then adds 1+2+3 into GR1
            HELLO   START
                    OUT     MSG,LEN
                    LAD     GR1,0
                    ADDA    GR1,=1
                    ADDA    GR1,=2
                    ADDA    GR1,=3
                    RET
            MSG     DC      'HELLO'
            LEN     DC      5
                    END
            """;

    @TempDir
    Path dir;

    @Test
    void asmWritesTheWordImageAndAListingInWordsAndCostUnits() throws IOException {
        Path source = Files.writeString(dir.resolve("hello.cas"), HELLO);

        CommandRun run = CommandRun.of("asm", source.toString(), "--listing", "-", "-o",
                dir.resolve("hello.bin").toString()).assertExit(0);

        assertEquals("""
                 line  addr  words      cost  source
                    1                         ; prints a line, then adds 1+2+3 into GR1
                    2  0000                   HELLO   START
                    3                                 OUT     MSG,LEN
                    3  0000  7001 0000     3        + PUSH 0,GR1
                    3  0002  7002 0000     3        + PUSH 0,GR2
                    3  0004  1210 0015     2        + LAD GR1,MSG
                    3  0006  1220 001A     2        + LAD GR2,LEN
                    3  0008  F000 0002     2        + SVC 2
                    3  000A  7120          2        + POP GR2
                    3  000B  7110          2        + POP GR1
                    4  000C  1210 0000     2          LAD     GR1,0
                    5  000E  2010 001B     3          ADDA    GR1,=1
                    6  0010  2010 001C     3          ADDA    GR1,=2
                    7  0012  2010 001D     3          ADDA    GR1,=3
                    8  0014  8100          2          RET
                    9  0015  0048 0045        MSG     DC      'HELLO'
                       0017  004C 004C
                       0019  004F
                   10  001A  0005             LEN     DC      5
                   11                                 END
                   11  001B  0001                   =1
                   11  001C  0002                   =2
                   11  001D  0003                   =3
                """, run.out());
        assertEquals(source + ": 30 words at #0000-#001D -> " + dir.resolve("hello.bin") + "\n", run.err());
        byte[] image = Files.readAllBytes(dir.resolve("hello.bin"));
        assertEquals(60, image.length, "two bytes per word, most significant first");
        assertEquals(0x70, image[0] & 0xFF);
        assertEquals(0x01, image[1] & 0xFF);
    }

    @Test
    void asmReportsEveryErrorWithItsPosition() throws IOException {
        Path source = Files.writeString(dir.resolve("bad.cas"), "P       START\n        LD      GR1,X\n"
                + "        JUMP    GR9\n        END\n");

        CommandRun run = CommandRun.of("asm", source.toString()).assertExit(1);

        assertEquals(source + ":2:21: error: undefined label 'X'\n"
                + "    LD      GR1,X\n"
                + "                ^\n"
                + source + ":3:17: error: undefined label 'GR9'\n"
                + "    JUMP    GR9\n"
                + "            ^\n"
                + "romlab asm: " + source + ": 2 errors\n", run.err());
    }

    @Test
    void disasmShowsWordsCostUnitsAndCaslText() throws IOException {
        Path binary = Files.write(dir.resolve("prog.bin"), new byte[] {0x10, 0x12, 0x00, 0x05, 0x24, 0x12,
                (byte) 0x81, 0x00, (byte) 0xFF, (byte) 0xFF});

        CommandRun run = CommandRun.of("disasm", binary.toString(), "--cpu", "comet2").assertExit(0);

        assertEquals("""
                DISASM   START
                         LD GR1,#0005,GR2       ; 0000  1012 0005   3
                         ADDA GR1,GR2           ; 0002  2412        1
                         RET                    ; 0003  8100        2
                         DC #FFFF               ; 0004  FFFF        1  undefined opcode
                         END
                """, run.out());
    }

    @Test
    void execRunsCaslIiWithOutOnStandardOutput() throws IOException {
        Path source = Files.writeString(dir.resolve("hello.cas"), HELLO);

        CommandRun run = CommandRun.of("exec", source.toString()).assertExit(0);

        assertEquals("HELLO\n", run.out(), run.transcript());
        assertTrue(run.err().contains("GR1=0006"), run.transcript());
    }

    @Test
    void execRunsMlfeWithItsPortsAndLowerCaseSource() throws IOException {
        Path source = Files.writeString(dir.resolve("write.fe"), """
                pgm     start
                        lad     gr1, 1          ; port 1: signed decimal
                        lad     gr0, -42
                        write   gr1, gr0
                        lad     gr1, 0          ; port 0: a character
                        lad     gr2, '\\n'
                        write   gr1, gr2
                        ret
                        end
                """);

        CommandRun run = CommandRun.of("exec", source.toString()).assertExit(0);

        assertEquals("-42\n", run.out(), run.transcript());
        assertTrue(run.err().contains("GR0=FFFFFFD6"), run.transcript());
    }
}
