package dev.romlab.asm.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.SharedTestData;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The instruction table's cycles and lengths against an independent oracle: the NMOS 6502 vectors of the shared
 * test data ({@code 6502/nmos/}, 256 opcode files of 200 vectors, one bus entry per cycle; read from
 * {@code -Dromlab.testdata}, never copied into the repository). Every vector must take the table's base cycles,
 * plus one where the table says {@code +} and the vector's indexed address crosses a page, and a branch 2, 3 or
 * 4 as it falls through, is taken, or is taken to another page; an instruction that does not jump must move PC by
 * its length. The twelve JAM files are left out: the CPU never finishes those (6502/README.md, "JAM").
 */
class Mos6502SingleStepTimingTest {

    private static final Set<String> JUMPS = Set.of("jmp", "jsr", "rts", "rti", "brk");
    private static final Pattern REGISTER = Pattern.compile("\"(pc|x|y)\":(\\d+)");
    private static final Pattern RAM_CELL = Pattern.compile("\\[(\\d+),(\\d+)]");
    private static final Pattern CYCLE = Pattern.compile("\\[\\d+,\\d+,\"(?:read|write)\"]");

    @Test
    void everyOpcodeTakesTheCyclesAndLengthOfTheTable() throws IOException {
        Path folder = SharedTestData.folder("6502 vectors", "6502", "nmos");
        List<String> failures = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                int opcode = Integer.parseInt(file.getFileName().toString().substring(0, 2), 16);
                if (Mos6502InstructionTable.byOpcode(opcode).jams()) {
                    continue;
                }
                for (String vector : vectors(file)) {
                    String problem = check(vector);
                    checked++;
                    if (problem != null) {
                        failures.add(file.getFileName() + ": " + problem);
                    }
                }
            }
        }
        assertEquals(244 * 200, checked, "vectors found in " + folder);
        assertEquals(List.of(), failures.subList(0, Math.min(30, failures.size())),
                failures.size() + " of " + checked + " vectors disagree with the table");
    }

    /** Null when the vector agrees with the table, else what differs. */
    private static String check(String vector) {
        String initial = section(vector, "\"initial\":", "\"final\":");
        Map<String, Integer> registers = registers(initial);
        int pc = registers.get("pc");
        int finalPc = registers(section(vector, "\"final\":", "\"cycles\":")).get("pc");
        Map<Integer, Integer> ram = new HashMap<>();
        Matcher cell = RAM_CELL.matcher(section(initial, "\"ram\":", null));
        while (cell.find()) {
            ram.put(Integer.parseInt(cell.group(1)), Integer.parseInt(cell.group(2)));
        }
        int cycles = (int) CYCLE.matcher(section(vector, "\"cycles\":", null)).results().count();
        Mos6502Instruction row = Mos6502InstructionTable.byOpcode(ram.get(pc));
        int next = (pc + row.length()) & 0xFFFF;
        int expected = expectedCycles(row, pc, finalPc, registers, ram);
        // A taken branch of displacement 0 lands where falling through would: 3 cycles, PC as if not taken.
        boolean ambiguous = row.mode() == Mos6502AddressingMode.RELATIVE && ram.get((pc + 1) & 0xFFFF) == 0
                && cycles == row.cycles().taken();
        if (cycles != expected && !ambiguous) {
            return String.format("%s %s at $%04X: table %s, expected %d here, vector %d cycles", row.mnemonic(),
                    row.mode(), pc, row.cycles(), expected, cycles);
        }
        if (row.mode() != Mos6502AddressingMode.RELATIVE && !JUMPS.contains(row.mnemonic()) && finalPc != next) {
            return String.format("%s at $%04X: length %d, but PC went to $%04X", row.mnemonic(), pc, row.length(),
                    finalPc);
        }
        return null;
    }

    /** The table's count for this vector: base, or the branch's 2/3/4, or base + 1 for a page crossed. */
    private static int expectedCycles(Mos6502Instruction row, int pc, int finalPc, Map<String, Integer> registers,
            Map<Integer, Integer> ram) {
        int next = (pc + 2) & 0xFFFF;
        if (row.mode() == Mos6502AddressingMode.RELATIVE) {
            if (finalPc == next) {
                return row.cycles().notTaken();
            }
            return row.cycles().taken() + ((finalPc & 0xFF00) != (next & 0xFF00) ? 1 : 0);
        }
        if (!row.cycles().pageCrossing()) {
            return row.cycles().taken();
        }
        int operand = ram.get((pc + 1) & 0xFFFF);
        int base;
        int index;
        switch (row.mode()) {
            case ABSOLUTE_X:
                base = operand | ram.get((pc + 2) & 0xFFFF) << 8;
                index = registers.get("x");
                break;
            case ABSOLUTE_Y:
                base = operand | ram.get((pc + 2) & 0xFFFF) << 8;
                index = registers.get("y");
                break;
            default: // (zp),y: the pointer's high byte comes from the next zero-page cell, wrapping at $FF
                base = ram.get(operand) | ram.get((operand + 1) & 0xFF) << 8;
                index = registers.get("y");
                break;
        }
        return row.cycles().taken() + (((base + index) & 0xFF00) != (base & 0xFF00) ? 1 : 0);
    }

    private static Map<String, Integer> registers(String state) {
        Map<String, Integer> registers = new HashMap<>();
        Matcher matcher = REGISTER.matcher(state);
        while (matcher.find()) {
            registers.putIfAbsent(matcher.group(1), Integer.parseInt(matcher.group(2)));
        }
        return registers;
    }

    /** One vector per line (6502/README.md, "Format"), the brackets of the array on lines of their own. */
    private static List<String> vectors(Path file) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.ISO_8859_1))) {
            return in.lines().filter(line -> line.startsWith("{")).toList();
        }
    }

    private static String section(String text, String from, String to) {
        int start = text.indexOf(from);
        int end = to == null || text.indexOf(to, start) < 0 ? text.length() : text.indexOf(to, start);
        return text.substring(start + from.length(), end);
    }
}
