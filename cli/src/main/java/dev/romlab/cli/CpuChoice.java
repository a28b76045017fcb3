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
 * extension the file has, else the only CPU registered; anything else is a usage error that lists the choices.
 */
final class CpuChoice {

    private CpuChoice() {
    }

    static CpuDescription of(CpuDescription named, Path file, CommandLine commandLine) {
        if (named != null) {
            return named;
        }
        CpuRegistry registry = CpuRegistry.standard();
        String fileName = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        List<CpuDescription> claiming = registry.claimingSource(fileName);
        if (claiming.size() == 1) {
            return claiming.get(0);
        }
        List<CpuDescription> all = registry.all();
        if (claiming.isEmpty() && all.size() == 1) {
            return all.get(0);
        }
        List<CpuDescription> choices = claiming.isEmpty() ? all : claiming;
        throw new ParameterException(commandLine, "name the CPU with --cpu: "
                + choices.stream().map(CpuDescription::id).collect(Collectors.joining(", ")));
    }
}
