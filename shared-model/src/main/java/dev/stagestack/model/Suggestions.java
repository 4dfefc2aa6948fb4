package dev.stagestack.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "Did you mean" hints for misspelt names: enum values, field names, state ids.
 * One place for the distance rule so the codec and the validator suggest alike.
 */
public final class Suggestions {

    private Suggestions() {}

    /**
     * The candidate closest to {@code input}, compared case-insensitively by Damerau-Levenshtein
     * distance (optimal string alignment), when it is close enough to be a likely typo: at most 1 edit
     * for inputs of 3 or 4 characters, at most 2 for longer ones, none for shorter ones except a
     * change of case. Ties go to the earliest candidate.
     */
    public static Optional<String> closest(String input, Collection<String> candidates) {
        return among(candidates).closest(input);
    }

    /**
     * A suggester for many lookups among the same candidates (the state ids of a graph). Its total work
     * is bounded, so a file with thousands of misspelt names among thousands of ids is still checked in
     * linear time: once {@link Among#BUDGET} comparison cells are spent, it stops suggesting.
     */
    public static Among among(Collection<String> candidates) {
        return new Among(candidates);
    }

    /** Candidates grouped by length, compared within a fixed budget of work. */
    public static final class Among {

        /** The most distance-table cells one suggester computes over its life. */
        public static final long BUDGET = 20_000_000L;

        /** Inputs longer than this get no suggestion: no name that long is a likely typo of a short one. */
        static final int MAX_INPUT = 128;

        private final List<String> candidates;
        private final List<String> lowered = new ArrayList<>();
        private final List<List<Integer>> byLength = new ArrayList<>();
        private long spent;

        private Among(Collection<String> candidates) {
            this.candidates = List.copyOf(candidates);
            for (int i = 0; i < this.candidates.size(); i++) {
                lowered.add(this.candidates.get(i).toLowerCase(Locale.ROOT));
                int length = lowered.get(i).length();
                if (length <= MAX_INPUT + 2) {
                    while (byLength.size() <= length) {
                        byLength.add(new ArrayList<>());
                    }
                    byLength.get(length).add(i);
                }
            }
        }

        /** See {@link Suggestions#closest}; empty once the budget is spent. */
        public Optional<String> closest(String input) {
            if (input.length() > MAX_INPUT || spent >= BUDGET) {
                return Optional.empty();
            }
            String needle = input.toLowerCase(Locale.ROOT);
            int limit = maxDistance(needle.length());
            int best = -1;
            int bestDistance = Integer.MAX_VALUE;
            for (int length = Math.max(0, needle.length() - limit);
                    length <= needle.length() + limit && length < byLength.size();
                    length++) {
                for (int index : byLength.get(length)) {
                    if (spent >= BUDGET) {
                        break;
                    }
                    String candidate = candidates.get(index);
                    spent += (long) (needle.length() + 1) * (length + 1);
                    int d = distance(needle, lowered.get(index), limit);
                    boolean better = d < bestDistance || (d == bestDistance && index < best);
                    if (d <= limit && better && !candidate.equals(input)) {
                        best = index;
                        bestDistance = d;
                    }
                }
            }
            return best < 0 ? Optional.empty() : Optional.of(candidates.get(best));
        }

        /** See {@link Suggestions#didYouMean}. */
        public String didYouMean(String input) {
            return hint(closest(input));
        }
    }

    /**
     * The hint to append to a message: {@code  (did you mean "pause"?)} with a leading space,
     * or the empty string when no candidate is close.
     */
    public static String didYouMean(String input, Collection<String> candidates) {
        return hint(closest(input, candidates));
    }

    /** The hint for a suggestion known already: {@code  (did you mean "ESCAPE"?)}. */
    public static String didYouMean(String suggestion) {
        return hint(Optional.of(suggestion));
    }

    private static String hint(Optional<String> suggestion) {
        return suggestion
                .map(c -> " (did you mean " + DisplayText.quoted(c) + "?)")
                .orElse("");
    }

    private static int maxDistance(int length) {
        if (length <= 2) {
            return 0;
        }
        return length <= 4 ? 1 : 2;
    }

    /** Optimal string alignment distance; returns {@code limit + 1} early once it must exceed the limit. */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] before = new int[b.length() + 1];
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            int rowMin = current[0];
            for (int j = 1; j <= b.length(); j++) {
                current[j] = cell(a, b, i, j, before, previous, current);
                rowMin = Math.min(rowMin, current[j]);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
            int[] recycled = before;
            before = previous;
            previous = current;
            current = recycled;
        }
        return previous[b.length()];
    }

    private static int cell(String a, String b, int i, int j, int[] before, int[] previous, int[] current) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int best = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
            best = Math.min(best, before[j - 2] + 1);
        }
        return best;
    }
}
