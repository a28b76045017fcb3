package dev.romlab.cli;

import java.io.PrintWriter;

import dev.romlab.cpu.json.Json;
import picocli.CommandLine.Option;

/** The {@code --json} option: results as one indented JSON document on stdout instead of text. */
final class JsonOption {

    @Option(names = "--json", description = "Print the result as one JSON document instead of text.")
    private boolean json;

    boolean enabled() {
        return json;
    }

    /**
     * Prints {@code value} (maps, lists, strings, numbers, booleans: see {@link Json}) and a newline, as it is
     * written: an {@code Iterable} making its elements on demand is never held whole.
     */
    static void print(PrintWriter out, Object value) {
        Json.write(value, out, true);
        out.println();
        out.flush();
    }
}
