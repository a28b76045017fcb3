package dev.romlab.kernels.file;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.SourceLoader;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.MachineProfile;

/**
 * Everything a kernel file says, checked: the routine's machine, program, call, inputs, outputs, set-up, reference
 * and, optionally, its random-byte view and the inputs a stream carries from call to call.
 *
 * @param file        the kernel file's path, as {@code loader} reads it
 * @param loader      where the file and the files it names are read: the file system, or the class path
 * @param id          the kernel's id: the file's {@code id}, else its name without {@code .kernel.toml}
 * @param source      the program's source, or null for an image
 * @param image       the program's image (binary, Intel HEX, .8xp, .nes), or null for a source
 * @param origin      where a binary image loads
 * @param defines     {@code -D} values for a source
 * @param symbols     a symbol file for an image, or null
 * @param config      an ld65 linker configuration the source is linked by (a 6502 source's segments), or null
 * @param convention  how a call enters the routine: the CPU's call instruction, or a BLWP through a vector
 * @param stream      the inputs each {@code run} call takes from an output of the call before, to that output's
 *                    name (the same name for {@code state}, another for {@code from})
 * @param samples     how many seeded samples a space too large to try whole takes by default
 * @param count       how many calls {@code run} makes by default
 * @param clock       the instant MLFE's SVC time reads at a call's start (a clock input adds to it)
 * @param clockRate   instructions a second that clock advances by during the call
 * @param modelJars   jars given on the command line to look for a {@link RoutineModel} in, besides the file's own
 */
record KernelDefinition(String file, SourceLoader loader, String id, String description, CpuDescription cpu,
        MachineProfile profile, String source, String image, Long origin, Map<String, Long> defines, String symbols,
        String config, String entry, CallConvention convention, CallEnd end,
        long budget, List<InputDefinition> inputs, List<OutputDefinition> outputs, List<SetupDefinition> setup,
        ReferenceDefinition reference, RandomDefinition random, Map<String, String> stream, long samples, long count,
        LocalDateTime clock, long clockRate, List<Path> modelJars) {

    /** This definition with {@code jars} to look for its model class in too ({@code --model-jar}). */
    KernelDefinition withModelJars(List<Path> jars) {
        return new KernelDefinition(file, loader, id, description, cpu, profile, source, image, origin, defines,
                symbols, config, entry, convention, end, budget, inputs, outputs, setup, reference, random, stream,
                samples, count, clock, clockRate, List.copyOf(jars));
    }

    InputDefinition input(String name) {
        return inputs.stream().filter(i -> i.name().equals(name)).findFirst().orElse(null);
    }

    /** The file's name without its folder. */
    String fileName() {
        int slash = file.lastIndexOf('/');
        return slash < 0 ? file : file.substring(slash + 1);
    }

    OutputDefinition output(String name) {
        return outputs.stream().filter(o -> o.name().equals(name)).findFirst().orElse(null);
    }
}
