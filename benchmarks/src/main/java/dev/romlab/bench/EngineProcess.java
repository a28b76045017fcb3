package dev.romlab.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * One of romlab's engines on one {@link SideBySide} workload in a JVM of its own, run a round at a time: the parent
 * writes a round's seconds as a line, the child runs the engine that long and answers with its rate as a line. The
 * child gets the parent's class path and JVM options.
 */
final class EngineProcess implements AutoCloseable {

    /** The child's first argument: {@code SideBySide --serve ENGINE WORKLOAD}. */
    static final String SERVE = "--serve";

    private final Process process;
    private final PrintWriter rounds;
    private final BufferedReader rates;

    private EngineProcess(Process process) {
        this.process = process;
        this.rounds = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.rates = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Starts a JVM that runs {@code engine} ({@code interpreter} or {@code translator}) on {@code workload} and runs
     * one uncounted round of {@code seconds} in it, in which the JIT compiles the engine.
     */
    static EngineProcess warm(String workload, String engine, double seconds) throws IOException {
        EngineProcess started = start(workload, engine);
        started.rate(seconds);
        return started;
    }

    private static EngineProcess start(String workload, String engine) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), SideBySide.class.getName(), SERVE, engine,
                workload));
        return new EngineProcess(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start());
    }

    /** Runs one round of {@code seconds} in the child: units per microsecond. */
    double rate(double seconds) throws IOException {
        rounds.println(seconds);
        String answer = rates.readLine();
        if (answer == null) {
            throw new IOException("the " + String.join(" ", process.info().arguments().orElse(new String[0]))
                    + " JVM ended before answering a round");
        }
        return Double.parseDouble(answer);
    }

    @Override
    public void close() throws IOException {
        rounds.close();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
        }
    }

    /** The child's side: answers each round's seconds on standard input with the engine's rate. */
    static void serve(SideBySide.Workload workload, String engine) throws IOException {
        LongSupplier slice = switch (engine) {
            case "interpreter" -> workload.interpreter();
            case "translator" -> workload.translator();
            default -> throw new IllegalArgumentException("no engine " + engine + ": interpreter or translator");
        };
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = System.out;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            out.println(String.format(Locale.ROOT, "%.6f", SideBySide.rate(slice, Double.parseDouble(line.trim()))));
            out.flush();
        }
    }
}
