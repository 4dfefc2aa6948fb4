package dev.stagestack.player.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Where the browsers the page tests drive are installed: on the PATH or in /usr/bin. */
final class Browsers {
    private Browsers() {}

    /** The first of {@code names} that is an executable on the PATH or in /usr/bin; null when none is. */
    static Path found(String... names) {
        List<String> dirs =
                new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        dirs.add("/usr/bin");
        for (String name : names) {
            for (String dir : dirs) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name);
                }
            }
        }
        return null;
    }
}
