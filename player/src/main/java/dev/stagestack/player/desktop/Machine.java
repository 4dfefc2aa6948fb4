package dev.stagestack.player.desktop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;

/**
 * The facts about this machine that decide whether a JavaFX window can open: the operating system,
 * the environment, where shared libraries live, which Linux distribution it is and who runs it.
 * A record so tests can describe any machine.
 *
 * @param osName         {@code os.name}, e.g. {@code Linux}
 * @param env            the environment variables
 * @param glassPlatform  the {@code glass.platform} system property, or empty ({@code Monocle} draws without a display)
 * @param libraryDirs    folders the dynamic linker searches, in order
 * @param osRelease      the fields of {@code /etc/os-release} ({@code ID}, {@code ID_LIKE}, ...)
 * @param root           whether the user is root
 * @param executables    tells whether a command ({@code apt-get}) is on the PATH
 */
public record Machine(
        String osName,
        Map<String, String> env,
        String glassPlatform,
        List<Path> libraryDirs,
        Map<String, String> osRelease,
        boolean root,
        Predicate<String> executables) {

    /** Standard library folders of Linux distributions, after {@code LD_LIBRARY_PATH}. */
    private static final List<String> STANDARD_LIBRARY_DIRS = List.of(
            "/usr/lib/x86_64-linux-gnu",
            "/lib/x86_64-linux-gnu",
            "/usr/lib/aarch64-linux-gnu",
            "/lib/aarch64-linux-gnu",
            "/usr/lib/arm-linux-gnueabihf",
            "/usr/lib64",
            "/lib64",
            "/usr/lib",
            "/lib",
            "/usr/local/lib",
            "/run/current-system/sw/lib");

    /** This machine, as the JVM sees it. */
    public static Machine current() {
        Map<String, String> env = System.getenv();
        return new Machine(
                System.getProperty("os.name", ""),
                env,
                System.getProperty("glass.platform", ""),
                libraryDirs(env),
                readOsRelease(Path.of("/etc/os-release")),
                isRoot(),
                Machine::onPath);
    }

    /** Whether this is Linux (or another Unix where JavaFX draws with GTK), rather than macOS or Windows. */
    public boolean usesGtk() {
        String os = osName.toLowerCase(Locale.ROOT);
        return !os.startsWith("mac") && !os.startsWith("windows") && !"monocle".equalsIgnoreCase(glassPlatform);
    }

    /** The value of an environment variable, or empty. */
    String variable(String name) {
        String value = env.get(name);
        return value == null ? "" : value.strip();
    }

    /** {@code KEY=value} lines of os-release, quotes removed; empty when the file cannot be read. */
    static Map<String, String> readOsRelease(Path file) {
        Properties fields = new Properties();
        try (var reader = Files.newBufferedReader(file)) {
            fields.load(reader);
        } catch (IOException | IllegalArgumentException unreadable) {
            return Map.of();
        }
        Map<String, String> result = new java.util.HashMap<>();
        fields.forEach((k, v) -> result.put(k.toString(), v.toString().replaceAll("^[\"']|[\"']$", "")));
        return Map.copyOf(result);
    }

    private static List<Path> libraryDirs(Map<String, String> env) {
        List<Path> dirs = new ArrayList<>();
        String fromEnv = env.getOrDefault("LD_LIBRARY_PATH", "");
        for (String dir : fromEnv.split(":")) {
            if (!dir.isBlank()) {
                dirs.add(Path.of(dir));
            }
        }
        STANDARD_LIBRARY_DIRS.forEach(dir -> dirs.add(Path.of(dir)));
        return List.copyOf(dirs);
    }

    /** Root by the real user id of {@code /proc/self/status} where Linux has it, else by the user's name. */
    private static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return "0".equals(line.substring(4).strip().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException noProc) {
            // not Linux: fall through
        }
        return "root".equals(System.getProperty("user.name"));
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(":")) {
            if (!dir.isBlank() && Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
