package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of {@code run}, {@code diff}, {@code bench}, {@code dist} and {@code fairness} that picocli does not
 * know: one kernel id and the kernel's own settings, {@code --NAME VALUE} or {@code --NAME=VALUE}, in any order
 * ({@code --minute 20 mlfe-rand --A=5}). Which names are settings only the kernel knows, so this only splits the
 * words; {@link SingleKernelCommand} hands the settings to the kernel.
 *
 * @param kernel   the kernel's id
 * @param settings each setting given, in order
 */
record KernelArguments(String kernel, List<Setting> settings) {

    /**
     * One {@code --NAME VALUE}: the name without dashes and the text of the value, null when none follows (the kernel
     * may not take the name at all: a mistyped option of the command, {@code --jsno}, says so first).
     */
    record Setting(String name, String value) {
    }

    KernelArguments {
        settings = List.copyOf(settings);
    }

    /**
     * The kernel and settings of {@code words}; {@link IllegalArgumentException} with a message for users when there
     * is not exactly one kernel, a setting comes twice, or a word is an option of another form. A word after a name
     * is its value unless it starts with {@code --} (a negative number is a value).
     */
    static KernelArguments parse(List<String> words) {
        List<String> kernels = new ArrayList<>();
        List<Setting> settings = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.startsWith("--") && word.length() > 2) {
                int equals = word.indexOf('=');
                Setting setting;
                if (equals >= 0) {
                    setting = new Setting(word.substring(2, equals), word.substring(equals + 1));
                } else if (i + 1 < words.size() && !words.get(i + 1).startsWith("--")) {
                    setting = new Setting(word.substring(2), words.get(++i));
                } else {
                    setting = new Setting(word.substring(2), null);
                }
                if (settings.stream().anyMatch(s -> s.name().equals(setting.name()))) {
                    throw new IllegalArgumentException("--" + setting.name() + " is given twice");
                }
                settings.add(setting);
            } else if (word.startsWith("-") && word.length() > 1) {
                throw new IllegalArgumentException("Unknown option: '" + word + "'");
            } else {
                kernels.add(word);
            }
        }
        if (kernels.size() != 1) {
            throw new IllegalArgumentException(kernels.isEmpty() ? "Missing required parameter: 'KERNEL'"
                    : "one KERNEL, not " + String.join(", ", kernels.stream().map(k -> "'" + k + "'").toList())
                            + " (a kernel's settings are --NAME VALUE)");
        }
        return new KernelArguments(kernels.get(0), settings);
    }
}
