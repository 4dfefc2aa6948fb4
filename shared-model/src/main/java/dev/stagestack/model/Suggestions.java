package dev.stagestack.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean" suggestions for mistyped names (state ids, trigger names). */
public final class Suggestions {

    private Suggestions() {
    }

    /**
     * The candidate closest to {@code word} by edit distance (insert, delete, substitute, swap two
     * neighbours; case-insensitive), if it is close enough to be a plausible typo: at most one edit
     * per three characters of the word, and at least one. Ties go to the earliest candidate.
     */
    public static Optional<String> closest(String word, Collection<String> candidates) {
        String lowerWord = word.toLowerCase(Locale.ROOT);
        int allowed = Math.max(1, word.length() / 3);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = editDistance(lowerWord, candidate.toLowerCase(Locale.ROOT));
            if (distance <= allowed && distance < bestDistance && !candidate.equals(word)) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Optimal string alignment distance: Levenshtein plus transposition of adjacent characters. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    best = Math.min(best, d[i - 2][j - 2] + 1);
                }
                d[i][j] = best;
            }
        }
        return d[a.length()][b.length()];
    }
}
