package dev.romlab.cpu.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.Test;

class MemoryDumpTest {

    private final Memory memory = new Memory();

    @Test
    void rowsOfSixteenBytesInHexAndAscii() {
        memory.load(0x0200, "Hello, romlab!\n\u0001 and more".getBytes(StandardCharsets.ISO_8859_1));

        List<String> rows = MemoryDump.rows(memory, 0x0200, 20, address -> null);

        assertEquals(List.of(
                "0200  48 65 6C 6C 6F 2C 20 72 6F 6D 6C 61 62 21 0A 01  Hello, romlab!..",
                "0210  20 61 6E 64                                       and"), rows);
    }

    @Test
    void everyLabelStartsARowThatNamesIt() {
        memory.load(0x9DB0, new byte[] {(byte) 0xC9, 0x00, (byte) 0x85, (byte) 0xDA, (byte) 0xB7, 0x44});

        List<String> rows = MemoryDump.rows(memory, 0x9DB0, 6,
                address -> address == 0x9DB2 ? "_LFSRSeed" : address == 0x9DB0 ? "done" : null);

        assertEquals(List.of(
                "9DB0  C9 00                                            ..                done",
                "9DB2  85 DA B7 44                                      ...D              _LFSRSeed"), rows);
    }

    @Test
    void wrapsAtTheTopOfMemory() {
        memory.write(0xFFFF, 0x41);
        memory.write(0x0000, 0x42);

        assertEquals(List.of("FFFF  41  A", "0000  42  B"),
                MemoryDump.rows(memory, 0xFFFF, 2, address -> null).stream()
                        .map(row -> row.replaceAll(" {2,}", "  ")).toList());
    }

    @Test
    void wordAddressedMemoryShowsWordsWithOneCharacterEach() {
        Memory words = new Memory(AddressSpace.WORDS16_64K);
        int[] text = {'C', 'A', 'S', 'L', 0x1234, 0xFFFF, 'I', 'I', '!'};
        for (int i = 0; i < text.length; i++) {
            words.write(0x0100 + i, text[i]);
        }

        List<String> rows = MemoryDump.rows(words, 0x0100, text.length, address -> address == 0x0108 ? "BANG" : null);

        assertEquals(List.of(
                "0100  0043 0041 0053 004C 1234 FFFF 0049 0049  CASL..II",
                "0108  0021                                     !         BANG"), rows);
    }
}
