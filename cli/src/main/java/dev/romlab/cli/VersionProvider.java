package dev.romlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The version Maven filtered into {@code version.properties} when it built this jar. */
public final class VersionProvider implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"romlab " + version()};
    }

    static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "(unknown version: " + RESOURCE + " is missing)";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
