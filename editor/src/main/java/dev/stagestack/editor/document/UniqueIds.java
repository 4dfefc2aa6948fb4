package dev.stagestack.editor.document;

import java.util.Set;
import java.util.regex.Pattern;

/** Makes ids that are valid (docs/format.md "State": 1..64 of {@code A-Z a-z 0-9 _ . -}) and not taken yet. */
public final class UniqueIds {
    private static final Pattern INVALID = Pattern.compile("[^A-Za-z0-9_.-]+");
    private static final int MAX_LENGTH = 64;

    private UniqueIds() {}

    /**
     * {@code base} made valid, with {@code -2}, {@code -3}... in place of any number it ends in until
     * it is free: a name's id ({@code boss-fight-2} taken: {@code boss-fight-3}).
     */
    public static String next(String base, Set<String> taken) {
        String clean = valid(base);
        return taken.contains(clean) ? numbered(clean.replaceAll("-\\d+$", ""), taken) : clean;
    }

    /**
     * {@code base} made valid, with {@code -2}, {@code -3}... appended whole until it is free: an id
     * made of other ids ({@code title-to-state-4} taken: {@code title-to-state-4-2}, never
     * {@code title-to-state-2}, which would name another state).
     */
    public static String appended(String base, Set<String> taken) {
        String clean = valid(base);
        return taken.contains(clean) ? numbered(clean, taken) : clean;
    }

    private static String valid(String base) {
        String clean = INVALID.matcher(base.trim()).replaceAll("-").replaceAll("^-+|-+$", "");
        if (clean.isEmpty()) {
            clean = "state";
        }
        return clean.length() > MAX_LENGTH - 4 ? clean.substring(0, MAX_LENGTH - 4) : clean;
    }

    private static String numbered(String stem, Set<String> taken) {
        for (int n = 2; ; n++) {
            String candidate = stem + "-" + n;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }
}
