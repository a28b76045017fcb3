package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Parameter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code romlab list}: the bundled kernels, their CPU and machine, and the settings they take. */
@Command(name = "list",
        header = "List the bundled kernels: CPU, description, settings and default inputs.",
        sortOptions = false,
        description = {"List every bundled kernel (a routine bound to its machine, its input space and a reference "
                + "model): one line with its id, CPU and description, then one line per setting (--NAME, range, "
                + "run's default or '-' where run draws it or the kernel picks it, meaning), then the input set "
                + "check and diff use by default.",
                "run, diff, bench, dist and fairness accept each setting as --NAME VALUE: one that names an input "
                        + "fixes it (in run's calls, diff's and bench's input set, every input of dist's and "
                        + "fairness' distribution), --count and a seed of run's draws steer run alone; a setting that "
                        + "cannot apply to a command is refused there with the reason."},
        footer = {"%nExample (shortened: '...' is left out):",
                "  $ romlab list",
                "  KERNEL               CPU       DESCRIPTION",
                "  ...",
                "  z80-mul              Z80       MulHbyL: HL from H and L by adding L to HL H times",
                "                                   --h      0..255  ...  default -  ...  H, the multiplier ...",
                "                                   --l      0..255  ...  default -  ...  L, the multiplicand ...",
                "                                   --seed   $0000000000000000..$FFFFFFFFFFFFFFFF  default ...",
                "                                   --count  1..1000000  ...  default 10  ...",
                "                                   inputs:  every h 0..255 × every l 0..255 (65,536)",
                "  ..."})
final class ListCommand extends KernelCommand {

    @Parameters(paramLabel = "KERNEL", arity = "0..*", description = "Only these kernels: ids, kernel files "
            + "(NAME.kernel.toml) or folders of them; every bundled kernel when none is given.")
    private List<String> names = List.of();

    @Override
    public Integer call() {
        List<Kernel> kernels = names.isEmpty() ? registry().all() : kernels(names);
        print(() -> kernels.stream().map(ListCommand::json).toList(), () -> text(kernels));
        return 0;
    }

    private static String text(List<Kernel> kernels) {
        int idWidth = kernels.stream().mapToInt(k -> k.id().length()).max().orElse(0);
        int cpuWidth = Math.max(3, kernels.stream().mapToInt(k -> k.machine().cpu().name().length()).max().orElse(0));
        String indent = " ".repeat(idWidth + 2 + cpuWidth + 2 + 2);
        String format = "%-" + idWidth + "s  %-" + cpuWidth + "s  %s%n";
        StringBuilder out = new StringBuilder(String.format(format, "KERNEL", "CPU", "DESCRIPTION"));
        for (Kernel kernel : kernels) {
            out.append(String.format(format, kernel.id(), kernel.machine().cpu().name(), kernel.description()));
            TextTable settings = new TextTable("", "", "", "");
            for (Parameter p : kernel.parameters()) {
                settings.row("--" + p.name(), p.field().rangeText(), "default " + p.defaultText(), p.description());
            }
            settings.text().lines().skip(1).forEach(line -> out.append(indent).append(line).append('\n'));
            out.append(indent).append("inputs:  ").append(defaultInputs(kernel)).append('\n');
        }
        return out.toString();
    }

    private static String defaultInputs(Kernel kernel) {
        InputSpace inputs = kernel.inputs(Coverage.defaultSet());
        return String.format(Locale.ROOT, "%s (%,d)", inputs.description(), inputs.size());
    }

    private static Map<String, Object> json(Kernel kernel) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel.id());
        out.putAll(kernel.machine().toJson());
        out.put("description", kernel.description());
        out.put("parameters", kernel.parameters().stream().map(Parameter::toJson).toList());
        out.put("defaultInputs", kernel.inputs(Coverage.defaultSet()).description());
        out.put("defaultInputCount", kernel.inputs(Coverage.defaultSet()).size());
        out.put("exhaustible", kernel.exhaustible());
        return out;
    }
}
