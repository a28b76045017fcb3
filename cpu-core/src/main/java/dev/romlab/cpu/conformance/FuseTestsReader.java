package dev.romlab.cpu.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads FUSE's {@code tests.in} and {@code tests.expected} (format: the {@code README} beside them) and joins
 * them by test name into {@link FuseCase}s, in {@code tests.in} order.
 */
final class FuseTestsReader {

    private final Path file;
    private final List<String> lines;
    private int next;

    private FuseTestsReader(Path file) throws IOException {
        this.file = file;
        this.lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
    }

    static List<FuseCase> read(Path folder) throws IOException {
        FuseTestsReader inputs = new FuseTestsReader(folder.resolve("tests.in"));
        FuseTestsReader outputs = new FuseTestsReader(folder.resolve("tests.expected"));
        Map<String, Expectation> expectations = new LinkedHashMap<>();
        for (Expectation expectation = outputs.nextExpectation(); expectation != null;
                expectation = outputs.nextExpectation()) {
            expectations.put(expectation.name, expectation);
        }
        List<FuseCase> cases = new ArrayList<>();
        for (Input input = inputs.nextInput(); input != null; input = inputs.nextInput()) {
            Expectation expected = expectations.get(input.name);
            if (expected == null) {
                throw new IllegalArgumentException(outputs.file + ": no result for test " + input.name);
            }
            cases.add(new FuseCase(input.name, input.state, input.memory, expected.state, expected.ports,
                    expected.changes));
        }
        return cases;
    }

    private record Input(String name, FuseState state, List<FuseMemoryBlock> memory) {
    }

    private record Expectation(String name, List<PortEvent> ports, FuseState state, List<FuseMemoryBlock> changes) {
    }

    /** A {@code tests.in} block: name, two state lines, memory lines, {@code -1}; null at the end. */
    private Input nextInput() {
        String name = nextName();
        if (name == null) {
            return null;
        }
        FuseState state = nextState();
        List<FuseMemoryBlock> memory = new ArrayList<>();
        for (String line = nextLine(); !line.trim().equals("-1"); line = nextLine()) {
            memory.add(memoryBlock(line));
        }
        return new Input(name, state, memory);
    }

    /** A {@code tests.expected} block: name, events, two state lines, memory lines up to a blank line. */
    private Expectation nextExpectation() {
        String name = nextName();
        if (name == null) {
            return null;
        }
        List<PortEvent> ports = new ArrayList<>();
        while (next < lines.size() && isEvent(lines.get(next))) {
            String[] event = tokens(nextLine());
            switch (event[1]) {
                case "PR" -> ports.add(new PortEvent(PortEvent.Kind.READ, hex(event[2]), hex(event[3])));
                case "PW" -> ports.add(new PortEvent(PortEvent.Kind.WRITE, hex(event[2]), hex(event[3])));
                default -> {
                    // MR, MW, MC, PC: memory timing and contention, which this harness does not model.
                }
            }
        }
        FuseState state = nextState();
        List<FuseMemoryBlock> changes = new ArrayList<>();
        while (next < lines.size() && !lines.get(next).isBlank()) {
            changes.add(memoryBlock(nextLine()));
        }
        return new Expectation(name, ports, state, changes);
    }

    private static boolean isEvent(String line) {
        String[] fields = tokens(line);
        return fields.length >= 3 && fields[1].length() == 2 && "MRMWMCPRPWPC".contains(fields[1]);
    }

    /** Skips blank lines; null at the end of the file. */
    private String nextName() {
        while (next < lines.size() && lines.get(next).isBlank()) {
            next++;
        }
        return next < lines.size() ? nextLine().trim() : null;
    }

    private FuseState nextState() {
        String[] words = tokens(nextLine());
        String[] rest = tokens(nextLine());
        if (words.length != FuseState.WORD_REGISTERS.length || rest.length != 7) {
            throw error("expected two register lines");
        }
        int[] values = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            values[i] = hex(words[i]);
        }
        return new FuseState(values, hex(rest[0]), hex(rest[1]), Integer.parseInt(rest[2]),
                Integer.parseInt(rest[3]), Integer.parseInt(rest[4]), Integer.parseInt(rest[5]),
                Long.parseLong(rest[6]));
    }

    /** {@code "1234 56 78 9a -1"}. */
    private FuseMemoryBlock memoryBlock(String line) {
        String[] fields = tokens(line);
        if (fields.length < 2 || !fields[fields.length - 1].equals("-1")) {
            throw error("expected a memory line ending in -1");
        }
        byte[] bytes = new byte[fields.length - 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) hex(fields[i + 1]);
        }
        return new FuseMemoryBlock(hex(fields[0]), bytes);
    }

    private String nextLine() {
        if (next >= lines.size()) {
            throw error("unexpected end of file");
        }
        return lines.get(next++);
    }

    private static String[] tokens(String line) {
        return line.trim().split("\\s+");
    }

    private int hex(String token) {
        try {
            return Integer.parseInt(token, 16);
        } catch (NumberFormatException e) {
            throw error("not a hex number: " + token);
        }
    }

    private IllegalArgumentException error(String message) {
        return new IllegalArgumentException(file + ":" + next + ": " + message);
    }
}
