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
 * {@code romlab} run as a separate process of this JVM with this test's class path, through {@code sh} so that
 * a test can set what only a process has: its umask, its standard output as a pipe, its locale.
 *
 * @param exitCode what the process exited with
 * @param out      its standard output, as bytes
 * @param err      its standard error
 */
record RomlabProcess(int exitCode, byte[] out, String err) {

    /** Runs {@code shellPrefix} (e.g. {@code umask 027 &&}), then romlab with {@code args}, in {@code folder}. */
    static RomlabProcess run(Path folder, String shellPrefix, String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of("sh", "-c",
                shellPrefix + " exec \"$0\" -cp \"$ROMLAB_TEST_CLASSPATH\" " + Main.class.getName() + " \"$@\"", java));
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
