package dev.romlab.cli;

import java.util.List;

import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelWorkers;
import dev.romlab.kernels.Settings;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * A kernel command on one kernel ({@code run}, {@code diff}, {@code bench}, {@code dist}, {@code fairness}): its
 * KERNEL argument and the kernel's own settings, the {@code --NAME VALUE} of each {@link Kernel#parameters()} as
 * {@code romlab list} shows them, for bundled kernels and kernels known only at run time alike. Picocli cannot know
 * those options before it knows the kernel, so these commands let the options it does not know through as arguments
 * ({@link #acceptKernelSettings}) and read them here ({@link KernelArguments}); a name the kernel does not take is a
 * usage error naming the ones it does. The command's own options stay picocli's and keep their meaning.
 */
abstract class SingleKernelCommand extends KernelCommand {

    @Parameters(paramLabel = "KERNEL [--SETTING VALUE]...", hideParamSyntax = true, arity = "1..*",
            description = {"The kernel's id (see 'romlab list'), then any of its own settings as 'romlab list' shows "
                    + "them, --NAME VALUE or --NAME=VALUE in any order (--sides 6, --map forest, --minute 20): a "
                    + "setting fixes that input of the kernel, or steers run (--count); one that cannot apply here "
                    + "is refused with the reason."})
    private List<String> words;

    private KernelArguments arguments;

    /**
     * Lets the options picocli does not know through to {@code command}'s arguments when it is one of these commands
     * (call it on each subcommand once the tree is built: picocli hands its parser settings down when it adds one).
     */
    static void acceptKernelSettings(CommandLine command) {
        if (command.getCommand() instanceof SingleKernelCommand) {
            command.setUnmatchedOptionsArePositionalParams(true);
        }
    }

    private KernelArguments arguments() {
        if (arguments == null) {
            try {
                arguments = KernelArguments.parse(words);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        return arguments;
    }

    /** The KERNEL argument, as typed. */
    String kernelId() {
        return arguments().kernel();
    }

    /** The kernel the KERNEL argument names ({@link #kernel(String)}). */
    Kernel kernel() {
        return kernel(kernelId());
    }

    /** The kernel the KERNEL argument names with an instance of it per processor ({@link #workers(String)}). */
    KernelWorkers workers() {
        return workers(kernelId());
    }

    /**
     * {@code base} with the kernel's own settings given among the arguments; a usage error naming the kernel's
     * settings for a name it does not take, and for a missing value or one out of range.
     */
    Settings settings(Kernel kernel, Settings base) {
        Settings settings = base;
        for (KernelArguments.Setting setting : arguments().settings()) {
            Settings before = settings;
            if (setting.value() == null && before.takes(setting.name())) {
                throw new ParameterException(spec.commandLine(), "Missing value for --" + setting.name());
            }
            settings = usage(kernel.id(), () -> before.with(setting.name(), setting.value() == null ? ""
                    : setting.value()));
        }
        return settings;
    }

    /** Only the settings given among the arguments: what diff, bench, dist and fairness hand the kernel. */
    Settings given(Kernel kernel) {
        return settings(kernel, Settings.none(kernel.parameters()));
    }
}
