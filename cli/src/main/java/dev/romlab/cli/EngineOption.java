package dev.romlab.cli;

import java.util.Arrays;
import java.util.List;

import dev.romlab.asm.ClosestName;
import dev.romlab.cpu.Engine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code --engine interpreter|translator}: the mixin of every command that runs a CPU. It sets the process's
 * {@link Engine#preferred()} as the command line is parsed (its default too), before any machine is made.
 */
final class EngineOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "translator", description = "How the CPU "
            + "runs: translator (guest blocks compiled to JVM bytecode, the default) or interpreter (one instruction "
            + "at a time). Both give the same registers, memory and cycles; a trace or a watchpoint always "
            + "interprets.")
    void engine(String name) {
        List<String> ids = Arrays.stream(Engine.values()).map(Engine::id).toList();
        Engine engine = Arrays.stream(Engine.values()).filter(e -> e.id().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "unknown engine '" + name + "' ("
                        + ClosestName.suggestion(name, ids) + ")"));
        Engine.prefer(engine);
    }
}
