package dev.romlab.cli;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * {@code romlab fuzz --target cli}: the hostile file handling of issue #21, "Why", one kind of case after another
 * with a random CPU, command and size: outputs onto an input (directly, as the listing, through a symlink), two
 * outputs onto one file, a read-only target (with and without {@code --force}), {@code /dev/full} as the output
 * file and as standard output, standard output's reader gone, {@code /dev/zero} and endless standard input, a
 * FIFO as the source, a 100,000 to 2,000,000 character line, an output in a missing folder, binary junk as a
 * source. Each run must end with its exit code, one message, nothing written where it must not be (every file of
 * the case's folder as it was, but the outputs it may write) and nothing left behind (no temporary file, here or
 * in /dev). The streams are this JVM's: a full disk and a closed pipe are streams that fail as those do.
 */
final class FileHandlingFuzz implements FuzzTarget {

    /** The kinds of case, in turn: case i is kind i mod their number. */
    enum Hostile {
        OUTPUT_ONTO_SOURCE, LISTING_ONTO_SOURCE, OUTPUT_THROUGH_SYMLINK, TWO_OUTPUTS_ONE_FILE, READ_ONLY_TARGET,
        FORCED_READ_ONLY_TARGET, DEV_FULL_OUTPUT, FULL_STANDARD_OUTPUT, CLOSED_PIPE, DEV_ZERO_INPUT,
        ENDLESS_STANDARD_INPUT, FIFO_SOURCE, LONG_LINE, MISSING_FOLDER, BINARY_JUNK
    }

    /** Each CPU's source for the cases: a loop that never ends, so that a traced run goes on until stopped. */
    private static final Map<String, String> SOURCES = Map.of(
            "s.asm", "        org $8000\nloop:   inc a\n        jr loop\n",
            "s.s65", "        .org $0200\nloop:   inx\n        jmp loop\n",
            "s.a99", "       AORG >A000\nLOOP   INC  R0\n       JMP  LOOP\n       END\n",
            "s.cas", "PROG     START\nLOOP     LAD     GR1,1,GR1\n         JUMP    LOOP\n         END\n");
    private static final List<String> SOURCE_NAMES = List.copyOf(new TreeMap<>(SOURCES).keySet());
    private static final Map<String, String> CPUS = Map.of("s.asm", "z80", "s.s65", "6502", "s.a99", "tms9900",
            "s.cas", "comet2");

    /** The longest line an error message may print: a long source line is shown cut around the column. */
    static final int LONGEST_MESSAGE_LINE = 1000;

    @Override
    public String name() {
        return "cli";
    }

    /** A case: its kind, the source file it works on, and a number for its random part (a size, a command). */
    private record Plan(Hostile hostile, String source, int variant) {
    }

    @Override
    public Input input(long seed, int index) {
        SplittableRandom random = FuzzSeeds.random(seed, index);
        Hostile hostile = Hostile.values()[index % Hostile.values().length];
        String source = SOURCE_NAMES.get(random.nextInt(SOURCE_NAMES.size()));
        Plan plan = new Plan(hostile, source, random.nextInt(1 << 20));
        return new Input(SOURCES.get(source).getBytes(StandardCharsets.US_ASCII), source,
                "romlab fuzz --target cli --seed " + seed + " (case " + index + ": " + hostile + ")", plan);
    }

