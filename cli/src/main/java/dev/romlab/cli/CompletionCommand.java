package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code romlab completion bash|zsh}: the completion script picocli generates from the command tree
 * ({@link AutoComplete#bash}). The script is written for bash; zsh runs it through its bash compatibility
 * ({@code bashcompinit}), which the script turns on itself when it runs under zsh, as picocli's manual
 * describes ("Completion for zsh").
 */
@Command(name = "completion",
        header = "Print a bash or zsh completion script for romlab.",
        description = {"Print a completion script for romlab's commands and options. Install it with, e.g.",
                "  romlab completion bash > ~/.local/share/bash-completion/completions/romlab",
                "or, for the current shell only (bash or zsh):",
                "  source <(romlab completion zsh)"})
final class CompletionCommand implements Callable<Integer> {

    /** The shells the script serves. */
    enum Shell { BASH, ZSH }

    @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
    private Shell shell;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(AutoComplete.bash(spec.root().name(), spec.root().commandLine()));
        out.flush();
        return 0;
    }
}
