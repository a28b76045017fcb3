package dev.romlab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Which CPU a command works for when {@code --cpu} may be left out: the one named, else the one CPU whose source
 * or program extension the file has, else the only CPU registered; anything else is a usage error that lists the
 * choices.
 */
final class CpuChoice {

    private CpuChoice() {
    }

    /** The CPU for {@code file} among the registered ones; a usage error of {@code commandLine} if none is clear. */
    static CpuDescription of(CpuDescription named, Path file, CommandLine commandLine) {
        String fileName = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        try {
            return choose(named, fileName, CpuRegistry.standard());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, e.getMessage());
        }
    }

    /** The choice among {@code registry}'s CPUs; {@link IllegalArgumentException} listing them if none is clear. */
    static CpuDescription choose(CpuDescription named, String fileName, CpuRegistry registry) {
        if (named != null) {
            return named;
        }
        List<CpuDescription> claiming = registry.claiming(fileName);
        if (claiming.size() == 1) {
            return claiming.get(0);
        }
        List<CpuDescription> all = registry.all();
        if (claiming.isEmpty() && all.size() == 1) {
            return all.get(0);
        }
        List<CpuDescription> choices = claiming.isEmpty() ? all : claiming;
        throw new IllegalArgumentException("name the CPU with --cpu: "
                + choices.stream().map(CpuDescription::id).collect(Collectors.joining(", ")));
    }
}
