package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MemoryWordsTest {

    @Test
    void aWordAddressHoldsAWholeWordMostSignificantByteFirst() {
        Memory memory = new Memory(AddressSpace.WORDS16_64K);

        memory.write(0x0001, 0x1234);

        assertEquals(0x10000, memory.addresses());
        assertEquals(2, memory.wordBytes());
        assertEquals(0x1234, memory.read(0x0001));
        assertEquals(0x12, memory.bytes[2]);
        assertEquals(0x34, memory.bytes[3]);
    }

    @Test
    void thirtyTwoBitWordsKeepEveryBit() {
        Memory memory = new Memory(AddressSpace.WORDS32_64K);

        memory.write(0xFFFF, 0xCAFEBABE);

        assertEquals(0xCAFEBABE, memory.read(0xFFFF));
        assertEquals(0xCAFEBABE, memory.read(0x1FFFF)); // addresses wrap at 65,536 words
    }

    @Test
    void loadAndSliceTakeWordsAtWordAddressesWrappingAtTheTop() {
        Memory memory = new Memory(AddressSpace.WORDS16_64K);
        byte[] image = {0x10, 0x20, 0x00, 0x05, (byte) 0x81, 0x00};

        memory.load(0xFFFF, image);

        assertEquals(0x1020, memory.read(0xFFFF));
        assertEquals(0x0005, memory.read(0x0000));
        assertEquals(0x8100, memory.read(0x0001));
        assertArrayEquals(image, memory.slice(0xFFFF, 3));
    }

    @Test
    void byteMemoryIsUnchanged() {
        Memory memory = new Memory();

        memory.load(0x0100, new byte[] {0x3E, 0x05});

        assertEquals(1, memory.wordBytes());
        assertEquals(0x10000, memory.addresses());
        assertEquals(0x05, memory.read(0x0101));
        assertArrayEquals(new byte[] {0x3E, 0x05}, memory.slice(0x0100, 2));
    }
}
