package dev.romlab.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * {@code romlab fuzz --target asm}: the project's own sources for an assembler (bundled routines, examples, test
 * sources: never a third party's), mutated ({@link SourceMutator}) and run through {@code romlab asm} (one case in
 * eight with a listing and a symbols file, one in eight through {@code exec}) in this JVM. Every case must end
 * with exit 0 and its output, or exit 1, positioned errors and no output; never an internal error or stack trace,
 * and nothing but its outputs in its folder.
 */
final class AssemblerSourceFuzz implements FuzzTarget {

    /** The assemblers, by the CPU they assemble for: the extensions of their sources in the corpus. */
    static final List<String> CPUS = List.of("z80", "6502", "tms9900", "comet2", "mlfe");

    private static final Set<String> OUTPUTS = Set.of("out.bin", "out.lst", "out.sym");

    private final String cpu;
    private final String extension;
    private final List<String> corpus;

    /** The assembler for {@code cpu}, mutating the sources found under {@code corpusRoot}. */
    AssemblerSourceFuzz(String cpu, Path corpusRoot) {
        this.cpu = cpu;
        List<String> extensions = switch (cpu) {
            case "z80" -> List.of(".asm", ".z80", ".inc");
            case "6502", "2a03" -> List.of(".s", ".s65");
            case "tms9900" -> List.of(".a99");
            case "comet2" -> List.of(".cas", ".casl");
            case "mlfe" -> List.of(".fe");
            default -> throw new IllegalArgumentException("no assembler to fuzz for " + cpu + "; choose one of "
                    + String.join(", ", CPUS));
        };
        this.extension = extensions.get(0);
        this.corpus = sources(corpusRoot, extensions);
        if (corpus.isEmpty()) {
            throw new IllegalArgumentException("no " + String.join(" or ", extensions) + " sources under "
                    + corpusRoot + " to mutate (give the repository's folder with --corpus)");
        }
    }

    /**
     * The texts of the files under {@code root} with one of {@code extensions}, build output and hidden folders
     * left out.
     */
    static List<String> sources(Path root, List<String> extensions) {
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> found = files.filter(file -> Stream.of(root.relativize(file).toString().split("/"))
                            .noneMatch(part -> part.equals("target") || part.startsWith(".") && part.length() > 1))
                    .filter(Files::isRegularFile)
                    .filter(file -> extensions.stream().anyMatch(file.getFileName().toString()::endsWith))
                    .sorted().toList();
            List<String> texts = new ArrayList<>();
            for (Path file : found) {
                texts.add(Files.readString(file, StandardCharsets.ISO_8859_1));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String name() {
        return "asm " + cpu;
    }

    @Override
    public Input input(long seed, int index) {
        SplittableRandom random = FuzzSeeds.random(seed, index);
        String source = SourceMutator.mutate(corpus.get(random.nextInt(corpus.size())), random);
        String file = "m" + extension;
        List<String> args = new ArrayList<>();
        switch (random.nextInt(8)) {
            case 0 -> args.addAll(List.of("exec", file, "--cpu", cpu, "--max-cycles", "10000"));
            case 1 -> args.addAll(List.of("asm", file, "--cpu", cpu, "-o", "out.bin", "--listing", "out.lst",
                    "--symbols", "out.sym"));
            default -> args.addAll(List.of("asm", file, "--cpu", cpu, "-o", "out.bin"));
        }
        return new Input(source.getBytes(StandardCharsets.UTF_8), file,
                "romlab " + String.join(" ", args).replace(file, "FILE"), args);
    }

    @Override
    public List<FuzzFault> run(Input input, Path work) throws IOException {
        @SuppressWarnings("unchecked")
        List<String> args = new ArrayList<>((List<String>) input.plan());
        Files.write(work.resolve(input.fileName()), input.bytes());
        args.replaceAll(arg -> arg.equals(input.fileName()) || OUTPUTS.contains(arg) ? work.resolve(arg).toString()
                : arg);
        FuzzCommandRun run = FuzzCommandRun.of(new ByteArrayInputStream(
                CpuImageFuzz.CONSOLE_INPUT.getBytes(StandardCharsets.US_ASCII)), args.toArray(String[]::new));
        List<FuzzFault> faults = new ArrayList<>(run.faults(0, 1));
        try (Stream<Path> left = Files.list(work)) {
            left.map(file -> file.getFileName().toString())
                    .filter(name -> !name.equals(input.fileName()) && !OUTPUTS.contains(name))
                    .forEach(name -> faults.add(new FuzzFault(FuzzFault.Kind.FILES, "left behind: " + name)));
        }
        if (args.get(0).equals("asm")) {
            boolean written = Files.exists(work.resolve("out.bin"));
            if (run.exitCode() == 0 && !written) {
                faults.add(new FuzzFault(FuzzFault.Kind.OTHER, "exit 0 without its output"));
            } else if (run.exitCode() != 0 && written) {
                faults.add(new FuzzFault(FuzzFault.Kind.FILES, "exit " + run.exitCode() + " but out.bin written"));
            }
        }
        return faults;
    }
}
