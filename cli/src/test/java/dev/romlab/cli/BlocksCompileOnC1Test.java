package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * The bundled {@code check} runs on C1 alone (the launcher's {@code -XX:TieredStopAtLevel=1}), so every translated
 * block must be a method C1 compiles: one it gives up on ("COMPILE SKIPPED", as a block that jumped back into its
 * own middle from a shared slow path once did) runs in the bytecode interpreter, many times slower than the CPU's own
 * interpreter. Runs the whole check in a JVM with C1's compilation log and reads it.
 */
class BlocksCompileOnC1Test {

    @Test
    void everyBlockOfTheBundledCheckCompilesOnC1() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+PrintCompilation",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "check"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "check did not end");
        String log = output.get();
        assertEquals(0, process.exitValue(), () -> log.lines().filter(line -> !line.startsWith(" ")).toList()
                .toString());
        List<String> blocks = log.lines().filter(line -> line.contains(".Block")).toList();
        assertTrue(blocks.size() > 100, blocks.size() + " compilations of translated blocks in the log");
        List<String> skipped = blocks.stream().filter(line -> line.contains("COMPILE SKIPPED")).toList();
        assertEquals(List.of(), skipped, "blocks C1 did not compile");
    }

    private static String read(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
