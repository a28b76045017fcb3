package dev.romlab.cli;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.function.UnaryOperator;

/**
 * The charset romlab's text is encoded in on standard output and error, and the one place that decides whether
 * text for people may use µ and ×. Java 17 sets {@code sun.stdout.encoding} only for a Windows console and
 * {@code native.encoding} (JEP 400's name for the locale's charset, {@code ANSI_X3.4-1968} under
 * {@code LC_ALL=C}) everywhere; Java 19 adds {@code stdout.encoding}. The first one set wins, else the JVM's
 * default charset.
 */
final class OutputCharset {

    private static final String[] PROPERTIES = {"stdout.encoding", "sun.stdout.encoding", "native.encoding"};

    private OutputCharset() {
    }

    /** The charset of this process's standard output. */
    static Charset standardOutput() {
        return from(System::getProperty);
    }

    /** The charset the first of {@link #PROPERTIES} that {@code properties} knows names. */
    static Charset from(UnaryOperator<String> properties) {
        for (String property : PROPERTIES) {
            String name = properties.apply(property);
            if (name != null) {
                try {
                    return Charset.forName(name);
                } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                    // a name this JVM does not know: try the next property
                }
            }
        }
        return Charset.defaultCharset();
    }
}
