package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Memory-mapped I/O: a hooked page sees the Z80's data reads and writes, never its instruction fetches. */
class Z80MemoryHookTest {

    private static final int DEVICE = 0x4000;

    private final Memory memory = new Memory();
    private final List<String> accesses = new ArrayList<>();
    private final Z80 z80 = new Z80(memory, IoPorts.NONE);

    private final Memory.Hook device = new Memory.Hook() {
        @Override
        public int read(Memory m, int address) {
            accesses.add(String.format("read %04X", address));
            return 0x5A;
        }

        @Override
        public void write(Memory m, int address, int value) {
            accesses.add(String.format("write %04X %02X", address, value));
        }
    };

    private void run(int address, int... program) {
        memory.load(address, toBytes(program));
        z80.setPc(address);
        z80.step();
    }

    private static byte[] toBytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int k = 0; k < values.length; k++) {
            bytes[k] = (byte) values[k];
        }
        return bytes;
    }

    @Test
    void dataReadOfAHookedPageGoesToTheDevice() {
        memory.hook(DEVICE, DEVICE + 0xFF, device);
        run(0x8000, 0x3A, 0x10, 0x40);                                                // LD A,(4010h)
        assertEquals(List.of("read 4010"), accesses, "device accesses");
        assertEquals(0x5A, z80.registers().get("A"), "A from the device");
    }

    @Test
    void dataWriteOfAHookedPageGoesToTheDeviceAndNotToRam() {
        memory.hook(DEVICE, DEVICE + 0xFF, device);
        z80.registers().set("A", 0x77);
        run(0x8000, 0x32, 0x20, 0x40);                                                // LD (4020h),A
        assertEquals(List.of("write 4020 77"), accesses, "device accesses");
        assertEquals(0, memory.read(0x4020), "RAM under the device");
    }

    @Test
    void instructionFetchesFromAHookedPageBypassTheDevice() {
        memory.hook(DEVICE, DEVICE + 0xFF, device);
        run(DEVICE, 0x3E, 0x12);                                                      // LD A,12h
        assertEquals(List.of(), accesses, "device accesses");
        assertEquals(0x12, z80.registers().get("A"), "A");
    }

    @Test
    void removingTheHookRestoresPlainRam() {
        memory.hook(DEVICE, DEVICE + 0xFF, device);
        memory.hook(DEVICE, DEVICE + 0xFF, null);
        memory.write(0x4010, 0x33);
        run(0x8000, 0x3A, 0x10, 0x40);                                                // LD A,(4010h)
        assertEquals(List.of(), accesses, "device accesses");
        assertEquals(0x33, z80.registers().get("A"), "A from RAM");
    }
}
