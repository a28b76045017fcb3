package dev.romlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assertions;

/**
 * {@code romlab} run as a separate process of this JVM with this test's class path, through {@code bash} so that
 * a test can set what only a process has: its umask, its standard output as a pipe or a full device, its locale.
 *
 * @param exitCode what the process exited with
 * @param out      its standard output, as bytes
 * @param err      its standard error
 */
record RomlabProcess(int exitCode, byte[] out, String err) {

    /** Runs {@code shellPrefix} (e.g. {@code umask 027 &&}), then romlab with {@code args}, in {@code folder}. */
    static RomlabProcess run(Path folder, String shellPrefix, String... args) throws IOException, InterruptedException {
        return run(folder, shellPrefix, "", args);
    }

    /**
     * Runs romlab with {@code args} in {@code folder}, its standard output redirected or piped as {@code shellSuffix}
     * says ({@code > /dev/full}, {@code | head -1}); the exit code is romlab's (bash's pipefail: the other tools of a
     * pipeline exit 0).
     */
    static RomlabProcess redirected(Path folder, String shellSuffix, String... args)
            throws IOException, InterruptedException {
        return run(folder, "", shellSuffix, args);
    }

    private static RomlabProcess run(Path folder, String shellPrefix, String shellSuffix, String... args)
            throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of("bash", "-c", "set -o pipefail; " + shellPrefix
                + " exec \"$0\" -cp \"$ROMLAB_TEST_CLASSPATH\" " + Main.class.getName() + " \"$@\" " + shellSuffix,
                java));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
        builder.environment().put("ROMLAB_TEST_CLASSPATH", System.getProperty("java.class.path"));
        Process process = builder.start();
        process.getOutputStream().close();
        CompletableFuture<byte[]> out = drain(process.getInputStream());
        CompletableFuture<byte[]> err = drain(process.getErrorStream());
        Assertions.assertTrue(process.waitFor(60, TimeUnit.SECONDS), "romlab did not finish in 60 s");
        return new RomlabProcess(process.exitValue(), out.join(), new String(err.join()));
    }

    /** Starts romlab with {@code args} in {@code folder}, for a test that signals it; stdout and stderr discarded. */
    static Process start(Path folder, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(folder.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static CompletableFuture<byte[]> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try (stream) {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
