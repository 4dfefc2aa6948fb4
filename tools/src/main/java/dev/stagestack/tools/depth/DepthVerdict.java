package dev.stagestack.tools.depth;

import dev.stagestack.tools.paths.ExploreOptions;
import java.util.Optional;

/**
 * How deep a graph's committed stack can get, and the evidence for it (docs/analysis.md, "Depth
 * verdicts"). Depths count the entries of a stack committed between ticks, as {@code paths} lists them.
 *
 * @param kind     what is known
 * @param depth    {@link Kind#EXACT}: the deepest stack a run reaches; {@link Kind#AT_MOST}: a sound bound;
 *                 {@link Kind#UNBOUNDED}: the depth the witness was replayed to; {@link Kind#UNSETTLED}:
 *                 the deepest stack the exploration found (0 when it did not run)
 * @param witness  for {@link Kind#UNBOUNDED} only: the script that pumps the stack
 * @param evidence what the verdict rests on, in words
 */
public record DepthVerdict(Kind kind, int depth, Optional<PumpWitness> witness, String evidence) {

    /** What is known about the depth. */
    public enum Kind {
        /** Every run state was explored: {@code depth} is reached and never exceeded. */
        EXACT,
        /** The static analysis bounds the depth; the exploration did not finish, so it may be lower. */
        AT_MOST,
        /** A replayed script grows the stack by the same entries each turn of its loop. */
        UNBOUNDED,
        /** The static analysis finds no bound, and neither a complete exploration nor a pump was found. */
        UNSETTLED
    }

    /** Checks that a witness comes with {@link Kind#UNBOUNDED} and only with it. */
    public DepthVerdict {
        if ((kind == Kind.UNBOUNDED) != witness.isPresent()) {
            throw new IllegalArgumentException("an unbounded verdict, and only it, carries a witness");
        }
    }

    /** @return whether the verdict is settled by evidence: exact, or unbounded with a witness */
    public boolean settled() {
        return kind == Kind.EXACT || kind == Kind.UNBOUNDED;
    }

    /** @return whether a pumping script shows the stack grows without limit */
    public boolean unbounded() {
        return kind == Kind.UNBOUNDED;
    }

    /** @return the depth no run exceeds, exact or over-approximated, when one is known */
    public Optional<Integer> bound() {
        return kind == Kind.EXACT || kind == Kind.AT_MOST ? Optional.of(depth) : Optional.empty();
    }

    /**
     * @return how deep {@code paths} explores when no depth is given: the whole stack when it is
     *         bounded, else {@link ExploreOptions#UNBOUNDED_DEPTH} entries
     */
    public int depthToExplore() {
        return bound().isPresent() ? ExploreOptions.DEFAULTS.maxDepth() : ExploreOptions.UNBOUNDED_DEPTH;
    }

    /**
     * @return the verdict in a few words: {@code 3}, {@code at most 5 (over-approximation)},
     *         {@code unbounded}, {@code no bound found (stacks of 17 entries seen)}
     */
    public String headline() {
        return switch (kind) {
            case EXACT -> Integer.toString(depth);
            case AT_MOST -> "at most " + depth + " (over-approximation)";
            case UNBOUNDED -> "unbounded";
            case UNSETTLED -> "no bound found" + (depth > 0 ? " (stacks of " + depth + " entries seen)" : "");
        };
    }

    /** @return the verdict's name in JSON: exact, at-most, unbounded or unsettled */
    public String jsonName() {
        return kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
