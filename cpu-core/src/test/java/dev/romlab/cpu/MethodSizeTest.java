package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.MethodSizes.MethodSize;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** No method of cpu-core is too big for HotSpot to JIT-compile (see {@link MethodSizes}). */
class MethodSizeTest {

    /** Maven runs tests in the module's folder. */
    private static final Path MAIN_CLASSES = Path.of("target", "classes");
    private static final Path TEST_CLASSES = Path.of("target", "test-classes");

    @Test
    void everyMethodIsSmallEnoughToBeJitCompiled() throws IOException {
        assertTrue(Files.isDirectory(MAIN_CLASSES), "no compiled classes in " + MAIN_CLASSES.toAbsolutePath());
        List<MethodSize> huge = MethodSizes.over(MethodSizes.HUGE_METHOD_LIMIT, MAIN_CLASSES);
        assertEquals(List.of(), huge, () -> "methods over " + MethodSizes.HUGE_METHOD_LIMIT
                + " bytes of bytecode, which HotSpot never compiles:\n"
                + huge.stream().map(MethodSize::describe).collect(Collectors.joining("\n")));
    }

    @Test
    void readsTheMethodsOfAClassFile() throws IOException {
        List<MethodSize> mine = MethodSizes.all(TEST_CLASSES).stream()
                .filter(size -> size.className().equals(MethodSizeTest.class.getName())).toList();
        assertEquals(List.of("<init>()V", "everyMethodIsSmallEnoughToBeJitCompiled()V",
                "readsTheMethodsOfAClassFile()V", "<clinit>()V"),
                mine.stream().map(MethodSize::method).filter(name -> !name.startsWith("lambda$")).toList());
        assertTrue(mine.stream().allMatch(size -> size.codeLength() > 0), mine::toString);
    }
}
