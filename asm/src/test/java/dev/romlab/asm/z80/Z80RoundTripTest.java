package dev.romlab.asm.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.DisassembledInstruction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * assemble(disassemble(bytes)) == bytes for every opcode of every page, with sample operand bytes after it
 * (positive and negative displacements, both ends of the JR range). The check runs line by line, so a failure
 * names the line that does not assemble back.
 */
class Z80RoundTripTest {

    private static final int ORIGIN = 0x8000;
    /** Room for the longest sequence: DD CB d op plus three operand bytes. */
    private static final int SPACING = 8;
    /** Operand samples: each opcode is followed by one of these, covering d = +5, -128, +127, -3. */
    private static final int[][] OPERAND_SAMPLES = {{0x05, 0x34, 0x12}, {0x80, 0x00, 0x80}, {0x7F, 0xFF, 0xFF},
        {0xFD, 0x12, 0x34}};

    private final Z80Disassembler disassembler = new Z80Disassembler();
    private final Assembler assembler = Assembler.z80();

    @Test
    void everyUnprefixedOpcodeRoundTrips() {
        assertRoundTrips(new int[0]);
    }

    @Test
    void everyCbOpcodeRoundTrips() {
        assertRoundTrips(new int[] {0xCB});
    }

    @Test
    void everyEdOpcodeIncludingMirrorsAndHolesRoundTrips() {
        assertRoundTrips(new int[] {0xED});
    }

    @Test
    void everyDdOpcodeIncludingIgnoredPrefixesRoundTrips() {
        assertRoundTrips(new int[] {0xDD});
    }

    @Test
    void everyFdOpcodeIncludingIgnoredPrefixesRoundTrips() {
        assertRoundTrips(new int[] {0xFD});
    }

    @Test
    void everyDdCbOpcodeRoundTripsWithPositiveAndNegativeDisplacements() {
        for (int displacement : new int[] {0x05, 0x80, 0x7F, 0xFD}) {
            assertRoundTrips(new int[] {0xDD, 0xCB, displacement});
        }
    }

    @Test
    void everyFdCbOpcodeRoundTripsWithPositiveAndNegativeDisplacements() {
        for (int displacement : new int[] {0x05, 0x80, 0x7F, 0xFD}) {
            assertRoundTrips(new int[] {0xFD, 0xCB, displacement});
        }
    }

    /**
     * Assembles the disassembly of every opcode after {@code prefix} as one program (each sequence at its own
     * {@code .org}, {@link #SPACING} bytes apart); only when that differs, reassembles line by line to name the
     * lines that do not round-trip.
     */
    private void assertRoundTrips(int[] prefix) {
        StringBuilder source = new StringBuilder();
        byte[] expected = new byte[0x100 * OPERAND_SAMPLES.length * SPACING];
        List<DisassembledInstruction> lines = new ArrayList<>();
        int offset = 0;
        int end = 0;
        for (int opcode = 0; opcode < 0x100; opcode++) {
            for (int[] operands : OPERAND_SAMPLES) {
                byte[] bytes = sequence(prefix, opcode, operands);
                int address = ORIGIN + offset;
                System.arraycopy(bytes, 0, expected, offset, bytes.length);
                source.append(String.format(".org $%04X%n", address));
                for (DisassembledInstruction line : disassembler.disassemble(bytes, address, address, bytes.length)) {
                    source.append(line.text()).append('\n');
                    lines.add(line);
                }
                end = offset + bytes.length;
                offset += SPACING;
            }
        }
        if (!Arrays.equals(Arrays.copyOf(expected, end), assembleOrNull(source.toString()))) {
            List<String> failures = lines.stream().map(this::reassemble).filter(Objects::nonNull).toList();
            assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())),
                    failures.size() + " lines do not assemble back to their bytes");
        }
    }

    private byte[] assembleOrNull(String source) {
        try {
            return assembler.assemble("roundtrip.asm", source, Map.of()).toBinary();
        } catch (AssemblyException e) {
            return null;
        }
    }

    private static byte[] sequence(int[] prefix, int opcode, int[] operands) {
        byte[] bytes = new byte[prefix.length + 1 + operands.length];
        for (int i = 0; i < prefix.length; i++) {
            bytes[i] = (byte) prefix[i];
        }
        bytes[prefix.length] = (byte) opcode;
        for (int i = 0; i < operands.length; i++) {
            bytes[prefix.length + 1 + i] = (byte) operands[i];
        }
        return bytes;
    }

    /** Null when {@code line}'s text assembles at its address to its bytes, else what went wrong. */
    private String reassemble(DisassembledInstruction line) {
        String source = String.format(".org $%04X\n%s\n", line.address(), line.text());
        String expected = line.hexBytes();
        try {
            byte[] actual = assembler.assemble("roundtrip.asm", source, Map.of()).toBinary();
            String actualHex = HexFormat.ofDelimiter(" ").withUpperCase().formatHex(actual);
            return actualHex.equals(expected) ? null : "'" + line.text() + "' gave " + actualHex + ", not " + expected;
        } catch (AssemblyException e) {
            return "'" + line.text() + "' (" + expected + ") fails: " + e.getMessage();
        }
    }
}
