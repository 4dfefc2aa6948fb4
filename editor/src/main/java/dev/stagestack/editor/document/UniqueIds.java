package dev.stagestack.editor.document;

import java.util.Set;
import java.util.regex.Pattern;

/** Makes ids that are valid (docs/format.md "State": 1..64 of {@code A-Z a-z 0-9 _ . -}) and not taken yet. */
public final class UniqueIds {
    private static final Pattern INVALID = Pattern.compile("[^A-Za-z0-9_.-]+");
    private static final int MAX_LENGTH = 64;

    private UniqueIds() {
    }

    /** {@code base} made valid, with {@code -2}, {@code -3}... appended until it is free. */
    public static String next(String base, Set<String> taken) {
        String clean = INVALID.matcher(base.trim()).replaceAll("-").replaceAll("^-+|-+$", "");
        if (clean.isEmpty()) {
            clean = "state";
        }
        clean = clean.length() > MAX_LENGTH - 4 ? clean.substring(0, MAX_LENGTH - 4) : clean;
        if (!taken.contains(clean)) {
            return clean;
        }
        String stem = clean.replaceAll("-\\d+$", "");
        for (int n = 2; ; n++) {
            String candidate = stem + "-" + n;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }
}
