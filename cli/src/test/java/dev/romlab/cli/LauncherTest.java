package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code romlab} launcher script in a copy of the repository's layout, with {@code mvn} and {@code java}
 * replaced by stand-ins that log their arguments (the stand-in {@code mvn} builds by touching the jar): when it
 * builds, what it says, and how it starts Java.
 */
class LauncherTest {

    private static final Instant BUILT = Instant.parse("2026-01-02T03:04:05Z");

    @TempDir
    Path dir;

    private Path root;
    private Path jar;
    private Path log;

    @BeforeEach
    void layOutARepository() throws IOException {
        root = Files.createDirectories(dir.resolve("repo"));
        Path launcher = Path.of("..", "romlab");
        assertTrue(Files.isRegularFile(launcher), "tests run in the cli module, beside ../romlab");
        Files.copy(launcher, root.resolve("romlab"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Path source = Files.createDirectories(root.resolve("cli/src/main/java")).resolve("Main.java");
        Files.writeString(source, "class Main {}");
        Files.createDirectories(root.resolve("cli/target"));
        jar = root.resolve("cli/target/romlab.jar");
        log = dir.resolve("log");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        standIn(bin.resolve("mvn"), "echo \"mvn $*\" >> '" + log + "'; touch '" + jar + "'");
        standIn(bin.resolve("java"), "echo \"java $*\" >> '" + log + "'");
        setModified(source, BUILT.minusSeconds(60));
        setModified(root.resolve("pom.xml"), BUILT.minusSeconds(60));
    }

    private static void standIn(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static void setModified(Path file, Instant time) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(time));
    }

    private String launch(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", root.resolve("romlab").toString()));
        command.addAll(arguments.length == 0 ? List.of("--version") : List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectError(dir.resolve("stderr").toFile()).redirectOutput(dir.resolve("stdout").toFile());
        builder.environment().put("PATH", dir.resolve("bin") + ":" + System.getenv("PATH"));
        Process process = builder.start();
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), Files.readString(dir.resolve("stderr")));
        return Files.readString(dir.resolve("stderr"));
    }

    private List<String> logged(String command) throws IOException {
        return Files.readAllLines(log).stream().filter(line -> line.startsWith(command + " ")).toList();
    }

    @Test
    void buildsAMissingJar() throws Exception {
        String err = launch();

        assertTrue(err.startsWith("romlab: " + jar + " is missing; building it"), err);
        assertEquals(1, logged("mvn").size());
    }

    @Test
    void rebuildsWhenASourceIsNewerThanTheJarAndSaysWhich() throws Exception {
        Files.writeString(jar, "jar");
        setModified(jar, BUILT);
        setModified(root.resolve("cli/src/main/java/Main.java"), BUILT.plusSeconds(60));

        String err = launch();

        assertTrue(err.startsWith("romlab: cli/src/main/java/Main.java is newer than " + jar + "; building it"), err);
        assertEquals(1, logged("mvn").size());
    }

    @Test
    void rebuildsWhenAPomIsNewer() throws Exception {
        Files.writeString(jar, "jar");
        setModified(jar, BUILT);
        setModified(root.resolve("pom.xml"), BUILT.plusSeconds(60));

        String err = launch();

        assertTrue(err.startsWith("romlab: pom.xml is newer than"), err);
    }

    @Test
    void runsAnUpToDateJarWithoutBuilding() throws Exception {
        Files.writeString(jar, "jar");
        setModified(jar, BUILT);
        // build output and hidden folders are not sources
        Files.createDirectories(root.resolve("asm/target/src")).resolve("Generated.java").toFile().createNewFile();
        Files.createDirectories(root.resolve(".git/src")).resolve("x").toFile().createNewFile();

        String err = launch();

        assertEquals("", err);
        assertTrue(Files.readAllLines(log).stream().noneMatch(line -> line.startsWith("mvn ")));
    }

    @Test
    void startsJavaWithTheClassDataArchiveStep() throws Exception {
        Files.writeString(jar, "jar");
        setModified(jar, BUILT);

        launch();

        // the stand-in java makes no archive, so the last call runs the jar without one
        List<String> java = logged("java");
        assertTrue(java.get(0).startsWith("java -XX:DumpLoadedClassList="), java.toString());
        assertTrue(java.get(java.size() - 1).matches("java -XX:-UsePerfData -Dromlab.stdin.terminal=false -Dromlab.stderr.terminal=false -jar "
                + jar + " --version"), java.toString());
    }

    @Test
    void checkRunsOnTheFirstCompilerAndTheSerialCollectorUnlessItNamesAKernelFileOrFolder() throws Exception {
        Files.writeString(jar, "jar");
        setModified(jar, BUILT);
        Path kernelFile = Files.writeString(dir.resolve("mine.kernel.toml"), "");

        launch("check");
        launch("check", "z80-rolldie", "--cpu", "z80");
        launch("check", kernelFile.toString());
        launch("diff", "z80-rolldie");

        // the runs themselves, not the class lists of the archive the stand-in java never makes
        List<String> runs = logged("java").stream().filter(line -> line.contains(" -jar ")
                && !line.contains("-XX:DumpLoadedClassList")).toList();
        assertEquals(4, runs.size(), runs.toString());
        String bundled = "java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmn64m -XX:-UsePerfData ";
        assertTrue(runs.get(0).startsWith(bundled), runs.get(0));
        assertTrue(runs.get(1).startsWith(bundled), runs.get(1));
        assertTrue(runs.get(2).startsWith("java -XX:-UsePerfData "), runs.get(2));
        assertTrue(runs.get(3).startsWith("java -XX:-UsePerfData "), runs.get(3));
    }
}
