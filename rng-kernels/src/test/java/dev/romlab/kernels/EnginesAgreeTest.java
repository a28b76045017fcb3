package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import dev.romlab.cpu.Engine;

/**
 * Every bundled kernel gives the same emulation on both engines: for each input of its default set (the first
 * {@value #MOST_INPUTS}), the same outcome, cycles, instructions, registers and printed text from a kernel made with
 * the interpreter and one made with the translating engine. Kernels call their routine thousands of times here, so
 * the translator runs translated blocks, not only its first interpreted instructions.
 */
class EnginesAgreeTest {

    private static final int MOST_INPUTS = 4_000;

    @TestFactory
    Stream<DynamicTest> everyKernelEmulatesAlikeOnBothEngines() {
        List<Kernel> interpreted = kernelsOn(Engine.INTERPRETER);
        List<Kernel> translated = kernelsOn(Engine.TRANSLATOR);
        return interpreted.stream().map(kernel -> DynamicTest.dynamicTest(kernel.id(), () -> {
            Kernel other = translated.stream().filter(k -> k.id().equals(kernel.id())).findFirst().orElseThrow();
            long compared = 0;
            for (Values input : kernel.inputs(Coverage.defaultSet())) {
                assertEquals(kernel.emulate(input, 0), other.emulate(input, 0), kernel.id() + " " + input);
                if (++compared == MOST_INPUTS) {
                    break;
                }
            }
            assertTrue(compared > 0, kernel.id() + " has no default inputs");
        }));
    }

    /** The bundled kernels, each made while {@code engine} is what new runners start with. */
    private static List<Kernel> kernelsOn(Engine engine) {
        Engine before = Engine.preferred();
        Engine.prefer(engine);
        try {
            return KernelRegistry.bundled().all();
        } finally {
            Engine.prefer(before);
        }
    }
}
