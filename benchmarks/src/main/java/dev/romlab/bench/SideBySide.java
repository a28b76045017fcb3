package dev.romlab.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue #24's comparison in one run: rounds alternating romlab's interpreter, romlab's translating engine and
 * another core (a command you built outside the repository from its public sources), each on the same workload for
 * the same time, after one round of warm-up of romlab's engines, then the ratios. A round gives each engine its
 * seconds in turns (10 by default, {@code --turns N}), the three engines taking turns: this machine's speed drifts by
 * 20% or more over seconds, and all three engines then see the same drift, where in one 3 s stretch each a slow
 * stretch fell on one engine only (one quiet run: romlab's two engines at 68 and 221 for three rounds, then 84 and
 * 298 while the other core went from 67 to 51). The other core's command runs once per turn.
 *
 * <p>Each of romlab's engines runs in a JVM of its own ({@link EngineProcess}), as the other core runs in its own
 * process and as a user's command runs one engine: in one JVM the translator's blocks, calling the CPU's memory
 * methods too, changed the profiles C2 compiled the interpreter from (the 6502's interpreter 395-513 emulated MHz
 * between rounds beside the translator, 489-541 alone, in one quiet run). The workloads are the side-by-side JMH
 * benchmarks' own, with their set-up checks ({@link Z80SideBySide}, {@link SideBySide6502}, {@link SideBySideTms9900},
 * {@link Comet2SideBySide}); both engines run through {@code Runner.run()}, as romlab runs them (the benchmarks'
 * {@code runner} and {@code translator}), the other core through its driver's own loop.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.romlab.bench.SideBySide WORKLOAD [ROUNDS [SECONDS]] [--turns N]
 *      [--match TEXT] [-- COMMAND...]
 * </pre>
 *
 * WORKLOAD is {@code z80}, {@code 6502}, {@code tms9900}, {@code tms9900-ti99} or {@code comet2}. The other core's command prints
 * its figure in a line with {@code round} in it, as the drivers of {@code shared/perf} do ({@code round 0:
 * superzazu/z80 (gcc -O2) 1012 MHz}); the last such line not starting with {@code romlab} counts, so a driver that
 * also runs romlab or warms up in earlier rounds can be given as it is; with {@code --match TEXT} only lines with TEXT
 * in them count (one profile of a driver that prints two). The text {@code SECONDS} in the command is replaced by a
 * turn's seconds.
 */
public final class SideBySide {

    private static final Pattern FIGURE = Pattern.compile("round \\d+:.*?([0-9][0-9,]*(?:\\.[0-9]+)?) *(?:emulated )?"
            + "(MHz|M instr/s)");

    /** A workload: what one slice of each romlab engine runs, in the unit it reports (T-states, instructions). */
    record Workload(String unit, LongSupplier interpreter, LongSupplier translator) {
    }

