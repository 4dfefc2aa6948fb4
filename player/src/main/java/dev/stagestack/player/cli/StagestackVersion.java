package dev.stagestack.player.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/** The version printed by {@code --version}, taken from the build (Maven resource filtering). */
public final class StagestackVersion implements CommandLine.IVersionProvider {

    private static final String RESOURCE = "version.properties";

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String version() {
        Properties props = new Properties();
        try (InputStream in = StagestackVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                props.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return props.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "stagestack " + version() + " (graph format version 1)",
            "Java " + System.getProperty("java.version") + " on " + System.getProperty("os.name")
        };
    }
}
