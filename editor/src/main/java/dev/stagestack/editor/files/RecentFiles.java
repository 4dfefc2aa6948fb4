package dev.stagestack.editor.files;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The most recently opened or saved files, kept in user preferences. */
public final class RecentFiles {
    /** How many files are remembered. */
    public static final int LIMIT = 8;

    private static final String KEY = "recent.";

    private final Preferences preferences;

    public RecentFiles(Preferences preferences) {
        this.preferences = preferences;
    }

    /** Newest first. */
    public List<Path> list() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < LIMIT; i++) {
            String value = preferences.get(KEY + i, null);
            if (value != null) {
                out.add(Path.of(value));
            }
        }
        return out;
    }

    /** Moves {@code path} to the front, dropping the oldest beyond {@link #LIMIT}. */
    public void add(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        List<Path> paths = list();
        paths.remove(absolute);
        paths.add(0, absolute);
        for (int i = 0; i < LIMIT; i++) {
            if (i < paths.size()) {
                preferences.put(KEY + i, paths.get(i).toString());
            } else {
                preferences.remove(KEY + i);
            }
        }
    }
}