    private SideBySide() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals(EngineProcess.SERVE)) {
            EngineProcess.serve(workload(args[2]), args[1]);
            return;
        }
        if (args.length == 0) {
            System.err.println("usage: SideBySide z80|6502|tms9900|tms9900-ti99|comet2 [ROUNDS [SECONDS]] [--turns N]"
                    + " [--match TEXT] [-- COMMAND...]");
            System.exit(2);
        }
        int dash = List.of(args).indexOf("--");
        List<String> own = new ArrayList<>(List.of(args).subList(0, dash < 0 ? args.length : dash));
        String match = option(own, "--match", "");
        int turns = Integer.parseInt(option(own, "--turns", "10"));
        List<String> other = dash < 0 ? List.of() : List.of(args).subList(dash + 1, args.length);
        int rounds = own.size() > 1 ? Integer.parseInt(own.get(1)) : 5;
        double seconds = own.size() > 2 ? Double.parseDouble(own.get(2)) : 3;
        double turn = seconds / turns;
        String unit = workload(own.get(0)).unit();
        System.out.printf(Locale.ROOT, "%s, %d rounds of %.0f s in %d turns of %.2f s per engine, %s; load average %s;"
                + " CPUs %s%n", own.get(0), rounds, seconds, turns, turn, unit, loadAverage(), allowedCpus());
        // One JVM started and warmed up (its engine compiled) before the next starts: two JVMs compiling at once on
        // two cores change the order of C2's compilations, and with it the code it makes.
        try (EngineProcess interpreterJvm = EngineProcess.warm(own.get(0), "interpreter", seconds);
                EngineProcess translatorJvm = EngineProcess.warm(own.get(0), "translator", seconds)) {
            for (int round = 0; round < rounds; round++) {
                // Turns of equal time: each engine's rate over the round is the mean of its turns' rates.
                double interpreter = 0;
                double translator = 0;
                double theirs = 0;
                for (int t = 0; t < turns; t++) {
                    interpreter += interpreterJvm.rate(turn) / turns;
                    translator += translatorJvm.rate(turn) / turns;
                    if (!other.isEmpty()) {
                        theirs += otherCore(other, turn, match) / turns;
                    }
                }
                String line = String.format(Locale.ROOT,
                        "round %d: romlab interpreter %,.0f, translator %,.0f (%.2fx)", round, interpreter, translator,
                        translator / interpreter);
                if (!other.isEmpty()) {
                    line += String.format(Locale.ROOT, "; other %,.1f: interpreter %.2fx, translator %.2fx", theirs,
                            interpreter / theirs, translator / theirs);
                }
                System.out.println(line);
            }
        }
        System.out.println("load average " + loadAverage());
    }

    /** Removes {@code name} and its value from {@code words}: the value, or {@code absent} without the option. */
    private static String option(List<String> words, String name, String absent) {
        int at = words.indexOf(name);
        if (at < 0) {
            return absent;
        }
        String value = words.get(at + 1);
        words.subList(at, at + 2).clear();
        return value;
    }

    static Workload workload(String name) throws Exception {
        switch (name) {
            case "z80" -> {
                Z80SideBySide bench = new Z80SideBySide();
                bench.assemble();
                TStates counter = new TStates();
                return new Workload("emulated MHz", () -> tStates(counter, () -> bench.runner(counter)),
                        () -> tStates(counter, () -> bench.translator(counter)));
            }
            case "6502" -> {
                SideBySide6502 bench = new SideBySide6502();
                bench.load();
                Cycles counter = new Cycles();
                return new Workload("emulated MHz", () -> cycles(counter, () -> bench.runner(counter)),
                        () -> cycles(counter, () -> bench.translator(counter)));
            }
            case "tms9900", "tms9900-ti99" -> {
                SideBySideTms9900 bench = new SideBySideTms9900();
                bench.profile = name.equals("tms9900") ? "zero-wait" : "ti99-4a";
                bench.load();
                InstructionsAndCycles counter = new InstructionsAndCycles();
                return new Workload("M instr/s", () -> instructions(counter, () -> bench.runner(counter)),
                        () -> instructions(counter, () -> bench.translator(counter)));
            }
            case "comet2" -> {
                Comet2SideBySide bench = new Comet2SideBySide();
                bench.assemble();
                InstructionsAndCycles counter = new InstructionsAndCycles();
                return new Workload("M instr/s", () -> instructions(counter, () -> bench.runner(counter)),
                        () -> instructions(counter, () -> bench.translator(counter)));
            }
            default -> throw new IllegalArgumentException("no workload " + name
                    + ": z80, 6502, tms9900, tms9900-ti99 or comet2");
        }
    }

    private static long tStates(TStates counter, Runnable slice) {
        long before = counter.tStates;
        slice.run();
        return counter.tStates - before;
    }

    private static long cycles(Cycles counter, Runnable slice) {
        long before = counter.cycles;
        slice.run();
        return counter.cycles - before;
    }

    private static long instructions(InstructionsAndCycles counter, Runnable slice) {
        long before = counter.instructions;
        slice.run();
        return counter.instructions - before;
    }

    /** Runs slices for {@code seconds}: units per microsecond (emulated MHz, or millions of instructions a second). */
    static double rate(LongSupplier slice, double seconds) {
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long units = 0;
        long now;
        do {
            units += slice.getAsLong();
            now = System.nanoTime();
        } while (now < end);
        return units * 1e3 / (now - start);
    }

    /** Runs the other core's command once and reads its figure, from the last round line with {@code match}. */
    private static double otherCore(List<String> command, double seconds, String match)
            throws IOException, InterruptedException {
        List<String> words = new ArrayList<>();
        for (String word : command) {
            words.add(word.replace("SECONDS", String.format(Locale.ROOT, "%.3f", seconds)));
        }
        Process process = new ProcessBuilder(words).redirectErrorStream(true).start();
        Double figure = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                Matcher m = FIGURE.matcher(line);
                if (!line.startsWith("romlab") && line.contains(match) && m.find()) {
                    figure = Double.parseDouble(m.group(1).replace(",", ""));
                }
            }
        }
        if (process.waitFor() != 0 || figure == null) {
            throw new IllegalStateException(String.join(" ", words) + " exited with " + process.exitValue()
                    + (figure == null ? " and printed no round figure" : ""));
        }
        return figure;
    }

    /**
     * The CPUs this process (and every engine it starts, which inherit them) may run on, from Linux's
     * {@code /proc/self/status}: one, as {@code taskset -c 1} gives, is how to measure on a VM whose CPUs run at
     * different speeds (see benchmarks/README.md).
     */
    private static String allowedCpus() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(line -> line.startsWith("Cpus_allowed_list:"))
                    .map(line -> line.substring(line.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