    @Override
    public List<FuzzFault> run(Input input, Path work) throws IOException {
        Plan plan = (Plan) input.plan();
        Path source = Files.write(work.resolve(plan.source()), input.bytes());
        String cpu = CPUS.get(plan.source());
        String s = source.toString();
        String out = work.resolve("out.bin").toString();
        Set<String> mayWrite = Set.of();
        int[] exits = {1, 2};
        InputStream in = InputStream.nullInputStream();
        OutputStream stdout = null;
        String[] args;
        Thread fifoWriter = null;
        switch (plan.hostile()) {
            case OUTPUT_ONTO_SOURCE -> args = new String[] {"asm", s, "--cpu", cpu, "-o", s};
            case LISTING_ONTO_SOURCE -> args = new String[] {"asm", s, "--cpu", cpu, "-o", out, "--listing=" + s};
            case OUTPUT_THROUGH_SYMLINK -> {
                Path link = Files.createSymbolicLink(work.resolve("link.bin"), source.getFileName());
                args = new String[] {"asm", s, "--cpu", cpu, "-o", link.toString()};
            }
            case TWO_OUTPUTS_ONE_FILE -> args = new String[] {"asm", s, "--cpu", cpu, "-o", out, "--listing", out};
            case READ_ONLY_TARGET, FORCED_READ_ONLY_TARGET -> {
                Path target = Files.writeString(work.resolve("out.bin"), "keep me");
                target.toFile().setWritable(false, false);
                boolean force = plan.hostile() == Hostile.FORCED_READ_ONLY_TARGET;
                args = force ? new String[] {"asm", s, "--cpu", cpu, "-o", out, "--force"}
                        : new String[] {"asm", s, "--cpu", cpu, "-o", out};
                if (force) {
                    mayWrite = Set.of("out.bin");
                    exits = new int[] {0};
                } else {
                    exits = new int[] {1};
                }
            }
            case DEV_FULL_OUTPUT -> {
                args = new String[] {"asm", s, "--cpu", cpu, "-o", "/dev/full"};
                exits = new int[] {1};
            }
            case FULL_STANDARD_OUTPUT -> {
                args = standardOutputCommand(plan, s, cpu);
                stdout = new FailingOutput("No space left on device", 0); // as /dev/full: no byte fits
                exits = new int[] {1};
            }
            case CLOSED_PIPE -> {
                // rolls without end on stdout (exec's trace goes to stderr, which the run keeps)
                args = new String[] {"troll", "-e", "sum 3d6", "2000000000"};
                stdout = new FailingOutput("Broken pipe", plan.variant() % 4096);
                exits = new int[] {StandardOutputFailure.BROKEN_PIPE_EXIT_CODE};
            }
            case DEV_ZERO_INPUT -> {
                args = switch (plan.variant() % 5) {
                    case 0 -> new String[] {"disasm", "/dev/zero", "--cpu", cpu};
                    case 1 -> new String[] {"exec", "/dev/zero", "--cpu", cpu};
                    case 2 -> new String[] {"troll", "/dev/zero"};
                    case 3 -> new String[] {"asm", "/dev/zero", "--cpu", cpu, "-o", out};
                    default -> {
                        Path image = Files.write(work.resolve("image.bin"), input.bytes());
                        yield new String[] {"disasm", image.toString(), "--cpu", cpu, "--symbols=/dev/zero"};
                    }
                };
                exits = new int[] {1};
            }
            case ENDLESS_STANDARD_INPUT -> {
                in = new EndlessInput(plan.variant());
                args = plan.variant() % 2 == 0 ? new String[] {"asm", "-", "--cpu", cpu, "-o", out}
                        : new String[] {"troll", "-"};
                exits = new int[] {1};
            }
            case FIFO_SOURCE -> {
                Path fifo = work.resolve("fifo-" + plan.source());
                Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
                waitFor(mkfifo);
                fifoWriter = new Thread(() -> {
                    try {
                        Files.write(fifo, input.bytes());
                    } catch (IOException e) {
                        // romlab closed it early: the check below sees what it made of that
                    }
                }, "fuzz-fifo");
                fifoWriter.setDaemon(true);
                fifoWriter.start();
                args = new String[] {"asm", fifo.toString(), "--cpu", cpu, "-o", out};
                mayWrite = Set.of("out.bin");
                exits = new int[] {0};
            }
            case LONG_LINE -> {
                int length = 100_000 + plan.variant() * 2 % 1_900_000;
                Files.writeString(source, "        " + "x".repeat(length) + " ?\n" + SOURCES.get(plan.source()));
                args = new String[] {"asm", s, "--cpu", cpu, "-o", out};
                exits = new int[] {1};
            }
            case MISSING_FOLDER -> {
                args = new String[] {"asm", s, "--cpu", cpu, "-o", work.resolve("missing/out.bin").toString()};
                exits = new int[] {1};
            }
            default -> {
                byte[] junk = new byte[1 + plan.variant() % 4096];
                new SplittableRandom(plan.variant()).nextBytes(junk);
                Files.write(source, junk);
                args = new String[] {"asm", s, "--cpu", cpu, "-o", out};
                exits = new int[] {1};
            }
        }
        Map<String, String> before = snapshot(work);
        Set<String> devBefore = devLeftovers();
        FuzzCommandRun run = stdout == null ? FuzzCommandRun.of(in, args) : FuzzCommandRun.of(in, stdout, args);
        if (fifoWriter != null) {
            releaseWriter(fifoWriter, work.resolve("fifo-" + plan.source()));
        }
        List<FuzzFault> faults = new ArrayList<>(run.faults(exits));
        if (plan.hostile() == Hostile.CLOSED_PIPE && !run.err().isEmpty()) {
            faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "a closed pipe is not quiet: " + run.err().strip()));
        }
        run.err().lines().filter(line -> line.length() > LONGEST_MESSAGE_LINE).findFirst().ifPresent(line ->
                faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "an error line of " + line.length() + " characters")));
        faults.addAll(changes(before, snapshot(work), mayWrite));
        Set<String> devAfter = devLeftovers();
        devAfter.removeAll(devBefore);
        devAfter.forEach(name -> faults.add(new FuzzFault(FuzzFault.Kind.FILES, "left behind: /dev/" + name)));
        if (plan.hostile() == Hostile.FIFO_SOURCE && run.exitCode() == 0) {
            FuzzCommandRun direct = FuzzCommandRun.of(InputStream.nullInputStream(), "asm", s, "--cpu", cpu, "-o",
                    work.resolve("direct.bin").toString());
            if (direct.exitCode() != 0 || !Arrays.equals(Files.readAllBytes(work.resolve("direct.bin")),
                    Files.readAllBytes(Path.of(out)))) {
                faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "a FIFO source assembles otherwise than its file"));
            }
        }
        return faults;
    }

    /**
     * Ends the FIFO's writer if romlab never opened the FIFO: a reader of our own meets it (on a thread of its own,
     * since opening a FIFO whose writer has just gone waits for the next one).
     */
    private static void releaseWriter(Thread writer, Path fifo) {
        try {
            writer.join(2_000);
            if (writer.isAlive()) {
                Thread reader = new Thread(() -> {
                    try (InputStream drain = new FileInputStream(fifo.toFile())) {
                        drain.transferTo(OutputStream.nullOutputStream());
                    } catch (IOException e) {
                        // the folder is going: nothing to release
                    }
                }, "fuzz-fifo-reader");
                reader.setDaemon(true);
                reader.start();
                writer.join(2_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A command that writes to standard output: disassembly, the kernel list, Troll, a binary on stdout, help. */
    private static String[] standardOutputCommand(Plan plan, String source, String cpu) {
        return switch (plan.variant() % 5) {
            case 0 -> new String[] {"disasm", source, "--cpu", cpu};
            case 1 -> new String[] {"list"};
            case 2 -> new String[] {"troll", "-e", "sum 3d6"};
            case 3 -> new String[] {"asm", source, "--cpu", cpu, "-o", "-"};
            default -> new String[] {"help", "asm"};
        };
    }

    /** Every entry of a folder and what it holds: a file's bytes, a link's target, a folder's mark. */
    private static Map<String, String> snapshot(Path work) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(work)) {
            for (Path path : paths.filter(path -> !path.equals(work)).toList()) {
                String name = work.relativize(path).toString();
                if (Files.isSymbolicLink(path)) {
                    entries.put(name, "link to " + Files.readSymbolicLink(path));
                } else if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                    entries.put(name, "folder");
                } else if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                    entries.put(name, Arrays.hashCode(Files.readAllBytes(path)) + " " + Files.size(path) + " "
                            + PosixFilePermissions.toString(Files.getPosixFilePermissions(path)));
                } else {
                    entries.put(name, "special");
                }
            }
        }
        return entries;
    }

    /** Files changed that must not be, and files new but for the outputs the case may write. */
    private static List<FuzzFault> changes(Map<String, String> before, Map<String, String> after, Set<String> mayWrite) {
        List<FuzzFault> faults = new ArrayList<>();
        before.forEach((name, was) -> {
            if (!mayWrite.contains(name) && !was.equals(after.get(name))) {
                faults.add(new FuzzFault(FuzzFault.Kind.FILES, "changed: " + name + " (" + was + " -> "
                        + after.get(name) + ")"));
            }
        });
        after.keySet().stream().filter(name -> !before.containsKey(name) && !mayWrite.contains(name))
                .forEach(name -> faults.add(new FuzzFault(FuzzFault.Kind.FILES, "written or left behind: " + name)));
        return faults;
    }

    /** Temporary files in /dev, where an output to /dev/full must leave none. */
    private static Set<String> devLeftovers() throws IOException {
        try (Stream<Path> dev = Files.list(Path.of("/dev"))) {
            return new java.util.TreeSet<>(dev.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith(".full") || name.endsWith(".tmp")).toList());
        }
    }

    private static void waitFor(Process process) throws IOException {
        try {
            if (process.waitFor() != 0) {
                throw new IOException("mkfifo failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /**
     * Standard output that takes {@code room} bytes, then fails as a full disk or a pipe whose reader has gone (the
     * message is the operating system's: "No space left on device", "Broken pipe").
     */
    static final class FailingOutput extends OutputStream {
        private final String message;
        private long room;

        FailingOutput(String message, long room) {
            this.message = message;
            this.room = room;
        }

        @Override
        public void write(int b) throws IOException {
            if (room-- <= 0) {
                throw new IOException(message);
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (length > room) {
                room = 0;
                throw new IOException(message);
            }
            room -= length;
        }
    }

    /** Standard input that never ends: zeros, or a source line repeated for ever (as {@code yes} would give). */
    private static final class EndlessInput extends InputStream {
        private final byte[] pattern;
        private long position;

        EndlessInput(int variant) {
            pattern = variant % 4 < 2 ? new byte[] {0} : "        nop\n".getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public int read() {
            return pattern[(int) (position++ % pattern.length)] & 0xFF;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) {
            for (int i = 0; i < length; i++) {
                bytes[offset + i] = pattern[(int) (position++ % pattern.length)];
            }
            return length;
        }
    }
}
