package dev.stagestack.player.desktop;

import java.nio.file.Files;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Tells, before JavaFX starts, what a machine lacks for a window, and what JavaFX's own start-up
 * failures mean. On macOS and Windows, and with the headless Monocle platform, nothing is needed.
 */
public final class DesktopCheck {
    /** The library JavaFX's GTK glass loads. */
    static final String GTK_LIBRARY = "libgtk-3.so.0";

    private DesktopCheck() {}

    /** What this machine lacks (a set the caller may change); empty when a window can be tried. */
    public static Set<MissingDesktop> missing(Machine machine) {
        Set<MissingDesktop> missing = EnumSet.noneOf(MissingDesktop.class);
        if (!machine.usesGtk()) {
            return missing;
        }
        if (machine.variable("DISPLAY").isEmpty()
                && machine.variable("WAYLAND_DISPLAY").isEmpty()) {
            missing.add(MissingDesktop.DISPLAY);
        }
        if (!hasGtk(machine)) {
            missing.add(MissingDesktop.GTK);
        }
        return missing;
    }

    /** Whether GTK 3 is in one of the machine's library folders. */
    public static boolean hasGtk(Machine machine) {
        return machine.libraryDirs().stream().anyMatch(dir -> Files.exists(dir.resolve(GTK_LIBRARY)));
    }

    /**
     * What a failure of JavaFX's start-up says is missing, read from the toolkit's own messages
     * ({@code Unable to load glass GTK library}, {@code Unable to open DISPLAY}); empty for any other failure.
     */
    public static Optional<MissingDesktop> explain(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
            if (message.contains("gtk library")) {
                return Optional.of(MissingDesktop.GTK);
            }
            if (message.contains("display")) {
                return Optional.of(MissingDesktop.DISPLAY);
            }
        }
        return Optional.empty();
    }
}
