package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import picocli.CommandLine;

/** Runs the {@code $ romlab ...} example of every command's {@code --help} and compares what it prints. */
class HelpExamplesTest {

    /** Every example in the help texts, named {@code run --help (RunCommand.java)}. */
    private static List<DocExample> examples() {
        return Main.commandLine(false).getSubcommands().entrySet().stream().flatMap(HelpExamplesTest::examples)
                .toList();
    }

    private static Stream<DocExample> examples(Map.Entry<String, CommandLine> command) {
        CommandLine.Model.UsageMessageSpec usage = command.getValue().getCommandSpec().usageMessage();
        List<String> lines = Stream.of(usage.description(), usage.footer()).flatMap(Arrays::stream)
                .flatMap(text -> text.replace("%n", "\n").replace("%%", "%").lines()).toList();
        String source = command.getKey() + " --help (" + command.getValue().getCommand().getClass().getSimpleName()
                + ".java)";
        return DocExample.fromHelp(source, lines).stream();
    }

    @TestFactory
    Stream<DynamicTest> everyHelpExamplePrintsWhatItShows() {
        DocExampleRunner runner = new DocExampleRunner(Path.of("").toAbsolutePath());
        return examples().stream().map(example -> DynamicTest.dynamicTest(example.source(), () -> {
            List<String> failures = runner.failures(example);
            assertTrue(failures.isEmpty(), () -> String.join("\n\n", failures));
        }));
    }

    @Test
    void theKernelCommandsAndTrollHaveExamples() {
        List<String> sources = examples().stream().map(DocExample::source).toList();
        for (String command : List.of("list", "run", "diff", "bench", "dist", "fairness", "troll")) {
            assertTrue(sources.stream().anyMatch(source -> source.startsWith(command + " --help")),
                    () -> command + " lost its example: " + sources);
        }
    }
}
