package dev.romlab.asm.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.SharedTestData;
import java.io.IOException;
import java.io.InputStream;
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
 * The instruction table's T-states and lengths against an independent oracle: the SingleStepTests/z80 vectors
 * in the shared test data ({@code z80/sst-v1/}, one file per opcode of every page, read from
 * {@code -Dromlab.testdata}; never copied into the repository). For the first vectors of each file, the
 * instruction the disassembler decodes at the initial PC must take as many T-states as the vector's cycle list
 * is long (taken or not-taken count, matching where the PC went), and a non-jump must move PC by its length.
 * A DD/FD prefix the disassembler shows as its own line is timed together with the instruction after it, as
 * the vectors treat the pair as one instruction.
 */
class SingleStepTimingTest {

    private static final int VECTORS_PER_FILE = 8;
    /** Enough decompressed text for {@link #VECTORS_PER_FILE} vectors (each is about 2 KB). */
    private static final int TEXT_PER_FILE = 40_000;
    private static final Set<String> JUMPS = Set.of("jp", "jr", "djnz", "call", "ret", "reti", "retn", "rst");
    private static final Pattern PC = Pattern.compile("\"pc\":(\\d+)");
    private static final Pattern RAM_CELL = Pattern.compile("\\[(\\d+),(\\d+)]");
    private static final Pattern CYCLE = Pattern.compile("\\[\\d+,(?:null|\\d+),\"");

    private final Z80Disassembler disassembler = new Z80Disassembler();

    @Test
    void everyOpcodeTakesTheTStatesAndLengthOfTheTable() throws IOException {
        Path folder = SharedTestData.folder("SingleStepTests vectors", "z80", "sst-v1");
        List<String> failures = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                for (String vector : vectors(file)) {
                    String problem = check(vector);
                    checked++;
                    if (problem != null) {
                        failures.add(file.getFileName() + ": " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 10_000, "only " + checked + " vectors found in " + folder);
        assertEquals(List.of(), failures.subList(0, Math.min(30, failures.size())),
                failures.size() + " of " + checked + " vectors disagree with the table");
    }

    /** Null when the vector agrees with the table, else what differs. */
    private String check(String vector) {
        String initial = section(vector, "\"initial\":", "\"final\":");
        String last = section(vector, "\"final\":", "\"cycles\":");
        int pc = firstNumber(PC, initial);
        int finalPc = firstNumber(PC, last);
        Map<Integer, Integer> ram = new HashMap<>();
        Matcher cell = RAM_CELL.matcher(section(initial, "\"ram\":", null));
        while (cell.find()) {
            ram.put(Integer.parseInt(cell.group(1)), Integer.parseInt(cell.group(2)));
        }
        // One cycle-list entry per T-state; the port list after it has entries of the same form.
        int tStates = (int) CYCLE.matcher(section(vector, "\"cycles\":", "\"ports\":")).results().count();

        int prefixTStates = 0;
        int address = pc;
        DisassembledInstruction line = disassembler.decode(a -> ram.getOrDefault(a, 0), address);
        while (line.text().contains("prefix ignored")) {
            prefixTStates += line.cycles().taken();
            address = (address + 1) & 0xFFFF;
            line = disassembler.decode(a -> ram.getOrDefault(a, 0), address);
        }
        int next = (address + line.length()) & 0xFFFF;
        CycleCount cycles = line.cycles();
        boolean fellThrough = finalPc == next;
        int expected = prefixTStates + (fellThrough ? cycles.notTaken() : cycles.taken());
        boolean ambiguous = cycles.isConditional() && fellThrough
                && tStates == prefixTStates + cycles.taken();
        if (tStates != expected && !ambiguous) {
            return String.format("'%s' at $%04X: table %s (+%d prefix), vector %d T-states", line.text(), pc,
                    cycles.text(), prefixTStates, tStates);
        }
        if (!fellThrough && !isJump(line) && !cycles.isConditional()) {
            return String.format("'%s' at $%04X: length %d, but PC went to $%04X", line.text(), pc,
                    line.length(), finalPc);
        }
        return null;
    }

    /** Jumps, calls, returns: by mnemonic, or by the meaning in the comment of a {@code db} line. */
    private static boolean isJump(DisassembledInstruction line) {
        String text = line.text();
        String meaning = text.startsWith("db ") ? text.substring(text.indexOf("; ") + 2) : text;
        return JUMPS.contains(meaning.split(" ")[0]);
    }

    private static List<String> vectors(Path file) throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            text = new String(in.readNBytes(TEXT_PER_FILE), StandardCharsets.ISO_8859_1);
        }
        String[] pieces = text.split("\\{\"name\":");
        List<String> vectors = new ArrayList<>();
        // pieces[0] is the opening bracket; the last piece may be cut off by the read limit.
        for (int i = 1; i < pieces.length - 1 && vectors.size() < VECTORS_PER_FILE; i++) {
            vectors.add(pieces[i]);
        }
        return vectors;
    }

    /** The text after {@code from} up to {@code to}, or to the end when {@code to} is null or absent. */
    private static String section(String text, String from, String to) {
        int start = text.indexOf(from);
        int end = to == null || text.indexOf(to, start) < 0 ? text.length() : text.indexOf(to, start);
        return text.substring(start + from.length(), end);
    }

    private static int firstNumber(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            fail("no " + pattern + " in " + text);
        }
        return Integer.parseInt(matcher.group(1));
    }
}
