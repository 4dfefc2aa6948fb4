package dev.stagestack.model;

import java.util.Objects;

/**
 * How the screen shows the change a push, pop, replace or popTo makes to the stack
 * (docs/format.md "Effect", docs/semantics.md §22). An effect is drawing only: the commit stays
 * instantaneous, the trace is the same with or without it, and input keeps reaching the run while
 * it plays.
 *
 * @param kind      fade, crossfade or slide
 * @param seconds   how long it lasts: more than 0 and at most {@link #MAX_SECONDS}
 * @param direction for a slide, the way the pictures move; null for the other kinds
 */
public record Effect(EffectKind kind, double seconds, SlideDirection direction) {

    /** The longest effect, in seconds. */
    public static final double MAX_SECONDS = 10;

    /** Checks the duration and that a slide has a direction; drops the direction of other kinds. */
    public Effect {
        Objects.requireNonNull(kind, "kind");
        if (!isValidSeconds(seconds)) {
            throw new IllegalArgumentException(RuleTexts.effectSeconds(seconds));
        }
        if (kind == EffectKind.SLIDE && direction == null) {
            throw new IllegalArgumentException("a slide needs a direction");
        }
        if (kind != EffectKind.SLIDE) {
            direction = null;
        }
    }

    /** Whether {@code seconds} is a duration an effect may have: more than 0, at most {@link #MAX_SECONDS}. */
    public static boolean isValidSeconds(double seconds) {
        return seconds > 0 && seconds <= MAX_SECONDS;
    }

    /** The old picture fades to black, then the new one fades in, over {@code seconds}. */
    public static Effect fade(double seconds) {
        return new Effect(EffectKind.FADE, seconds, null);
    }

    /** The old picture dissolves into the new one over {@code seconds}. */
    public static Effect crossfade(double seconds) {
        return new Effect(EffectKind.CROSSFADE, seconds, null);
    }

    /** Both pictures move in {@code direction}, the new one replacing the old, over {@code seconds}. */
    public static Effect slide(SlideDirection direction, double seconds) {
        return new Effect(EffectKind.SLIDE, seconds, Objects.requireNonNull(direction, "direction"));
    }

    /**
     * How many ticks the effect lasts at {@code tickRate}, rounded as a timer's are
     * (docs/semantics.md §22): {@code max(1, floor(seconds × tickRate + 0.5))}.
     */
    public long ticks(double tickRate) {
        return Math.max(1L, (long) Math.floor(seconds * tickRate + 0.5));
    }

    /** Short human text, e.g. {@code fade 0.3s}, {@code slide left 0.5s}. */
    public String describe() {
        String head = direction == null ? kind.jsonName() : kind.jsonName() + " " + direction.jsonName();
        return head + " " + RuleTexts.seconds(seconds) + "s";
    }
}
